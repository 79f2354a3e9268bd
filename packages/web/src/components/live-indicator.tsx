// A small dot in the header: is the live channel connected?
import { useTranslation } from 'react-i18next';
import { useLiveConnected } from '../live/use-live';

export function LiveIndicator() {
  const { t } = useTranslation();
  const connected = useLiveConnected();
  const label = connected ? t('live.connected') : t('live.disconnected');
  return (
    <span
      className={`live-indicator ${connected ? 'live-indicator--on' : 'live-indicator--off'}`}
      role="status"
      aria-label={label}
      title={label}
      data-connected={connected}
    >
      <span className="live-indicator__dot" aria-hidden="true" />
    </span>
  );
}

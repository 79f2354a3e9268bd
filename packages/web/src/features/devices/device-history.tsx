// View 3 of the device popover (spec 001 §3): the device's events, newest first, with long weekday
// dates in the user's language; 'Movement' entries of motion, vibration and multi sensors hidden.
import { IonIcon, IonSpinner } from '@ionic/react';
import { timeOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { Device } from '@hemvakt/contract/devices';
import { useDeviceHistory } from '../../api/devices';
import { FormAlert } from '../../components/form-alert';
import { errorText } from '../../i18n/error-text';
import { statusKeyOf, visibleHistory } from '../../lib/devices/device-display';
import { formatLongDateTime } from '../../lib/devices/long-date';

export function DeviceHistory({ device }: { device: Device }) {
  const { t, i18n } = useTranslation();
  const history = useDeviceHistory(device.ieee);
  const language = i18n.language === 'sv' ? 'sv' : 'en';
  if (history.isPending) {
    return (
      <div className="modal-loading">
        <IonSpinner name="crescent" aria-label={t('common.loading')} />
      </div>
    );
  }
  if (history.isError) return <FormAlert message={errorText(t, history.error)} />;
  const entries = visibleHistory(device, history.data);
  if (entries.length === 0) {
    return (
      <div className="inline-empty">
        <IonIcon icon={timeOutline} aria-hidden="true" />
        <p>{t('device.historyEmpty')}</p>
      </div>
    );
  }
  return (
    <ol className="history-list" data-testid="device-history">
      {entries.map((entry, index) => {
        const key = statusKeyOf(entry.status);
        return (
          <li key={`${entry.createdAt}-${index}`} className="history-list__entry">
            <strong>{key ? t(`deviceStatus.${key}`) : entry.status}</strong>
            <time dateTime={entry.createdAt}>{formatLongDateTime(entry.createdAt, language)}</time>
          </li>
        );
      })}
    </ol>
  );
}

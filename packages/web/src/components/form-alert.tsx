// A message above or below a form: a server error (role alert) or a notice.
import { IonIcon } from '@ionic/react';
import { alertCircleOutline, informationCircleOutline } from 'ionicons/icons';

export function FormAlert({
  message,
  tone = 'error',
}: {
  message: string | null | undefined;
  tone?: 'error' | 'info';
}) {
  if (!message) return null;
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <IonIcon icon={tone === 'error' ? alertCircleOutline : informationCircleOutline} aria-hidden="true" />
      <span>{message}</span>
    </div>
  );
}

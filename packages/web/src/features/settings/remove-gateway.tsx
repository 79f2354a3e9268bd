// View 4 of the settings modal, gateway removal (spec 002 §2, §4, §5): the warnings, two checkboxes
// ('Understand and wish to continue', 'I have restarted my gateway'); the red button stays disabled
// until both are ticked and while removing. Afterwards the user is logged out and sent to /login.
import { useState } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { warningOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useRemoveGateway } from '../../api/gateway';
import { useLogout } from '../../app/session/use-logout';
import { FormAlert } from '../../components/form-alert';
import { IonCheckbox } from '../../components/ionic/lazy-components';
import { errorText } from '../../i18n/error-text';
import { useSession } from '../../lib/session';

export function RemoveGateway({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const remove = useRemoveGateway();
  const logout = useLogout();
  const [understood, setUnderstood] = useState(false);
  const [restarted, setRestarted] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    const propertyId = session?.currentPropertySelected;
    if (!propertyId) return;
    setError(null);
    try {
      await remove.mutateAsync(propertyId);
    } catch (cause) {
      setError(errorText(t, cause));
      return;
    }
    logout('/login');
  };

  return (
    <div className="settings-view remove-account" data-testid="remove-gateway">
      <div className="danger-panel" role="note">
        <IonIcon icon={warningOutline} aria-hidden="true" />
        <div>
          <h3>{t('gateway.removeTitle')}</h3>
          <ul>
            <li>{t('gateway.removeWarningData')}</li>
            <li>{t('gateway.removeWarningRestart')}</li>
            <li>{t('gateway.removeWarningLogout')}</li>
          </ul>
        </div>
      </div>
      <div className="check-field">
        <IonCheckbox
          checked={understood}
          labelPlacement="end"
          justify="start"
          onIonChange={(event) => setUnderstood(event.detail.checked)}
        >
          {t('gateway.understand')}
        </IonCheckbox>
      </div>
      <div className="check-field">
        <IonCheckbox
          checked={restarted}
          labelPlacement="end"
          justify="start"
          onIonChange={(event) => setRestarted(event.detail.checked)}
        >
          {t('gateway.restartedCheck')}
        </IonCheckbox>
      </div>
      <FormAlert message={error} />
      <div className="modal-actions">
        <IonButton
          expand="block"
          color="danger"
          disabled={!understood || !restarted || remove.isPending}
          onClick={() => void confirm()}
        >
          {remove.isPending ? (
            <IonSpinner name="crescent" aria-hidden="true" className="submit-button__spinner" />
          ) : null}
          {t('gateway.removeConfirm')}
        </IonButton>
        <IonButton expand="block" fill="outline" color="medium" onClick={onCancel}>
          {t('common.cancel')}
        </IonButton>
      </div>
    </div>
  );
}

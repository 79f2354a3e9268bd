// View 7 of the settings modal: removing one's account (spec 002 §4, §5, §6). The warnings depend on
// the role; 'I understand' must be ticked. Afterwards the user is logged out and sent to /signup.
import { useState } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { warningOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useDeleteMyAccount } from '../../api/account';
import { useUserData } from '../../api/user-data';
import { useLogout } from '../../app/session/use-logout';
import { FormAlert } from '../../components/form-alert';
import { IonCheckbox } from '../../components/ionic/lazy-components';
import { errorText } from '../../i18n/error-text';
import { currentRole } from '../../lib/role';
import { useSession } from '../../lib/session';

export function RemoveAccount({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const { data } = useUserData();
  const remove = useDeleteMyAccount();
  const logout = useLogout();
  const [understood, setUnderstood] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const role = currentRole(session, data?.[0]) ?? 'error';
  const warning =
    role === 'Home Owner'
      ? t('settings.removeWarningOwner')
      : role === 'Tenant'
        ? t('settings.removeWarningTenant')
        : t('settings.removeWarningOther');

  const confirm = async () => {
    setError(null);
    try {
      await remove.mutateAsync(role);
    } catch (cause) {
      setError(errorText(t, cause));
      return;
    }
    // The open modals close as the session ends.
    logout('/signup');
  };

  return (
    <div className="settings-view remove-account">
      <div className="danger-panel" role="note">
        <IonIcon icon={warningOutline} aria-hidden="true" />
        <div>
          <h3>{t('settings.removeTitle')}</h3>
          <ul>
            <li>{t('settings.removeWarningAll')}</li>
            <li data-testid="remove-role-warning">{warning}</li>
            <li>{t('settings.removeWarningFinal')}</li>
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
          {t('settings.understand')}
        </IonCheckbox>
      </div>
      <FormAlert message={error} />
      <div className="modal-actions">
        <IonButton
          expand="block"
          color="danger"
          disabled={!understood || remove.isPending}
          onClick={() => void confirm()}
        >
          {remove.isPending ? (
            <IonSpinner name="crescent" aria-hidden="true" className="submit-button__spinner" />
          ) : null}
          {t('settings.removeConfirm')}
        </IonButton>
        <IonButton expand="block" fill="outline" color="medium" onClick={onCancel}>
          {t('common.cancel')}
        </IonButton>
      </div>
    </div>
  );
}

// The add-device wizard when the home's gateway is not connected (spec 001 §2, §8): 'Your gateway
// seems to be disconnected', what to check, and 'Check again'. An offline gateway cannot be restarted
// from here: the restart is a request the gateway itself must receive.
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { cloudOfflineOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useUserData } from '../../api/user-data';

export function GatewayOffline() {
  const { t } = useTranslation();
  const userData = useUserData();
  return (
    <div className="gateway-offline" data-testid="gateway-offline">
      <div className="result-view result-view--danger" role="status">
        <div className="result-view__icon">
          <IonIcon icon={cloudOfflineOutline} aria-hidden="true" />
        </div>
        <h2 className="result-view__title">{t('addDevice.gatewayOffline')}</h2>
        <p className="result-view__text">{t('addDevice.troubleshootIntro')}</p>
      </div>
      <ol className="step-list">
        <li>{t('addDevice.checkPower')}</li>
        <li>{t('addDevice.checkInternet')}</li>
        <li>{t('addDevice.checkCables')}</li>
        <li>{t('addDevice.checkRestart')}</li>
      </ol>
      <div className="modal-actions">
        <IonButton expand="block" disabled={userData.isFetching} onClick={() => void userData.refetch()}>
          {userData.isFetching ? <IonSpinner name="crescent" aria-hidden="true" /> : null}
          {t('gateway.checkAgain')}
        </IonButton>
      </div>
    </div>
  );
}

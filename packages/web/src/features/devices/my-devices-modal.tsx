// My devices (spec 001 §2): every device of the home as a card (room or 'Unassigned' in danger colour),
// an add button, a spinner while the gateway is busy adding, and 'No devices found...' when empty.
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { addOutline, hardwareChipOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { ModalProps } from '../../app/modals/modal-host';
import { openModal } from '../../app/modals/modal-store';
import { useDevices } from '../../api/devices';
import { DeviceGrid } from '../../components/devices/device-grid';
import { FormAlert } from '../../components/form-alert';
import { AppModal } from '../../components/ionic/app-modal';
import { ModalFrame } from '../../components/modal-frame';
import { errorText } from '../../i18n/error-text';
import { useGatewayBusy } from '../../live/gateway-progress';
import { useCurrentHome } from '../../lib/use-current-home';
import '../../theme/devices.css';

export function MyDevicesModal({ open, onClose, onDismissed }: ModalProps) {
  const { t } = useTranslation();
  const home = useCurrentHome();
  const devices = useDevices(home.propertyId);
  const busy = useGatewayBusy();
  const list = devices.data ?? [];
  const title = t('devices.myDevices');

  return (
    <AppModal open={open} label={title} onDismissed={onDismissed} size="wide" testId="my-devices-modal">
      <ModalFrame title={title} onClose={onClose}>
        <div className="modal-lead">
          <p className="modal-intro">{t('devices.myDevicesIntro')}</p>
          <IonButton className="modal-lead__action" onClick={() => openModal('addDevice')}>
            <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
            {t('devices.addDevice')}
          </IonButton>
        </div>
        {busy ? (
          <p className="gateway-busy" role="status">
            <IonSpinner name="crescent" aria-hidden="true" /> {t('devices.gatewayBusy')}
          </p>
        ) : null}
        {devices.isError ? <FormAlert message={errorText(t, devices.error)} /> : null}
        {devices.isPending ? (
          <div className="modal-loading">
            <IonSpinner name="crescent" aria-label={t('common.loading')} />
          </div>
        ) : list.length === 0 ? (
          <div className="inline-empty" data-testid="no-devices-found">
            <IonIcon icon={hardwareChipOutline} aria-hidden="true" />
            <p>{t('devices.noDevices')}</p>
          </div>
        ) : (
          <DeviceGrid devices={list} rooms={home.rooms} wide />
        )}
      </ModalFrame>
    </AppModal>
  );
}

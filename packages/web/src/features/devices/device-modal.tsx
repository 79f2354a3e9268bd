// The device popover (spec 001 §2): view 1 controls, view 2 settings (Edit Device, when the caller may
// edit it), view 3 event history (not for tunable devices, temperature sensors or locks), and the
// bulb linkage view of a light. Footer: Events History, Edit Device, Close.
import { useState } from 'react';
import { IonButton } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import type { ModalProps } from '../../app/modals/modal-host';
import { useDevices } from '../../api/devices';
import { AppModal } from '../../components/ionic/app-modal';
import { ModalFrame } from '../../components/modal-frame';
import { kindOf, offersHistory } from '../../lib/devices/device-display';
import { BulbLinkage } from './bulb-linkage';
import { DeviceControls } from './device-controls';
import { DeviceHistory } from './device-history';
import { DeviceSettings } from './device-settings';
import { useCurrentHome } from '../../lib/use-current-home';
import '../../theme/devices.css';

type View = 'controls' | 'settings' | 'history' | 'linkage';

export function DeviceModal({ open, onClose, onDismissed, args }: ModalProps) {
  const { t } = useTranslation();
  const home = useCurrentHome();
  const devices = useDevices(home.propertyId);
  const device = devices.data?.find((candidate) => candidate.id === args?.deviceId);
  // A different device (opened again from elsewhere) starts on its controls.
  const [shown, setShown] = useState<{ view: View; deviceId?: string }>({ view: 'controls' });
  const view = shown.deviceId === args?.deviceId ? shown.view : 'controls';
  const setView = (next: View) => setShown({ view: next, deviceId: args?.deviceId });
  const title = device?.deviceName ?? t('devices.myDevices');
  const history = device ? offersHistory(device) : false;

  const footer =
    device && view === 'controls' ? (
      <div className="wizard-footer">
        {history ? (
          <IonButton fill="outline" onClick={() => setView('history')}>
            {t('device.history')}
          </IonButton>
        ) : null}
        {device.canEdit ? (
          <IonButton fill="outline" onClick={() => setView('settings')}>
            {t('device.edit')}
          </IonButton>
        ) : null}
        <IonButton fill="clear" color="medium" onClick={onClose}>
          {t('common.close')}
        </IonButton>
      </div>
    ) : undefined;

  return (
    <AppModal open={open} label={title} onDismissed={onDismissed} size="compact" testId="device-modal">
      <ModalFrame
        title={view === 'controls' ? title : `${title} · ${t(`device.views.${view}`)}`}
        onClose={onClose}
        onBack={view === 'controls' ? undefined : () => setView('controls')}
        footer={footer}
      >
        {!device ? <p className="modal-note">{t('device.gone')}</p> : null}
        {device && view === 'controls' ? (
          <DeviceControls
            device={device}
            onLinkage={kindOf(device) === 'light' ? () => setView('linkage') : undefined}
          />
        ) : null}
        {device && view === 'settings' && device.canEdit ? (
          <DeviceSettings device={device} rooms={home.rooms} role={home.role} onDeleted={onClose} />
        ) : null}
        {device && view === 'history' && history ? <DeviceHistory device={device} /> : null}
        {device && view === 'linkage' ? <BulbLinkage device={device} devices={devices.data ?? []} /> : null}
      </ModalFrame>
    </AppModal>
  );
}

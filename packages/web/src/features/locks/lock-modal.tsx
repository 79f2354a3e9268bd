// The smart lock modal (spec 002 §2): a segment switches between view 1 (the lock) and view 2 (the
// history log); the tune button opens view 3 (settings) with view 4 (auto-lock) and view 5 (per-key
// notifications). Back: 4 and 5 go to 3, 3 goes to 1. The header shows the lock and the home.
import { useState } from 'react';
import { IonButton, IonIcon, IonLabel } from '@ionic/react';
import { optionsOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { ModalProps } from '../../app/modals/modal-host';
import { openModal } from '../../app/modals/modal-store';
import { useDevices } from '../../api/devices';
import { useDeleteKey, useReinviteKey } from '../../api/locks';
import { AppModal } from '../../components/ionic/app-modal';
import { IonSegment, IonSegmentButton } from '../../components/ionic/lazy-components';
import { ModalFrame } from '../../components/modal-frame';
import { isOwnRole } from '../../lib/role';
import { useSession } from '../../lib/session';
import { useCurrentHome } from '../../lib/use-current-home';
import { openKeyActions } from './key-actions';
import { LockHistory } from './lock-history';
import { AutoLockView, KeyNotificationsView, LockSettingsMenu } from './lock-settings';
import { LockView } from './lock-view';
import '../../theme/devices.css';
import '../../theme/locks.css';

type View = 'lock' | 'history' | 'menu' | 'autoLock' | 'notifications';

const BACK: Partial<Record<View, View>> = { menu: 'lock', autoLock: 'menu', notifications: 'menu' };
const VIEW_TITLES = {
  menu: 'locks.settings',
  autoLock: 'locks.autoLock',
  notifications: 'locks.notifications',
} as const satisfies Partial<Record<View, string>>;

export function LockModal({ open, onClose, onDismissed, args }: ModalProps) {
  const { t, i18n } = useTranslation();
  const home = useCurrentHome();
  const session = useSession();
  const device = useDevices(home.propertyId).data?.find((candidate) => candidate.id === args?.deviceId);
  const [view, setView] = useState<View>('lock');
  const propertyId = device?.propertyId ?? '';
  const reinvite = useReinviteKey(propertyId);
  const remove = useDeleteKey(propertyId);
  const landlord = session?.userRole === 'Landlord';
  const mayManageKeys = isOwnRole(home.role) || landlord;
  const title = device?.deviceName ?? t('locks.segmentLock');
  const lock = { propertyId, ieee: device?.ieee ?? '' };
  const back = BACK[view];
  const language = i18n.language === 'sv' ? 'sv' : 'en';
  const openAccess = (keyId?: string) => openModal('lockAccess', { deviceId: device?.id, keyId });

  return (
    <AppModal open={open} label={title} onDismissed={onDismissed} size="compact" testId="lock-modal">
      <ModalFrame
        title={view in VIEW_TITLES ? `${title} · ${t(VIEW_TITLES[view as keyof typeof VIEW_TITLES])}` : title}
        onClose={onClose}
        onBack={back ? () => setView(back) : undefined}
      >
        <div className={`lock-modal${landlord ? ' lock-modal--landlord' : ''}`}>
          {home.property ? <p className="modal-context">{home.property.propertyName}</p> : null}
          {!device?.ieee ? <p className="modal-note">{t('device.gone')}</p> : null}
          {device?.ieee && (view === 'lock' || view === 'history') ? (
            <div className="lock-modal__bar">
              <IonSegment
                value={view}
                aria-label={t('locks.views')}
                onIonChange={(event) => setView(event.detail.value === 'history' ? 'history' : 'lock')}
              >
                <IonSegmentButton value="lock">
                  <IonLabel>{t('locks.segmentLock')}</IonLabel>
                </IonSegmentButton>
                <IonSegmentButton value="history">
                  <IonLabel>{t('locks.segmentHistory')}</IonLabel>
                </IonSegmentButton>
              </IonSegment>
              {device.canEdit ? (
                <IonButton fill="clear" onClick={() => setView('menu')} aria-label={t('locks.settings')}>
                  <IonIcon slot="icon-only" icon={optionsOutline} aria-hidden="true" />
                </IonButton>
              ) : null}
            </div>
          ) : null}
          {device?.ieee && view === 'lock' ? (
            <LockView
              device={device}
              mayManageKeys={mayManageKeys}
              onShare={() => openAccess()}
              onKey={(key) =>
                void openKeyActions(t, language, key, {
                  edit: (chosen) => openAccess(chosen.id),
                  reinvite: (id) => reinvite.mutateAsync(id),
                  remove: (id) => remove.mutateAsync(id),
                })
              }
            />
          ) : null}
          {device?.ieee && view === 'history' ? <LockHistory ieee={device.ieee} /> : null}
          {device?.ieee && view === 'menu' ? (
            <LockSettingsMenu
              onAutoLock={() => setView('autoLock')}
              onNotifications={mayManageKeys ? () => setView('notifications') : undefined}
            />
          ) : null}
          {device?.ieee && view === 'autoLock' ? <AutoLockView lock={lock} /> : null}
          {device?.ieee && view === 'notifications' ? <KeyNotificationsView lock={lock} /> : null}
        </div>
      </ModalFrame>
    </AppModal>
  );
}

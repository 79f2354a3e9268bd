// Shows the open app modals (modal-store.ts). Each modal's code loads when it is first opened. The host
// stays mounted when the session ends, so open modals close with Ionic's animation (unmounting a
// presented ion-modal would leave Ionic's bookkeeping behind).
import { Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { lazyPage } from '../lazy-page';
import { PageErrorBoundary } from '../page-error-boundary';
import { useSession } from '../../lib/session';
import {
  closeAllModals,
  closeModal,
  removeModal,
  useModals,
  type ModalArgs,
  type ModalName,
} from './modal-store';

export interface ModalProps {
  open: boolean;
  /** Asks the modal to close (it animates out, then onDismissed runs). */
  onClose: () => void;
  onDismissed: () => void;
  /** What it was opened for (openModal's second argument). */
  args?: ModalArgs;
}

const MODALS: Record<ModalName, LazyExoticComponent<ComponentType<ModalProps>>> = {
  properties: lazyPage(() => import('../../features/properties/properties-modal'), 'PropertiesModal'),
  members: lazyPage(() => import('../../features/members/members-modal'), 'MembersModal'),
  settings: lazyPage(() => import('../../features/settings/settings-modal'), 'SettingsModal'),
  profile: lazyPage(() => import('../../features/account/edit-profile-modal'), 'EditProfileModal'),
  feedback: lazyPage(() => import('../../features/feedback/feedback-modal'), 'FeedbackModal'),
  addDevice: lazyPage(() => import('../../features/devices/add-device-modal'), 'AddDeviceModal'),
  myDevices: lazyPage(() => import('../../features/devices/my-devices-modal'), 'MyDevicesModal'),
  device: lazyPage(() => import('../../features/devices/device-modal'), 'DeviceModal'),
  lock: lazyPage(() => import('../../features/locks/lock-modal'), 'LockModal'),
  lockAccess: lazyPage(() => import('../../features/locks/lock-access-modal'), 'LockAccessModal'),
  room: lazyPage(() => import('../../features/rooms/room-modal'), 'RoomModal'),
  scene: lazyPage(() => import('../../features/scenes/scene-modal'), 'SceneModal'),
  automation: lazyPage(() => import('../../features/automation/automation-modal'), 'AutomationModal'),
  automationRuns: lazyPage(
    () => import('../../features/automation/automation-runs-modal'),
    'AutomationRunsModal',
  ),
  notifications: lazyPage(() => import('../../features/notifications/inbox-modal'), 'InboxModal'),
};

/** Stable callbacks per modal (timers in the modals depend on them). */
const HANDLERS = Object.fromEntries(
  (Object.keys(MODALS) as ModalName[]).map((name) => [
    name,
    { onClose: () => closeModal(name), onDismissed: () => removeModal(name) },
  ]),
) as Record<ModalName, Pick<ModalProps, 'onClose' | 'onDismissed'>>;

export function ModalHost() {
  const modals = useModals();
  const loggedIn = Boolean(useSession());
  useEffect(() => {
    if (!loggedIn) closeAllModals();
  }, [loggedIn]);
  return (
    <>
      {modals.map(({ name, open, args }) => {
        const Modal = MODALS[name];
        return (
          <PageErrorBoundary key={name} fallback={null}>
            <Suspense fallback={null}>
              <Modal open={open} args={args} {...HANDLERS[name]} />
            </Suspense>
          </PageErrorBoundary>
        );
      })}
    </>
  );
}

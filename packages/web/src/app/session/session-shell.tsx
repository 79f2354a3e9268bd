// What only a logged-in visitor needs, loaded once there is a session: the role's side menu, and the
// session runtime (401 handling, live channel, focus sync, account-locked overlay).
import { useSession } from '../../lib/session';
import { LandlordMenu } from '../menus/landlord-menu';
import { ResidentMenu } from '../menus/resident-menu';
import { AccountLockedOverlay } from '../overlays/account-locked-overlay';
import { useSessionEffects } from './use-session-effects';
import { FireAlarmAlerts } from './fire-alarm-alerts';

export function SessionMenu({ disabled }: { disabled: boolean }) {
  const session = useSession();
  return session?.userRole === 'Landlord' ? (
    <LandlordMenu disabled={disabled} />
  ) : (
    <ResidentMenu disabled={disabled} />
  );
}

export function SessionRuntime() {
  useSessionEffects();
  return (
    <>
      <AccountLockedOverlay />
      <FireAlarmAlerts />
    </>
  );
}

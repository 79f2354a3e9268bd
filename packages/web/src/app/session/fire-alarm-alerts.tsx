// Fire and water-leak alerts for the logged-in role: residents get the action-required modal, the
// landlord's team the pop-up, tone and toasts.
import { ActionRequiredModal } from '../../features/hazards/action-required-modal';
import { LandlordAlarmAlerts } from '../../features/landlord/landlord-alarm-alerts';
import { useSession } from '../../lib/session';

export function FireAlarmAlerts() {
  const session = useSession();
  if (!session) return null;
  if (session.userRole !== 'Landlord') return <ActionRequiredModal userId={session.userId} />;
  return session.landlordId ? <LandlordAlarmAlerts landlordId={session.landlordId} /> : null;
}

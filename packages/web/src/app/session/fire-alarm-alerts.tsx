// Fire and water-leak alerts for the logged-in role: residents get the action-required modal, the
// landlord's team the pop-up, tone and toasts, and the climate warnings' toasts.
import { ActionRequiredModal } from '../../features/hazards/action-required-modal';
import { ClimateWarningAlerts } from '../../features/landlord/climate-warning-alerts';
import { LandlordAlarmAlerts } from '../../features/landlord/landlord-alarm-alerts';
import { useSession } from '../../lib/session';

export function FireAlarmAlerts() {
  const session = useSession();
  if (!session) return null;
  if (session.userRole !== 'Landlord') return <ActionRequiredModal userId={session.userId} />;
  if (!session.landlordId) return null;
  return (
    <>
      <LandlordAlarmAlerts landlordId={session.landlordId} />
      <ClimateWarningAlerts />
    </>
  );
}

// Landlord notification rows → the LandlordNotification entity (contract/landlord-alarms.ts).
import type { LandlordNotification } from '@hemvakt/contract/landlord-alarms';
import type { LandlordNotificationRow } from './landlord-notifications.repo';

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function presentLandlordNotification(row: LandlordNotificationRow): LandlordNotification {
  return {
    id: row.id,
    kind: row.kind,
    hazardEventId: row.hazard_event_id,
    propertyId: row.property_id,
    propertyName: row.property_name,
    flatNumber: row.flat_number,
    buildingId: row.building_id,
    buildingName: row.building_name,
    deviceName: row.device_name,
    roomName: row.room_name,
    startTime: row.started_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    clearedAt: iso(row.cleared_at),
    realAlarm: row.real_alarm,
    answeredBy: row.answered_by_name,
    answeredAt: iso(row.answered_at),
    resolved: row.resolved,
    resolvedBy: row.resolved_by,
    resolvedAt: iso(row.resolved_at),
  };
}

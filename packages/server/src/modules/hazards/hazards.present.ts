// Hazard rows → the HazardEvent entity (contract/hazards.ts).
import type { HazardEvent } from '@hemvakt/contract/hazards';
import type { HazardRow } from './hazards.repo';

export function presentHazard(row: HazardRow): HazardEvent {
  return {
    id: row.id,
    kind: row.kind,
    propertyId: row.property_id,
    propertyName: row.property_name,
    deviceId: row.device_id,
    deviceName: row.device_name,
    roomId: row.room_id,
    roomName: row.room_name,
    startedAt: row.started_at.toISOString(),
    clearedAt: row.cleared_at?.toISOString() ?? null,
    realAlarm: row.real_alarm,
    answeredBy: row.answered_by_name,
    answeredAt: row.answered_at?.toISOString() ?? null,
  };
}

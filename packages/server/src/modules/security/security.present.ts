// Security rows → the SecurityState and AlarmEvent entities.
import type { AlarmEvent, SecurityState } from '@hemvakt/contract/security';
import type { AlarmRow, SecurityRow } from './security.repo';

export function presentAlarm(row: AlarmRow): AlarmEvent {
  return {
    id: row.id,
    propertyId: row.property_id,
    deviceId: row.device_id,
    deviceName: row.device_name,
    roomId: row.room_id,
    roomName: row.room_name,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    clearedAt: row.cleared_at ? row.cleared_at.toISOString() : null,
  };
}

export function presentSecurity(row: SecurityRow, alarms: AlarmRow[]): SecurityState {
  const recent = alarms.map(presentAlarm);
  return {
    propertyId: row.property_id,
    alarmSetting: row.alarm_setting,
    changedAt: row.changed_at ? row.changed_at.toISOString() : null,
    changedBy: row.changed_by,
    watchedSensorIds: row.watched_sensor_ids,
    activeAlarm: row.alarm_setting === 'Armed' ? (recent.find((a) => !a.clearedAt) ?? null) : null,
    recentAlarms: recent,
    openSensorsFoundByAutomation: row.open_sensors_found_by_automation,
  };
}

// SQL for the landlord alarm settings held on users (migration 0011): each user's own fire and
// water-leak delays, and the climate variables on the team's main landlord row (users.landlord_id).
import type {
  LandlordAlarmSettings,
  NotificationDelayType,
  SettingVariableType,
} from '@hemvakt/contract/landlord-settings';
import type { Db } from '../../db/db';
import { one } from '../../db/db';

const DELAY_COLUMNS: Record<NotificationDelayType, string> = {
  fireNotificationDelay: 'fire_notification_delay',
  waterLeakNotificationDelay: 'water_leak_notification_delay',
};

/** Each variable's column, and the condition the new value `$2` must meet against the others. */
const VARIABLE_COLUMNS: Record<SettingVariableType, { column: string; keeps: string }> = {
  climateWarningBelow: { column: 'climate_warning_below', keeps: '$2 < climate_warning_above' },
  climateWarningAbove: { column: 'climate_warning_above', keeps: 'climate_warning_below < $2' },
  climateWarningDelayDays: { column: 'climate_warning_delay_days', keeps: 'true' },
};

const SETTINGS = `me.fire_notification_delay AS "fireNotificationDelay",
  me.water_leak_notification_delay AS "waterLeakNotificationDelay",
  team.climate_warning_below AS "climateWarningBelow",
  team.climate_warning_above AS "climateWarningAbove",
  team.climate_warning_delay_days AS "climateWarningDelayDays"`;

/** The settings that apply to a user: their own delays, their team's climate variables. */
export function alarmSettingsOf(db: Db, userId: string) {
  return one<LandlordAlarmSettings & Record<string, unknown>>(
    db,
    `SELECT ${SETTINGS} FROM users me JOIN users team ON team.id = coalesce(me.landlord_id, me.id)
      WHERE me.id = $1`,
    [userId],
  );
}

/** The team (main landlord's id) a landlord user belongs to. */
export async function teamOf(db: Db, userId: string): Promise<string | undefined> {
  const row = await one<{ landlord_id: string }>(
    db,
    'SELECT landlord_id FROM users WHERE id = $1 AND is_landlord AND landlord_id IS NOT NULL',
    [userId],
  );
  return row?.landlord_id;
}

export async function setDelay(db: Db, userId: string, type: NotificationDelayType, value: number) {
  await db.query(`UPDATE users SET ${DELAY_COLUMNS[type]} = $2 WHERE id = $1`, [userId, value]);
}

/** Sets a team variable unless it would leave no range between the thresholds; answers whether it did. */
export async function setVariable(
  db: Db,
  landlordId: string,
  type: SettingVariableType,
  value: number,
): Promise<boolean> {
  const { column, keeps } = VARIABLE_COLUMNS[type];
  const rows = await db.query(`UPDATE users SET ${column} = $2 WHERE id = $1 AND ${keeps} RETURNING id`, [
    landlordId,
    value,
  ]);
  return rows.length > 0;
}

// Landlord alarm settings (spec 002 §2 View 8, §7 'Settings'): a team user's own fire and water-leak
// delays, and the team's climate variables, whose change re-judges the team's apartments at once.
import type {
  LandlordAlarmSettings,
  NotificationDelayBody,
  SettingVariableBody,
} from '@hemvakt/contract/landlord-settings';
import { badRequest, notFound } from '../../lib/errors';
import { evaluateTeam, type ClimateDeps } from '../climate/climate.service';
import * as repo from './landlord-settings.repo';

export async function alarmSettings(
  deps: Pick<ClimateDeps, 'db'>,
  userId: string,
): Promise<LandlordAlarmSettings> {
  const settings = await repo.alarmSettingsOf(deps.db, userId);
  if (!settings) throw notFound('USER_NOT_FOUND');
  return settings;
}

export async function setNotificationDelay(
  deps: Pick<ClimateDeps, 'db'>,
  userId: string,
  body: NotificationDelayBody,
): Promise<LandlordAlarmSettings> {
  await repo.setDelay(deps.db, userId, body.type, body.value);
  return alarmSettings(deps, userId);
}

/** Sets a variable of the team `memberId` belongs to; answers the settings that apply to `callerId`. */
export async function setSettingVariable(
  deps: ClimateDeps,
  memberId: string,
  callerId: string,
  body: SettingVariableBody,
): Promise<LandlordAlarmSettings> {
  const landlordId = await repo.teamOf(deps.db, memberId);
  if (!landlordId) throw notFound('USER_NOT_FOUND');
  if (!(await repo.setVariable(deps.db, landlordId, body.type, body.value))) {
    const other = body.type === 'climateWarningBelow' ? 'climateWarningAbove' : 'climateWarningBelow';
    throw badRequest('VALIDATION_FAILED', [
      { field: 'value', in: 'body', message: `${body.type} must leave a range below ${other}` },
    ]);
  }
  await evaluateTeam(deps, landlordId);
  return alarmSettings(deps, callerId);
}

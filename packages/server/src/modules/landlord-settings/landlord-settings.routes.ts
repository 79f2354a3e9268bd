// Landlord alarm settings calls (spec 002 §7 'Settings'): a team user's own delays (the user, or the
// team's main landlord / admin manager for them) and the team's climate variables (main landlord or admin).
import {
  getLandlordAlarmSettings,
  setNotificationDelay,
  setSettingVariable,
} from '@hemvakt/contract/landlord-settings';
import type { Deps } from '../../deps';
import { authorize } from '../../authz/authorize';
import * as service from './landlord-settings.service';

export function registerLandlordSettingsRoutes(deps: Deps): void {
  const { calls, db } = deps;

  calls.add(getLandlordAlarmSettings, async ({ auth, params }) => {
    await authorize(db, auth, 'landlord.alarm-settings', params);
    return service.alarmSettings(deps, params.userId);
  });

  calls.add(setNotificationDelay, async ({ auth, params, body }) => {
    await authorize(db, auth, 'landlord.alarm-settings', params);
    return service.setNotificationDelay(deps, params.userId, body);
  });

  calls.add(setSettingVariable, async ({ auth, params, body }) => {
    await authorize(db, auth, 'landlord.variables', { userId: params.landlordId });
    return service.setSettingVariable(deps, params.landlordId, auth.userId, body);
  });
}

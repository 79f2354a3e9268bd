// Security calls of spec 001 §7 'Security' and the reset of open sensors. Only members with
// userCanChangeAlarm (owners always) arm, disarm or clear what an automation found open.
import { getOpenSensors, getSecurity, resetOpenSensors, setSecurity } from '@hemvakt/contract/security';
import type { Deps } from '../../deps';
import { authorize } from '../../authz/authorize';
import * as users from '../accounts/users.repo';

export function registerSecurityRoutes({ calls, db, home }: Deps): void {
  const { security } = home;
  calls.add(getSecurity, async ({ auth, params }) => {
    await authorize(db, auth, 'property.member', params);
    return security.state(params.propertyId);
  });

  calls.add(setSecurity, async ({ auth, params, body }) => {
    if (body.userId !== undefined) await authorize(db, auth, 'account.self', { userId: body.userId });
    await authorize(db, auth, 'security.change', params);
    const user = await users.findById(db, auth.userId);
    return security.set(params.propertyId, body.alarmSetting, {
      userId: auth.userId,
      name: user?.name ?? '',
    });
  });

  calls.add(getOpenSensors, async ({ auth, params }) => {
    await authorize(db, auth, 'property.member', params);
    return { devNames: await security.openSensors(params.propertyId) };
  });

  calls.add(resetOpenSensors, async ({ auth, params }) => {
    await authorize(db, auth, 'security.change', params);
    await security.resetOpenSensors(params.propertyId);
    return { ok: true };
  });
}

// Version, focus reports and client error reports.
import {
  APP_BUILD,
  APP_VERSION,
  getAppVersion,
  getVersion,
  reportActivity,
  reportError,
} from '@hemvakt/contract/app-info';
import type { Deps } from '../../deps';
import { authorize } from '../../authz/authorize';
import { newId } from '../../lib/ids';
import * as users from '../accounts/users.repo';

export function registerAppInfoRoutes({ calls, db }: Deps): void {
  calls.add(getVersion, async () => ({ version: APP_VERSION, build: APP_BUILD }));
  calls.add(getAppVersion, async () => ({ version: APP_VERSION }));

  calls.add(reportActivity, async ({ auth, body }) => {
    await authorize(db, auth, 'account.self', { userId: body.user });
    await users.recordActivity(db, auth.userId, body.state, body.route);
    return { ok: true };
  });

  calls.add(
    reportError,
    async ({ body }) => {
      await db.query(
        `INSERT INTO error_reports (id, user_id, property_id, type, error_to_report, where_from, platform)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          newId(),
          body.userId ?? null,
          body.propertyId ?? null,
          body.type,
          body.errorToReport,
          body.whereFrom,
          body.platform,
        ],
      );
      return { ok: true };
    },
    { rateLimit: { max: 30 } },
  );
}

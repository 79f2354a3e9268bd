// Version check and activity reports (spec 000 §4.1).
import { getAppVersion, reportActivity, reportError } from '@hemvakt/contract/app-info';
import type { BodyOf } from '@hemvakt/contract/http';
import { getSession } from '../lib/session';
import { callApi } from './client';

export function fetchAppVersion() {
  return callApi(getAppVersion, {});
}

export function sendActivity(body: BodyOf<typeof reportActivity>) {
  return callApi(reportActivity, { body });
}

/** Reports a failure the user was shown (spec 002 §8: settings toggles); a failed report is dropped. */
export function reportClientError(type: string, error: unknown, whereFrom: string): void {
  const session = getSession();
  callApi(reportError, {
    body: {
      type,
      errorToReport: (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(
        0,
        8000,
      ),
      whereFrom,
      userId: session?.userId ?? null,
      propertyId: session?.currentPropertySelected ?? null,
      platform: 'web',
    },
  }).catch(() => undefined);
}

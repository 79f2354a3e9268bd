import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAppVersion, getVersion, reportActivity, reportError } from '@hemvakt/contract/app-info';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { buildUser, call, loginAs } from '../../../test/builders';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('app info', () => {
  it('answers the version and the app version', async () => {
    expect((await call(t, getVersion)).body).toEqual({ version: '1.4.2', build: '13524' });
    expect((await call(t, getAppVersion)).body).toEqual({ version: '1.4.2' });
  });

  it('records focus reports of the caller, not of others', async () => {
    const [me, other] = [await buildUser(t), await buildUser(t)];
    const token = await loginAs(t, me);
    const body = { type: 'web', state: 'inactive', route: '/main-view', user: me.id };
    expect((await call(t, reportActivity, { token, body })).status).toBe(200);
    const [row] = await t.db.query('SELECT last_active_state, last_active_route FROM users WHERE id = $1', [
      me.id,
    ]);
    expect(row).toEqual({ last_active_state: 'inactive', last_active_route: '/main-view' });
    expect((await call(t, reportActivity, { token, body: { ...body, user: other.id } })).status).toBe(403);
    expect((await call(t, reportActivity, { body })).status).toBe(401);
  });

  it('stores client error reports', async () => {
    const body = {
      type: 'TypeError',
      errorToReport: 'x is undefined',
      whereFrom: '/main-view',
      platform: 'web',
    };
    expect((await call(t, reportError, { body })).status).toBe(200);
    const rows = await t.db.query('SELECT type, platform FROM error_reports');
    expect(rows).toContainEqual({ type: 'TypeError', platform: 'web' });
  });
});

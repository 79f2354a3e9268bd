// The landlord alarm settings calls: defaults before a landlord chooses, each value kept and shown in the
// user data, bad values refused naming the field, the climate variables shared by the whole team, and
// who may change what (the user, the team's main landlord or admin manager; never a tenant or another team).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getLandlordAlarmSettings,
  LANDLORD_ALARM_SETTING_DEFAULTS,
  setNotificationDelay,
  setSettingVariable,
} from '@hemvakt/contract/landlord-settings';
import { getUserData } from '@hemvakt/contract/user-data';
import { startTestApp, type TestApp } from '../../../test/test-app';
import {
  buildLandlordWithApartments,
  buildManager as buildTeamManager,
  buildMember,
  buildUser,
  call,
  loginAs,
  type BuiltUser,
} from '../../../test/builders';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Team {
  landlord: BuiltUser & { token: string };
  apartmentId: string;
}

async function buildTeam(): Promise<Team> {
  const { landlord, apartments } = await buildLandlordWithApartments(t);
  return { landlord: { ...landlord, token: await loginAs(t, landlord) }, apartmentId: apartments[0]!.id };
}

const buildManager = (team: Team, admin: boolean) => buildTeamManager(t, team.landlord.id, admin);

const delay = (userId: string, token: string, body: unknown) =>
  call(t, setNotificationDelay, { params: { userId }, token, body });
const variable = (landlordId: string, token: string, body: unknown) =>
  call(t, setSettingVariable, { params: { landlordId }, token, body });
const settingsOf = (userId: string, token: string) =>
  call(t, getLandlordAlarmSettings, { params: { userId }, token });

describe('landlord alarm settings', () => {
  it('shows the defaults before a landlord chooses, then each value chosen, also in the user data', async () => {
    const { landlord, apartmentId } = await buildTeam();
    expect((await settingsOf(landlord.id, landlord.token)).body).toEqual(LANDLORD_ALARM_SETTING_DEFAULTS);

    expect(
      (await delay(landlord.id, landlord.token, { type: 'fireNotificationDelay', value: 120 })).status,
    ).toBe(200);
    await delay(landlord.id, landlord.token, { type: 'waterLeakNotificationDelay', value: 30 });
    await variable(landlord.id, landlord.token, { type: 'climateWarningBelow', value: 17 });
    await variable(landlord.id, landlord.token, { type: 'climateWarningAbove', value: 26 });
    const last = await variable(landlord.id, landlord.token, { type: 'climateWarningDelayDays', value: 8 });

    const chosen = {
      fireNotificationDelay: 120,
      waterLeakNotificationDelay: 30,
      climateWarningBelow: 17,
      climateWarningAbove: 26,
      climateWarningDelayDays: 8,
    };
    expect(last.body).toEqual(chosen);
    expect((await settingsOf(landlord.id, landlord.token)).body).toEqual(chosen);
    const userData = await call(t, getUserData, {
      params: { userId: landlord.id, propertyId: apartmentId },
      token: landlord.token,
    });
    expect(userData.status).toBe(200);
    expect(userData.body[0]).toMatchObject(chosen);
  });

  it('refuses values outside the options and ranges with 400 naming the field, and keeps the old value', async () => {
    const { landlord } = await buildTeam();
    const refused = async (answer: Promise<{ status: number; body: any }>, field: string) => {
      const res = await answer;
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.details.map((d: { field: string }) => d.field)).toContain(field);
    };
    await refused(delay(landlord.id, landlord.token, { type: 'fireNotificationDelay', value: 45 }), 'value');
    await refused(
      delay(landlord.id, landlord.token, { type: 'waterLeakNotificationDelay', value: '60' }),
      'value',
    );
    await refused(delay(landlord.id, landlord.token, { type: 'smokeDelay', value: 60 }), 'type');
    await refused(variable(landlord.id, landlord.token, { type: 'climateWarningAbove', value: 30 }), 'value');
    await refused(variable(landlord.id, landlord.token, { type: 'climateWarningBelow', value: 16 }), 'value');
    await refused(
      variable(landlord.id, landlord.token, { type: 'climateWarningBelow', value: 18.5 }),
      'value',
    );
    await refused(
      variable(landlord.id, landlord.token, { type: 'climateWarningDelayDays', value: 9 }),
      'value',
    );
    await refused(
      variable(landlord.id, landlord.token, { type: 'climateWarningDelayDays', value: 0 }),
      'value',
    );
    await refused(
      variable(landlord.id, landlord.token, { type: 'climateWarningBelow', value: 18, extra: 1 }),
      'extra',
    );
    // No range left between the thresholds (defaults 18 and 25).
    await refused(variable(landlord.id, landlord.token, { type: 'climateWarningBelow', value: 25 }), 'value');
    await refused(variable(landlord.id, landlord.token, { type: 'climateWarningAbove', value: 17 }), 'value');
    await refused(variable(landlord.id, landlord.token, { type: 'climateWarningAbove', value: 18 }), 'value');
    expect((await settingsOf(landlord.id, landlord.token)).body).toEqual(LANDLORD_ALARM_SETTING_DEFAULTS);
  });

  it("shares the climate variables with the team; each user's delays are their own", async () => {
    const team = await buildTeam();
    const admin = await buildManager(team, true);
    const manager = await buildManager(team, false);

    expect(
      (await variable(team.landlord.id, admin.token, { type: 'climateWarningAbove', value: 24 })).status,
    ).toBe(200);
    expect(
      (await delay(manager.id, manager.token, { type: 'fireNotificationDelay', value: 60 })).status,
    ).toBe(200);

    const ofManager = (await settingsOf(manager.id, manager.token)).body;
    expect(ofManager).toMatchObject({ fireNotificationDelay: 60, climateWarningAbove: 24 });
    const ofLandlord = (await settingsOf(team.landlord.id, team.landlord.token)).body;
    expect(ofLandlord).toMatchObject({ fireNotificationDelay: 30, climateWarningAbove: 24 });
    // A manager's id in the path names the same team.
    expect(
      (await variable(manager.id, team.landlord.token, { type: 'climateWarningBelow', value: 20 })).status,
    ).toBe(200);
    expect((await settingsOf(admin.id, admin.token)).body.climateWarningBelow).toBe(20);
    // The main landlord sets a manager's delay; the admin manager the main landlord's.
    expect(
      (await delay(manager.id, team.landlord.token, { type: 'waterLeakNotificationDelay', value: 120 }))
        .status,
    ).toBe(200);
    expect(
      (await delay(team.landlord.id, admin.token, { type: 'waterLeakNotificationDelay', value: 120 })).status,
    ).toBe(200);
    expect((await settingsOf(manager.id, manager.token)).body.waterLeakNotificationDelay).toBe(120);
    expect((await settingsOf(team.landlord.id, team.landlord.token)).body.waterLeakNotificationDelay).toBe(
      120,
    );
  });

  it("refuses a manager without admin rights the team's variables and other users' delays", async () => {
    const team = await buildTeam();
    const manager = await buildManager(team, false);
    expect(
      (await variable(team.landlord.id, manager.token, { type: 'climateWarningAbove', value: 24 })).status,
    ).toBe(403);
    expect(
      (await delay(team.landlord.id, manager.token, { type: 'fireNotificationDelay', value: 60 })).status,
    ).toBe(403);
    expect((await settingsOf(team.landlord.id, manager.token)).status).toBe(403);
  });

  it("refuses the apartment's residents, other users and other landlords with someone else's ids", async () => {
    const team = await buildTeam();
    const other = await buildTeam();
    const resident = await buildMember(t, team.apartmentId);
    const stranger = await buildUser(t);
    const strangerToken = await loginAs(t, stranger);
    const body = { type: 'fireNotificationDelay', value: 60 };
    const climate = { type: 'climateWarningAbove', value: 24 };
    for (const token of [resident.token, strangerToken, other.landlord.token]) {
      expect((await delay(team.landlord.id, token, body)).status).toBe(403);
      expect((await variable(team.landlord.id, token, climate)).status).toBe(403);
      expect((await settingsOf(team.landlord.id, token)).status).toBe(403);
    }
    // Not a landlord: no landlord settings of one's own either.
    expect((await delay(stranger.id, strangerToken, body)).status).toBe(403);
    expect((await variable(stranger.id, strangerToken, climate)).status).toBe(403);
    expect((await delay(team.landlord.id, '', body)).status).toBe(401);
    expect((await settingsOf(team.landlord.id, team.landlord.token)).body).toEqual(
      LANDLORD_ALARM_SETTING_DEFAULTS,
    );
  });
});

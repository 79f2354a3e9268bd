// Climate warnings end to end with a simulated thermometer in an apartment and a clock moved by hand:
// below or above the team's range for the delay raises one warning for the landlord's team (live message,
// climateWarningsSince), back in range before the delay raises nothing, back in range ends a warning, and
// changed thresholds or delay re-judge the apartment at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { climateSide, DAY_MS, listClimateWarnings } from '@hemvakt/contract/climate';
import { getLandlordOverview } from '@hemvakt/contract/landlord-alarms';
import { setSettingVariable } from '@hemvakt/contract/landlord-settings';
import { startTestApp, type TestApp } from '../../../test/test-app';
import {
  buildLandlordWithApartments,
  buildManager,
  buildMember,
  call,
  loginAs,
} from '../../../test/builders';
import { openLive, type LiveSocket } from '../../../test/live-socket';
import { startSimulatedHome, waitFor, type SimulatedHome } from '../../../test/simulated-home';
import * as devices from '../devices/devices.repo';
import { alarmSettingsOf } from '../landlord-settings/landlord-settings.repo';
import { climateWarningsSince, evaluateApartment } from './climate.service';
import * as repo from './climate.repo';

let t: TestApp;
let now = Date.parse('2026-01-10T08:00:00Z');
const clock = { now: () => new Date(now) };

beforeAll(async () => {
  t = await startTestApp({ demo: true }, { clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

interface Flat {
  landlordId: string;
  landlordToken: string;
  propertyId: string;
  home: SimulatedHome;
  ieee: string;
}

/** A landlord's apartment with a thermometer, reading 21 °C. */
async function flatWithThermometer(): Promise<Flat> {
  const { landlord, apartments } = await buildLandlordWithApartments(t);
  const propertyId = apartments[0]!.id;
  const home = await startSimulatedHome(t, propertyId, [
    { typeI: 'SensorTemperatureIndoor', name: 'Living room', roomId: null },
  ]);
  const ieee = (await devices.findById(t.db, home.deviceIds[0]!))!.ieee!;
  const flat = { landlordId: landlord.id, landlordToken: await loginAs(t, landlord), propertyId, home, ieee };
  await read(flat, 21);
  return flat;
}

/** The thermometer reports `celsius`; resolves once the server has judged the reading. */
async function read(flat: Flat, celsius: number): Promise<void> {
  flat.home.sim.report(flat.ieee, { temperature: celsius });
  await waitFor(
    async () => (await devices.findById(t.db, flat.home.deviceIds[0]!))?.temp === Math.round(celsius * 100),
    5000,
    `${celsius} °C stored`,
  );
  const settings = (await alarmSettingsOf(t.db, flat.landlordId))!;
  const side = climateSide(celsius, settings);
  await waitFor(
    async () => ((await repo.findOpen(t.db, flat.propertyId))?.side ?? null) === side,
    5000,
    `${celsius} °C judged`,
  );
}

const warnings = (flat: Flat) => climateWarningsSince(t.db, flat.landlordId, new Date(0));
const checkJob = async (flat: Flat) =>
  (
    await t.db.query<{ run_at: Date }>('SELECT run_at FROM jobs WHERE dedupe_key = $1', [
      `climate:${flat.propertyId}`,
    ])
  )[0]?.run_at;
const pass = async (ms: number) => {
  now += ms;
  await t.app.hemvakt.jobs.runDue();
};

describe('climate warnings', () => {
  let flat: Flat;
  let live: LiveSocket;
  let residentLive: LiveSocket;

  beforeAll(async () => {
    flat = await flatWithThermometer();
    live = await openLive(t, flat.landlordToken);
    residentLive = await openLive(t, (await buildMember(t, flat.propertyId)).token);
  });
  afterAll(() => {
    live.close();
    residentLive.close();
  });

  it("raises a warning for the landlord's team after the delay below the range, and ends it back in range", async () => {
    const since = now;
    await read(flat, 15.5);
    expect(await checkJob(flat)).toEqual(new Date(since + 2 * DAY_MS));

    await pass(2 * DAY_MS - 60_000);
    expect(await warnings(flat)).toEqual([]);
    await pass(60_000);
    const [warning] = await warnings(flat);
    expect(warning).toMatchObject({
      startTime: now,
      outOfRangeSince: since,
      endTime: null,
      propertyId: flat.propertyId,
      propertyName: 'Lgh 1101',
      buildingName: 'Testgatan 1',
      type: 'below',
      temperature: 15.5,
      threshold: 18,
    });
    expect(await checkJob(flat)).toBeUndefined();
    const message = await live.next('landlord climate warning', (m) => m.data.id === warning!.id);
    expect(message).toMatchObject({
      propertyId: flat.propertyId,
      data: { type: 'below', temperature: 15.5 },
    });
    const overview = await call(t, getLandlordOverview, {
      token: flat.landlordToken,
      params: { landlordId: flat.landlordId },
    });
    expect(overview.body.climaWarnings).toEqual([
      {
        id: warning!.id,
        propertyId: flat.propertyId,
        propertyName: 'Lgh 1101',
        startTime: new Date(now).toISOString(),
      },
    ]);

    // Still below: nothing new.
    await read(flat, 16);
    await pass(5 * DAY_MS);
    expect(await warnings(flat)).toHaveLength(1);

    await read(flat, 19);
    await waitFor(async () => !(await repo.findOpen(t.db, flat.propertyId)), 5000, 'warning ended');
    await live.next('landlord climate ok', (m) => m.data.id === warning!.id);
    expect((await warnings(flat))[0]).toMatchObject({ id: warning!.id, endTime: now });
    // Only the landlord's team hears of it, not the apartment's residents.
    expect(residentLive.messages.filter((m) => m.type.startsWith('landlord climate'))).toEqual([]);
    expect(await climateWarningsSince(t.db, flat.landlordId, new Date(warning!.startTime + 1))).toEqual([]);
  });

  it("lists the team's warnings since a date to the team only", async () => {
    const list = (token: string, dateFrom = 0, landlordId = flat.landlordId) =>
      call(t, listClimateWarnings, { params: { landlordId }, token, body: { dateFrom } });
    const all = await list(flat.landlordToken);
    expect(all.status).toBe(200);
    expect(all.body).toEqual(await warnings(flat));
    expect(all.body).toHaveLength(1);
    expect((await list(flat.landlordToken, all.body[0].startTime + 1)).body).toEqual([]);
    const manager = await buildManager(t, flat.landlordId, false);
    expect((await list(manager.token, 0, manager.id)).body).toEqual(all.body);
    const other = await buildLandlordWithApartments(t);
    const resident = await buildMember(t, flat.propertyId);
    for (const token of [await loginAs(t, other.landlord), resident.token]) {
      expect((await list(token)).status).toBe(403);
    }
  });

  it('raises nothing when the temperature is back in range before the delay', async () => {
    const before = (await warnings(flat)).length;
    await read(flat, 27);
    await pass(DAY_MS);
    await read(flat, 24);
    await waitFor(async () => !(await repo.findOpen(t.db, flat.propertyId)), 5000, 'back in range');
    expect(await checkJob(flat)).toBeUndefined();
    await pass(7 * DAY_MS);
    expect(await warnings(flat)).toHaveLength(before);
  });

  it('raises a warning above the range after the delay', async () => {
    const since = now;
    await read(flat, 26.4);
    await pass(2 * DAY_MS);
    expect((await warnings(flat))[0]).toMatchObject({
      outOfRangeSince: since,
      startTime: now,
      type: 'above',
      temperature: 26.4,
      threshold: 25,
    });
    await read(flat, 22);
  });

  it('raises a warning once when the check and other judgings of the apartment meet', async () => {
    const before = (await warnings(flat)).length;
    await read(flat, 16.5);
    now += 2 * DAY_MS;
    const deps = t.app.hemvakt;
    await Promise.all([
      evaluateApartment(deps, flat.propertyId),
      evaluateApartment(deps, flat.propertyId),
      deps.jobs.runDue(),
    ]);
    const all = await warnings(flat);
    expect(all).toHaveLength(before + 1);
    const id = all[0]!.id;
    await read(flat, 20);
    await live.next('landlord climate ok', (m) => m.data.id === id);
    expect(
      live.messages.filter((m) => m.type === 'landlord climate warning' && m.data.id === id),
    ).toHaveLength(1);
  });
});

describe('changed settings', () => {
  it('re-judges the apartment at once: new thresholds open or end the time out of range, a new delay moves the check', async () => {
    const flat = await flatWithThermometer();
    const set = (type: string, value: number) =>
      call(t, setSettingVariable, {
        params: { landlordId: flat.landlordId },
        token: flat.landlordToken,
        body: { type, value },
      });
    await read(flat, 22.5);
    expect(await repo.findOpen(t.db, flat.propertyId)).toBeUndefined();

    const since = now;
    expect((await set('climateWarningAbove', 22)).status).toBe(200);
    expect((await repo.findOpen(t.db, flat.propertyId))?.side).toBe('above');
    expect(await checkJob(flat)).toEqual(new Date(since + 2 * DAY_MS));

    await pass(DAY_MS / 2);
    expect((await set('climateWarningDelayDays', 5)).status).toBe(200);
    expect(await checkJob(flat)).toEqual(new Date(since + 5 * DAY_MS));
    await pass(2 * DAY_MS);
    expect(await warnings(flat)).toEqual([]);

    // A raised threshold before the delay ends the time out of range: no warning.
    expect((await set('climateWarningAbove', 23)).status).toBe(200);
    expect(await repo.findOpen(t.db, flat.propertyId)).toBeUndefined();
    expect(await checkJob(flat)).toBeUndefined();
    await pass(10 * DAY_MS);
    expect(await warnings(flat)).toEqual([]);

    // A shorter delay than the time already out of range raises at once.
    const again = now;
    expect((await set('climateWarningAbove', 22)).status).toBe(200);
    await pass(DAY_MS + 1);
    expect((await set('climateWarningDelayDays', 1)).status).toBe(200);
    expect(await warnings(flat)).toMatchObject([{ outOfRangeSince: again, startTime: now, threshold: 22 }]);
  });
});

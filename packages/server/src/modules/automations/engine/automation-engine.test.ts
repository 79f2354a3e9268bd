// The automation engine end to end with a simulated gateway and an injected clock: device, time (sunset,
// a set time, days), weather (from a weather service speaking Open-Meteo's format) and scene conditions;
// actions on devices (exact `/set`), scenes, the alarm and members; runs recorded with their reasons.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAutomation,
  listAutomationRuns,
  listAutomations,
  setAutomationActive,
  type AutomationInput,
  type AutomationRun,
} from '@hemvakt/contract/automations';
import { DAYS, instantOf, clockTime } from '@hemvakt/contract/local-time';
import { activateScene, createScene } from '@hemvakt/contract/scenes';
import { getSecurity } from '@hemvakt/contract/security';
import { startTestApp, type TestApp } from '../../../../test/test-app';
import { call, type BuiltUser } from '../../../../test/builders';
import { waitFor, type SimulatedHome } from '../../../../test/simulated-home';
import type { GatewaySpy } from '../../../../test/gateway-spy';
import { ownerWithHome } from '../../../../test/home-fixture';
import { DEFAULT_COORDINATES, sunTimes } from '../../../integrations/sun/sun-times';
import * as devices from '../../devices/devices.repo';

const ZONE = 'Europe/Stockholm';
/** Stockholm wall-clock time on a day of June 2025 (the 2nd is a Monday). */
const at = (day: number, hour: number, minute = 0) =>
  instantOf({ year: 2025, month: 6, day, hour, minute }, ZONE);

let now = at(2, 12);
const clock = { now: () => now };

/** The weather service: answers what `weather` holds, in Open-Meteo's format. */
let weather = { temperature_2m: 12, weather_code: 3 };
let weatherServer: Server;

let t: TestApp;
let owner: BuiltUser;
let token: string;
let home: SimulatedHome;
let spy: GatewaySpy;
const [DOOR, LIGHT, PLUG] = [0, 1, 2];

beforeAll(async () => {
  weatherServer = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ current: { time: '2025-06-02T10:00', ...weather } }));
  });
  await new Promise<void>((resolve) => weatherServer.listen(0, '127.0.0.1', resolve));
  const weatherUrl = `http://127.0.0.1:${(weatherServer.address() as AddressInfo).port}/v1/forecast`;
  t = await startTestApp({ demo: true, weatherUrl }, { clock });
  ({ owner, token, home, spy } = await ownerWithHome(t, [
    ['SensorDoorWindow', 'Front Door'],
    ['SmartLightColorDimmable', 'Hall Light'],
    ['SmartPlug', 'Heater'],
  ]));
});
afterAll(async () => {
  await spy?.close();
  await t.close();
  weatherServer?.close();
});

const propertyId = () => owner.propertyId!;
const id = (index: number) => home.deviceIds[index]!;
const ieeeOf = async (index: number) => (await devices.findById(t.db, id(index)))!.ieee!;

async function automation(input: Partial<AutomationInput> & Pick<AutomationInput, 'conditions' | 'actions'>) {
  const res = await call(t, createAutomation, {
    token,
    params: { propertyId: propertyId() },
    body: { name: 'Rule', days: [...DAYS], active: true, ...input },
  });
  expect(res.status).toBe(200);
  return res.body.id as string;
}

const runsOf = async (automationId: string): Promise<AutomationRun[]> =>
  (await call(t, listAutomationRuns, { token, params: { id: automationId } })).body;

async function door(event: 'open' | 'close') {
  home.sim.event(await ieeeOf(DOOR), event);
  const status = event === 'open' ? 'Open' : 'Closed';
  await waitFor(async () => (await devices.findById(t.db, id(DOOR)))?.status === status, 5000, status);
  await t.app.hemvakt.devices.bridge.idle();
}

async function switchOff(automationId: string) {
  await call(t, setAutomationActive, { token, params: { id: automationId }, body: { active: false } });
}

describe('automation engine', () => {
  it('fires once each time the door opens, sending the exact /set; closing does not run it', async () => {
    const rule = await automation({
      name: 'Door light',
      conditions: [{ kind: 'device', deviceId: id(DOOR), state: 'open' }],
      actions: [{ kind: 'device', deviceId: id(LIGHT), switchgear: 'on', lightLevel: 150 }],
    });
    spy.clear();
    await door('open');
    await waitFor(() => spy.seen.length > 0);
    expect(spy.seen).toEqual([
      { topic: `${await ieeeOf(LIGHT)}/set`, payload: { state: 'ON', brightness: 150 } },
    ]);
    await door('close');
    await door('open');
    await waitFor(async () => (await runsOf(rule)).length === 2);
    const runs = await runsOf(rule);
    expect(runs.map((r) => [r.result, r.reason.code, r.trigger])).toEqual([
      [
        'fired',
        'allConditionsMet',
        { kind: 'device', deviceId: id(DOOR), deviceName: 'Front Door', status: 'Open' },
      ],
      [
        'fired',
        'allConditionsMet',
        { kind: 'device', deviceId: id(DOOR), deviceName: 'Front Door', status: 'Open' },
      ],
    ]);
    const light = await ieeeOf(LIGHT);
    expect(spy.seen.filter((m) => m.topic.startsWith(light))).toHaveLength(2);
    const listed = await call(t, listAutomations, { token, params: { propertyId: propertyId() } });
    expect(listed.body.find((a: { id: string }) => a.id === rule)?.lastRun).toMatchObject({
      result: 'fired',
    });
    await switchOff(rule);
    await door('close');
  });

  it('after sunset on weekdays: says why it did not fire at noon and on a Saturday, fires at night', async () => {
    const rule = await automation({
      name: 'Evening door',
      days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      conditions: [
        { kind: 'device', deviceId: id(DOOR), state: 'open' },
        { kind: 'time', time: 'sunsetToSunrise' },
      ],
      actions: [{ kind: 'device', deviceId: id(PLUG), switchgear: 'on' }],
    });
    const sun = sunTimes(at(2, 12), DEFAULT_COORDINATES, ZONE);
    now = at(2, 12, 5);
    await door('open');
    await waitFor(async () => (await runsOf(rule)).length === 1);
    expect((await runsOf(rule))[0]).toMatchObject({
      result: 'notFired',
      reason: {
        code: 'time',
        now: '12:05',
        sunrise: clockTime(sun.sunrise!, ZONE),
        sunset: clockTime(sun.sunset!, ZONE),
      },
    });
    await door('close');
    now = at(7, 23, 30); // a Saturday night
    await door('open');
    await waitFor(async () => (await runsOf(rule)).length === 2);
    expect((await runsOf(rule))[0]).toMatchObject({
      result: 'notFired',
      reason: { code: 'dayNotScheduled', day: 'sat' },
    });
    await door('close');
    now = at(2, 23, 30);
    await door('open');
    await waitFor(async () => (await runsOf(rule)).length === 3);
    expect((await runsOf(rule))[0]).toMatchObject({ result: 'fired' });
    await switchOff(rule);
    await door('close');
  });

  it('runs at sunset and at a set time, in the home time zone', async () => {
    const homeScene = await defaultScene();
    now = at(3, 12);
    await t.app.hemvakt.home.automations.tick();
    const atSunset = await automation({
      name: 'Sunset',
      conditions: [
        { kind: 'scene', sceneId: homeScene },
        { kind: 'time', time: 'sunsetToSunrise' },
      ],
      actions: [{ kind: 'device', deviceId: id(PLUG), switchgear: 'off' }],
    });
    const morning = await automation({
      name: 'Morning',
      days: ['mon'],
      conditions: [
        { kind: 'scene', sceneId: homeScene },
        { kind: 'time', time: 'specificTime', at: '07:30' },
      ],
      actions: [{ kind: 'device', deviceId: id(PLUG), switchgear: 'on' }],
    });
    const sunset = sunTimes(at(3, 12), DEFAULT_COORDINATES, ZONE).sunset!;
    now = new Date(sunset.getTime() - 60_000);
    await t.app.hemvakt.home.automations.tick();
    spy.clear();
    now = new Date(sunset.getTime() + 60_000);
    await t.app.hemvakt.home.automations.tick();
    expect(await runsOf(atSunset)).toEqual([
      expect.objectContaining({
        result: 'fired',
        trigger: { kind: 'time', boundary: 'sunset', at: clockTime(sunset, ZONE) },
      }),
    ]);
    await waitFor(() => spy.seen.length > 0);
    expect(spy.seen).toEqual([{ topic: `${await ieeeOf(PLUG)}/set`, payload: { state: 'OFF' } }]);
    await switchOff(atSunset);

    // 07:30 on Tuesday the 3rd has passed, but the rule runs on Mondays; on Monday the 9th it fires.
    now = at(4, 7, 29);
    await t.app.hemvakt.home.automations.tick();
    now = at(4, 7, 31);
    await t.app.hemvakt.home.automations.tick();
    expect((await runsOf(morning)).map((r) => r.reason)).toEqual([{ code: 'dayNotScheduled', day: 'wed' }]);
    now = at(9, 7, 29);
    await t.app.hemvakt.home.automations.tick();
    now = at(9, 7, 30);
    await t.app.hemvakt.home.automations.tick();
    expect((await runsOf(morning))[0]).toMatchObject({
      result: 'fired',
      trigger: { kind: 'time', boundary: 'specificTime', at: '07:30' },
    });
    await switchOff(morning);
  });

  it('runs when the weather turns, comparing the temperature', async () => {
    const rule = await automation({
      name: 'Rain',
      conditions: [
        { kind: 'weather', weather: 'raining', temperature: { comparison: 'belowOrEqual', value: 15 } },
      ],
      actions: [{ kind: 'notify', message: 'Close the windows' }],
    });
    const step = 11 * 60 * 1000;
    weather = { temperature_2m: 12, weather_code: 3 };
    now = new Date(now.getTime() + step);
    await t.app.hemvakt.home.automations.tick();
    weather = { temperature_2m: 11.5, weather_code: 63 };
    now = new Date(now.getTime() + step);
    await t.app.hemvakt.home.automations.tick();
    expect(await runsOf(rule)).toEqual([
      expect.objectContaining({
        result: 'fired',
        trigger: { kind: 'weather', weather: 'raining', temperature: 11.5 },
      }),
    ]);
    const notes = await t.db.query<{ warning_message: string }>(
      `SELECT warning_message FROM notifications WHERE user_id = $1 AND data->>'event' = 'automation'`,
      [owner.id],
    );
    expect(notes.map((n) => n.warning_message)).toEqual(['Rain: Close the windows']);
    // Still raining, warmer than 15 °C: the weather changed, but no condition became true.
    weather = { temperature_2m: 16, weather_code: 63 };
    now = new Date(now.getTime() + step);
    await t.app.hemvakt.home.automations.tick();
    expect(await runsOf(rule)).toHaveLength(1);
    await switchOff(rule);
  });

  it('runs when a scene is activated; arms the alarm noting open doors, and activates scenes', async () => {
    const movie = (
      await call(t, createScene, {
        token,
        params: { propertyId: propertyId() },
        body: { sceneName: 'Movie', scenePicture: 'movie' },
      })
    ).body.id as string;
    const armOnMovie = await automation({
      name: 'Movie alarm',
      conditions: [{ kind: 'scene', sceneId: movie }],
      actions: [{ kind: 'security', alarmSetting: 'Armed' }],
    });
    const backHome = await automation({
      name: 'Back home',
      conditions: [{ kind: 'device', deviceId: id(DOOR), state: 'open' }],
      actions: [{ kind: 'scene', sceneId: await defaultScene() }],
    });
    await door('open');
    await waitFor(async () => (await runsOf(backHome)).length === 1);
    await call(t, activateScene, { token, params: { propertyId: propertyId() }, body: { sceneId: movie } });
    await waitFor(async () => (await runsOf(armOnMovie)).length === 1);
    const security = await call(t, getSecurity, { token, params: { propertyId: propertyId() } });
    expect(security.body).toMatchObject({
      alarmSetting: 'Armed',
      changedBy: 'Movie alarm',
      openSensorsFoundByAutomation: ['Front Door'],
    });
    await t.app.hemvakt.home.security.set(propertyId(), 'Disarmed', { userId: owner.id, name: 'Olle Owner' });
    await door('close');
    await door('open');
    await waitFor(async () => (await runsOf(backHome)).length === 2);
    await waitFor(
      async () =>
        (
          await t.db.query(`SELECT 1 FROM properties WHERE id = $1 AND active_scene_id = $2`, [
            propertyId(),
            await defaultScene(),
          ])
        ).length === 1,
    );
    await switchOff(armOnMovie);
    await switchOff(backHome);
    await door('close');
  });
});

async function defaultScene(): Promise<string> {
  const rows = await t.db.query<{ id: string }>(
    'SELECT id FROM scenes WHERE property_id = $1 AND is_default',
    [propertyId()],
  );
  return rows[0]!.id;
}

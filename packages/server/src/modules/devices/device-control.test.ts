// The exact MQTT payloads the bridge publishes for every device command, seen by a client subscribed to
// the gateway's topics the way zigbee2mqtt is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  curtainControl,
  deviceLinkages,
  identifyDevice,
  lightControl,
  resetSiren,
  switchControl,
  testSiren,
} from '@hemvakt/contract/devices';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { call, type BuiltUser } from '../../../test/builders';
import { type SimulatedHome } from '../../../test/simulated-home';
import type { GatewaySpy } from '../../../test/gateway-spy';
import { ownerWithHome } from '../../../test/home-fixture';
import * as repo from './devices.repo';

let t: TestApp;
let owner: BuiltUser;
let token: string;
let home: SimulatedHome;
let spy: GatewaySpy;
const [COLOUR, WHITE, PLUG, CURTAIN, SIREN] = [0, 1, 2, 3, 4];

beforeAll(async () => {
  t = await startTestApp({ demo: true });
  ({ owner, token, home, spy } = await ownerWithHome(
    t,
    [
      ['SmartLightColorChangeable', 'Ceiling'],
      ['SmartLightColorDimmable', 'Lamp'],
      ['SmartPlug', 'Plug'],
      ['SmartCurtain', 'Curtain'],
      ['IASWarning', 'Siren'],
    ],
    'Living',
  ));
});
afterAll(async () => {
  await spy?.close();
  await t.close();
});

const ieeeOf = async (index: number) => (await repo.findById(t.db, home.deviceIds[index]!))!.ieee!;

const published = (send: () => Promise<{ status: number }>, count = 1) => spy.published(send, count);

describe('device commands on the wire', () => {
  const propertyId = () => owner.propertyId!;

  it('lights: on, level with a transition, colour temperature clamped to the bulb, colour as x/y', async () => {
    const ieee = await ieeeOf(COLOUR);
    const light = (body: object) => () =>
      call(t, lightControl, { token, params: { propertyId: propertyId() }, body: { ...body, ieee, ep: 1 } });
    expect(await published(light({ type: 'switch', value: 'on' }))).toEqual([
      { topic: `${ieee}/set`, payload: { state: 'ON' } },
    ]);
    expect(await published(light({ type: 'level', value: 120 }))).toEqual([
      { topic: `${ieee}/set`, payload: { brightness: 120, transition: 0.5 } },
    ]);
    expect(await published(light({ type: 'colorTemp', value: 100 }))).toEqual([
      { topic: `${ieee}/set`, payload: { color_temp: 250 } },
    ]);
    expect(await published(light({ type: 'color', value: { colorX: 45494, colorY: 19418 } }))).toEqual([
      { topic: `${ieee}/set`, payload: { color: { x: 0.6942, y: 0.2963 } } },
    ]);
  });

  it('a linked bulb gets every command of its parent', async () => {
    const [parent, child] = [await ieeeOf(COLOUR), await ieeeOf(WHITE)];
    const link = await call(t, deviceLinkages, {
      token,
      body: {
        type: 'add',
        deviceToLink: { deviceId: home.deviceIds[WHITE]! },
        parentLinkDevice: { deviceId: home.deviceIds[COLOUR]! },
      },
    });
    expect(link.body.linkages).toEqual([{ deviceId: home.deviceIds[WHITE], ieee: child, ep: 1 }]);
    const sent = await published(
      () =>
        call(t, lightControl, {
          token,
          params: { propertyId: propertyId() },
          body: { type: 'switch', value: 'off', ieee: parent, ep: 1 },
        }),
      2,
    );
    expect(sent).toEqual([
      { topic: `${parent}/set`, payload: { state: 'OFF' } },
      { topic: `${child}/set`, payload: { state: 'OFF' } },
    ]);
    const switched = await published(
      () =>
        call(t, switchControl, {
          token,
          params: { propertyId: propertyId() },
          body: { value: 'on', ieee: parent, ep: 1 },
        }),
      2,
    );
    expect(switched).toEqual([
      { topic: `${parent}/set`, payload: { state: 'ON' } },
      { topic: `${child}/set`, payload: { state: 'ON' } },
    ]);
  });

  it('plugs and curtains', async () => {
    const plug = await ieeeOf(PLUG);
    expect(
      await published(() =>
        call(t, switchControl, {
          token,
          params: { propertyId: propertyId() },
          body: { value: 'off', ieee: plug, ep: 1 },
        }),
      ),
    ).toEqual([{ topic: `${plug}/set`, payload: { state: 'OFF' } }]);
    const curtain = await ieeeOf(CURTAIN);
    for (const [type, state] of [
      ['open', 'OPEN'],
      ['stop', 'STOP'],
      ['close', 'CLOSE'],
    ] as const) {
      expect(
        await published(() =>
          call(t, curtainControl, {
            token,
            params: { propertyId: propertyId() },
            body: { type, ieee: curtain, ep: 1 },
          }),
        ),
      ).toEqual([{ topic: `${curtain}/set`, payload: { state } }]);
    }
  });

  it('siren test, reset and identify', async () => {
    const siren = await ieeeOf(SIREN);
    const device = home.deviceIds[SIREN]!;
    expect(await published(() => call(t, testSiren, { token, body: { device } }))).toEqual([
      { topic: `${siren}/set`, payload: { warning: { mode: 'emergency', strobe: true, duration: 60 } } },
    ]);
    expect(await published(() => call(t, resetSiren, { token, body: { device } }))).toEqual([
      { topic: `${siren}/set`, payload: { warning: { mode: 'stop' } } },
    ]);
    expect(
      await published(() => call(t, identifyDevice, { token, params: { deviceId: device } }), 2),
    ).toEqual([
      { topic: 'bridge/request/device/options', payload: { id: siren, options: { identify_timeout: 30 } } },
      { topic: `${siren}/set`, payload: { identify: 'identify' } },
    ]);
  });

  it('refuses a control of the wrong kind and an unknown device', async () => {
    const plug = await ieeeOf(PLUG);
    const wrong = await call(t, curtainControl, {
      token,
      params: { propertyId: propertyId() },
      body: { type: 'open', ieee: plug, ep: 1 },
    });
    expect(wrong.body.error.code).toBe('DEVICE_WRONG_KIND');
    const unknown = await call(t, switchControl, {
      token,
      params: { propertyId: propertyId() },
      body: { value: 'on', ieee: '0x00000000000000ff', ep: 1 },
    });
    expect(unknown.status).toBe(404);
  });
});

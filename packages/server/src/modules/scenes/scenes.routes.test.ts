// Scenes end to end with a simulated gateway: Home and Away, building a scene, activation sending each
// device's target state as the exact `/set` zigbee2mqtt expects, linked bulbs, the security setting, who
// may activate, and what cannot be removed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activateScene,
  addDeviceToScene,
  changeScenePicture,
  createScene,
  deleteScene,
  listScenes,
  removeDeviceFromScene,
  renameScene,
  setSceneSecurity,
  updateSceneAlarm,
  updateSceneDevice,
  type Scene,
} from '@hemvakt/contract/scenes';
import { deviceLinkages } from '@hemvakt/contract/devices';
import { getSecurity } from '@hemvakt/contract/security';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { buildMember, call, type BuiltUser } from '../../../test/builders';
import { openLive } from '../../../test/live-socket';
import { waitFor, type SimulatedHome } from '../../../test/simulated-home';
import type { GatewaySpy } from '../../../test/gateway-spy';
import { ownerWithHome } from '../../../test/home-fixture';
import * as devices from '../devices/devices.repo';

let t: TestApp;
let owner: BuiltUser;
let token: string;
let home: SimulatedHome;
let spy: GatewaySpy;
const [COLOUR, WHITE, PLUG, CURTAIN, DOOR] = [0, 1, 2, 3, 4];

beforeAll(async () => {
  t = await startTestApp({ demo: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  ({ owner, token, home, spy } = await ownerWithHome(
    t,
    [
      ['SmartLightColorChangeable', 'Ceiling'],
      ['SmartLightColorDimmable', 'Lamp'],
      ['SmartPlug', 'Plug'],
      ['SmartCurtain', 'Curtain'],
      ['SensorDoorWindow', 'Front Door'],
    ],
    'Living',
  ));
});
afterAll(async () => {
  await spy?.close();
  await t.close();
});

const propertyId = () => owner.propertyId!;
const ieeeOf = async (index: number) => (await devices.findById(t.db, home.deviceIds[index]!))!.ieee!;
const scenesOf = async (as = token): Promise<Scene[]> =>
  (await call(t, listScenes, { token: as, params: { propertyId: propertyId() } })).body;

async function newScene(name: string): Promise<Scene> {
  const res = await call(t, createScene, {
    token,
    params: { propertyId: propertyId() },
    body: { sceneName: name, scenePicture: 'movie' },
  });
  expect(res.status).toBe(200);
  return res.body;
}

const put = (sceneId: string, index: number, target: object) =>
  call(t, addDeviceToScene, {
    token,
    params: { propertyId: propertyId() },
    body: { sceneId, deviceId: home.deviceIds[index]!, ...target },
  });

const activate = (sceneId: string, as = token) =>
  call(t, activateScene, { token: as, params: { propertyId: propertyId() }, body: { sceneId } });

describe('scenes', () => {
  it('every home has Home (default, active) and Away (arms the alarm)', async () => {
    const [homeScene, away] = await scenesOf();
    expect(homeScene).toMatchObject({ sceneName: 'Home', isDefault: true, active: true });
    expect(homeScene!.sceneSettings.security.alarmSetting).toBe('Disarmed');
    expect(away).toMatchObject({ sceneName: 'Away', isDefault: false, active: false, alarm: true });
  });

  it('activation sets every device of the scene with one exact /set each', async () => {
    const scene = await newScene('Evening');
    expect(
      (await put(scene.id, COLOUR, { switchgear: 'on', lightLevel: 120, colorX: 45494, colorY: 19418 }))
        .status,
    ).toBe(200);
    // The white bulb takes colour temperatures 250–454: 100 is sent as 250.
    await put(scene.id, WHITE, { switchgear: 'on', lightLevel: 200, colorTemp: 100 });
    await put(scene.id, PLUG, { switchgear: 'off' });
    const last = await put(scene.id, CURTAIN, { switchgear: 'close' });
    expect(last.body.sceneSettings.devices.map((d: { deviceName: string }) => d.deviceName)).toEqual([
      'Ceiling',
      'Lamp',
      'Plug',
      'Curtain',
    ]);

    const sent = await spy.published(() => activate(scene.id), 4);
    expect(sent).toEqual([
      {
        topic: `${await ieeeOf(COLOUR)}/set`,
        payload: { state: 'ON', brightness: 120, color: { x: 0.6942, y: 0.2963 } },
      },
      { topic: `${await ieeeOf(WHITE)}/set`, payload: { state: 'ON', brightness: 200, color_temp: 250 } },
      { topic: `${await ieeeOf(PLUG)}/set`, payload: { state: 'OFF' } },
      { topic: `${await ieeeOf(CURTAIN)}/set`, payload: { state: 'CLOSE' } },
    ]);
    // The devices report their new state, and the scene is the active one.
    await waitFor(async () => (await devices.findById(t.db, home.deviceIds[PLUG]!))?.switchgear === 'off');
    expect((await scenesOf()).find((s) => s.id === scene.id)?.active).toBe(true);
  });

  it('sends a light switched off without level or colour, and changes a target in place', async () => {
    const scene = await newScene('Off');
    await put(scene.id, COLOUR, { switchgear: 'on', lightLevel: 90 });
    const changed = await call(t, updateSceneDevice, {
      token,
      params: { propertyId: propertyId() },
      body: { sceneId: scene.id, deviceId: home.deviceIds[COLOUR]!, switchgear: 'off' },
    });
    expect(changed.body.sceneSettings.devices).toEqual([
      expect.objectContaining({ switchgear: 'off', lightLevel: null }),
    ]);
    expect(await spy.published(() => activate(scene.id))).toEqual([
      { topic: `${await ieeeOf(COLOUR)}/set`, payload: { state: 'OFF' } },
    ]);
    const removed = await call(t, removeDeviceFromScene, {
      token,
      params: { propertyId: propertyId() },
      body: { sceneId: scene.id, deviceId: home.deviceIds[COLOUR]! },
    });
    expect(removed.body.sceneSettings.devices).toEqual([]);
  });

  it('linked bulbs follow the light in a scene only while its linkage is active in the scene', async () => {
    await call(t, deviceLinkages, {
      token,
      body: {
        type: 'add',
        deviceToLink: { deviceId: home.deviceIds[WHITE]! },
        parentLinkDevice: { deviceId: home.deviceIds[COLOUR]! },
      },
    });
    const scene = await newScene('Linked');
    await put(scene.id, COLOUR, { switchgear: 'on', lightLevel: 60 });
    const both = await spy.published(() => activate(scene.id), 2);
    expect(both).toEqual([
      { topic: `${await ieeeOf(COLOUR)}/set`, payload: { state: 'ON', brightness: 60 } },
      { topic: `${await ieeeOf(WHITE)}/set`, payload: { state: 'ON', brightness: 60 } },
    ]);
    const unlinked = await call(t, updateSceneDevice, {
      token,
      params: { propertyId: propertyId() },
      body: {
        sceneId: scene.id,
        deviceId: home.deviceIds[COLOUR]!,
        switchgear: 'on',
        lightLevel: 60,
        activeInScene: false,
      },
    });
    expect(unlinked.body.sceneSettings.devices[0]).toMatchObject({
      activeInScene: false,
      linkages: [expect.objectContaining({ deviceId: home.deviceIds[WHITE] })],
    });
    const one = await spy.published(() => activate(scene.id), 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(spy.seen).toEqual(one);
    expect(one).toEqual([{ topic: `${await ieeeOf(COLOUR)}/set`, payload: { state: 'ON', brightness: 60 } }]);
  });

  it('refuses sensors and light settings for a plug in a scene', async () => {
    const scene = await newScene('Wrong');
    for (const [index, target] of [
      [DOOR, { switchgear: 'on' }],
      [PLUG, { switchgear: 'on', lightLevel: 100 }],
      [CURTAIN, { switchgear: 'on' }],
    ] as const) {
      const res = await put(scene.id, index, target);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('SCENE_DEVICE_NOT_SUPPORTED');
    }
    const bad = await put(scene.id, COLOUR, { switchgear: 'on', lightLevel: 300 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('lightLevel');
  });

  it('applies the security setting: Away arms, lists the open sensors, and members hear of it', async () => {
    const member = await buildMember(t, propertyId());
    const live = await openLive(t, member.token);
    await home.sim.event(await ieeeOf(DOOR), 'open');
    await waitFor(async () => (await devices.findById(t.db, home.deviceIds[DOOR]!))?.status === 'Open');
    const away = (await scenesOf()).find((s) => s.kind === 'away')!;
    const res = await activate(away.id);
    expect(res.status).toBe(200);
    expect(res.body.devNames).toEqual(['Front Door']);
    const security = await call(t, getSecurity, { token, params: { propertyId: propertyId() } });
    expect(security.body).toMatchObject({ alarmSetting: 'Armed', changedBy: 'Olle Owner' });
    await live.next('pull scenes', (m) => m.data.sceneId === away.id && m.data.activated === true);
    const scene = await live.next(
      'notification',
      (m) => (m.data as any).notification.data.event === 'sceneChange',
    );
    expect((scene.data as any).notification.warningMessage).toBe('Olle Owner activated the scene Away.');
    live.close();
    await home.sim.event(await ieeeOf(DOOR), 'close');
    const homeScene = (await scenesOf()).find((s) => s.isDefault)!;
    await activate(homeScene.id);
    expect(
      (await call(t, getSecurity, { token, params: { propertyId: propertyId() } })).body.alarmSetting,
    ).toBe('Disarmed');
  });

  it('lets a member change scenes, but not those that arm or disarm without the alarm right', async () => {
    const member = await buildMember(t, propertyId(), { userCanChangeAlarm: false });
    const custom = await newScene('Quiet');
    expect((await activate(custom.id, member.token)).status).toBe(200);
    const away = (await scenesOf()).find((s) => s.kind === 'away')!;
    expect((await activate(away.id, member.token)).status).toBe(403);
    const arms = await call(t, updateSceneAlarm, {
      token: member.token,
      params: { id: custom.id },
      body: { alarm: true },
    });
    expect(arms.status).toBe(403);
    const noScenes = await buildMember(t, propertyId(), { userCanChangeScenes: false });
    expect((await activate(custom.id, noScenes.token)).status).toBe(403);
    await activate((await scenesOf()).find((s) => s.isDefault)!.id);
  });

  it('renames, re-pictures and sets security; never removes the default or the active scene', async () => {
    const scene = await newScene('Night');
    const renamed = await call(t, renameScene, {
      token,
      params: { id: scene.id },
      body: { newSceneName: ' Sleep ' },
    });
    expect(renamed.body.sceneName).toBe('Sleep');
    const pictured = await call(t, changeScenePicture, {
      token,
      params: { id: scene.id },
      body: { newScenePicture: 'night' },
    });
    expect(pictured.body.scenePicture).toBe('night');
    const secured = await call(t, setSceneSecurity, {
      token,
      params: { id: scene.id },
      body: { securitySetting: 'Armed', sceneSecurityObject: { sensorIds: [home.deviceIds[DOOR]!] } },
    });
    expect(secured.body).toMatchObject({
      alarm: true,
      sceneSettings: { security: { alarmSetting: 'Armed', sensorIds: [home.deviceIds[DOOR]] } },
    });
    const notASensor = await call(t, setSceneSecurity, {
      token,
      params: { id: scene.id },
      body: { securitySetting: 'Armed', sceneSecurityObject: { sensorIds: [home.deviceIds[PLUG]!] } },
    });
    expect(notASensor.body.error.code).toBe('SENSOR_NOT_SECURITY');
    const off = await call(t, updateSceneAlarm, { token, params: { id: scene.id }, body: { alarm: false } });
    expect(off.body.sceneSettings.security).toEqual({ alarmSetting: 'Unchanged', sensorIds: null });

    const [homeScene] = await scenesOf();
    const remove = (sceneId: string) =>
      call(t, deleteScene, { token, params: { propertyId: propertyId() }, body: { sceneId } });
    expect((await remove(homeScene!.id)).body.error.code).toBe('SCENE_IS_DEFAULT');
    await activate(scene.id);
    expect((await remove(scene.id)).body.error.code).toBe('SCENE_IS_ACTIVE');
    await activate(homeScene!.id);
    expect((await remove(scene.id)).status).toBe(200);
    expect((await scenesOf()).some((s) => s.id === scene.id)).toBe(false);
  });
});

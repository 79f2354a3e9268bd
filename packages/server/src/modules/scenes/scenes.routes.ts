// Scene calls of spec 001 §7 'Scenes'. Changing a scene needs userCanEditCreateScenes (and control of
// each device put in it); activating needs userCanChangeScenes, and userCanChangeAlarm when the scene
// arms or disarms.
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
} from '@hemvakt/contract/scenes';
import type { Deps } from '../../deps';
import { authorize } from '../../authz/authorize';
import type { AuthContext } from '../accounts/sessions.service';
import { notFound } from '../../lib/errors';
import * as users from '../accounts/users.repo';
import * as devices from '../devices/devices.repo';
import type { SceneService } from './scenes.service';

export function registerSceneRoutes({ calls, db, home }: Deps): void {
  const { scenes } = home;

  /** A scene the caller may change (or, with `activate`, activate). */
  const sceneFor = async (auth: AuthContext, sceneId: string, propertyId?: string) => {
    const scene = await scenes.find(sceneId);
    if (propertyId !== undefined && scene.property_id !== propertyId) throw notFound('SCENE_NOT_FOUND');
    await authorize(db, auth, 'scenes.manage', { propertyId: scene.property_id });
    return scene;
  };

  /** A device of the scene's home the caller may control. */
  const controllable = async (auth: AuthContext, propertyId: string, deviceId: string) => {
    const device = await devices.findById(db, deviceId);
    if (!device || device.property_id !== propertyId) throw notFound('DEVICE_NOT_FOUND');
    await authorize(db, auth, 'device.control', { propertyId, deviceId });
    return device;
  };

  calls.add(listScenes, async ({ auth, params }) => {
    await authorize(db, auth, 'property.member', params);
    return scenes.list(params.propertyId);
  });

  calls.add(createScene, async ({ auth, params, body }) => {
    await authorize(db, auth, 'scenes.manage', params);
    return scenes.create(params.propertyId, body.sceneName, body.scenePicture);
  });

  calls.add(activateScene, async ({ auth, params, body }) => {
    if (body.userId !== undefined) await authorize(db, auth, 'account.self', { userId: body.userId });
    await authorize(db, auth, 'scenes.activate', params);
    const scene = await scenes.find(body.sceneId);
    if (scene.property_id !== params.propertyId) throw notFound('SCENE_NOT_FOUND');
    if (scene.alarm_setting !== 'Unchanged') await authorize(db, auth, 'security.change', params);
    const user = await users.findById(db, auth.userId);
    return scenes.activate(scene, { userId: auth.userId, name: user?.name ?? '' });
  });

  calls.add(renameScene, async ({ auth, params, body }) =>
    scenes.rename(await sceneFor(auth, params.id), body.newSceneName),
  );

  calls.add(changeScenePicture, async ({ auth, params, body }) =>
    scenes.setPicture(await sceneFor(auth, params.id), body.newScenePicture),
  );

  const saveDevice = async (
    auth: AuthContext,
    propertyId: string,
    body: Parameters<SceneService['saveDevice']>[2] & { sceneId: string; deviceId: string },
  ) => {
    const { sceneId, deviceId, ...target } = body;
    const scene = await sceneFor(auth, sceneId, propertyId);
    return scenes.saveDevice(scene, await controllable(auth, propertyId, deviceId), target);
  };

  calls.add(addDeviceToScene, ({ auth, params, body }) => saveDevice(auth, params.propertyId, body));
  calls.add(updateSceneDevice, ({ auth, params, body }) => saveDevice(auth, params.propertyId, body));

  calls.add(removeDeviceFromScene, async ({ auth, params, body }) => {
    const scene = await sceneFor(auth, body.sceneId, params.propertyId);
    return scenes.removeDevice(scene, body.deviceId);
  });

  calls.add(setSceneSecurity, async ({ auth, params, body }) => {
    const scene = await sceneFor(auth, params.id);
    await authorize(db, auth, 'security.change', { propertyId: scene.property_id });
    return scenes.setSecurity(scene, body.securitySetting, body.sceneSecurityObject.sensorIds);
  });

  calls.add(updateSceneAlarm, async ({ auth, params, body }) => {
    const scene = await sceneFor(auth, params.id);
    await authorize(db, auth, 'security.change', { propertyId: scene.property_id });
    return scenes.setAlarm(scene, body.alarm);
  });

  calls.add(deleteScene, async ({ auth, params, body }) => {
    await scenes.remove(await sceneFor(auth, body.sceneId, params.propertyId));
    return { ok: true };
  });
}

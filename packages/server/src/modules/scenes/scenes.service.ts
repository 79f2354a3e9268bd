// Scenes: Home (default) and Away in every home, the home's own scenes, and activation — each device's
// target state goes to the gateway as one `/set` (linked bulbs follow where the scene says so), then the
// scene's security setting is applied and the members who asked are told.
import { deviceKind } from '@hemvakt/contract/device-catalogue';
import {
  SCENE_DEVICE_KINDS,
  targetFits,
  type DeviceTarget,
  type Scene,
  type SceneSecuritySetting,
} from '@hemvakt/contract/scenes';
import { SECURITY_KINDS } from '@hemvakt/contract/security';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import type { EventBus } from '../../live/event-bus';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { DeviceControl } from '../devices/device-control';
import { joinedOfKind } from '../devices/device-control';
import * as devices from '../devices/devices.repo';
import { notifyMembers } from '../notifications/notifications.service';
import type { PushSender } from '../notifications/push-sender';
import * as recipients from '../notifications/notifications.repo';
import type { Actor, SecurityService } from '../security/security.service';
import { presentScene } from './scenes.present';
import * as repo from './scenes.repo';

/** A scene was activated; `chain` counts activations caused by automations in a row. */
export interface SceneActivation {
  propertyId: string;
  sceneId: string;
  sceneName: string;
  /** Unique per activation: automations claim their run on it. */
  key: string;
  chain: number;
}

export interface ScenesDeps {
  db: Db;
  bus: EventBus;
  push: PushSender;
  log: FastifyBaseLogger;
  control: () => DeviceControl;
  security: SecurityService;
  onActivated?: (activation: SceneActivation) => Promise<void>;
}

export class SceneService {
  constructor(private readonly deps: ScenesDeps) {}

  async list(propertyId: string): Promise<Scene[]> {
    const { db } = this.deps;
    const [rows, active] = await Promise.all([
      repo.listByProperty(db, propertyId),
      repo.activeSceneId(db, propertyId),
    ]);
    const sceneDevices = await repo.devicesOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => presentScene(row, sceneDevices, active));
  }

  /** A scene by id (404 when unknown); the caller authorizes on its property. */
  async find(sceneId: string): Promise<repo.SceneRow> {
    const row = await repo.findById(this.deps.db, sceneId);
    if (!row) throw notFound('SCENE_NOT_FOUND');
    return row;
  }

  async present(sceneId: string): Promise<Scene> {
    const row = await this.find(sceneId);
    const [sceneDevices, active] = await Promise.all([
      repo.devicesOf(this.deps.db, [row.id]),
      repo.activeSceneId(this.deps.db, row.property_id),
    ]);
    return presentScene(row, sceneDevices, active);
  }

  async create(propertyId: string, name: string, picture: string): Promise<Scene> {
    const id = await repo.create(this.deps.db, { propertyId, name, picture });
    return this.changed(propertyId, id);
  }

  async rename(scene: repo.SceneRow, name: string): Promise<Scene> {
    await repo.rename(this.deps.db, scene.id, name);
    return this.changed(scene.property_id, scene.id);
  }

  async setPicture(scene: repo.SceneRow, picture: string): Promise<Scene> {
    await repo.setPicture(this.deps.db, scene.id, picture);
    return this.changed(scene.property_id, scene.id);
  }

  async setSecurity(
    scene: repo.SceneRow,
    setting: SceneSecuritySetting,
    sensorIds: string[] | null,
  ): Promise<Scene> {
    if (setting === 'Armed' && sensorIds) {
      const rows = await devices.listByProperty(this.deps.db, scene.property_id);
      const security = new Set(
        rows.filter((d) => SECURITY_KINDS.includes(deviceKind(d.type_i)!)).map((d) => d.id),
      );
      if (!sensorIds.every((id) => security.has(id))) throw badRequest('SENSOR_NOT_SECURITY');
    }
    await repo.setSecurity(this.deps.db, scene.id, setting, setting === 'Armed' ? sensorIds : null);
    return this.changed(scene.property_id, scene.id);
  }

  /** The quick alarm switch: on arms on activation; off stops arming (a disarming scene stays so). */
  async setAlarm(scene: repo.SceneRow, alarm: boolean): Promise<Scene> {
    if (alarm) return this.setSecurity(scene, 'Armed', scene.sensor_ids);
    if (scene.alarm_setting !== 'Armed') return this.present(scene.id);
    return this.setSecurity(scene, 'Unchanged', null);
  }

  /** Adds or changes a device of the scene; the device must be of the scene's home and settable. */
  async saveDevice(
    scene: repo.SceneRow,
    device: devices.DeviceRow,
    target: DeviceTarget & { activeInScene?: boolean },
  ): Promise<Scene> {
    const kind = deviceKind(device.type_i);
    if (device.property_id !== scene.property_id) throw notFound('DEVICE_NOT_FOUND');
    if (!kind || !SCENE_DEVICE_KINDS.includes(kind) || !targetFits(kind, target))
      throw badRequest('SCENE_DEVICE_NOT_SUPPORTED');
    const existing = await repo.findDevice(this.deps.db, scene.id, device.id);
    const activeInScene = target.activeInScene ?? existing?.active_in_scene ?? true;
    await repo.saveDevice(this.deps.db, scene.id, device.id, { ...target, activeInScene });
    return this.changed(scene.property_id, scene.id);
  }

  async removeDevice(scene: repo.SceneRow, deviceId: string): Promise<Scene> {
    await repo.removeDevice(this.deps.db, scene.id, deviceId);
    return this.changed(scene.property_id, scene.id);
  }

  async remove(scene: repo.SceneRow): Promise<void> {
    if (scene.is_default) throw conflict('SCENE_IS_DEFAULT');
    if ((await repo.activeSceneId(this.deps.db, scene.property_id)) === scene.id)
      throw conflict('SCENE_IS_ACTIVE');
    await repo.remove(this.deps.db, scene.id);
    this.announce(scene.property_id, { sceneId: scene.id });
  }

  /**
   * Activates a scene: its devices are set through the gateway, its security setting applied (answering
   * the sensors found open when it arms), the members told, and the automations given the event.
   */
  async activate(
    scene: repo.SceneRow,
    actor: Actor,
    chain = 0,
  ): Promise<{ scene: Scene; devNames: string[] }> {
    const { db, log } = this.deps;
    await repo.setActive(db, scene.property_id, scene.id);
    await this.sendDevices(scene).catch((error: unknown) =>
      log.error({ err: error, sceneId: scene.id }, 'scene devices not all set'),
    );
    let devNames: string[] = [];
    if (scene.alarm_setting !== 'Unchanged') {
      const sensors = scene.alarm_setting === 'Armed' ? scene.sensor_ids : null;
      devNames = (await this.deps.security.set(scene.property_id, scene.alarm_setting, actor, sensors))
        .devNames;
    }
    this.announce(scene.property_id, { sceneId: scene.id, activated: true });
    const members = await recipients.membersWithSetting(db, scene.property_id, 'push_when_scene_change');
    await notifyMembers(this.deps, {
      propertyId: scene.property_id,
      type: 'customimpNotification',
      data: { event: 'sceneChange', sceneName: scene.scene_name, by: actor.name },
      recipients: members.filter((m) => m.user_id !== actor.userId),
    });
    await this.deps.onActivated?.({
      propertyId: scene.property_id,
      sceneId: scene.id,
      sceneName: scene.scene_name,
      key: newId(),
      chain,
    });
    return { scene: await this.present(scene.id), devNames };
  }

  private async sendDevices(scene: repo.SceneRow): Promise<void> {
    const { db } = this.deps;
    const control = this.deps.control();
    const targets = await repo.devicesOf(db, [scene.id]);
    const rows = new Map((await devices.listByProperty(db, scene.property_id)).map((d) => [d.id, d]));
    for (const target of targets) {
      const row = rows.get(target.device_id);
      if (!row?.ieee || !row.gateway_id || row.pending) continue;
      const device = joinedOfKind(row, SCENE_DEVICE_KINDS.slice());
      await control.applyTarget(
        device,
        {
          switchgear: target.switchgear,
          lightLevel: target.light_level,
          colorTemp: target.color_temp,
          colorX: target.color_x,
          colorY: target.color_y,
        },
        target.active_in_scene,
      );
    }
  }

  private async changed(propertyId: string, sceneId: string): Promise<Scene> {
    this.announce(propertyId, { sceneId });
    return this.present(sceneId);
  }

  private announce(propertyId: string, data: { sceneId: string; activated?: boolean }): void {
    this.deps.bus.publish({ kind: 'live', propertyId, message: { type: 'pull scenes', propertyId, data } });
  }
}

// The alarm (security mode). Arming and disarming store the mode, answer the sensors that are open, and
// tell the members; while armed, a watched security sensor that trips raises an alarm: the alarm event is
// stored first (once, whichever server instance gets there), then the home's sirens sound, the live
// channel carries it, members are notified naming the sensor and room, and cameras are flagged.
import { DEVICE_STATUS, deviceKind } from '@hemvakt/contract/device-catalogue';
import {
  ALARM_SIREN_SECONDS,
  SECURITY_KINDS,
  isIntrusionTrip,
  type AlarmEvent,
  type AlarmSetting,
  type SecurityState,
} from '@hemvakt/contract/security';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import type { EventBus } from '../../live/event-bus';
import type { DeviceChange } from '../devices/device-events';
import type { DeviceControl } from '../devices/device-control';
import { joinedOfKind } from '../devices/device-control';
import * as devices from '../devices/devices.repo';
import * as rooms from '../rooms/rooms.repo';
import { notifyMembers } from '../notifications/notifications.service';
import * as recipients from '../notifications/notifications.repo';
import type { PushSender } from '../notifications/push-sender';
import { presentAlarm, presentSecurity } from './security.present';
import * as repo from './security.repo';

/** Cameras (a later issue) flag themselves alarmed here when the alarm goes off (spec 001 §7 alarm-camera). */
export interface CameraAlarmHook {
  flagAlarmedCameras(propertyId: string, alarm: AlarmEvent): Promise<void>;
}

/** Who armed or disarmed: a member, or an automation (which records the sensors it found open). */
export interface Actor {
  userId: string | null;
  name: string;
  automation?: boolean;
}

export interface SecurityDeps {
  db: Db;
  bus: EventBus;
  push: PushSender;
  log: FastifyBaseLogger;
  control: () => DeviceControl;
  cameras?: CameraAlarmHook;
}

export class SecurityService {
  constructor(private readonly deps: SecurityDeps) {}

  async state(propertyId: string): Promise<SecurityState> {
    const [row, alarms] = await Promise.all([
      repo.find(this.deps.db, propertyId),
      repo.recentAlarms(this.deps.db, propertyId),
    ]);
    return presentSecurity(row, alarms);
  }

  /** Names of the doors and windows open now (of `sensorIds`, or all): arming leaves them unwatched. */
  async openSensors(propertyId: string, sensorIds: string[] | null = null): Promise<string[]> {
    const rows = await devices.listByProperty(this.deps.db, propertyId);
    return rows
      .filter((d) => !sensorIds || sensorIds.includes(d.id))
      .filter((d) => !d.pending && deviceKind(d.type_i) === 'doorWindow' && d.status === DEVICE_STATUS.open)
      .map((d) => d.device_name);
  }

  async set(
    propertyId: string,
    setting: AlarmSetting,
    actor: Actor,
    sensorIds: string[] | null = null,
  ): Promise<{ security: SecurityState; devNames: string[] }> {
    const { db, bus } = this.deps;
    const before = await repo.find(db, propertyId);
    const armed = setting === 'Armed';
    const devNames = armed ? await this.openSensors(propertyId, sensorIds) : [];
    await repo.save(db, propertyId, {
      alarmSetting: setting,
      changedBy: actor.name,
      watchedSensorIds: armed ? sensorIds : null,
      openSensorsFoundByAutomation: armed && actor.automation ? devNames : undefined,
    });
    if (!armed) {
      await repo.clearAlarms(db, propertyId, actor.name);
      await this.silenceSirens(propertyId);
    }
    const security = await this.state(propertyId);
    bus.publish({ kind: 'live', propertyId, message: { type: 'security', propertyId, data: { security } } });
    if (before.alarm_setting !== setting) {
      const members = await recipients.membersWithSetting(db, propertyId, 'push_when_alarm_change');
      await notifyMembers(this.deps, {
        propertyId,
        type: 'alarmStatus',
        data: { event: 'alarmChange', alarmSetting: setting, by: actor.name },
        recipients: members.filter((m) => m.user_id !== actor.userId),
      });
    }
    return { security, devNames };
  }

  async resetOpenSensors(propertyId: string): Promise<void> {
    await repo.resetOpenSensors(this.deps.db, propertyId);
  }

  /** A device changed: an armed home's watched sensor that trips raises the alarm. */
  async onDeviceChange({ row, before, after, revision }: DeviceChange): Promise<void> {
    const kind = deviceKind(row.type_i);
    if (!kind || !SECURITY_KINDS.includes(kind) || !isIntrusionTrip(kind, before.status, after.status))
      return;
    const { db, bus, log } = this.deps;
    const security = await repo.find(db, row.property_id);
    if (security.alarm_setting !== 'Armed') return;
    if (security.watched_sensor_ids && !security.watched_sensor_ids.includes(row.id)) return;
    const room = row.room_id ? await rooms.findById(db, row.room_id) : undefined;
    const stored = await repo.insertAlarm(db, {
      property_id: row.property_id,
      device_id: row.id,
      device_name: row.device_name,
      room_id: room?.id ?? null,
      room_name: room?.name ?? null,
      status: after.status,
      trigger_key: `${row.id}:${revision}`,
    });
    if (!stored) return; // another instance raised this alarm
    const alarm = presentAlarm(stored);
    await this.soundSirens(row.property_id).catch((error: unknown) =>
      log.error({ err: error, propertyId: row.property_id }, 'sirens did not start'),
    );
    bus.publish({
      kind: 'live',
      propertyId: row.property_id,
      message: { type: 'alarm', propertyId: row.property_id, data: { alarm } },
    });
    await notifyMembers(this.deps, {
      propertyId: row.property_id,
      type: 'alarmStatus',
      roomId: alarm.roomId,
      data: { event: 'alarm', deviceName: alarm.deviceName, roomName: alarm.roomName, status: alarm.status },
      recipients: await recipients.alarmRecipients(db, row.property_id, row.id),
    });
    await this.deps.cameras?.flagAlarmedCameras(row.property_id, alarm);
  }

  private async sirens(propertyId: string) {
    const rows = await devices.listByProperty(this.deps.db, propertyId);
    return rows
      .filter((d) => deviceKind(d.type_i) === 'siren' && d.ieee && d.gateway_id && !d.pending)
      .map((d) => joinedOfKind(d, ['siren']));
  }

  private async soundSirens(propertyId: string): Promise<void> {
    const control = this.deps.control();
    for (const siren of await this.sirens(propertyId)) await control.sirenAlarm(siren, ALARM_SIREN_SECONDS);
  }

  private async silenceSirens(propertyId: string): Promise<void> {
    const control = this.deps.control();
    for (const siren of await this.sirens(propertyId)) {
      if (siren.status === DEVICE_STATUS.sirenActive) await control.sirenReset(siren);
    }
  }
}

// Device commands through the bridge (GATEWAY-PROTOCOL.md §4.2). Most devices confirm by their next state
// report, which the live channel carries; sirens publish no state, so their status is the server's timer.
import {
  DEVICE_STATUS,
  IDENTIFY_SECONDS,
  SIREN_TEST_SECONDS,
  deviceKind,
  type DeviceKind,
} from '@hemvakt/contract/device-catalogue';
import type { LightCommand } from '@hemvakt/contract/devices';
import type { DeviceTarget } from '@hemvakt/contract/scenes';
import { gatewayBaseTopic } from '@hemvakt/contract/gateway';
import { topics } from '@hemvakt/contract/z2m';
import type { Db } from '../../db/db';
import type { EventBus } from '../../live/event-bus';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { GatewayBridge } from '../../gateways/bridge';
import { RequestTimeoutError } from '../../gateways/bridge';
import { colorTempRange } from '../../devices/classifier';
import {
  IDENTIFY_PAYLOAD,
  SIREN_STOP_PAYLOAD,
  curtainPayload,
  lightPayload,
  onOffPayload,
  sirenAlarmPayload,
  sirenTestPayload,
  targetPayload,
} from '../../devices/commands';
import * as gateways from '../gateways/gateways.repo';
import * as repo from './devices.repo';
import { publishDevice } from './device-events';

export interface ControlDeps {
  db: Db;
  bus: EventBus;
  bridge: GatewayBridge;
}

type Joined = repo.DeviceRow & { ieee: string; gateway_id: string };

/** A device of the property by ieee (and endpoint), joined and of one of the kinds. */
export async function targetDevice(
  db: Db,
  propertyId: string,
  ieee: string,
  ep: number | undefined,
  kinds: DeviceKind[],
): Promise<Joined> {
  const row = await repo.findInProperty(db, propertyId, ieee, ep);
  if (!row) throw notFound('DEVICE_NOT_FOUND');
  return joinedOfKind(row, kinds);
}

export function joinedOfKind(row: repo.DeviceRow, kinds: DeviceKind[]): Joined {
  const kind = deviceKind(row.type_i);
  if (!kind || !kinds.includes(kind)) throw badRequest('DEVICE_WRONG_KIND');
  if (row.pending || !row.ieee || !row.gateway_id) throw conflict('DEVICE_NOT_READY');
  return row as Joined;
}

export class DeviceControl {
  private readonly sirenTimers = new Map<string, NodeJS.Timeout>();

  constructor(private readonly deps: ControlDeps) {}

  close(): void {
    for (const timer of this.sirenTimers.values()) clearTimeout(timer);
  }

  async light(device: Joined, command: LightCommand): Promise<void> {
    await this.sendWithLinks(device, true, (range) => lightPayload(command, range));
  }

  /** A scene's or an automation's target state; linked bulbs follow when `withLinks`. */
  async applyTarget(device: Joined, target: DeviceTarget, withLinks: boolean): Promise<void> {
    const kind = deviceKind(device.type_i)!;
    await this.sendWithLinks(device, withLinks && kind === 'light', (range) =>
      targetPayload(kind, target, range),
    );
  }

  /** Sends to the device and, with `withLinks`, replays to every bulb linked to it (bulb linkage). */
  private async sendWithLinks(
    device: Joined,
    withLinks: boolean,
    payloadFor: (range: { min: number; max: number } | null) => Record<string, unknown>,
  ): Promise<void> {
    const rangeOf = (row: repo.DeviceRow) => (row.exposes ? colorTempRange(row.exposes) : null);
    await this.deps.bridge.set(device.gateway_id, device.ieee, payloadFor(rangeOf(device)));
    if (!withLinks) return;
    for (const link of device.linkages) {
      const linked = await repo.findById(this.deps.db, link.deviceId);
      if (!linked?.ieee || !linked.gateway_id) continue;
      await this.deps.bridge.set(linked.gateway_id, linked.ieee, payloadFor(rangeOf(linked)));
    }
  }

  /** On / off; a light's linked bulbs follow. */
  async onOff(device: Joined, value: 'on' | 'off'): Promise<void> {
    await this.sendWithLinks(device, deviceKind(device.type_i) === 'light', () => onOffPayload(value));
  }

  async curtain(device: Joined, type: 'open' | 'stop' | 'close'): Promise<void> {
    await this.deps.bridge.set(device.gateway_id, device.ieee, curtainPayload(type));
  }

  async sirenTest(device: Joined): Promise<void> {
    await this.sound(device, sirenTestPayload(device.exposes ?? [], SIREN_TEST_SECONDS), SIREN_TEST_SECONDS);
  }

  /** The alarm went off: the siren sounds for `seconds` unless it is reset (the alarm disarmed). */
  async sirenAlarm(device: Joined, seconds: number): Promise<void> {
    await this.sound(device, sirenAlarmPayload(device.exposes ?? [], seconds), seconds);
  }

  private async sound(device: Joined, payload: Record<string, unknown>, seconds: number): Promise<void> {
    await this.deps.bridge.set(device.gateway_id, device.ieee, payload);
    await this.setSirenStatus(device, DEVICE_STATUS.sirenActive);
    this.clearSirenTimer(device.id);
    const timer = setTimeout(() => {
      this.sirenTimers.delete(device.id);
      void this.setSirenStatus(device, DEVICE_STATUS.sirenInactive).catch(() => {});
    }, seconds * 1000);
    this.sirenTimers.set(device.id, timer.unref());
  }

  async sirenReset(device: Joined): Promise<void> {
    await this.deps.bridge.set(device.gateway_id, device.ieee, SIREN_STOP_PAYLOAD);
    this.clearSirenTimer(device.id);
    await this.setSirenStatus(device, DEVICE_STATUS.sirenInactive);
  }

  async identify(device: Joined): Promise<void> {
    await this.request(device.gateway_id, 'device/options', {
      id: device.ieee,
      options: { identify_timeout: IDENTIFY_SECONDS },
    });
    await this.deps.bridge.set(device.gateway_id, device.ieee, IDENTIFY_PAYLOAD);
  }

  /** Removes the device from the gateway (forced when it ignores the leave request) and from the home. */
  async remove(device: repo.DeviceRow): Promise<{ forced: boolean }> {
    let forced = false;
    const gateway = device.gateway_id ? await gateways.findById(this.deps.db, device.gateway_id) : undefined;
    const others = device.ieee
      ? (await repo.listOnGateway(this.deps.db, device.gateway_id!, device.ieee)).length
      : 0;
    if (gateway && device.ieee && !device.pending && others === 1) {
      if (!gateway.active) forced = true;
      else {
        const answer = await this.request(gateway.id, 'device/remove', { id: device.ieee, force: false });
        if (answer.status === 'error') {
          forced = true;
          await this.request(gateway.id, 'device/remove', { id: device.ieee, force: true });
        }
        // zigbee2mqtt leaves the retained availability behind (GATEWAY-PROTOCOL.md §8.3).
        await this.deps.bridge.clearRetained(topics(gatewayBaseTopic(gateway.id)).availability(device.ieee));
      }
    }
    await repo.remove(this.deps.db, device.id);
    this.deps.bus.publish({
      kind: 'live',
      propertyId: device.property_id,
      message: { type: 'pull devices', propertyId: device.property_id, data: {} },
    });
    return { forced };
  }

  private async request(gatewayId: string, name: string, payload: Record<string, unknown>) {
    try {
      return await this.deps.bridge.request(gatewayId, name, payload);
    } catch (error) {
      if (error instanceof RequestTimeoutError) throw new AppError('DEVICE_COMMAND_FAILED', 504);
      throw error;
    }
  }

  private clearSirenTimer(deviceId: string): void {
    clearTimeout(this.sirenTimers.get(deviceId));
    this.sirenTimers.delete(deviceId);
  }

  private async setSirenStatus(device: repo.DeviceRow, status: string): Promise<void> {
    const row = await repo.findById(this.deps.db, device.id);
    if (!row || row.status === status) return;
    await repo.setStatus(this.deps.db, row.id, status);
    await repo.addHistory(this.deps.db, row.id, [{ type: 'status', status, roomId: row.room_id }]);
    await publishDevice(this.deps, { ...row, status }, ['status']);
  }
}

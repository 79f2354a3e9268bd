// What the server does with each kind of gateway message (GATEWAY-PROTOCOL.md §2, §6, §8).
import type { BridgeInfo, BridgeLogging, Z2mDevice } from '@hemvakt/contract/z2m';
import type { Db } from '../../db/db';
import type { EventBus } from '../../live/event-bus';
import type { GatewayHandlers } from '../../gateways/bridge';
import type { AddDeviceFlow } from '../devices/add-device.flow';
import { applyAvailability, applyState, type DeviceChangeHooks } from '../devices/device-events';
import * as devices from '../devices/devices.repo';
import * as gateways from './gateways.repo';
import { notifyGatewayDisconnected } from '../notifications/notifications.service';
import type { PushSender } from '../notifications/push-sender';

export interface HandlerDeps {
  db: Db;
  bus: EventBus;
  push: PushSender;
  addFlow: () => AddDeviceFlow;
  /** The alarm and the automations, told of every device change. */
  hooks?: DeviceChangeHooks;
  /** `/set` failures that zigbee2mqtt reports only in its log (locks wait for these). */
  onSetFailure?: (gatewayId: string, friendlyName: string, message: string) => void;
  /** Every device state report, after it was stored (lock confirmations, auto-lock). */
  onDeviceState?: (gatewayId: string, ieee: string, state: Record<string, unknown>) => void;
}

const SET_FAILED = /^Publish 'set' '[^']*' to '(.+)' failed/;

export function gatewayHandlers(deps: HandlerDeps): GatewayHandlers {
  const { db, bus } = deps;
  return {
    async bridgeState(gatewayId, online) {
      const changed = await gateways.setOnline(db, gatewayId, online);
      if (!changed) return;
      const disconnectedAt = changed.disconnected_at?.getTime() ?? null;
      // A gateway that connects has passed the broker's login: 'gateway auth ok' ends the app's progress.
      const types = online
        ? (['gateway auth ok', 'gateway connected'] as const)
        : (['gateway disconnected'] as const);
      for (const type of types) {
        bus.publish({
          kind: 'live',
          propertyId: changed.property_id,
          message: { type, propertyId: changed.property_id, data: { gatewayId, disconnectedAt } },
        });
      }
      // Without per-device availability, devices are reachable while the bridge is (§4.1 'active').
      if (!online || !changed.availability_enabled)
        await applyAvailability(deps, await devices.listOnGateway(db, gatewayId), online);
      // Only the instance whose update changed the row gets here: one notification per disconnect.
      if (!online && changed.property_id) await notifyGatewayDisconnected(deps, changed.property_id);
    },
    async bridgeInfo(gatewayId, info: BridgeInfo) {
      await gateways.setInfo(
        db,
        gatewayId,
        info.config?.availability?.enabled === true,
        info.permit_join === true,
      );
    },
    async bridgeDevices(gatewayId, list: Z2mDevice[]) {
      // Startup reconciliation ('pull devices'): our devices missing from the gateway become inactive.
      const present = new Set(list.map((d) => d.ieee_address));
      const missing = (await devices.listOnGateway(db, gatewayId)).filter((d) => !present.has(d.ieee!));
      await applyAvailability(deps, missing, false);
    },
    bridgeEvent: (gatewayId, event) => deps.addFlow().onEvent(gatewayId, event),
    async deviceState(gatewayId, ieee, state) {
      await applyState(deps, gatewayId, ieee, state);
      deps.onDeviceState?.(gatewayId, ieee, state);
    },
    async availability(gatewayId, ieee, online) {
      await applyAvailability(deps, await devices.listOnGateway(db, gatewayId, ieee), online);
    },
    async logging(gatewayId, entry: BridgeLogging) {
      const failed = entry.level === 'error' ? SET_FAILED.exec(entry.message) : null;
      if (failed?.[1]) deps.onSetFailure?.(gatewayId, failed[1], entry.message);
    },
  };
}

// Adding a device (GATEWAY-PROTOCOL.md §6): a pending device and an add session, permit join on the gateway,
// then join → interview → classify → claim, or a failure with its reason. One add per gateway at a time; the
// session's deadline lives in the database, so a sweep fails sessions nobody finished.
// The flow goes by the session's state in the database, not by the order events arrive in: in a cluster
// a gateway's events are shared out between instances, so a successful interview may be handled before the
// join it follows, and any event may be handled twice. Each step is a conditional write, and only the
// instance whose write took effect goes on (claims, answers the app, sends requests).
import type { AddFailureReason } from '@hemvakt/contract/devices';
import { deviceKind } from '@hemvakt/contract/device-catalogue';
import type { BridgeEvent, Z2mDefinition, Z2mDevice } from '@hemvakt/contract/z2m';
import type { Db } from '../../db/db';
import { one } from '../../db/db';
import type { EventBus } from '../../live/event-bus';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { GatewayBridge } from '../../gateways/bridge';
import { candidateTypes, mainEndpoint } from '../../devices/classifier';
import * as gateways from '../gateways/gateways.repo';
import * as repo from './devices.repo';
import { presentDevice } from './devices.present';
import { applyAvailability } from './device-events';

/** zigbee2mqtt's longest permit join (GATEWAY-PROTOCOL.md §2). */
export const PERMIT_JOIN_SECONDS = 180;
const JOIN_GRACE_MS = 5_000;
const INTERVIEW_TIMEOUT_MS = 90_000;
const SWEEP_MS = 1_000;
/** Kinds whose alarms must not be lost: QoS 1 and retained state after the claim. */
const SAFETY_KINDS = ['smoke', 'waterLeak', 'lock'];

interface SessionRow {
  id: string;
  gateway_id: string;
  device_id: string;
  type_i: string;
  state: 'waiting' | 'joined';
  ieee: string | null;
  [key: string]: unknown;
}

export interface AddFlowDeps {
  db: Db;
  bus: EventBus;
  bridge: GatewayBridge;
  /** Called when an add starts on a gateway (the demo's simulated gateway pairs a device of that type). */
  onPairingStarted?: (gatewayId: string, typeI: string) => void;
}

export class AddDeviceFlow {
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly deps: AddFlowDeps) {
    this.sweeper = setInterval(() => void this.sweep().catch(() => {}), SWEEP_MS).unref();
  }

  close(): void {
    clearInterval(this.sweeper);
  }

  async start(input: {
    propertyId: string;
    userId: string;
    typeI: string;
    deviceName: string;
    roomId: string | null;
    landlordsDevice: boolean;
  }): Promise<repo.DeviceRow> {
    const { db, bridge } = this.deps;
    const gateway = await gateways.findByProperty(db, input.propertyId);
    if (!gateway) throw new AppError('GATEWAY_NOT_FOUND', 409);
    if (!gateway.active) throw new AppError('GATEWAY_OFFLINE', 409);
    await this.sweep();
    const deviceId = await db.transaction(async (tx) => {
      if (await one(tx, 'SELECT 1 FROM add_sessions WHERE gateway_id = $1', [gateway.id]))
        throw new AppError('GATEWAY_BUSY', 409);
      const id = await repo.create(tx, {
        propertyId: input.propertyId,
        gatewayId: gateway.id,
        typeI: input.typeI,
        deviceName: input.deviceName,
        roomId: input.roomId,
        landlordsDevice: input.landlordsDevice,
      });
      await tx.query(
        `INSERT INTO add_sessions (id, gateway_id, device_id, type_i, created_by, deadline)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
        [newId(), gateway.id, id, input.typeI, input.userId, PERMIT_JOIN_SECONDS + JOIN_GRACE_MS / 1000],
      );
      return id;
    });
    this.deps.onPairingStarted?.(gateway.id, input.typeI);
    void bridge
      .request(gateway.id, 'permit_join', { time: PERMIT_JOIN_SECONDS })
      .then((response) => (response.status === 'ok' ? undefined : this.failDevice(deviceId, 'gateway_error')))
      .catch(() => this.failDevice(deviceId, 'gateway_error'));
    return (await repo.findById(db, deviceId))!;
  }

  /** The user gave up (gateway-add-failed): the pending device goes, pairing closes. */
  async cancel(deviceId: string): Promise<void> {
    await this.failDevice(deviceId, 'cancelled');
  }

  async onEvent(gatewayId: string, event: BridgeEvent): Promise<void> {
    const { db } = this.deps;
    if (event.type === 'device_leave') {
      await applyAvailability(
        this.deps,
        await repo.listOnGateway(db, gatewayId, event.data.ieee_address),
        false,
      );
      return;
    }
    const session = await one<SessionRow>(db, 'SELECT * FROM add_sessions WHERE gateway_id = $1', [
      gatewayId,
    ]);
    if (!session) return;
    const ieee = event.data.ieee_address;
    // Permit join is network-wide and one add runs per gateway: the first device to join is the one added.
    const ours = session.ieee === null || session.ieee === ieee;
    switch (event.type) {
      case 'device_joined':
        return this.joined(session, ieee);
      case 'device_interview':
        if (!ours) return;
        if (event.data.status === 'started') return this.joined(session, ieee);
        if (event.data.status === 'failed') {
          await this.fail(session, 'interview_failed');
          return;
        }
        return this.classify(session, ieee, event.data.supported ?? false, event.data.definition ?? null);
      case 'device_announce': {
        if (session.state !== 'waiting') return;
        const known = this.deps.bridge.knownDevices.get(gatewayId)?.find((d) => d.ieee_address === ieee);
        if (known?.interview_state === 'SUCCESSFUL')
          return this.classify(session, ieee, known.supported, known.definition ?? null, known);
        return;
      }
    }
  }

  /** A device joined: the session waits for its interview from now on. */
  private async joined(session: SessionRow, ieee: string): Promise<void> {
    await this.deps.db.query(
      `UPDATE add_sessions SET state = 'joined', ieee = $2,
         deadline = now() + make_interval(secs => $3) WHERE id = $1 AND state = 'waiting'`,
      [session.id, ieee, INTERVIEW_TIMEOUT_MS / 1000],
    );
  }

  private async classify(
    session: SessionRow,
    ieee: string,
    supported: boolean,
    definition: Z2mDefinition | null,
    known?: Z2mDevice,
  ): Promise<void> {
    const { db, bridge } = this.deps;
    const owner = await repo.findByIeee(db, ieee);
    if (owner && !owner.pending) {
      await applyAvailability(this.deps, [owner], true);
      await this.fail(session, 'already_added');
      return;
    }
    if (!supported || !definition) {
      await this.fail(session, 'unsupported');
      return;
    }
    const entry = known ?? bridge.knownDevices.get(session.gateway_id)?.find((d) => d.ieee_address === ieee);
    if (!candidateTypes(definition, entry?.model_id).includes(session.type_i)) {
      if (await this.fail(session, 'wrong_type'))
        void bridge.request(session.gateway_id, 'device/remove', { id: ieee, force: false }).catch(() => {});
      return;
    }
    const claimed = await db.transaction(async (tx) => {
      // The session is ended by whoever claims first; a second handling of the interview finds it gone.
      if (!(await one(tx, 'DELETE FROM add_sessions WHERE id = $1 RETURNING id', [session.id]))) return false;
      await repo.claim(tx, session.device_id, {
        ieee,
        ep: mainEndpoint(entry?.endpoints),
        zigbeeModel: entry?.model_id ?? definition.model,
        vendor: definition.vendor,
        model: definition.model,
        exposes: definition.exposes,
      });
      return true;
    });
    if (!claimed) return;
    this.closePairing(session.gateway_id);
    const kind = deviceKind(session.type_i);
    const options: Record<string, unknown> = {};
    if (kind && SAFETY_KINDS.includes(kind)) Object.assign(options, { qos: 1, retain: true });
    if (kind === 'siren' || kind === 'light') options.identify_timeout = 30;
    if (Object.keys(options).length)
      void bridge.request(session.gateway_id, 'device/options', { id: ieee, options }).catch(() => {});
    const row = (await repo.findById(db, session.device_id))!;
    this.publish(row, row.landlords_device ? 'landlord device add success' : 'device add success', {
      device: presentDevice(row),
    });
    this.publish(row, 'pull devices', {});
  }

  private fail(session: SessionRow, reason: AddFailureReason): Promise<boolean> {
    return this.failDevice(session.device_id, reason);
  }

  /** Answers whether this call failed the add (false: it had already ended). */
  private async failDevice(deviceId: string, reason: AddFailureReason): Promise<boolean> {
    const row = await repo.removePending(this.deps.db, deviceId); // the session goes with it
    if (!row) return false;
    if (row.gateway_id) this.closePairing(row.gateway_id);
    this.publish(row, row.landlords_device ? 'landlord device add error' : 'device add error', {
      deviceId,
      reason,
    });
    return true;
  }

  /** Not awaited: a gateway that does not answer must not hold up its other messages. */
  private closePairing(gatewayId: string): void {
    void this.deps.bridge.request(gatewayId, 'permit_join', { time: 0 }).catch(() => undefined);
  }

  private publish(
    row: repo.DeviceRow,
    type:
      | 'device add success'
      | 'landlord device add success'
      | 'device add error'
      | 'landlord device add error'
      | 'pull devices',
    data: Record<string, unknown>,
  ): void {
    this.deps.bus.publish({
      kind: 'live',
      propertyId: row.property_id,
      message: { type, propertyId: row.property_id, data },
    });
  }

  private async sweep(): Promise<void> {
    const expired = await this.deps.db.query<SessionRow>('SELECT * FROM add_sessions WHERE deadline < now()');
    for (const s of expired) await this.fail(s, s.state === 'joined' ? 'interview_timeout' : 'not_found');
  }
}

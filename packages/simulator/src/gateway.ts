// SimulatedGateway: a zigbee2mqtt 2.x gateway with devices, driven by tests, the demo and the load CLI.
import { Bridge } from './bridge';
import { SimDevice, simModel } from './device';
import { applyEvent } from './behaviours/sensor';
import { randomIeee } from './ieee';
import { pairingModel } from './pairing';
import type { PairingFailure, SensorEvent, SimGatewayOptions } from './types';

export interface SimDeviceView {
  ieee: string;
  model: string;
  friendlyName: string;
  state: Record<string, unknown>;
}

export class SimulatedGateway {
  private readonly bridge: Bridge;

  constructor(opts: SimGatewayOptions) {
    this.bridge = new Bridge(opts);
    for (const spec of opts.devices ?? []) {
      const ieee = spec.ieee.toLowerCase();
      this.bridge.addDevice(
        new SimDevice(ieee, simModel(spec.model), { friendlyName: spec.friendlyName, state: spec.state }),
      );
    }
  }

  /** Connects (LWT bridge/state offline) and publishes state, info, devices, groups, availability, states. */
  async start(): Promise<void> {
    await this.bridge.connect();
  }

  /**
   * A device reset and waiting to pair: it joins as soon as permit join is open (now or later).
   * Returns its ieee.
   */
  queuePairing(p: { typeI?: string; model?: string; ieee?: string; failure?: PairingFailure }): string {
    const ieee = (p.ieee ?? randomIeee()).toLowerCase();
    this.bridge.pending.push({ ieee, model: pairingModel(p), failure: p.failure });
    setImmediate(() => this.bridge.pairPending());
    return ieee;
  }

  /** Merges into the cached state and publishes the full state (a device report). */
  report(ieee: string, partial: Record<string, unknown>): void {
    const device = this.device(ieee);
    Object.assign(device.state, partial);
    this.comeOnline(device);
    this.bridge.publishState(device);
  }

  /** A sensor event with the state a real device reports for it (open → contact false). */
  event(ieee: string, e: SensorEvent): void {
    const device = this.device(ieee);
    this.comeOnline(device);
    applyEvent(device, e, this.bridge);
  }

  setAvailability(ieee: string, state: 'online' | 'offline'): void {
    const device = this.device(ieee);
    device.availability = state;
    this.bridge.publishAvailability(device);
  }

  /** The next /set to this device answers only a bridge/logging error. */
  failNextSet(ieee: string): void {
    this.device(ieee).failNextSet = true;
  }

  /** device/remove fails for this device unless `force: true` (a sleeping device ignoring the leave). */
  failRemoveUnlessForced(ieee: string): void {
    this.device(ieee).failRemoveUnlessForced = true;
  }

  /** Abrupt loss of the connection: no DISCONNECT, so the broker publishes the LWT. */
  async drop(): Promise<void> {
    this.bridge.drop();
  }

  /** Back online after drop(), with all retained topics again. */
  async reconnect(): Promise<void> {
    this.bridge.drop();
    await this.bridge.connect();
  }

  /** Clean stop: bridge/state offline, then DISCONNECT. */
  async stop(): Promise<void> {
    await this.bridge.stop();
  }

  get devices(): ReadonlyArray<SimDeviceView> {
    return [...this.bridge.devices.values()].map((d) => ({
      ieee: d.ieee,
      model: d.model.definition.model,
      friendlyName: d.friendlyName,
      state: d.state,
    }));
  }

  get connected(): boolean {
    return this.bridge.connected;
  }

  /** Whether devices may join now (a permit_join is open). */
  get permitJoinOpen(): boolean {
    return this.bridge.permitJoinOpen;
  }

  private device(ieee: string): SimDevice {
    const device = this.bridge.devices.get(ieee.toLowerCase()) ?? this.bridge.find(ieee);
    if (!device) throw new Error(`No simulated device '${ieee}'`);
    return device;
  }

  /** Any message from a device marks it available again (zigbee2mqtt availability). */
  private comeOnline(device: SimDevice): void {
    if (device.availability === 'online') return;
    device.availability = 'online';
    this.bridge.publishAvailability(device);
  }
}

// The demo's simulated gateways, run in-process: each connects to the broker like a real zigbee2mqtt would,
// with its own credentials, and holds the devices the database says it has.
import { SimulatedGateway, type SimTiming } from '@hemvakt/simulator';
import { gatewayBaseTopic } from '@hemvakt/contract/gateway';
import type { SimulatedEvent } from '@hemvakt/contract/dev';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import * as gateways from '../modules/gateways/gateways.repo';
import * as devices from '../modules/devices/devices.repo';
import { simulatedSecret } from '../modules/gateways/gateway-credentials';

/** Demo sensors report a reading every minute. */
const READING_INTERVAL_MS = 60_000;

export class SimulatorHost {
  private readonly running = new Map<string, SimulatedGateway>();

  constructor(
    private readonly db: Db,
    private readonly mqttUrl: string,
    private readonly serverKey: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The password a simulated gateway connects with (derived, so it survives restarts). */
  secretOf(gatewayId: string): string {
    return simulatedSecret(this.serverKey, gatewayId);
  }

  /** Starts every simulated gateway of the database. */
  async startAll(): Promise<void> {
    for (const gateway of await gateways.listSimulated(this.db)) await this.start(gateway.id);
  }

  async start(gatewayId: string, timing: Partial<SimTiming> = {}): Promise<SimulatedGateway> {
    await this.stop(gatewayId);
    const rows = await devices.listOnGateway(this.db, gatewayId);
    const byIeee = new Map(rows.filter((r) => r.model).map((r) => [r.ieee!, r]));
    const gateway = new SimulatedGateway({
      url: this.mqttUrl,
      baseTopic: gatewayBaseTopic(gatewayId),
      username: gatewayId,
      password: this.secretOf(gatewayId),
      clientId: `z2m-${gatewayId}`,
      devices: [...byIeee.values()].map((r) => ({ ieee: r.ieee!, model: r.model!, state: r.state })),
      timing: { readingIntervalMs: READING_INTERVAL_MS, ...timing },
    });
    await gateway.start();
    this.running.set(gatewayId, gateway);
    this.log.info({ gatewayId, devices: byIeee.size }, 'simulated gateway started');
    return gateway;
  }

  get(gatewayId: string): SimulatedGateway | undefined {
    return this.running.get(gatewayId);
  }

  /** An add started: the simulated gateway has a device of that type reset and waiting to join. */
  pair(gatewayId: string, typeI: string): void {
    this.running.get(gatewayId)?.queuePairing({ typeI });
  }

  report(
    gatewayId: string,
    ieee: string,
    report: { event?: SimulatedEvent; state?: Record<string, unknown>; availability?: 'online' | 'offline' },
  ): boolean {
    const gateway = this.running.get(gatewayId);
    if (!gateway) return false;
    if (report.availability) gateway.setAvailability(ieee, report.availability);
    if (report.event) gateway.event(ieee, report.event);
    if (report.state) gateway.report(ieee, report.state);
    return true;
  }

  async stop(gatewayId: string): Promise<void> {
    const gateway = this.running.get(gatewayId);
    this.running.delete(gatewayId);
    await gateway?.stop();
  }

  async close(): Promise<void> {
    await Promise.all([...this.running.keys()].map((id) => this.stop(id)));
  }
}

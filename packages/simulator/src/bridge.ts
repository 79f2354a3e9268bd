// The core of one simulated zigbee2mqtt 2.x instance: its MQTT connection, devices, groups and permit-join
// window, and what it publishes with which retain/QoS (GATEWAY-PROTOCOL.md §1, §2, §7; z2m lib/mqtt.ts,
// lib/extension/{bridge,publish,availability}.ts). SimulatedGateway is the public face over it.
import { createHash } from 'node:crypto';
import mqtt, { type IClientPublishOptions, type MqttClient } from 'mqtt';
import { topics, type BridgeEvent, type BridgeInfo, type BridgeLogging } from '@hemvakt/contract/z2m';
import { SimDevice } from './device';
import { applySet } from './set-command';
import { periodicReading } from './behaviours/sensor';
import type { BehaviourHost } from './behaviours/types';
import { handleRequest } from './bridge-requests';
import { processPendingPairings, type PendingPairing } from './pairing';
import { DEFAULT_TIMING, type SimGatewayOptions, type SimTiming } from './types';

export const SIM_VERSION = '2.12.1-sim';

export interface SimGroup {
  id: number;
  friendly_name: string;
  scenes: unknown[];
  members: { ieee_address: string; endpoint: number }[];
}

const RETAINED_QOS1: IClientPublishOptions = { retain: true, qos: 1 };
const RETAINED_QOS0: IClientPublishOptions = { retain: true, qos: 0 };
const PLAIN: IClientPublishOptions = { retain: false, qos: 0 };
const AEDES_GAP_MS = 3;

export class Bridge implements BehaviourHost {
  readonly base: string;
  readonly t: ReturnType<typeof topics>;
  readonly timing: SimTiming;
  readonly coordinatorIeee: string;
  readonly devices = new Map<string, SimDevice>();
  readonly groups: SimGroup[] = [];
  readonly pending: PendingPairing[] = [];
  permitJoinEnd: number | undefined;
  client: MqttClient | undefined;
  private outbox: Promise<void> = Promise.resolve();
  private permitTimer: NodeJS.Timeout | undefined;
  private readingTimer: NodeJS.Timeout | undefined;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(readonly opts: SimGatewayOptions) {
    this.base = opts.baseTopic;
    this.t = topics(this.base);
    this.timing = { ...DEFAULT_TIMING, ...opts.timing };
    this.coordinatorIeee = `0x${createHash('sha256').update(this.base).digest('hex').slice(0, 16)}`;
  }

  get connected(): boolean {
    return this.client?.connected ?? false;
  }

  // ---- connection ----

  /** Connects with the LWT and publishes everything a starting zigbee2mqtt publishes. */
  async connect(): Promise<void> {
    const client = mqtt.connect(this.opts.url, {
      protocolVersion: 4, // zigbee2mqtt's default, and all the embedded aedes speaks
      clientId: this.opts.clientId ?? `hemvakt-sim-${Math.random().toString(16).slice(2, 10)}`,
      username: this.opts.username,
      password: this.opts.password,
      keepalive: this.opts.keepalive ?? 60,
      reconnectPeriod: 1000,
      connectTimeout: 10_000,
      will: { topic: this.t.bridgeState, payload: Buffer.from('{"state":"offline"}'), retain: true, qos: 1 },
    });
    await new Promise<void>((resolve, reject) => {
      const onError = (err: Error) => {
        client.removeListener('connect', onConnect);
        client.end(true);
        reject(err);
      };
      const onConnect = () => {
        client.removeListener('error', onError);
        resolve();
      };
      client.once('connect', onConnect);
      client.once('error', onError);
    });
    this.client = client;
    client.on('error', () => {}); // reconnects on its own, like zigbee2mqtt
    client.on('message', (topic, payload, packet) => this.onMessage(topic, payload, packet.retain));
    // After a broker hiccup zigbee2mqtt only says it is online again (lib/mqtt.ts onConnect).
    client.on('connect', () => this.publish(this.t.bridgeState, { state: 'online' }, RETAINED_QOS1));
    await client.subscribeAsync(this.t.all, { qos: 0 });
    this.publishAll();
    this.startReadings();
    await this.flush(10_000);
  }

  /** bridge/state online, info, devices, groups, then each device's availability and state. */
  publishAll(): void {
    this.publish(this.t.bridgeState, { state: 'online' }, RETAINED_QOS1);
    this.publishInfo();
    this.publishDevices();
    this.publishGroups();
    for (const d of this.devices.values()) {
      if (!d.interviewed) continue;
      this.publishAvailability(d);
      if (d.availability === 'online') this.publishState(d);
    }
  }

  /** Abrupt loss: the socket goes without a DISCONNECT, so the broker publishes the LWT. */
  drop(): void {
    this.stopReadings();
    this.client?.end(true);
    this.client = undefined;
    this.outbox = Promise.resolve(); // what was waiting for the lost connection is gone with it
  }

  async stop(): Promise<void> {
    this.stopReadings();
    this.closePermitJoin(false);
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    for (const d of this.devices.values()) d.dispose();
    if (!this.client) return;
    if (this.client.connected) {
      this.publish(this.t.bridgeState, { state: 'offline' }, RETAINED_QOS1);
      await this.flush();
    }
    const client = this.client;
    this.client = undefined;
    this.outbox = Promise.resolve();
    await client.endAsync().catch(() => {});
  }

  // ---- timers ----

  later(ms: number, fn: () => void): void {
    const t = setTimeout(() => {
      this.timers.delete(t);
      fn();
    }, ms);
    this.timers.add(t);
  }

  private startReadings(): void {
    this.stopReadings();
    const every = this.timing.readingIntervalMs;
    if (every <= 0) return;
    this.readingTimer = setInterval(() => {
      for (const d of this.devices.values()) {
        if (d.interviewed && d.availability === 'online' && periodicReading(d, every)) this.publishState(d);
      }
    }, every);
  }

  private stopReadings(): void {
    if (this.readingTimer) clearInterval(this.readingTimer);
    this.readingTimer = undefined;
  }

  // ---- publishing ----

  /**
   * Publishes in order. After a retained or QoS > 0 publish the next one waits for its acknowledgement and a
   * few ms: aedes delays those (retained store, PUBACK write) and then drops them as "duplicates" when a
   * later plain QoS 0 packet of the same read chunk overtook them (moscajs/aedes#994, #955).
   */
  publish(topic: string, payload: unknown, options: IClientPublishOptions = PLAIN): void {
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
    const slow = options.retain === true || (options.qos ?? 0) > 0;
    this.outbox = this.outbox.then(
      () =>
        new Promise<void>((resolve) => {
          const client = this.client;
          if (!client || client.disconnecting) return resolve();
          if (!slow) {
            client.publish(topic, body, options);
            return resolve();
          }
          client.publish(topic, body, options, () => setTimeout(resolve, AEDES_GAP_MS));
        }),
    );
  }

  /** Resolves once everything published so far has been handed to the client (or given up). */
  async flush(timeoutMs = 2000): Promise<void> {
    await Promise.race([this.outbox, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
  }

  publishInfo(): void {
    const info: Omit<BridgeInfo, 'config'> & Record<string, unknown> = {
      version: SIM_VERSION,
      commit: 'hemvakt-sim',
      zigbee_herdsman_converters: { version: '26.112.0' },
      zigbee_herdsman: { version: '4.5.1' },
      coordinator: { ieee_address: this.coordinatorIeee, type: 'EmberZNet', meta: { simulated: true } },
      network: { pan_id: 6754, extended_pan_id: '0xdddddddddddddddd', channel: 15 },
      log_level: 'info',
      permit_join: this.permitJoinEnd !== undefined,
      ...(this.permitJoinEnd !== undefined ? { permit_join_end: this.permitJoinEnd } : {}),
      restart_required: false,
      config: {
        mqtt: { base_topic: this.base, server: this.opts.url, client_id: this.opts.clientId },
        availability: { enabled: true },
        advanced: { last_seen: 'ISO_8601', output: 'json', cache_state: true, log_level: 'info' },
        homeassistant: { enabled: false },
        device_options: {},
      },
      config_schema: {},
    };
    this.publish(this.t.bridgeInfo, info, RETAINED_QOS0);
  }

  publishDevices(): void {
    const coordinator = {
      ieee_address: this.coordinatorIeee,
      type: 'Coordinator',
      network_address: 0,
      supported: true,
      friendly_name: 'Coordinator',
      disabled: false,
      definition: null,
      interview_state: 'SUCCESSFUL',
      interviewing: false,
      interview_completed: true,
      endpoints: {
        '1': { bindings: [], configured_reportings: [], clusters: { input: [], output: [] }, scenes: [] },
      },
    };
    this.publish(
      this.t.bridgeDevices,
      [coordinator, ...[...this.devices.values()].map((d) => d.entry())],
      RETAINED_QOS0,
    );
  }

  publishGroups(): void {
    this.publish(this.t.bridgeGroups, this.groups, RETAINED_QOS0);
  }

  publishEvent(event: BridgeEvent): void {
    this.publish(this.t.bridgeEvent, event);
  }

  log(level: BridgeLogging['level'], message: string): void {
    const payload: BridgeLogging = { level, message, namespace: 'z2m' };
    this.publish(this.t.bridgeLogging, payload);
  }

  /** Device state on `B/<friendly_name>`: QoS 0, not retained, unless device options say otherwise. */
  publishState(device: SimDevice): void {
    if (!this.devices.has(device.ieee)) return;
    const qos = device.options.qos === 1 || device.options.qos === 2 ? device.options.qos : 0;
    this.publish(this.t.device(device.friendlyName), device.statePayload(), {
      retain: device.options.retain === true,
      qos,
    });
  }

  publishAvailability(device: SimDevice): void {
    this.publish(this.t.availability(device.friendlyName), { state: device.availability }, RETAINED_QOS1);
  }

  // ---- lookups ----

  /** A device by ieee, then by friendly_name (z2m resolveEntity). */
  find(id: string): SimDevice | undefined {
    const byIeee = this.devices.get(id.toLowerCase());
    if (byIeee) return byIeee;
    for (const d of this.devices.values()) if (d.friendlyName === id) return d;
    return undefined;
  }

  findGroup(id: string | number): SimGroup | undefined {
    return this.groups.find((g) => g.friendly_name === String(id) || String(g.id) === String(id));
  }

  addDevice(device: SimDevice): void {
    this.devices.set(device.ieee, device);
  }

  removeDevice(device: SimDevice): void {
    device.dispose();
    this.devices.delete(device.ieee);
    for (const g of this.groups) g.members = g.members.filter((m) => m.ieee_address !== device.ieee);
  }

  // ---- permit join ----

  setPermitJoin(seconds: number): void {
    this.closePermitJoin(false);
    if (seconds > 0) {
      this.permitJoinEnd = Date.now() + seconds * 1000;
      this.permitTimer = setTimeout(() => this.closePermitJoin(true), seconds * 1000);
    }
    this.publishInfo();
  }

  private closePermitJoin(publish: boolean): void {
    if (this.permitTimer) clearTimeout(this.permitTimer);
    this.permitTimer = undefined;
    if (this.permitJoinEnd === undefined) return;
    this.permitJoinEnd = undefined;
    if (publish) this.publishInfo();
  }

  get permitJoinOpen(): boolean {
    return this.permitJoinEnd !== undefined;
  }

  pairPending(): void {
    processPendingPairings(this);
  }

  // ---- incoming ----

  private onMessage(topic: string, buf: Buffer, retained: boolean): void {
    if (!topic.startsWith(`${this.base}/`) || retained) return; // retained commands are stale
    const rest = topic.slice(this.base.length + 1);
    const text = buf.toString();
    if (rest.startsWith('bridge/')) {
      if (rest.startsWith('bridge/request/'))
        void handleRequest(this, rest.slice('bridge/request/'.length), text);
      return; // our own bridge publishes
    }
    let m: RegExpExecArray | null;
    if ((m = /^(.+)\/set$/.exec(rest))) this.onSet(m[1] as string, parseObject(text));
    else if ((m = /^(.+)\/set\/([^/]+)$/.exec(rest)))
      this.onSet(m[1] as string, { [m[2] as string]: parseRaw(text) });
    else if ((m = /^(.+)\/get$/.exec(rest))) this.onGet(m[1] as string);
  }

  /** The entity a command topic names: device, device + endpoint, or group. */
  private resolve(id: string): { device?: SimDevice; endpoint?: string; group?: SimGroup } | undefined {
    const device = this.find(id);
    if (device) return { device };
    const group = this.findGroup(id);
    if (group) return { group };
    const m = /^(.+)\/([^/]+)$/.exec(id);
    const withEp = m ? this.find(m[1] as string) : undefined;
    if (m && withEp) return { device: withEp, endpoint: m[2] as string };
    return undefined;
  }

  private onSet(id: string, payload: Record<string, unknown> | undefined): void {
    if (!payload) {
      this.log('error', `Invalid message '${id}', skipping...`);
      return;
    }
    const target = this.resolve(id);
    if (!target) {
      this.log('error', `Entity '${id}' is unknown`);
      return;
    }
    if (target.group) {
      const group = target.group;
      for (const m of group.members) {
        const d = this.devices.get(m.ieee_address);
        if (d) this.setDevice(d, payload);
      }
      this.publish(this.t.device(group.friendly_name), payload);
      return;
    }
    const device = target.device as SimDevice;
    if (target.endpoint !== undefined && !(target.endpoint in device.model.endpoints)) {
      this.log('error', `Device '${device.friendlyName}' has no endpoint '${target.endpoint}'`);
      return;
    }
    this.setDevice(device, payload);
  }

  private setDevice(device: SimDevice, payload: Record<string, unknown>): void {
    if (device.failNextSet || device.availability === 'offline') {
      device.failNextSet = false;
      const key = Object.keys(payload).find((k) => k !== 'transition' && k !== 'code');
      if (key === undefined) return;
      this.log(
        'error',
        `Publish 'set' '${key}' to '${device.friendlyName}' failed: 'Error: ZCL command ${device.ieee}/1 failed (Delivery failed for '${device.networkAddress}'.)'`,
      );
      return;
    }
    const result = applySet(device, payload, this);
    for (const e of result.errors) this.log('error', e);
    if (result.publish) this.publishState(device);
  }

  private onGet(id: string): void {
    const target = this.resolve(id);
    if (!target?.device) {
      this.log('error', `Entity '${id}' is unknown`);
      return;
    }
    if (target.device.availability === 'online') this.publishState(target.device);
  }
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function parseRaw(text: string): unknown {
  if (text.startsWith('{')) return parseObject(text) ?? text;
  return text;
}

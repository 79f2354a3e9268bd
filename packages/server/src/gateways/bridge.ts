// The MQTT bridge to zigbee2mqtt gateways (GATEWAY-PROTOCOL.md): one client on the broker, subscribed to
// every gateway's base topic (shared out between the instances of a cluster, see subscriptions.ts); routes
// what gateways publish to the handlers, one gateway's messages in order, and sends commands and requests
// (with a transaction and a timeout).
import { randomUUID } from 'node:crypto';
import mqtt, { type IPublishPacket, type MqttClient } from 'mqtt';
import type { FastifyBaseLogger } from 'fastify';
import { gatewayBaseTopic } from '@hemvakt/contract/gateway';
import {
  topics,
  type BridgeEvent,
  type BridgeInfo,
  type BridgeLogging,
  type BridgeResponse,
  type DeviceState,
  type Z2mDevice,
} from '@hemvakt/contract/z2m';
import { DeviceListWatch } from './device-list-watch';
import { GATEWAY_ROOT, shouldHandle, subscriptionsFor, type SubscriptionMode } from './subscriptions';

export interface GatewayHandlers {
  bridgeState(gatewayId: string, online: boolean): Promise<void>;
  bridgeInfo(gatewayId: string, info: BridgeInfo): Promise<void>;
  bridgeDevices(gatewayId: string, devices: Z2mDevice[]): Promise<void>;
  bridgeEvent(gatewayId: string, event: BridgeEvent): Promise<void>;
  deviceState(gatewayId: string, ieee: string, state: DeviceState): Promise<void>;
  availability(gatewayId: string, ieee: string, online: boolean): Promise<void>;
  logging(gatewayId: string, entry: BridgeLogging): Promise<void>;
}

export class RequestTimeoutError extends Error {}

const REQUEST_TIMEOUT_MS = 10_000;
const IEEE = /^0x[0-9a-f]{16}$/;

interface Pending {
  resolve(response: BridgeResponse): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

export class GatewayBridge {
  private client?: MqttClient;
  private mode: SubscriptionMode = { kind: 'single' };
  private readonly instanceId = randomUUID().slice(0, 8);
  private readonly pending = new Map<string, Pending>();
  /** Per gateway: friendly_name → ieee, from the last bridge/devices. */
  private readonly names = new Map<string, Map<string, string>>();
  private readonly queues = new Map<string, Promise<void>>();
  private handled = 0;
  /** Per gateway: the last bridge/devices (the add flow classifies announces from it). */
  readonly knownDevices = new Map<string, Z2mDevice[]>();
  private readonly deviceListWatch = new DeviceListWatch((gatewayId) => this.requestRestart(gatewayId));
  /** Rejects when the bridge closes: a command still waiting for the broker then fails instead of hanging. */
  private readonly closed: Promise<never>;
  private markClosed!: (error: Error) => void;

  constructor(
    private readonly handlers: GatewayHandlers,
    private readonly log: FastifyBaseLogger,
  ) {
    this.closed = new Promise<never>((_, reject) => (this.markClosed = reject));
    this.closed.catch(() => {});
  }

  /**
   * `single`: the embedded broker (MQTT 3.1.1, which aedes speaks, and one plain subscription);
   * `cluster`: an external MQTT 5 broker, gateway traffic shared out between the cluster's instances.
   */
  async connect(
    url: string,
    mode: SubscriptionMode,
    credentials: { username?: string; password?: string } = {},
  ): Promise<void> {
    this.mode = mode;
    this.client = await mqtt.connectAsync(url, {
      protocolVersion: mode.kind === 'cluster' ? 5 : 4,
      clientId: `hemvakt-server-${this.instanceId}`,
      reconnectPeriod: 1000,
      // QoS 0 publishes are lock commands (sendOnce): never kept for a later reconnect.
      queueQoSZero: false,
      ...credentials,
    });
    this.client.on('message', (topic, payload, packet) => this.route(topic, payload, packet));
    this.client.on('error', (error) => this.log.warn({ err: error }, 'mqtt bridge error'));
    for (const { topic, subscriptionIdentifier } of subscriptionsFor(mode)) {
      await this.client.subscribeAsync(topic, {
        qos: 1,
        ...(subscriptionIdentifier ? { properties: { subscriptionIdentifier } } : {}),
      });
    }
  }

  /** Gateway messages this instance has taken on (in a cluster, its share of them). */
  get handledMessages(): number {
    return this.handled;
  }

  async close(): Promise<void> {
    this.deviceListWatch.close();
    const error = new Error('the gateway bridge closed');
    this.markClosed(error);
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.reject(error);
    }
    this.pending.clear();
    await this.client?.endAsync(true);
    await Promise.allSettled(this.queues.values());
  }

  /** Resolves when every message received so far has been handled (tests and benchmarks). */
  async idle(): Promise<void> {
    await Promise.allSettled(this.queues.values());
  }

  async set(gatewayId: string, ieee: string, payload: Record<string, unknown>): Promise<void> {
    await this.publish(topics(gatewayBaseTopic(gatewayId)).set(ieee), payload);
  }

  /**
   * Publishes a command now or not at all: QoS 0 (no redelivery) and refused while the broker is away,
   * so a lock command is never replayed late (GATEWAY-PROTOCOL.md 'Lock commands').
   */
  async sendOnce(gatewayId: string, ieee: string, payload: Record<string, unknown>): Promise<void> {
    if (!this.client?.connected) throw new Error('bridge not connected');
    await this.client.publishAsync(topics(gatewayBaseTopic(gatewayId)).set(ieee), JSON.stringify(payload), {
      qos: 0,
    });
  }

  /** A bridge request; answers zigbee2mqtt's response, or throws RequestTimeoutError after 10 s. */
  async request(
    gatewayId: string,
    name: string,
    payload: Record<string, unknown>,
    timeoutMs = REQUEST_TIMEOUT_MS,
  ): Promise<BridgeResponse> {
    const transaction = `${this.instanceId}:${randomUUID()}`;
    const response = new Promise<BridgeResponse>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(transaction);
        reject(new RequestTimeoutError(`${name} got no response`));
      }, timeoutMs);
      this.pending.set(transaction, { resolve, reject, timer });
    });
    await this.publish(topics(gatewayBaseTopic(gatewayId)).request(name), { ...payload, transaction });
    return response;
  }

  /** Clears a retained topic (zero-length retained publish). */
  async clearRetained(topic: string): Promise<void> {
    if (this.client)
      await Promise.race([this.client.publishAsync(topic, '', { retain: true, qos: 1 }), this.closed]);
  }

  private async publish(topic: string, payload: Record<string, unknown>): Promise<void> {
    if (!this.client) throw new Error('bridge not connected');
    await Promise.race([this.client.publishAsync(topic, JSON.stringify(payload), { qos: 1 }), this.closed]);
  }

  private requestRestart(gatewayId: string): void {
    this.log.warn({ gatewayId }, 'gateway online without its device list; asking it to restart');
    this.request(gatewayId, 'restart', {}).catch((error: unknown) =>
      this.log.warn({ err: error, gatewayId }, 'gateway restart request failed'),
    );
  }

  private route(topic: string, payload: Buffer, packet: IPublishPacket): void {
    const parts = topic.split('/');
    const gatewayId = parts[1];
    if (parts[0] !== GATEWAY_ROOT || !gatewayId || parts.length < 3 || payload.length === 0) return;
    const rest = parts.slice(2);
    if (!shouldHandle(this.mode, rest, packet.properties?.subscriptionIdentifier)) return;
    let body: unknown;
    try {
      body = JSON.parse(payload.toString());
    } catch {
      return; // zigbee2mqtt's `attribute` output or a stranger: ignore
    }
    if (rest[0] === 'bridge' && rest[1] === 'response') {
      this.resolvePending(body as BridgeResponse);
      return;
    }
    this.handled++;
    const previous = this.queues.get(gatewayId) ?? Promise.resolve();
    const next = previous
      .then(() => this.dispatch(gatewayId, rest, body))
      .catch((error: unknown) => this.log.error({ err: error, topic }, 'gateway message failed'));
    this.queues.set(gatewayId, next);
  }

  private resolvePending(response: BridgeResponse): void {
    const transaction = String(response.transaction ?? '');
    const pending = this.pending.get(transaction);
    if (!pending) return; // another instance's request
    clearTimeout(pending.timer);
    this.pending.delete(transaction);
    pending.resolve(response);
  }

  private async dispatch(gatewayId: string, rest: string[], body: unknown): Promise<void> {
    const h = this.handlers;
    if (rest[0] === 'bridge') {
      switch (rest[1]) {
        case 'state': {
          const online = (body as { state?: string }).state === 'online';
          this.deviceListWatch.state(gatewayId, online);
          return h.bridgeState(gatewayId, online);
        }
        case 'info':
          return h.bridgeInfo(gatewayId, body as BridgeInfo);
        case 'devices': {
          const devices = (body as Z2mDevice[]).filter((d) => d.type !== 'Coordinator');
          this.knownDevices.set(gatewayId, devices);
          this.deviceListWatch.devices(gatewayId);
          this.names.set(gatewayId, new Map(devices.map((d) => [d.friendly_name, d.ieee_address])));
          return h.bridgeDevices(gatewayId, devices);
        }
        case 'event':
          return h.bridgeEvent(gatewayId, body as BridgeEvent);
        case 'logging':
          return h.logging(gatewayId, body as BridgeLogging);
        default:
          return;
      }
    }
    const last = rest[rest.length - 1];
    if (last === 'set' || last === 'get' || rest.includes('set')) return;
    const isAvailability = last === 'availability';
    const ieee = this.ieeeOf(gatewayId, (isAvailability ? rest.slice(0, -1) : rest).join('/'));
    if (!ieee) return;
    if (isAvailability)
      return h.availability(gatewayId, ieee, (body as { state?: string }).state === 'online');
    if (body && typeof body === 'object' && !Array.isArray(body))
      return h.deviceState(gatewayId, ieee, body as DeviceState);
  }

  /** The ieee of a device by its friendly name on a gateway. */
  ieeeOf(gatewayId: string, friendlyName: string): string | undefined {
    return (
      this.names.get(gatewayId)?.get(friendlyName) ?? (IEEE.test(friendlyName) ? friendlyName : undefined)
    );
  }
}

// The event bus of a cluster (DESIGN.md §1, §5): every instance publishes its events to one broker topic
// outside the gateways' `hemvakt/<gatewayId>/...` namespace, and hands what it hears to its own hub. An
// instance delivers its own events in-process at once and never hears them back (MQTT 5 No Local), so each
// event reaches each instance exactly once.
import { randomUUID } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import type { FastifyBaseLogger } from 'fastify';
import { InProcessEventBus, type BusEvent, type EventBus } from './event-bus';

/** The bus topic of a cluster; gateways' ACLs and the bridge's `hemvakt/+/#` never cover it. */
const SESSION_EXPIRY_SECONDS = 60;

export const clusterBusTopic = (clusterName: string) => `hemvakt-cluster/${clusterName}/bus`;

export class MqttEventBus implements EventBus {
  private readonly local = new InProcessEventBus();

  private constructor(
    private readonly client: MqttClient,
    private readonly topic: string,
    log: FastifyBaseLogger,
  ) {
    client.on('message', (_topic, payload) => {
      try {
        this.local.publish(JSON.parse(payload.toString()) as BusEvent);
      } catch (error) {
        log.warn({ err: error }, 'unreadable cluster bus message');
      }
    });
    client.on('error', (error) => log.warn({ err: error }, 'cluster bus error'));
  }

  static async connect(url: string, clusterName: string, log: FastifyBaseLogger): Promise<MqttEventBus> {
    const topic = clusterBusTopic(clusterName);
    const client = await mqtt.connectAsync(url, {
      protocolVersion: 5,
      clientId: `hemvakt-bus-${randomUUID()}`,
      reconnectPeriod: 1000,
      // A session the broker keeps for a minute: events published while this instance's connection is down
      // (a broker restart, a network hiccup) arrive when it reconnects instead of being lost.
      clean: false,
      properties: { sessionExpiryInterval: SESSION_EXPIRY_SECONDS },
    });
    // QoS 1: a lost 'access-changed' or 'sessions-ended' would leave a socket seeing what it may not.
    await client.subscribeAsync(topic, { qos: 1, nl: true });
    return new MqttEventBus(client, topic, log);
  }

  publish(event: BusEvent): void {
    this.local.publish(event);
    this.client.publish(this.topic, JSON.stringify(event), { qos: 1 });
  }

  subscribe(handler: (event: BusEvent) => void): () => void {
    return this.local.subscribe(handler);
  }

  async close(): Promise<void> {
    await this.client.endAsync(false, { properties: { sessionExpiryInterval: 0 } }); // nothing to keep
    await this.local.close();
  }
}

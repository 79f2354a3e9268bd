// Test helpers: an in-process aedes broker on a free port, and a plain MQTT client playing the server.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { Aedes } from 'aedes';
import mqtt, { type MqttClient } from 'mqtt';

export interface TestBroker {
  url: string;
  close(): Promise<void>;
}

export async function startBroker(): Promise<TestBroker> {
  const broker = await Aedes.createBroker();
  const server = net.createServer(broker.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `mqtt://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface Received {
  topic: string;
  /** Parsed JSON, or the raw text ('' for a cleared retained topic). */
  payload: any;
  retain: boolean;
  qos: number;
  at: number;
}

/** The server's side: subscribes to `B/#` at QoS 1 and records every message. */
export class Observer {
  readonly messages: Received[] = [];
  private constructor(
    readonly client: MqttClient,
    readonly base: string,
  ) {}

  static async connect(url: string, base: string): Promise<Observer> {
    const client = await mqtt.connectAsync(url, { protocolVersion: 4, reconnectPeriod: 0 });
    const o = new Observer(client, base);
    client.on('message', (topic, buf, packet) => {
      const text = buf.toString();
      let payload: unknown = text;
      try {
        payload = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      o.messages.push({ topic, payload, retain: packet.retain, qos: packet.qos, at: Date.now() });
    });
    await client.subscribeAsync(`${base}/#`, { qos: 1 });
    return o;
  }

  on(sub: string): Received[] {
    return this.messages.filter((m) => m.topic === `${this.base}/${sub}`);
  }

  async waitFor(
    sub: string,
    predicate: (m: Received) => boolean = () => true,
    timeoutMs = 3000,
  ): Promise<Received> {
    const started = Date.now();
    for (;;) {
      const hit = this.on(sub).find(predicate);
      if (hit) return hit;
      if (Date.now() - started > timeoutMs)
        throw new Error(`Nothing on ${this.base}/${sub} within ${timeoutMs} ms`);
      await sleep(10);
    }
  }

  async publish(sub: string, payload: unknown): Promise<void> {
    await this.client.publishAsync(
      `${this.base}/${sub}`,
      typeof payload === 'string' ? payload : JSON.stringify(payload),
      {
        qos: 1,
      },
    );
  }

  /** Sends a bridge request with a transaction and waits for the answer carrying it. */
  async request(
    name: string,
    payload: Record<string, unknown>,
    transaction: string | number = Math.random().toString(36),
  ) {
    await this.publish(`bridge/request/${name}`, { ...payload, transaction });
    const m = await this.waitFor(`bridge/response/${name}`, (r) => r.payload?.transaction === transaction);
    return m.payload;
  }

  async close(): Promise<void> {
    await this.client.endAsync();
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

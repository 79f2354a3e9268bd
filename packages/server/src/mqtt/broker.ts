// The embedded MQTT broker (aedes, MQTT 3.1.1): every client authenticates; a gateway publishes and
// subscribes only under its own base topic `hemvakt/<gatewayId>`; the server's own client may do anything.
// Retained messages survive restarts in the database (retained-store.ts).
import { createServer, type Server } from 'node:net';
import { Aedes, type Client } from 'aedes';
import { gatewayBaseTopic } from '@hemvakt/contract/gateway';
import type { FastifyBaseLogger } from 'fastify';
import type { RetainedPacket, RetainedStore } from './retained-store';

export interface BrokerAuth {
  /** The server's own client. */
  server: { username: string; password: string };
  /** Whether `password` is the secret of gateway `gatewayId` (its MQTT username). */
  checkGateway(gatewayId: string, password: string): Promise<boolean>;
}

export interface EmbeddedBroker {
  port: number;
  /** Ends the connections of a gateway at once (its secret changed, or it was removed). */
  disconnectGateway(gatewayId: string): Promise<void>;
  /** Clears every retained message under the gateway's base topic (it was removed). */
  clearGatewayTopics(gatewayId: string): Promise<void>;
  close(): Promise<void>;
}

/** The part of aedes' persistence that holds retained messages (aedes-persistence's promise API). */
interface RetainedPersistence {
  storeRetained(packet: RetainedPacket & { cmd: 'publish'; retain: true }): Promise<void>;
  createRetainedStream(pattern: string): AsyncIterable<RetainedPacket>;
}

/** What aedes has but does not type. */
interface AedesInternals {
  clients: Record<string, TaggedClient>;
  persistence: RetainedPersistence;
}

const SERVER_CLIENT = Symbol('hemvakt server client');

type TaggedClient = Client & { [SERVER_CLIENT]?: boolean; gatewayId?: string };

function withinGateway(client: TaggedClient, topic: string): boolean {
  if (client[SERVER_CLIENT]) return true;
  if (!client.gatewayId) return false;
  const base = gatewayBaseTopic(client.gatewayId);
  return topic === base || topic.startsWith(`${base}/`);
}

async function listen(server: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return typeof address === 'object' && address ? address.port : port;
}

export async function startEmbeddedBroker(opts: {
  port: number;
  host: string;
  /** When the port is taken, listen on a free one instead of failing (MQTT_PORT left at its default). */
  fallbackToFreePort: boolean;
  auth: BrokerAuth;
  retained: RetainedStore;
  log: FastifyBaseLogger;
}): Promise<EmbeddedBroker> {
  const broker = await Aedes.createBroker({
    authenticate: (client: TaggedClient, username, password, done) => {
      const secret = password?.toString() ?? '';
      if (username === opts.auth.server.username && secret === opts.auth.server.password) {
        client[SERVER_CLIENT] = true;
        return done(null, true);
      }
      if (!username) return done(null, false);
      opts.auth.checkGateway(username, secret).then(
        (ok) => {
          if (ok) client.gatewayId = username;
          done(null, ok);
        },
        () => done(null, false),
      );
    },
    authorizePublish: (client: TaggedClient | null, packet, done) => {
      if (!client) return done(null);
      done(withinGateway(client, packet.topic) ? null : new Error('topic not allowed'));
    },
    authorizeSubscribe: (client: TaggedClient, sub, done) => {
      done(null, withinGateway(client, sub.topic) ? sub : null);
    },
  });
  // aedes drops a retained or QoS 1 message that a QoS 0 message of the same client overtakes: its
  // cross-broker duplicate check compares per-broker counters (moscajs/aedes#994). One embedded broker has
  // no cross-broker duplicates, and packets without a broker id skip the check.
  (broker as { id: string }).id = '';
  const internals = broker as unknown as AedesInternals;
  await keepRetained(internals.persistence, opts.retained);
  const server = createServer(broker.handle);
  let port: number;
  try {
    port = await listen(server, opts.port, opts.host);
  } catch (error) {
    if (!opts.fallbackToFreePort || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    port = await listen(server, 0, opts.host);
    opts.log.warn({ taken: opts.port, port }, 'MQTT port taken; the embedded broker listens on a free port');
  }
  const gatewayClients = (gatewayId: string) =>
    Object.values(internals.clients).filter((c) => c.gatewayId === gatewayId);
  return {
    port,
    async disconnectGateway(gatewayId) {
      await Promise.all(
        gatewayClients(gatewayId).map((c) => new Promise<void>((resolve) => c.close(() => resolve()))),
      );
    },
    async clearGatewayTopics(gatewayId) {
      const topics: string[] = [];
      for await (const p of internals.persistence.createRetainedStream(`${gatewayBaseTopic(gatewayId)}/#`))
        topics.push(p.topic);
      for (const topic of topics) {
        await new Promise<void>((resolve) =>
          broker.publish(
            { cmd: 'publish', topic, payload: Buffer.alloc(0), qos: 0, retain: true, dup: false },
            () => resolve(),
          ),
        );
      }
      await opts.retained.flush();
    },
    async close() {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await opts.retained.flush(); // the last wills the broker published while closing
    },
  };
}

/** Loads the stored retained messages into aedes and records every retained publish from now on. */
async function keepRetained(persistence: RetainedPersistence, store: RetainedStore): Promise<void> {
  for (const packet of await store.load())
    await persistence.storeRetained({ ...packet, cmd: 'publish', retain: true });
  const storeInMemory = persistence.storeRetained.bind(persistence);
  persistence.storeRetained = (packet) => {
    store.record(packet);
    return storeInMemory(packet);
  };
}

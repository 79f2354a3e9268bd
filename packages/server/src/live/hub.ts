// Holds this instance's live sockets and routes bus events to the sockets allowed to see them.
import type { WebSocket } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import { LIVE_CLOSE_UNAUTHORIZED, type LiveMessage } from '@hemvakt/contract/live';
import type { Db } from '../db/db';
import type { BusEvent, EventBus } from './event-bus';
import { visiblePropertyIds } from '../modules/properties/properties.repo';

const HEARTBEAT_MS = 30_000;

interface Connection {
  socket: WebSocket;
  userId: string;
  sessionId: string;
  propertyIds: Set<string>;
  alive: boolean;
}

export class LiveHub {
  private readonly connections = new Set<Connection>();
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    bus: EventBus,
    private readonly log: FastifyBaseLogger,
  ) {
    this.unsubscribe = bus.subscribe((event) => this.handle(event));
    this.heartbeat = setInterval(() => this.checkAlive(), HEARTBEAT_MS).unref();
  }

  get size(): number {
    return this.connections.size;
  }

  async add(socket: WebSocket, userId: string, sessionId: string): Promise<void> {
    const connection: Connection = { socket, userId, sessionId, propertyIds: new Set(), alive: true };
    this.connections.add(connection);
    socket.on('close', () => this.connections.delete(connection));
    socket.on('pong', () => (connection.alive = true));
    await this.refreshScope(connection);
    this.send(connection, { type: 'hello', data: { userId, propertyIds: [...connection.propertyIds] } });
  }

  close(): void {
    this.unsubscribe();
    clearInterval(this.heartbeat);
    for (const connection of this.connections) connection.socket.close(1001, 'server shutting down');
  }

  private handle(event: BusEvent): void {
    switch (event.kind) {
      case 'live': {
        // Serialised once for every socket: with many sockets per home the fan-out dominates the latency.
        let frame: Buffer | undefined;
        for (const connection of this.connections) {
          const forUser = event.userId !== undefined && connection.userId === event.userId;
          const forProperty = event.propertyId !== undefined && connection.propertyIds.has(event.propertyId);
          if ((forUser || forProperty) && !event.exceptUserIds?.includes(connection.userId))
            this.send(connection, (frame ??= Buffer.from(JSON.stringify(event.message))));
        }
        return;
      }
      case 'sessions-ended': {
        const ended = new Set(event.sessionIds);
        for (const connection of this.connections) {
          if (ended.has(connection.sessionId))
            connection.socket.close(LIVE_CLOSE_UNAUTHORIZED, 'session ended');
        }
        return;
      }
      case 'access-changed':
        for (const connection of this.connections) {
          if (connection.userId === event.userId) void this.refreshScope(connection);
        }
        return;
    }
  }

  private async refreshScope(connection: Connection): Promise<void> {
    try {
      connection.propertyIds = new Set(await visiblePropertyIds(this.db, connection.userId));
    } catch (error) {
      this.log.error({ err: error }, 'live scope refresh failed; closing socket');
      connection.socket.close(1011, 'scope unavailable');
    }
  }

  private send(connection: Connection, message: LiveMessage | Buffer): void {
    if (connection.socket.readyState !== connection.socket.OPEN) return;
    if (Buffer.isBuffer(message)) connection.socket.send(message, { binary: false });
    else connection.socket.send(JSON.stringify(message));
  }

  private checkAlive(): void {
    for (const connection of this.connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }
}

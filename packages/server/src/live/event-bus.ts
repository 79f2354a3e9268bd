// Domain events that reach every server instance. Embedded mode uses the in-process bus; cluster mode
// (MQTT_URL) backs the same interface with the broker (mqtt-event-bus.ts).
import type { LiveMessage } from '@hemvakt/contract/live';

export type BusEvent =
  /** A live message for the sockets of one property (and its landlord) or of one user. */
  | { kind: 'live'; message: LiveMessage; propertyId?: string; userId?: string; exceptUserIds?: string[] }
  /** These sessions ended (logout, password reset): their sockets close. */
  | { kind: 'sessions-ended'; sessionIds: string[] }
  /** The properties a user may see changed: their sockets recompute their scope. */
  | { kind: 'access-changed'; userId: string }
  /** A lock reported LOCK or UNLOCK: the commands waiting for it, on whichever instance, settle. */
  | { kind: 'lock-reported'; gatewayId: string; ieee: string; lockState: string };

export interface EventBus {
  publish(event: BusEvent): void;
  subscribe(handler: (event: BusEvent) => void): () => void;
  close(): Promise<void>;
}

export class InProcessEventBus implements EventBus {
  private readonly handlers = new Set<(event: BusEvent) => void>();

  publish(event: BusEvent): void {
    for (const handler of this.handlers) queueMicrotask(() => handler(event));
  }

  subscribe(handler: (event: BusEvent) => void): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }
}

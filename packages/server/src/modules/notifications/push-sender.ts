// Pushes a stored notification to the recipient's registered devices of its property, in the background:
// the caller is never delayed and never sees a failure (it is logged). Tokens the push service no longer
// knows (404/410) are dropped.
import type { FastifyBaseLogger } from 'fastify';
import type { Notification } from '@hemvakt/contract/notifications';
import type { Db } from '../../db/db';
import type { PushMessage, PushTransport } from '../../integrations/push/push-message';
import * as tokens from './push-tokens.repo';

export interface PushSenderDeps {
  db: Db;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'debug'>;
  transports: Partial<Record<tokens.PushTokenKind, PushTransport>>;
  /** The VAPID public key browsers subscribe with. */
  vapidPublicKey: string;
}

export function pushMessageOf(notification: Notification): PushMessage {
  return {
    title: notification.propertyName || 'Hemvakt',
    body: notification.warningMessage,
    tag: notification.id,
    url: '/main-view?notifications=open',
    notificationId: notification.id,
    propertyId: notification.propertyId,
  };
}

export class PushSender {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly deps: PushSenderDeps) {}

  get publicKey(): string {
    return this.deps.vapidPublicKey;
  }

  /** Starts pushing `notification` to `userId`'s devices; answers at once. */
  push(userId: string, notification: Notification): void {
    const delivery: Promise<void> = this.deliver(userId, notification)
      .catch((error: unknown) => this.deps.log.error({ err: error, userId }, 'push delivery failed'))
      .finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
  }

  /** Waits for the pushes under way (a clean stop). */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  private async deliver(userId: string, notification: Notification): Promise<void> {
    if (!notification.propertyId) return;
    const { db, log, transports } = this.deps;
    const message = pushMessageOf(notification);
    const targets = await tokens.listFor(db, userId, notification.propertyId);
    await Promise.all(
      targets.map(async (target) => {
        const transport = transports[target.kind];
        if (!transport) {
          log.debug({ tokenId: target.id, kind: target.kind }, 'no push service configured for this token');
          return;
        }
        try {
          if ((await transport.send(target.token, message)) === 'gone') await tokens.remove(db, target.id);
        } catch (error) {
          log.warn({ err: error, tokenId: target.id, kind: target.kind }, 'push failed');
        }
      }),
    );
  }
}

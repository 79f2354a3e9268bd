// Web Push (RFC 8030) with VAPID (RFC 8292) and an aes128gcm-encrypted payload (RFC 8291). web-push signs
// and encrypts; the request goes out with fetch, so any push service URL (https, or a local test's http) works.
import webpush from 'web-push';
import { WebPushSubscriptionSchema } from '@hemvakt/contract/notifications';
import {
  isGone,
  PushServiceError,
  type PushMessage,
  type PushOutcome,
  type PushTransport,
} from './push-message';
import type { VapidKeys } from './vapid-keys';

/** How long a push service keeps a message for an offline device. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

export class WebPushTransport implements PushTransport {
  constructor(
    readonly keys: VapidKeys,
    private readonly subject: string,
  ) {}

  async send(token: string, message: PushMessage): Promise<PushOutcome> {
    const subscription = WebPushSubscriptionSchema.parse(JSON.parse(token));
    const request = webpush.generateRequestDetails(subscription, JSON.stringify(message), {
      vapidDetails: { subject: this.subject, ...this.keys },
      contentEncoding: 'aes128gcm',
      TTL: TTL_SECONDS,
      urgency: 'high',
    });
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.ok) return 'sent';
    if (isGone(response.status)) return 'gone';
    throw new PushServiceError(response.status, await response.text());
  }
}

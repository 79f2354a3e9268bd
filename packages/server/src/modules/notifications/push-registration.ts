// Registering a device for push (spec 000 §7.2 POST notifications/{propertyId}): the token is a browser's
// Web Push subscription as JSON, or an FCM registration token of the native wrapper.
import { WebPushSubscriptionSchema } from '@hemvakt/contract/notifications';
import type { Role } from '@hemvakt/contract/roles';
import type { Db } from '../../db/db';
import { badRequest } from '../../lib/errors';
import * as properties from '../properties/properties.repo';
import * as tokens from './push-tokens.repo';

const FCM_TOKEN = /^[A-Za-z0-9_:-]{20,4096}$/;

function parseSubscription(token: string) {
  try {
    return WebPushSubscriptionSchema.safeParse(JSON.parse(token));
  } catch {
    return undefined;
  }
}

/** The token's kind and the key that makes registering it again an update. */
export function classifyToken(token: string): { kind: tokens.PushTokenKind; key: string } {
  const trimmed = token.trim();
  if (trimmed.startsWith('{')) {
    const subscription = parseSubscription(trimmed);
    if (subscription?.success) return { kind: 'webpush', key: subscription.data.endpoint };
  } else if (FCM_TOKEN.test(trimmed)) {
    return { kind: 'fcm', key: trimmed };
  }
  throw badRequest('VALIDATION_FAILED', [
    {
      field: 'notificationToken',
      in: 'body',
      message: 'must be a Web Push subscription (JSON) or an FCM token',
    },
  ]);
}

/** Stores the token for the user and property with the user's role there (never the role the body claims). */
export async function registerToken(
  db: Db,
  userId: string,
  propertyId: string,
  token: string,
): Promise<void> {
  const { kind, key } = classifyToken(token);
  const membership = await properties.findMembership(db, propertyId, userId);
  const role: Role = membership?.role ?? 'Landlord';
  await tokens.upsert(db, {
    user_id: userId,
    property_id: propertyId,
    role,
    kind,
    token: token.trim(),
    token_key: key,
  });
}

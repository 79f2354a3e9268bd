// This browser's Web Push subscription: the service worker at the root scope, the browser's permission,
// and subscribing with the server's VAPID key. Also keeps the subscription registered for the home that
// is open (a subscription is registered per property).
import { RoleSchema } from '@hemvakt/contract/roles';
import { fetchPushPublicKey, registerPushDevice } from '../api/push';
import type { Session } from './session';

export const SERVICE_WORKER_URL = '/sw.js';

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export function pushPermission(): NotificationPermission | 'unsupported' {
  return pushSupported() ? Notification.permission : 'unsupported';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

/** The session's role as the registration names it (the server stores the member's actual role). */
function roleOf(session: Session) {
  const parsed = RoleSchema.safeParse(session.userRole);
  return parsed.success ? parsed.data : 'Home Member';
}

async function register(session: Session, propertyId: string, subscription: PushSubscription) {
  await registerPushDevice(propertyId, {
    notificationToken: JSON.stringify(subscription.toJSON()),
    appUserId: session.userId,
    role: roleOf(session),
  });
}

/** Asks the browser's permission, subscribes and registers; answers the permission the user gave. */
export async function enablePush(session: Session, propertyId: string): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  await navigator.serviceWorker.ready;
  const publicKey = await fetchPushPublicKey();
  // A subscription made with another server key cannot be reused.
  await (await registration.pushManager.getSubscription())?.unsubscribe();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  await register(session, propertyId, subscription);
  return permission;
}

/** Ends this browser's subscription; the push service then answers 410 and the server drops it. */
export async function disablePush(): Promise<void> {
  await (await currentSubscription())?.unsubscribe();
}

const registeredFor = new Set<string>();

/** Registers an existing subscription for the open home once per page load (homes can be switched). */
export async function keepPushRegistered(session: Session, propertyId: string): Promise<void> {
  if (pushPermission() !== 'granted' || registeredFor.has(propertyId)) return;
  registeredFor.add(propertyId);
  const subscription = await currentSubscription();
  if (subscription) await register(session, propertyId, subscription);
}

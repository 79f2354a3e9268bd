// Push registration calls (spec 000 §7.2 POST notifications/{propertyId}) and the server's VAPID key.
import { getPushPublicKey, registerPushToken } from '@hemvakt/contract/notifications';
import type { Role } from '@hemvakt/contract/roles';
import { callApi } from './client';

export function fetchPushPublicKey(): Promise<string> {
  return callApi(getPushPublicKey, {}).then((answer) => answer.publicKey);
}

/** Registers this device's push subscription (or token) for the user and property. */
export async function registerPushDevice(
  propertyId: string,
  body: { notificationToken: string; appUserId: string; role: Role },
): Promise<void> {
  await callApi(registerPushToken, { params: { propertyId }, body });
}

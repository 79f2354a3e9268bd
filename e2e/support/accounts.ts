// Accounts for tests that change what an account stores on the server (language, current home), so
// they never touch the demo accounts other specs read at the same time. Made through the API.
import { baseUrl } from './browser';
import { linkPath, waitForMail } from './mail';

export const TEST_PASSWORD = 'Sommar-2025!';

interface Claims {
  user: string;
  property: string | null;
}

export async function api<T = any>(
  path: string,
  options: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${options.method ?? 'GET'} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export function claimsOf(token: string): Claims {
  const part = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Claims;
}

export async function apiLogin(email: string, password: string) {
  const { token } = await api<{ token: string }>('/login', { body: { email, password } });
  const claims = claimsOf(token);
  return { token, userId: claims.user, propertyId: claims.property };
}

let counter = 0;

export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

export interface DeviceRights {
  id: string;
  canView: boolean;
  canControll: boolean;
  canEdit: boolean;
}

async function demoVilla(): Promise<{ token: string; propertyId: string }> {
  const owner = await apiLogin('owner@demo.hemvakt.se', 'hemvakt-demo');
  const villa = (
    await api<Array<{ id: string; propertyName: string }>>(`/properties/${owner.userId}`, {
      token: owner.token,
    })
  ).find((property) => property.propertyName === 'Villa Solbacken');
  if (!villa) throw new Error('The demo owner has no Villa Solbacken');
  return { token: owner.token, propertyId: villa.id };
}

/**
 * A new House Member of Villa Solbacken (the demo owner invites, the invitee accepts with a new
 * account). Its only home is Villa Solbacken, with the demo's four rooms. With `devices`, the member
 * has only those rights instead of full access to all devices.
 */
export async function newHouseMember(
  name = 'Test Person',
  devices?: DeviceRights[],
  /** Another home to join instead (its owner's token). */
  home?: { token: string; propertyId: string },
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail('member');
  const inviter = home ?? (await demoVilla());
  await api(`/invite-house-member-new/${inviter.propertyId}`, {
    token: inviter.token,
    body: {
      userName: name,
      userEmail: email,
      userHasFullAccessDevices: devices === undefined,
      userCanChangeScenes: true,
      userCanEditCreateScenes: true,
      userCanEditCreateRooms: true,
      userCanChangeGeofence: true,
      userCanEditCreateCameras: true,
      userCanChangeAlarm: true,
      userDevices: devices ?? [],
    },
  });
  const mail = await waitForMail(email, /invit/i);
  const token = linkPath(mail, 'accept-invitation').split('/').pop();
  await api(`/accept-invitation/answer/${token}`, {
    body: {
      answer: 'yes',
      account: { name, phone: '+46 70 555 00 11', password: TEST_PASSWORD, acceptTerms: true },
    },
  });
  return { email, password: TEST_PASSWORD };
}

/** A new Home Owner whose current home is 'Testhuset' (no rooms, no gateway). */
export async function newOwner(name = 'Test Owner') {
  const email = uniqueEmail('owner');
  await api('/register/send-verification-email', { body: { email, name } });
  const mail = await waitForMail(email, /confirm/i);
  const code = linkPath(mail, 'complete-registration').split('/').pop();
  const { token } = await api<{ token: string }>('/register', {
    body: { code, name, phone: '+46 70 555 00 12', password: TEST_PASSWORD, acceptTerms: true },
  });
  const userId = claimsOf(token).user;
  const home = await api<{ id: string }>(`/create-additional-property/${userId}`, {
    token,
    body: {
      propertyName: 'Testhuset',
      street: 'Testgatan 1',
      city: 'Uppsala',
      postCode: '752 36',
      country: 'Sweden',
    },
  });
  // Make it the current home, as choosing it in Manage properties does.
  await api(`/get-selected-property-data/${userId}`, { token, body: { selectedProperty: home.id } });
  return { email, password: TEST_PASSWORD, token, userId, propertyId: home.id };
}

/**
 * A new Home Owner with a home of their own whose gateway is added but has never connected, for tests that
 * remove a gateway without touching the demo.
 */
export async function newOwnerWithGateway(name = 'Test Owner') {
  const owner = await newOwner(name);
  await api(`/gateway/${owner.propertyId}`, { token: owner.token, body: {} });
  return owner;
}

// Test builders and a typed caller: `call(t, def, { params, body, token })` goes through app.inject.
import { decodeJwt } from 'jose';
import { fillPath, type CallDef } from '@hemvakt/contract/http';
import type { SessionClaims } from '@hemvakt/contract/auth';
import { hashPassword } from '../src/lib/passwords';
import { createAccount, createFirstHome } from '../src/modules/accounts/accounts.service';
import * as buildings from '../src/modules/buildings/buildings.repo';
import * as properties from '../src/modules/properties/properties.repo';
import type { TestApp } from './test-app';

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

export const GOOD_PASSWORD = 'Correct-Horse-9';

export interface CallArgs {
  params?: Record<string, string | number>;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export async function call(t: TestApp, def: CallDef, args: CallArgs = {}) {
  const response = await t.app.inject({
    method: def.method,
    url: `/api${fillPath(def.path, args.params)}`,
    headers: { ...(args.token ? { authorization: `Bearer ${args.token}` } : {}), ...args.headers },
    ...(args.body === undefined ? {} : { payload: args.body as object }),
  });
  return {
    status: response.statusCode,
    body: response.json() as any,
    headers: response.headers,
  };
}

export interface BuiltUser {
  id: string;
  email: string;
  password: string;
  propertyId: string | null;
}

export async function buildUser(
  t: TestApp,
  overrides: {
    email?: string;
    name?: string;
    password?: string;
    landlord?: { companyName: string };
    home?: boolean;
  } = {},
): Promise<BuiltUser> {
  const email = overrides.email ?? `user-${unique()}@example.com`;
  const password = overrides.password ?? GOOD_PASSWORD;
  const id = await createAccount(
    t.db,
    {
      email,
      name: overrides.name ?? 'Test User',
      phone: '+46701234567',
      emailVerified: true,
      landlord: overrides.landlord,
    },
    await hashPassword(password),
  );
  const propertyId = overrides.landlord || overrides.home === false ? null : await createFirstHome(t.db, id);
  return { id, email, password, propertyId };
}

/** A landlord with one building of apartments (codes `<prefix>-1`, `<prefix>-2`). */
export async function buildLandlordWithApartments(t: TestApp, tenantEmail?: string) {
  const landlord = await buildUser(t, { landlord: { companyName: 'Test Fastigheter AB' } });
  const prefix = `T${unique()}`.toUpperCase();
  const buildingId = await buildings.create(t.db, {
    landlordId: landlord.id,
    buildingName: 'Testgatan 1',
    buildingAddress: 'Testgatan 1',
    buildingCity: 'Stockholm',
    buildingPostCode: '111 11',
    buildingFloors: 1,
    buildingFlatsPerFloor: 2,
  });
  const apartments = [];
  for (const n of [1, 2]) {
    const code = `${prefix}-${n}`;
    const id = await buildings.createApartment(t.db, {
      buildingId,
      landlordId: landlord.id,
      propertyName: `Lgh 110${n}`,
      street: 'Testgatan 1',
      city: 'Stockholm',
      postCode: '111 11',
      floor: 1,
      flatNumber: `110${n}`,
      propertyCode: code,
    });
    apartments.push({ id, code });
  }
  if (tenantEmail) {
    await t.db.query('UPDATE properties SET tenant_email = $1 WHERE id = $2', [
      tenantEmail,
      apartments[1]!.id,
    ]);
  }
  return { landlord, buildingId, apartments };
}

export async function loginAs(t: TestApp, user: { email: string; password: string }): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return (response.json() as { token: string }).token;
}

export function claimsOf(token: string): SessionClaims & { exp: number; iss: string; aud: string } {
  return decodeJwt(token) as SessionClaims & { exp: number; iss: string; aud: string };
}

/** The newest mail to an address, and the secret of the link in it that starts with `path`. */
export async function mailLink(t: TestApp, to: string, path: string) {
  const rows = await t.db.query<{ subject: string; text_body: string }>(
    'SELECT subject, text_body FROM mail_outbox WHERE to_address = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
    [to],
  );
  const mail = rows[0];
  if (!mail) throw new Error(`no mail to ${to}`);
  const match = new RegExp(`${path}/([A-Za-z0-9_-]+)`).exec(mail.text_body);
  if (!match) throw new Error(`no ${path} link in mail to ${to}`);
  return { subject: mail.subject, text: mail.text_body, secret: match[1]! };
}

export async function mailCount(t: TestApp, to: string): Promise<number> {
  const rows = await t.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1',
    [to],
  );
  return rows[0]!.n;
}

/** A House Member of `propertyId` with full rights except those turned off in `flags`. */
export async function buildMember(
  t: TestApp,
  propertyId: string,
  flags: Partial<properties.Permissions> = {},
): Promise<BuiltUser & { token: string }> {
  const member = await buildUser(t, { home: false, name: 'Mia Member' });
  await properties.addMember(t.db, propertyId, member.id, 'House Member', {
    ...properties.FULL_PERMISSIONS,
    ...flags,
  });
  return { ...member, token: await loginAs(t, member) };
}

/** A property manager of the landlord's team; `admin` may act as the main landlord (cbadol). */
export async function buildManager(
  t: TestApp,
  landlordId: string,
  admin: boolean,
): Promise<BuiltUser & { token: string }> {
  const manager = await buildUser(t, { home: false, name: 'Maja Manager' });
  await t.db.query(
    `UPDATE users SET is_landlord = true, landlord_id = $2, can_be_admin_of_main_landlord = $3
      WHERE id = $1`,
    [manager.id, landlordId, admin],
  );
  return { ...manager, token: await loginAs(t, manager) };
}

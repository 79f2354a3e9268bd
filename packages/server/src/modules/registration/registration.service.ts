// Sign-up: by a verified e-mail link, or as the tenant of an apartment by its property code.
import type { NewAccount } from '@hemvakt/contract/auth';
import type { Language } from '@hemvakt/contract/common';
import type { Deps } from '../../deps';
import type { Db } from '../../db/db';
import { conflict, notFound } from '../../lib/errors';
import { normalizeEmail } from '../../lib/text';
import { linkMail } from '../../mail/templates';
import * as linkTokens from '../accounts/link-tokens.repo';
import * as users from '../accounts/users.repo';
import * as properties from '../properties/properties.repo';
import { findFreeApartment } from '../properties/properties.service';
import { createAccount, createFirstHome, hashNewPassword } from '../accounts/accounts.service';

const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

type Services = Pick<Deps, 'db' | 'mailer' | 'sessions' | 'config'>;

export async function emailExists(db: Db, email: string): Promise<boolean> {
  return Boolean(await users.findByEmail(db, normalizeEmail(email)));
}

export async function sendVerificationEmail(
  { db, mailer, config }: Services,
  input: { email: string; name: string; language?: Language },
): Promise<void> {
  const email = normalizeEmail(input.email);
  if (await emailExists(db, email)) throw conflict('EMAIL_TAKEN');
  await db.transaction(async (tx) => {
    const secret = await linkTokens.issue(tx, {
      purpose: 'email-verification',
      email,
      payload: { name: input.name, language: input.language ?? 'EN' },
      ttlMs: VERIFICATION_TTL_MS,
    });
    const link = `${config.publicUrl}/complete-registration/${secret}`;
    await mailer.send(
      linkMail('verification', input.language ?? 'EN', email, link, { name: input.name }),
      tx,
    );
  });
}

export async function pendingRegistration(db: Db, secret: string) {
  const link = await linkTokens.findUsable(db, 'email-verification', secret);
  if (!link) throw notFound('INVALID_TOKEN');
  return { email: link.email, name: link.payload.name ?? '' };
}

export async function completeRegistration({ db, sessions }: Services, secret: string, account: NewAccount) {
  const passwordHash = await hashNewPassword(account.password);
  return db.transaction(async (tx) => {
    const link = await linkTokens.consume(tx, 'email-verification', secret);
    if (!link) throw notFound('INVALID_TOKEN');
    const language = account.language ?? (link.payload.language as Language | undefined) ?? 'EN';
    const userId = await createAccount(
      tx,
      { ...account, language, email: link.email, emailVerified: true },
      passwordHash,
    );
    await createFirstHome(tx, userId, language);
    return sessions.issue(userId, tx);
  });
}

export async function describePropertyCode(db: Db, code: string) {
  const apartment = await findFreeApartment(db, code);
  return { propertyName: apartment.property_name, buildingName: apartment.building_name };
}

/** An e-mail fits a code when it has no account and matches the tenant e-mail the landlord set, if any. */
export async function isGoodEmailForCode(db: Db, email: string, code: string): Promise<boolean> {
  const normalized = normalizeEmail(email);
  const apartment = await properties.findByCode(db, code);
  if (!apartment?.landlord_id || (await emailExists(db, normalized))) return false;
  if (await properties.hasMemberWithRole(db, apartment.id, 'Tenant')) return false;
  return !apartment.tenant_email || normalizeEmail(apartment.tenant_email) === normalized;
}

export async function registerByPropertyCode(
  { db, sessions }: Services,
  code: string,
  account: NewAccount & { email: string },
) {
  const passwordHash = await hashNewPassword(account.password);
  return db.transaction(async (tx) => {
    const apartment = await findFreeApartment(tx, code, true);
    const email = normalizeEmail(account.email);
    const designated = apartment.tenant_email ? normalizeEmail(apartment.tenant_email) : null;
    if (designated && designated !== email) throw conflict('EMAIL_NOT_ALLOWED_FOR_PROPERTY');
    const userId = await createAccount(
      tx,
      { ...account, email, emailVerified: designated === email },
      passwordHash,
    );
    await properties.addMember(tx, apartment.id, userId, 'Tenant');
    return sessions.issue(userId, tx);
  });
}

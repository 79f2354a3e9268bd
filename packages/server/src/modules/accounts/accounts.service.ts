// Creating accounts and logging in. Every sign-up path (verified e-mail, property code, invitation,
// landlord link, identity provider) creates its account here.
import type { NewAccount } from '@hemvakt/contract/auth';
import type { Language } from '@hemvakt/contract/common';
import type { Db } from '../../db/db';
import { conflict, forbidden, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { normalizeEmail } from '../../lib/text';
import * as users from './users.repo';
import * as properties from '../properties/properties.repo';

export interface AccountInput extends Omit<NewAccount, 'password' | 'acceptTerms' | 'phone'> {
  email: string;
  phone?: string;
  password?: string;
  emailVerified: boolean;
  landlord?: { companyName: string };
}

const FIRST_HOME_NAME: Record<Language, string> = { EN: 'My home', SE: 'Mitt hem' };

/** Creates the user; answers 409 EMAIL_TAKEN when the e-mail has an account. Hash the password first. */
export async function createAccount(
  db: Db,
  input: AccountInput,
  passwordHash: string | null,
): Promise<string> {
  const email = normalizeEmail(input.email);
  if (await users.findByEmail(db, email)) throw conflict('EMAIL_TAKEN');
  return users.create(db, {
    email,
    name: input.name.trim(),
    phone: input.phone?.trim(),
    passwordHash,
    emailVerified: input.emailVerified,
    language: input.language,
    subscribeNewsletter: input.subscribeNewsletter,
    subscribeDealsOffers: input.subscribeDealsOffers,
    landlord: input.landlord,
  });
}

/** A new resident starts as Home Owner of a first home, which they can rename and give an address. */
export async function createFirstHome(db: Db, userId: string, language: Language = 'EN'): Promise<string> {
  const propertyId = await properties.create(db, { propertyName: FIRST_HOME_NAME[language] });
  await properties.addMember(db, propertyId, userId, 'Home Owner');
  return propertyId;
}

export async function hashNewPassword(password: string | undefined): Promise<string | null> {
  return password ? hashPassword(password) : null;
}

let dummyHash: Promise<string> | undefined;

/** The user of an e-mail and password; unknown e-mails cost the same time as wrong passwords. */
export async function checkCredentials(db: Db, email: string, password: string): Promise<users.UserRow> {
  const user = await users.findByEmail(db, normalizeEmail(email));
  dummyHash ??= hashPassword('not-a-password-Xx!');
  const valid = await verifyPassword(user?.password_hash ?? (await dummyHash), password);
  if (!user || !valid || !user.password_hash) throw unauthorized('INVALID_CREDENTIALS');
  if (!user.active) throw forbidden('ACCOUNT_LOCKED');
  return user;
}

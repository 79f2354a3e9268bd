// Landlord accounts are created from a registration link that the operator sends (see the
// `invite-landlord` script); the link carries the e-mail and the company.
import type { Language } from '@hemvakt/contract/common';
import type { Deps, MailingServices } from '../../deps';
import type { Db } from '../../db/db';
import { notFound } from '../../lib/errors';
import { normalizeEmail } from '../../lib/text';
import { linkMail } from '../../mail/templates';
import * as linkTokens from '../accounts/link-tokens.repo';
import { createAccount, hashNewPassword } from '../accounts/accounts.service';
import type { NewAccount } from '@hemvakt/contract/auth';

const LANDLORD_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export async function inviteLandlord(
  { db, mailer, config }: MailingServices,
  input: { email: string; companyName: string; language?: Language },
): Promise<string> {
  return db.transaction(async (tx) => {
    const email = normalizeEmail(input.email);
    const secret = await linkTokens.issue(tx, {
      purpose: 'landlord-registration',
      email,
      payload: { companyName: input.companyName },
      ttlMs: LANDLORD_LINK_TTL_MS,
    });
    const link = `${config.publicUrl}/landlord-registration/${secret}`;
    await mailer.send(
      linkMail('landlordRegistration', input.language ?? 'EN', email, link, { company: input.companyName }),
      tx,
    );
    return link;
  });
}

export async function landlordInvitation(db: Db, secret: string) {
  const link = await linkTokens.findUsable(db, 'landlord-registration', secret);
  if (!link) throw notFound('INVALID_TOKEN');
  return { email: link.email, companyName: link.payload.companyName ?? null };
}

export async function registerLandlord(
  { db, sessions }: Pick<Deps, 'db' | 'sessions'>,
  secret: string,
  account: NewAccount & { companyName: string },
) {
  const passwordHash = await hashNewPassword(account.password);
  return db.transaction(async (tx) => {
    const link = await linkTokens.consume(tx, 'landlord-registration', secret);
    if (!link) throw notFound('INVALID_TOKEN');
    const { companyName, ...rest } = account;
    const userId = await createAccount(
      tx,
      { ...rest, email: link.email, emailVerified: true, landlord: { companyName: companyName.trim() } },
      passwordHash,
    );
    return sessions.issue(userId, tx);
  });
}

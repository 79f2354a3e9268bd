// House invitations: created by an owner (members module) and answered from the mailed link.
import type { NewAccount } from '@hemvakt/contract/auth';
import type { Language } from '@hemvakt/contract/common';
import type { Deps, MailingServices } from '../../deps';
import type { Db } from '../../db/db';
import { badRequest, notFound } from '../../lib/errors';
import { newSecret } from '../../lib/secrets';
import { linkMail } from '../../mail/templates';
import * as users from '../accounts/users.repo';
import * as properties from '../properties/properties.repo';
import * as invitations from './invitations.repo';
import * as members from '../members/members.repo';
import { createAccount, hashNewPassword } from '../accounts/accounts.service';

const INVITATION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

type Services = Pick<Deps, 'db' | 'mailer' | 'sessions' | 'config' | 'bus'>;

export async function inviteHouseMember(
  { db, mailer, config }: MailingServices,
  invitation: invitations.NewInvitation,
  language: Language,
): Promise<string> {
  return db.transaction(async (tx) => {
    const secret = newSecret();
    const id = await invitations.create(tx, invitation, secret, INVITATION_TTL_MS);
    const property = await properties.findById(tx, invitation.propertyId);
    const inviter = await users.findById(tx, invitation.invitedBy);
    const link = `${config.publicUrl}/accept-invitation/${secret}`;
    const values = {
      name: invitation.name,
      inviter: inviter?.name ?? '',
      property: property?.property_name ?? '',
    };
    await mailer.send(linkMail('invitation', language, invitation.email, link, values), tx);
    return id;
  });
}

export async function describeInvitation(db: Db, secret: string) {
  const invitation = await invitations.findBySecret(db, secret);
  if (!invitation) throw notFound('INVITATION_NOT_FOUND');
  return {
    email: invitation.invited_user_email,
    propertyName: invitation.property_name,
    invitedBy: invitation.inviter_name ?? '',
    accountExists: Boolean(await users.findByEmail(db, invitation.invited_user_email)),
  };
}

export async function answerInvitation(
  { db, sessions, bus }: Services,
  secret: string,
  answer: 'yes' | 'no',
  account: NewAccount | undefined,
): Promise<{ status: 'accepted' | 'declined'; token?: string }> {
  const passwordHash = await hashNewPassword(account?.password);
  const result = await db.transaction(async (tx) => {
    const invitation = await invitations.take(tx, secret);
    if (!invitation) throw notFound('INVITATION_NOT_FOUND');
    if (answer === 'no') return { status: 'declined' as const };
    const existing = await users.findByEmail(tx, invitation.invited_user_email);
    if (!existing && !account) {
      throw badRequest('VALIDATION_FAILED', [
        { field: 'account', in: 'body', message: 'Required for a new account' },
      ]);
    }
    const userId =
      existing?.id ??
      (await createAccount(
        tx,
        { ...account!, email: invitation.invited_user_email, emailVerified: true },
        passwordHash,
      ));
    await properties.addMember(tx, invitation.property_id, userId, 'House Member', invitation.permissions);
    await members.replaceDeviceAccess(tx, invitation.property_id, userId, invitation.user_devices);
    return {
      status: 'accepted' as const,
      userId,
      token: existing ? undefined : await sessions.issue(userId, tx),
    };
  });
  if (result.status === 'declined') return result;
  bus.publish({ kind: 'access-changed', userId: result.userId });
  return result.token ? { status: result.status, token: result.token } : { status: result.status };
}

// SQL for users.
import type { Db } from '../../db/db';
import { one } from '../../db/db';
import { newId } from '../../lib/ids';
import type { Language } from '@hemvakt/contract/common';

export interface UserRow {
  id: string;
  email: string;
  name: string;
  phone: string;
  password_hash: string | null;
  active: boolean;
  email_verified: boolean;
  language: Language;
  subscribe_newsletter: boolean;
  subscribe_deals_offers: boolean;
  profile_image: string | null;
  my_address: Record<string, string> | null;
  is_landlord: boolean;
  landlord_id: string | null;
  main_landlord: boolean;
  can_be_admin_of_main_landlord: boolean;
  company_name: string | null;
  agent_id: string | null;
  current_property_id: string | null;
  push_when_alarm: boolean;
  push_when_scene_change: boolean;
  push_when_alarm_change: boolean;
  [key: string]: unknown;
}

export interface NewUser {
  email: string;
  name: string;
  phone?: string;
  passwordHash: string | null;
  emailVerified: boolean;
  language?: Language;
  subscribeNewsletter?: boolean;
  subscribeDealsOffers?: boolean;
  landlord?: { companyName: string };
}

export function findById(db: Db, id: string) {
  return one<UserRow>(db, 'SELECT * FROM users WHERE id = $1', [id]);
}

export function findByEmail(db: Db, email: string) {
  return one<UserRow>(db, 'SELECT * FROM users WHERE email = $1', [email]);
}

export async function create(db: Db, user: NewUser): Promise<string> {
  const id = newId();
  await db.query(
    `INSERT INTO users (id, email, name, phone, password_hash, email_verified, language, subscribe_newsletter,
       subscribe_deals_offers, is_landlord, landlord_id, main_landlord, company_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      id,
      user.email,
      user.name,
      user.phone ?? '',
      user.passwordHash,
      user.emailVerified,
      user.language ?? 'EN',
      user.subscribeNewsletter ?? false,
      user.subscribeDealsOffers ?? false,
      Boolean(user.landlord),
      user.landlord ? id : null,
      Boolean(user.landlord),
      user.landlord?.companyName ?? null,
    ],
  );
  return id;
}

export async function setPassword(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
}

export async function recordActivity(db: Db, id: string, state: string, route: string): Promise<void> {
  await db.query(
    'UPDATE users SET last_active_at = now(), last_active_state = $2, last_active_route = $3 WHERE id = $1',
    [id, state, route],
  );
}

export async function setCurrentProperty(db: Db, id: string, propertyId: string): Promise<void> {
  await db.query('UPDATE users SET current_property_id = $2 WHERE id = $1', [id, propertyId]);
}

/** Columns the user may change about themselves; names are fixed here, never taken from input. */
const OWN_SETTINGS = {
  name: 'name',
  phone: 'phone',
  language: 'language',
  subscribeNewsletter: 'subscribe_newsletter',
  subscribeDealsOffers: 'subscribe_deals_offers',
  profileImage: 'profile_image',
  myAddress: 'my_address',
  pushWhenAlarm: 'push_when_alarm',
  pushWhenSceneChange: 'push_when_scene_change',
  pushWhenAlarmChange: 'push_when_alarm_change',
} as const;

export type OwnSettings = Partial<Record<keyof typeof OWN_SETTINGS, unknown>>;

export async function updateOwnSettings(db: Db, id: string, settings: OwnSettings): Promise<void> {
  const entries = Object.entries(settings).filter(([, v]) => v !== undefined) as Array<
    [keyof typeof OWN_SETTINGS, unknown]
  >;
  if (entries.length === 0) return;
  const sets = entries.map(([key], i) => `${OWN_SETTINGS[key]} = $${i + 2}`).join(', ');
  await db.query(`UPDATE users SET ${sets} WHERE id = $1`, [id, ...entries.map(([, v]) => v)]);
}

export async function remove(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM users WHERE id = $1', [id]);
}

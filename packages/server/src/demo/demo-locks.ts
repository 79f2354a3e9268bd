// The demo's smart-lock keys (issue 7): a cleaner's key for Tuesdays 9–12, twice a week, and a dog
// walker's key that works any time, up to five times a day. Their link secrets are derived from the
// server key, so the start can print the links again after a restart (real keys keep only a hash).
import { createHmac } from 'node:crypto';
import { KEY_PAGE_PATH, keyDraft, type KeyDraft } from '@hemvakt/contract/locks';
import type { Db } from '../db/db';
import { hashSecret } from '../lib/secrets';
import * as devices from '../modules/devices/devices.repo';
import * as locks from '../modules/locks/locks.repo';

const DEMO_KEYS: (KeyDraft & { slug: string })[] = [
  {
    slug: 'cleaner',
    ...keyDraft({
      keyName: 'Front Lock',
      userName: 'Städfirman Ren AB',
      accessType: 'recurring',
      startTime: '09:00',
      endTime: '12:00',
      appliedDays: ['Tue'],
      limitUses: true,
      numOfUses: 2,
      limitTerm: 'weekly',
    }),
  },
  {
    slug: 'dog-walker',
    ...keyDraft({
      keyName: 'Back Door',
      userName: 'Dog walker Nils',
      limitUses: true,
      numOfUses: 5,
      limitTerm: 'daily',
    }),
  },
];

function demoSecret(serverKey: string, slug: string): string {
  return createHmac('sha256', serverKey).update(`demo-key:${slug}`).digest('base64url');
}

/** The demo keys' links, e.g. to print them at start. */
export function demoKeyLinks(publicUrl: string, serverKey: string): { name: string; url: string }[] {
  return DEMO_KEYS.map((key) => ({
    name: `${key.userName} (${key.keyName})`,
    url: `${publicUrl}${KEY_PAGE_PATH}/${demoSecret(serverKey, key.slug)}`,
  }));
}

export async function seedDemoLocks(
  db: Db,
  opts: { propertyId: string; ownerId: string; serverKey: string },
): Promise<void> {
  const homeDevices = await devices.listByProperty(db, opts.propertyId);
  // The Yale relocks itself after 5 min (auto-lock's default).
  await db.query(
    `UPDATE devices SET state = state || '{"auto_relock_time": 300}'::jsonb WHERE property_id = $1 AND model = 'YRD226HA2619'`,
    [opts.propertyId],
  );
  for (const { slug, ...key } of DEMO_KEYS) {
    const lock = homeDevices.find((device) => device.device_name === key.keyName);
    if (!lock) continue;
    await locks.create(db, {
      ...key,
      deviceId: lock.id,
      propertyId: opts.propertyId,
      tokenHash: hashSecret(demoSecret(opts.serverKey, slug)),
      createdBy: opts.ownerId,
    });
  }
}

// The inbox (spec 000 §4.6, §7.2 'Notifications'): a user's notifications of a property from the last week,
// newest first, a page at a time; read, removed one by one or all. Older rows are never shown and are
// deleted by a recurring durable job.
import {
  NOTIFICATION_HISTORY_MS,
  NOTIFICATION_PAGE_SIZE,
  type NotificationPage,
} from '@hemvakt/contract/notifications';
import type { Db } from '../../db/db';
import type { JobRunner } from '../../jobs/job-runner';
import type { AuthContext } from '../accounts/sessions.service';
import { authorize } from '../../authz/authorize';
import { notFound } from '../../lib/errors';
import * as properties from '../properties/properties.repo';
import { presentNotification } from './notifications.present';
import * as repo from './notifications.repo';

export const RETENTION_JOB = 'notifications.retention';
/** How often the retention job deletes notifications older than the kept week. */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

export interface InboxDeps {
  db: Db;
  jobs: JobRunner;
}

const keptSince = (jobs: JobRunner) => new Date(jobs.now().getTime() - NOTIFICATION_HISTORY_MS);

export async function page(
  { db, jobs }: InboxDeps,
  userId: string,
  propertyId: string,
  skip: number,
): Promise<NotificationPage> {
  const since = keptSince(jobs);
  const [rows, unread, property] = await Promise.all([
    repo.listPage(db, { userId, propertyId, since, skip, limit: NOTIFICATION_PAGE_SIZE + 1 }),
    repo.countUnread(db, userId, propertyId, since),
    properties.findById(db, propertyId),
  ]);
  const timeZone = String(property?.time_zone ?? 'Europe/Stockholm');
  return {
    notifications: rows.slice(0, NOTIFICATION_PAGE_SIZE).map((row) => presentNotification(row, timeZone)),
    unread,
    more: rows.length > NOTIFICATION_PAGE_SIZE,
  };
}

export async function unreadCount({ db, jobs }: InboxDeps, userId: string, propertyId: string) {
  return repo.countUnread(db, userId, propertyId, keptSince(jobs));
}

/** Removes a notification of the caller's; someone else's is refused (403), a missing one is 404. */
export async function removeOwn(db: Db, auth: AuthContext, id: string): Promise<void> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound('NOTIFICATION_NOT_FOUND');
  await authorize(db, auth, 'account.self', { userId: row.user_id });
  await repo.remove(db, id);
}

/** Deletes what is older than the kept week, then schedules the next run (one pending job in a cluster). */
export function startRetention({ db, jobs }: InboxDeps): Promise<void> {
  jobs.handle(RETENTION_JOB, async () => {
    await repo.removeOlderThan(db, keptSince(jobs));
    await scheduleRetention(jobs, new Date(jobs.now().getTime() + RETENTION_INTERVAL_MS), false);
  });
  return scheduleRetention(jobs, jobs.now(), true);
}

function scheduleRetention(jobs: JobRunner, runAt: Date, keep: boolean): Promise<void> {
  return jobs.schedule(RETENTION_JOB, {}, runAt, { key: RETENTION_JOB, keep });
}

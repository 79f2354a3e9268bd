// The `jobs` table (DESIGN.md §6): one row per delayed job. A runner claims due rows with
// FOR UPDATE SKIP LOCKED and a lease (`locked_until`), so each job runs once across instances, and a
// job whose runner died is claimed again when its lease ends.
import type { Db } from '../db/db';
import { newId } from '../lib/ids';

export interface JobRow {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  run_at: Date;
  attempts: number;
  locked_until: Date | null;
  [key: string]: unknown;
}

/** A new job; with a dedupe key, the pending job of that key is moved (or kept, with `keep`). */
export async function schedule(
  db: Db,
  job: { kind: string; payload: Record<string, unknown>; runAt: Date; dedupeKey?: string; keep?: boolean },
): Promise<void> {
  await db.query(
    `INSERT INTO jobs (id, kind, payload, run_at, dedupe_key) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (dedupe_key) DO ${
       job.keep
         ? 'NOTHING'
         : `UPDATE SET kind = EXCLUDED.kind, payload = EXCLUDED.payload, run_at = EXCLUDED.run_at,
              attempts = 0, locked_until = NULL, last_error = NULL`
     }`,
    [newId(), job.kind, JSON.stringify(job.payload), job.runAt, job.dedupeKey ?? null],
  );
}

export async function cancel(db: Db, dedupeKey: string): Promise<void> {
  await db.query('DELETE FROM jobs WHERE dedupe_key = $1', [dedupeKey]);
}

/** Claims up to `limit` due jobs until `leaseUntil`; a claimed job is invisible to other runners. */
export async function claimDue(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<JobRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx.query<JobRow>(
      `SELECT id, kind, payload, run_at, attempts, locked_until FROM jobs
        WHERE run_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
        ORDER BY run_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [now, limit],
    );
    if (due.length === 0) return [];
    await tx.query('UPDATE jobs SET locked_until = $1, attempts = attempts + 1 WHERE id = ANY($2)', [
      leaseUntil,
      due.map((job) => job.id),
    ]);
    return due.map((job) => ({ ...job, attempts: job.attempts + 1, locked_until: leaseUntil }));
  });
}

/** Deletes a finished job, unless it was scheduled anew while it ran (its lease was reset). */
export async function finish(db: Db, job: JobRow): Promise<void> {
  await db.query('DELETE FROM jobs WHERE id = $1 AND locked_until = $2', [job.id, job.locked_until]);
}

export async function retryLater(db: Db, job: JobRow, runAt: Date, error: string): Promise<void> {
  await db.query(
    'UPDATE jobs SET run_at = $3, locked_until = NULL, last_error = $4 WHERE id = $1 AND locked_until = $2',
    [job.id, job.locked_until, runAt, error],
  );
}

export async function countPending(db: Db, kind?: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM jobs WHERE $1::text IS NULL OR kind = $1',
    [kind ?? null],
  );
  return rows[0]!.n;
}

// Runs durable jobs (DESIGN.md §6): handlers by job kind, a poll loop that claims due rows, retries
// with a growing delay, and an injectable clock for tests. Any number of runners may share a database.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import * as repo from './jobs.repo';

export type JobHandler = (payload: Record<string, unknown>, job: repo.JobRow) => Promise<void>;

export interface JobRunnerOptions {
  clock?: () => Date;
  /** How long a claimed job stays invisible to other runners. */
  leaseMs?: number;
  pollMs?: number;
  maxAttempts?: number;
  batch?: number;
}

export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private readonly clock: () => Date;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly maxAttempts: number;
  private readonly batch: number;

  constructor(
    private readonly db: Db,
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
    options: JobRunnerOptions = {},
  ) {
    this.clock = options.clock ?? (() => new Date());
    this.leaseMs = options.leaseMs ?? 60_000;
    this.pollMs = options.pollMs ?? 1_000;
    this.maxAttempts = options.maxAttempts ?? 5;
    this.batch = options.batch ?? 20;
  }

  handle(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  now(): Date {
    return this.clock();
  }

  /** A job of `kind` at `runAt`; with a dedupe key, a pending job of that key is moved (or kept). */
  schedule(
    kind: string,
    payload: Record<string, unknown>,
    runAt: Date,
    dedupe?: { key: string; keep?: boolean },
  ): Promise<void> {
    return repo.schedule(this.db, { kind, payload, runAt, dedupeKey: dedupe?.key, keep: dedupe?.keep });
  }

  cancel(dedupeKey: string): Promise<void> {
    return repo.cancel(this.db, dedupeKey);
  }

  start(): void {
    if (this.timer) return;
    const tick = () => {
      this.timer = setTimeout(() => {
        void this.runDue().finally(() => {
          if (this.timer) tick();
        });
      }, this.pollMs);
      this.timer.unref();
    };
    tick();
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Claims and runs every job due now; answers how many ran. One pass at a time per runner. */
  runDue(): Promise<number> {
    this.running ??= this.pass().finally(() => (this.running = undefined));
    return this.running;
  }

  private async pass(): Promise<number> {
    let ran = 0;
    for (;;) {
      const now = this.clock();
      let claimed: repo.JobRow[];
      try {
        claimed = await repo.claimDue(this.db, now, new Date(now.getTime() + this.leaseMs), this.batch);
      } catch (error) {
        this.log.error({ err: error }, 'claiming jobs failed');
        return ran;
      }
      if (claimed.length === 0) return ran;
      for (const job of claimed) {
        await this.runOne(job);
        ran++;
      }
    }
  }

  private async runOne(job: repo.JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind '${job.kind}'`);
      await handler(job.payload, job);
      await repo.finish(this.db, job);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (job.attempts >= this.maxAttempts) {
        this.log.error({ err: error, job: job.id, kind: job.kind }, 'job failed for good');
        await repo.finish(this.db, job);
        return;
      }
      this.log.warn({ err: error, job: job.id, kind: job.kind }, 'job failed, will retry');
      const delay = 1_000 * 2 ** job.attempts;
      await repo.retryLater(this.db, job, new Date(this.clock().getTime() + delay), message);
    }
  }
}

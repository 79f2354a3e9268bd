// A fixed-window request counter per key (a key link, a client address), for calls that need more than
// one limit at a time. Beyond the limit the call answers 429 with Retry-After. Counts are per instance.
import type { FastifyReply } from 'fastify';
import { AppError } from '../lib/errors';

export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs = 60_000,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Counts a request of `key`; throws RATE_LIMITED (and sets Retry-After) beyond the limit. */
  hit(key: string, reply: FastifyReply): void {
    const now = this.clock();
    if (this.windows.size > 10_000) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count++;
    if (window.count > this.max) {
      const retryAfterSeconds = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
      reply.header('retry-after', String(retryAfterSeconds));
      throw new AppError('RATE_LIMITED', 429, undefined, { retryAfterSeconds });
    }
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

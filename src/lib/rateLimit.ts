import type { Knex } from 'knex';

/**
 * Counts events per key in a fixed window, in memory (one process). Used for password-reset
 * mails and applications, where @fastify/rate-limit's per-route counting cannot key on the
 * account being tried; failed sign-ins use createAttemptCounter (shared by every instance).
 */
export class WindowCounter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(key: string): boolean {
    const entry = this.hits.get(key);
    return !!entry && entry.resetAt > this.now() && entry.count >= this.limit;
  }

  hit(key: string): void {
    const now = this.now();
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      if (this.hits.size > 50_000) this.sweep(now);
    } else entry.count += 1;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number) {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

/**
 * Counts failures per key in fixed windows in the `login_attempts` table, so every instance
 * of the intranet shares them (a second instance must not let a locked account in). Each
 * failure is one upsert of all its keys; a window that has ended starts again at 1.
 */
export function createAttemptCounter(db: Knex, windowMs: number) {
  const seconds = windowMs / 1000;
  return {
    /** Failures of each key in its current window (keys without one are absent). */
    async failures(keys: string[]): Promise<Map<string, number>> {
      const rows: { key: string; failures: number }[] = await db('login_attempts')
        .whereIn('key', keys)
        .where('reset_at', '>', db.fn.now())
        .select('key', 'failures');
      return new Map(rows.map((r) => [r.key, r.failures]));
    },
    async hit(keys: string[]): Promise<void> {
      const values = keys.map(() => `(?, 1, now() + make_interval(secs => ${seconds}))`).join(', ');
      await db.raw(
        `insert into login_attempts (key, failures, reset_at) values ${values}
         on conflict (key) do update set
           failures = case when login_attempts.reset_at <= now() then 1 else login_attempts.failures + 1 end,
           reset_at = case when login_attempts.reset_at <= now() then excluded.reset_at else login_attempts.reset_at end`,
        keys,
      );
      // Now and then, forget windows that have ended.
      if (Math.random() < 0.01) await db('login_attempts').where('reset_at', '<', db.fn.now()).delete();
    },
    async reset(key: string): Promise<void> {
      await db('login_attempts').where({ key }).delete();
    },
  };
}

// The contact form's rate limit, shared by every server on one PostgreSQL: an express-rate-limit
// store whose counters live in the rate_limit table (one upsert per post; a lapsed window restarts).
import type { IncrementResponse, Options, Store } from 'express-rate-limit';
import type pg from 'pg';

export class PostgresRateLimitStore implements Store {
  localKeys = false;
  private windowMs = 60_000;

  constructor(
    private readonly pool: pg.Pool,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const now = Date.now();
    const { rows } = await this.pool.query<{ hits: number; reset_at: number }>(
      `
      INSERT INTO rate_limit AS r (key, hits, reset_at) VALUES ($1, 1, $2::bigint + $3::bigint)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN r.reset_at <= $2 THEN 1 ELSE r.hits + 1 END,
        reset_at = CASE WHEN r.reset_at <= $2 THEN excluded.reset_at ELSE r.reset_at END
      RETURNING hits, reset_at::float8 AS reset_at`,
      [this.prefix + key, now, this.windowMs],
    );
    return { totalHits: rows[0]!.hits, resetTime: new Date(rows[0]!.reset_at) };
  }

  async decrement(key: string): Promise<void> {
    await this.pool.query('UPDATE rate_limit SET hits = greatest(hits - 1, 0) WHERE key = $1', [this.prefix + key]);
  }

  async resetKey(key: string): Promise<void> {
    await this.pool.query('DELETE FROM rate_limit WHERE key = $1', [this.prefix + key]);
  }
}

import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { createApi, type TApi } from '../app.ts';
import type { Database } from '../db/schema.ts';
import { createEventBus } from '../events/event-bus.ts';
import { createHostRateLimiter } from '../http/rate-limiter.ts';
import type { TTestContext } from './test-context.ts';

/** A second API host of the test database, as a second server instance would be. */
export type TSecondInstance = { app: TApi; separate: boolean; close(): Promise<void> };

/**
 * On PostgreSQL: another API over its own connection pool on the test's schema, like a second
 * server behind the load balancer (DESIGN.md section 1). On SQLite, which one server owns, the
 * same API: its single connection is where concurrent requests meet.
 */
export async function secondInstance(ctx: TTestContext): Promise<TSecondInstance> {
  const url = process.env.TEST_DATABASE_URL;
  if (ctx.dialect !== 'postgres' || !url) return { app: ctx.app, separate: false, close: async () => {} };
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(ctx.db);
  const pool = new pg.Pool({ connectionString: url, options: `-c search_path=${rows[0]?.schema}`, max: 5 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const app = createApi({
    ...ctx.deps,
    db,
    events: createEventBus(),
    rateLimiter: createHostRateLimiter(db, ctx.clock),
  });
  return { app, separate: true, close: () => db.destroy() };
}

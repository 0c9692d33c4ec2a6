import type { Database } from '@tableside/api/db/schema';
import { silentLogger } from '@tableside/api/deps';
import type { TDomainEvent } from '@tableside/api/events/event-bus';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventBus } from './pg-event-bridge.ts';

const url = process.env.TEST_DATABASE_URL;

/** Waits until `check` passes or a second has gone by. */
async function eventually(check: () => void): Promise<void> {
  const until = Date.now() + 1000;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

describe.skipIf(!url)('createPostgresEventBus (PostgreSQL)', () => {
  let db: Kysely<Database>;
  beforeAll(() => {
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) }),
    });
  });
  afterAll(() => db.destroy());

  it('delivers an event to every instance exactly once', async () => {
    const first = await createPostgresEventBus({ url: url!, db, logger: silentLogger });
    const second = await createPostgresEventBus({ url: url!, db, logger: silentLogger });
    const seenByFirst: TDomainEvent[] = [];
    const seenBySecond: TDomainEvent[] = [];
    first.events.subscribe((event) => seenByFirst.push(event));
    second.events.subscribe((event) => seenBySecond.push(event));
    try {
      const event: TDomainEvent = { type: 'order.created', orderId: 7, benchId: 3, status: 'CREATED' };
      first.events.publish(event);

      // The publisher's own subscribers hear it at once, without waiting for PostgreSQL.
      expect(seenByFirst).toEqual([event]);
      await eventually(() => expect(seenBySecond).toEqual([event]));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(seenByFirst).toEqual([event]);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('stops listening once closed', async () => {
    const sender = await createPostgresEventBus({ url: url!, db, logger: silentLogger });
    const receiver = await createPostgresEventBus({ url: url!, db, logger: silentLogger });
    const seen: TDomainEvent[] = [];
    receiver.events.subscribe((event) => seen.push(event));
    await receiver.close();
    sender.events.publish({ type: 'menu.changed' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await sender.close();
    expect(seen).toEqual([]);
  });
});

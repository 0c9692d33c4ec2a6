import { type Kysely, type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TTestDatabase } from '../test/test-database.ts';
import { executeCompiledOnce, insertRow, insertRows, isCompiledOnce } from './compiled-once.ts';
import type { Database } from './schema.ts';

const NOW = '2025-03-01T10:00:00.000Z';
const bench = (name: string, seats: number | null) => ({
  name,
  seat_capacity: seats,
  active: 1,
  archived: 0,
  updated_at: NOW,
});
const SHAPE = 'insert benches 1 name,seat_capacity,active,archived,updated_at';

describe('statements compiled once', () => {
  let database: TTestDatabase;
  let db: Kysely<Database>;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(() => database.close());

  it('keeps an insert’s SQL after its first run and binds each later row’s own values', async () => {
    const first = await insertRow(db, 'benches', bench('Kept 1', null));
    expect(isCompiledOnce(db, SHAPE)).toBe(true);
    const second = await insertRow(db, 'benches', bench('Kept 2', 6));

    expect(second.id).toBeGreaterThan(first.id);
    const stored = await db
      .selectFrom('benches')
      .selectAll()
      .where('id', 'in', [first.id, second.id])
      .orderBy('id')
      .execute();
    expect(stored).toEqual([first, second]);
    expect(stored.map((row) => [row.name, row.seat_capacity])).toEqual([
      ['Kept 1', null],
      ['Kept 2', 6],
    ]);
  });

  it('inserts many rows in one statement, in the order given', async () => {
    const rows = await insertRows(db, 'benches', [
      bench('Many A', 2),
      bench('Many B', 4),
      bench('Many C', 8),
    ]);
    expect(rows.map((row) => row.name)).toEqual(['Many A', 'Many B', 'Many C']);
    expect(isCompiledOnce(db, `${SHAPE.replace(' 1 ', ' 3 ')}`)).toBe(true);
    const again = await insertRows(db, 'benches', [
      bench('Many D', 1),
      bench('Many E', 3),
      bench('Many F', 5),
    ]);
    expect(again.map((row) => [row.name, row.seat_capacity])).toEqual([
      ['Many D', 1],
      ['Many E', 3],
      ['Many F', 5],
    ]);
  });

  it('inserts rows with different columns as Kysely does (a missing column is empty)', async () => {
    const { seat_capacity: _, ...noSeats } = bench('Mixed 2', null);
    const [withSeats, without] = await insertRows(db, 'benches', [bench('Mixed 1', 4), noSeats]);
    expect(withSeats).toMatchObject({ name: 'Mixed 1', seat_capacity: 4 });
    expect(without).toMatchObject({ name: 'Mixed 2', seat_capacity: null });
  });

  it('builds an insert with an expression for a value anew, though its shape was kept', async () => {
    await insertRow(db, 'benches', bench('Plain', 3));
    // Row types allow no expressions; a cast could still hand one over.
    const made = sql<string>`${'Made'} || ${' here'}` as unknown as string;
    const row = await insertRow(db, 'benches', { ...bench('', 3), name: made });
    expect(row.name).toBe('Made here');
    expect((await insertRow(db, 'benches', bench('Plain again', 3))).name).toBe('Plain again');
  });

  it('builds anew, every time, a statement that binds a value the caller did not name', async () => {
    const rename = (id: number, name: string) =>
      executeCompiledOnce(db, 'rename with a bound suffix', [name, id], () =>
        db
          .updateTable('benches')
          .set({ name: sql<string>`${name} || ${' (moved)'}` })
          .where('id', '=', id),
      );
    const { id } = await insertRow(db, 'benches', bench('Suffix', 2));
    await rename(id, 'First');
    expect(isCompiledOnce(db, 'rename with a bound suffix')).toBe(false);
    await rename(id, 'Second');
    const row = await db.selectFrom('benches').select('name').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.name).toBe('Second (moved)');
  });

  it('keeps nothing for a Kysely with plugins, which may rewrite statements', async () => {
    const identity: KyselyPlugin = {
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => result,
    };
    const withPlugin = db.withPlugin(identity);
    // Its columns in an order of their own: a shape no other test has kept.
    const row = await insertRow(withPlugin, 'benches', {
      updated_at: NOW,
      archived: 0,
      active: 1,
      name: 'Plugged',
    });
    expect(row.name).toBe('Plugged');
    expect(isCompiledOnce(withPlugin, 'insert benches 1 updated_at,archived,active,name')).toBe(false);
    expect(isCompiledOnce(db, 'insert benches 1 updated_at,archived,active,name')).toBe(false);
  });
});

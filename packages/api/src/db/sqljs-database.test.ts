import { sql } from 'kysely';
import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate.ts';
import { createSqlJsKysely } from './sqljs-database.ts';

describe('sql.js host', () => {
  it('runs the migrations and keeps everything across an exported image', async () => {
    const SqlJs = await initSqlJs();
    const first = createSqlJsKysely(new SqlJs.Database());
    await migrateToLatest(first.db);
    await first.db.insertInto('app_meta').values({ key: 'k', value: 'v' }).execute();
    const image = await first.exportImage();
    await first.db.destroy();

    const second = createSqlJsKysely(new SqlJs.Database(image));
    expect(await second.db.selectFrom('app_meta').selectAll().where('key', '=', 'k').execute()).toEqual([
      { key: 'k', value: 'v' },
    ]);
    await second.db.destroy();
  });

  it('reports inserted ids and changes, and enforces foreign keys after an export', async () => {
    const SqlJs = await initSqlJs();
    const { db, exportImage } = createSqlJsKysely(new SqlJs.Database());
    await sql`create table parent (id integer primary key, name text not null)`.execute(db);
    await sql`create table child (id integer primary key, parent_id integer not null references parent(id))`.execute(
      db,
    );
    const inserted = await sql`insert into parent (name) values (${'a'}), (${'b'})`.execute(db);
    expect(inserted.numAffectedRows).toBe(2n);
    expect(inserted.insertId).toBe(2n);
    await exportImage();
    await expect(sql`insert into child (parent_id) values (${99})`.execute(db)).rejects.toThrow(
      /FOREIGN KEY constraint failed/,
    );
    await db.destroy();
  });

  it('swaps in another database under the same Kysely instance', async () => {
    const SqlJs = await initSqlJs();
    const other = new SqlJs.Database();
    other.run("create table t (name text); insert into t values ('from the other tab')");
    const { db, replaceDatabase } = createSqlJsKysely(new SqlJs.Database());
    await replaceDatabase(other);
    const { rows } = await sql<{ name: string }>`select name from t`.execute(db);
    expect(rows).toEqual([{ name: 'from the other tab' }]);
    await db.destroy();
  });

  it('rolls a failed transaction back', async () => {
    const SqlJs = await initSqlJs();
    const { db } = createSqlJsKysely(new SqlJs.Database());
    await sql`create table t (id integer primary key)`.execute(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into t (id) values (1)`.execute(trx);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const { rows } = await sql<{ n: number }>`select count(*) as n from t`.execute(db);
    expect(rows).toEqual([{ n: 0 }]);
    await db.destroy();
  });

  it('has the search function ts_fold, also after an export and in a swapped-in database', async () => {
    const SqlJs = await initSqlJs();
    const { db, exportImage, replaceDatabase } = createSqlJsKysely(new SqlJs.Database());
    const fold = async () =>
      (await sql<{ folded: string }>`select ts_fold(${'KÄSEKUCHEN'}) as folded`.execute(db)).rows;
    expect(await fold()).toEqual([{ folded: 'kasekuchen' }]);
    await exportImage();
    expect(await fold()).toEqual([{ folded: 'kasekuchen' }]);
    await replaceDatabase(new SqlJs.Database());
    expect(await fold()).toEqual([{ folded: 'kasekuchen' }]);
    await db.destroy();
  });
});

import {
  formatSequenceNumber,
  isBuiltInSequence,
  NUMBER_RECORD_LIMITS,
  padSequenceNumber,
  type TNumberRecord,
  type TSequenceEntity,
} from '@tableside/shared/number-records.schemas';
import { type Expression, type Kysely, type QueryCreator, type RawBuilder, sql } from 'kysely';
import { executeCompiledOnce } from '../db/compiled-once.ts';
import { listRows, type TListResult, type TListSpec } from '../db/list.ts';
import type { Database, Row } from '../db/schema.ts';
import { createdColumns, type TStamp, updatedColumns } from '../db/stamp.ts';

/**
 * The SQL of number sequences (docs/decisions/0017-number-sequences.md). `current_value` is the
 * counter; `current_number` is the same number as the spec's zero-padded text, written by the same
 * statement every time, so the two never disagree.
 */
type TDb = Kysely<Database>;

/** spec admin 7 "Settings and master data": GET /number-records, filter entity_name; every key sorts. */
export const NUMBER_RECORD_LIST_SPEC = {
  filters: { entity_name: 'text', prefix: 'text', padding: 'int', current_value: 'int' },
  defaultSort: 'id',
} satisfies TListSpec;

const ZEROS = '0'.repeat(NUMBER_RECORD_LIMITS.maxPadding);

/** `value` zero-padded to `padding` digits, in SQL both databases run alike (SQLite has no lpad). */
function paddedSql(value: Expression<number>, padding: Expression<number>): RawBuilder<string> {
  const text = sql<string>`cast(${value} as text)`;
  return sql<string>`(case when length(${text}) >= ${padding} then ${text}
    else substr(${ZEROS}, 1, ${padding} - length(${text})) || ${text} end)`;
}

export function toNumberRecord(row: Row<'number_records'>): TNumberRecord {
  const { current_value: current, padding, prefix } = row;
  return {
    id: row.id,
    entity_name: row.entity_name,
    prefix,
    padding,
    current_number: padSequenceNumber(current, padding),
    current_value: current,
    next_value: current + 1,
    last_formatted: current > 0 ? formatSequenceNumber(prefix, current, padding) : null,
    next_formatted: formatSequenceNumber(prefix, current + 1, padding),
    built_in: isBuiltInSequence(row.entity_name),
    created_at: row.created_at,
    updated_at: row.updated_at,
    updated_by_name: row.updated_by_name,
  };
}

export function listNumberRecords(
  db: TDb,
  query: Readonly<Record<string, unknown>>,
): Promise<TListResult<TNumberRecord>> {
  return listRows(
    db.selectFrom('number_records').selectAll(),
    query,
    NUMBER_RECORD_LIST_SPEC,
    toNumberRecord,
  );
}

export function findNumberRecord(db: TDb, id: number): Promise<Row<'number_records'> | undefined> {
  return db.selectFrom('number_records').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The record of an entity, or the other record (not `exceptId`) with this non-empty prefix. */
export function findNumberRecordClash(
  db: TDb,
  clash: { entityName?: string; prefix: string },
  exceptId?: number,
): Promise<Row<'number_records'> | undefined> {
  let query = db
    .selectFrom('number_records')
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(clash.entityName === undefined ? [] : [eb('entity_name', '=', clash.entityName)]),
        ...(clash.prefix === '' ? [] : [eb('prefix', '=', clash.prefix)]),
      ]),
    );
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

export async function insertNumberRecord(
  db: TDb,
  record: { entityName: string; prefix: string; padding: number; currentValue: number },
  stamp: TStamp,
): Promise<number> {
  const { id } = await db
    .insertInto('number_records')
    .values({
      entity_name: record.entityName,
      prefix: record.prefix,
      padding: record.padding,
      current_value: record.currentValue,
      current_number: padSequenceNumber(record.currentValue, record.padding),
      ...createdColumns(stamp),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Replaces prefix and padding and, with `currentValue`, moves the counter there, but only forward:
 * a number handed out meanwhile by another request keeps the row unchanged and answers false.
 */
export async function updateNumberRecord(
  db: TDb,
  id: number,
  change: { prefix: string; padding: number; currentValue?: number },
  stamp: TStamp,
): Promise<boolean> {
  const { currentValue } = change;
  const value = currentValue === undefined ? sql.ref<number>('current_value') : sql.lit(currentValue);
  let query = db
    .updateTable('number_records')
    .set({
      prefix: change.prefix,
      padding: change.padding,
      current_value: value,
      current_number: paddedSql(value, sql.lit(change.padding)),
      ...updatedColumns(stamp),
    })
    .where('id', '=', id);
  if (currentValue !== undefined) query = query.where('current_value', '<=', currentValue);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteNumberRecord(db: TDb, id: number): Promise<void> {
  await db.deleteFrom('number_records').where('id', '=', id).execute();
}

/**
 * The UPDATE … RETURNING that raises a sequence's counter and answers its prefix and padded number,
 * for allocateNumber, or as a CTE whose caller stores the number in the same statement.
 */
export function nextNumberUpdate(db: QueryCreator<Database>, entity: TSequenceEntity) {
  return db
    .updateTable('number_records')
    .set((eb) => {
      // A literal 1: better-sqlite3 binds numbers as REAL, which would make the text '43.0'.
      const next = eb('current_value', '+', sql.lit(1));
      return { current_value: next, current_number: paddedSql(next, eb.ref('padding')) };
    })
    .where('entity_name', '=', entity)
    .returning(['prefix', 'current_number']);
}

/** Seeding and migration 0006 make the three records, and they cannot be deleted through the API. */
export function missingSequence(entity: TSequenceEntity): Error {
  return new Error(`The number sequence ${entity} is missing from number_records`);
}

/**
 * Hands out the next number of a sequence, e.g. 'ORD-000042'. One UPDATE … RETURNING raises the
 * counter, so it is atomic on both databases: PostgreSQL holds the row lock until the caller's
 * transaction ends (a concurrent caller waits and reads the raised value), SQLite runs one
 * transaction at a time. Call it inside the transaction that stores the number: a rollback returns
 * the number too, so numbers are never shared and never skipped.
 */
export async function allocateNumber(db: TDb, entity: TSequenceEntity): Promise<string> {
  // Compiled once: a new order takes a number (db/compiled-once.ts). ZEROS is paddedSql's parameter.
  const [row] = (
    await executeCompiledOnce(db, 'next number', [ZEROS, entity], () => nextNumberUpdate(db, entity))
  ).rows;
  if (!row) throw missingSequence(entity);
  return `${row.prefix}${row.current_number}`;
}

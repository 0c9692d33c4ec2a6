import { type Kysely, type RawBuilder, sql } from 'kysely';
import { defaults } from './table-kit.ts';

/**
 * Number sequences in use (docs/decisions/0017-number-sequences.md): each record gets an integer
 * counter (`current_value`, the truth, raised in one statement when a number is handed out) and its
 * padding; orders get their ORD- number (`sequence_number`) and, once a receipt is issued, their INV-
 * number (`invoice_number`); customers their CUST- number (`customer_number`).
 *
 * Existing orders and customers are numbered 1, 2, 3 … in id order, and each counter moves to at
 * least that many, so the next number follows the last one handed out here. Invoices start now.
 */
const SEQUENCES = [
  { entity_name: 'ORDER', table: 'customer_orders', column: 'sequence_number' },
  { entity_name: 'INVOICE', table: null, column: null },
  { entity_name: 'CUSTOMER', table: 'customers', column: 'customer_number' },
] as const;
const PADDING = 6;

type TRecords = {
  number_records: {
    id: number;
    entity_name: string;
    prefix: string;
    current_number: string;
    current_value: number;
  };
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('number_records').addColumn('current_value', 'integer', defaults(0)).execute();
  await db.schema.alterTable('number_records').addColumn('padding', 'integer', defaults(PADDING)).execute();
  await db.schema.alterTable('customer_orders').addColumn('sequence_number', 'text').execute();
  await db.schema.alterTable('customer_orders').addColumn('invoice_number', 'text').execute();
  await db.schema.alterTable('customers').addColumn('customer_number', 'text').execute();
  await numberExisting(db);
}

/** The backfill, on its own for its test: numbers the orders and customers there are, sets counters. */
export async function numberExisting(db: Kysely<unknown>): Promise<void> {
  // A new database has no records yet (seeding makes them); an existing one has all three.
  const records = db as unknown as Kysely<TRecords>;
  for (const sequence of SEQUENCES) {
    const record = await records
      .selectFrom('number_records')
      .select(['id', 'prefix', 'current_number'])
      .where('entity_name', '=', sequence.entity_name)
      .executeTakeFirst();
    if (!record) continue;
    // The text counter was only ever written zero-padded; anything else reads as nothing handed out.
    const stored = /^\d{1,9}$/.test(record.current_number) ? Number(record.current_number) : 0;
    const numbered = sequence.table
      ? await numberRows(db, sequence.table, sequence.column, record.prefix)
      : 0;
    const value = Math.max(stored, numbered);
    await records
      .updateTable('number_records')
      .set({ current_value: value, current_number: String(value).padStart(PADDING, '0') })
      .where('id', '=', record.id)
      .execute();
  }
}

/** Numbers every row of `table` in id order in one statement; answers how many rows there are. */
async function numberRows(db: Kysely<unknown>, table: string, column: string, prefix: string) {
  const ranked = sql`(select id, row_number() over (order by id) as n from ${sql.table(table)})`;
  await sql`
    update ${sql.table(table)} set ${sql.ref(column)} = ${prefix} || ${padded(sql`ranked.n`)}
    from ${ranked} as ranked
    where ${sql.ref(`${table}.id`)} = ranked.id`.execute(db);
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Zero-padded text of a number in SQL both databases run alike (SQLite has no lpad). */
function padded(value: RawBuilder<unknown>): RawBuilder<string> {
  const text = sql`cast(${value} as text)`;
  return sql<string>`(case when length(${text}) >= ${sql.lit(PADDING)} then ${text}
    else substr(${sql.lit('0'.repeat(PADDING))}, 1, ${sql.lit(PADDING)} - length(${text})) || ${text} end)`;
}

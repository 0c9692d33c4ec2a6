import { fromCents } from '@tableside/shared/money';
import type { Kysely } from 'kysely';
import { listRows, type TListResult, type TListSpec } from '../db/list.ts';
import type { Database, Row } from '../db/schema.ts';

/** A tax as staff see it: the rate in percent (stored in hundredths of a percent, so /100 like cents). */
export type TTax = { id: number; name: string; value: number; is_active: boolean };

/** spec admin 7 "Settings and master data": GET /taxes; every filter key also sorts. */
export const TAX_LIST_SPEC = {
  filters: { name: 'text', value: 'int', is_active: 'bool' },
  defaultSort: 'id',
} satisfies TListSpec;

const TAX_COLUMNS = ['id', 'name', 'value', 'is_active'] as const;

function toTax(row: Pick<Row<'taxes'>, (typeof TAX_COLUMNS)[number]>): TTax {
  return { ...row, value: fromCents(row.value), is_active: row.is_active === 1 };
}

export function listTaxes(
  db: Kysely<Database>,
  query: Readonly<Record<string, unknown>>,
): Promise<TListResult<TTax>> {
  return listRows(db.selectFrom('taxes').select(TAX_COLUMNS), query, TAX_LIST_SPEC, toTax);
}

export async function listActiveTaxes(db: Kysely<Database>): Promise<TTax[]> {
  const rows = await db
    .selectFrom('taxes')
    .select(TAX_COLUMNS)
    .where('is_active', '=', 1)
    .orderBy('id')
    .execute();
  return rows.map(toTax);
}

export async function findTax(db: Kysely<Database>, id: number): Promise<TTax | undefined> {
  const row = await db.selectFrom('taxes').select(TAX_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && toTax(row);
}

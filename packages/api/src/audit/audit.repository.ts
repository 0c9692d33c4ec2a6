import type { Kysely } from 'kysely';
import { listRows, type TListResult, type TListSpec } from '../db/list.ts';
import type { Database, NewRow, Row } from '../db/schema.ts';

type TDb = Kysely<Database>;

export const AUDIT_LIST_SPEC = {
  filters: {
    at: 'date',
    actor_id: 'int',
    action: 'text',
    entity_type: 'text',
    entity_id: 'text',
    summary: 'text',
  },
  defaultSort: 'at',
  defaultOrder: 'desc',
} satisfies TListSpec;

export async function insertAuditEntry(db: TDb, entry: NewRow<'audit_log'>): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}

export function listAuditEntries(
  db: TDb,
  query: Readonly<Record<string, unknown>>,
): Promise<TListResult<Row<'audit_log'>>> {
  return listRows(db.selectFrom('audit_log').selectAll(), query, AUDIT_LIST_SPEC);
}

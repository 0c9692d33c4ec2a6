import type { TAuditEntry } from '@tableside/shared/audit.schemas';
import type { Kysely } from 'kysely';
import type { TListResult } from '../db/list.ts';
import type { Database, Row } from '../db/schema.ts';
import type { TStamp } from '../db/stamp.ts';
import { insertAuditEntry, listAuditEntries } from './audit.repository.ts';

/** One change for the audit trail; `before` and `after` are any JSON-able values (secrets are removed). */
export type TAuditRecord = {
  action: string;
  entityType: string;
  entityId?: string | number | null;
  summary: string;
  before?: unknown;
  after?: unknown;
};

/**
 * Writes one entry of the audit trail. Call it with the transaction of the change itself, so the
 * change and its record commit or fail together.
 */
export async function recordAudit(db: Kysely<Database>, stamp: TStamp, record: TAuditRecord): Promise<void> {
  await insertAuditEntry(db, {
    at: stamp.at,
    actor_id: stamp.by?.id ?? null,
    actor_name: stamp.by?.name ?? null,
    action: record.action,
    entity_type: record.entityType,
    entity_id: record.entityId === undefined || record.entityId === null ? null : String(record.entityId),
    summary: record.summary,
    before_json: record.before === undefined ? null : JSON.stringify(withoutSecrets(record.before)),
    after_json: record.after === undefined ? null : JSON.stringify(withoutSecrets(record.after)),
  });
}

export async function listAudit(
  db: Kysely<Database>,
  query: Readonly<Record<string, unknown>>,
): Promise<TListResult<TAuditEntry>> {
  const result = await listAuditEntries(db, query);
  return Array.isArray(result) ? result.map(toView) : { ...result, content: result.content.map(toView) };
}

function toView(row: Row<'audit_log'>): TAuditEntry {
  return {
    id: row.id,
    at: row.at,
    actor_id: row.actor_id,
    actor_name: row.actor_name,
    action: row.action,
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    summary: row.summary,
    before: row.before_json === null ? null : JSON.parse(row.before_json),
    after: row.after_json === null ? null : JSON.parse(row.after_json),
  };
}

const SECRET_KEY = /password|token|secret|hash/i;
const MAX_TEXT = 2000;

/** A copy without secret fields, binary data or long texts (file contents never enter the trail). */
export function withoutSecrets(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.length > MAX_TEXT ? `[${value.length} characters]` : value;
  if (typeof value !== 'object') return value;
  if (value instanceof Uint8Array || value instanceof ArrayBuffer) return '[binary data]';
  if (Array.isArray(value)) return value.map(withoutSecrets);
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_KEY.test(key))
      .map(([key, inner]) => [key, withoutSecrets(inner)]),
  );
}

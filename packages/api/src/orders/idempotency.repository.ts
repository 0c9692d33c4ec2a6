import type { Kysely } from 'kysely';
import type { Database, Row } from '../db/schema.ts';

/**
 * Stored first answers to requests sent with an Idempotency-Key (DESIGN 2). A key is reserved by
 * the first statement of the transaction that does the work and completed by its last, so other
 * requests never see a half-done row: a second request with the same key waits on the unique key
 * (PostgreSQL) or on the single connection (SQLite), then fails to insert and reads the answer.
 */
export type TIdempotencyRecord = Pick<
  Row<'idempotency_keys'>,
  'request_hash' | 'response_status' | 'response_body'
>;

export async function findIdempotencyRecord(
  db: Kysely<Database>,
  scope: string,
  key: string,
  now: string,
): Promise<TIdempotencyRecord | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'response_status', 'response_body'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Claims the key; throws a unique violation when it is taken. Expired keys of every scope are purged
 * on the way (the expires_at index makes that cheap), so the table stays small without a job.
 */
export async function reserveIdempotencyKey(
  db: Kysely<Database>,
  claim: { scope: string; key: string; requestHash: string; now: string; expiresAt: string },
): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('expires_at', '<=', claim.now).execute();
  await db
    .insertInto('idempotency_keys')
    .values({
      scope: claim.scope,
      key: claim.key,
      request_hash: claim.requestHash,
      response_status: 0,
      response_body: '',
      created_at: claim.now,
      expires_at: claim.expiresAt,
    })
    .execute();
}

export async function completeIdempotencyKey(
  db: Kysely<Database>,
  scope: string,
  key: string,
  response: { status: number; body: string },
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ response_status: response.status, response_body: response.body })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
}

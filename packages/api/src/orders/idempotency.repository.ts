import type { Kysely } from 'kysely';
import type { Database, Row } from '../db/schema.ts';

/**
 * Stored first answers to requests sent with an Idempotency-Key (DESIGN 2). A key is claimed by a
 * row of its own before any work (response_status PENDING), completed in the transaction that does
 * the work, and deleted again when the work is refused, so a retry may try afresh
 * (orders/idempotent-requests.ts).
 */
export type TIdempotencyRecord = Pick<
  Row<'idempotency_keys'>,
  'request_hash' | 'response_status' | 'response_body' | 'created_at'
>;

/** response_status of a claimed key whose first request is still at work. */
export const PENDING = 0;

type TDb = Kysely<Database>;
type TKey = { scope: string; key: string };

export async function findIdempotencyRecord(
  db: TDb,
  { scope, key }: TKey,
  now: string,
): Promise<TIdempotencyRecord | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'response_status', 'response_body', 'created_at'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Claims the key in one statement: true when this request got it, false when another holds it (of
 * any number of concurrent claims on any instance, one wins). Expired keys of every scope are purged
 * on the way (the expires_at index makes that cheap), so the table stays small without a job.
 */
export async function claimIdempotencyKey(
  db: TDb,
  claim: TKey & { requestHash: string; now: string; expiresAt: string },
): Promise<boolean> {
  await db.deleteFrom('idempotency_keys').where('expires_at', '<=', claim.now).execute();
  const row = await db
    .insertInto('idempotency_keys')
    .values({
      scope: claim.scope,
      key: claim.key,
      request_hash: claim.requestHash,
      response_status: PENDING,
      response_body: '',
      created_at: claim.now,
      expires_at: claim.expiresAt,
    })
    .onConflict((conflict) => conflict.columns(['scope', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes a claim still pending since `staleBefore`: its request died, and the key may be claimed afresh. */
export async function deleteStaleClaim(db: TDb, { scope, key }: TKey, staleBefore: string): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('response_status', '=', PENDING)
    .where('created_at', '<=', staleBefore)
    .execute();
}

/** Stores the answer of the claim made at `claimedAt`; false when that claim is no longer held. */
export async function completeIdempotencyKey(
  db: TDb,
  { scope, key }: TKey,
  claimedAt: string,
  response: { status: number; body: string },
): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({ response_status: response.status, response_body: response.body })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('response_status', '=', PENDING)
    .where('created_at', '=', claimedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Frees the claim made at `claimedAt`, unless it was completed or taken over meanwhile. */
export async function releaseIdempotencyKey(db: TDb, { scope, key }: TKey, claimedAt: string): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('response_status', '=', PENDING)
    .where('created_at', '=', claimedAt)
    .execute();
}

import { AppError } from '@tableside/shared/errors';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { TApiDeps } from '../deps.ts';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  deleteStaleClaim,
  findIdempotencyRecord,
  PENDING,
  releaseIdempotencyKey,
} from './idempotency.repository.ts';

/**
 * Requests sent with an Idempotency-Key (DESIGN 2, decision 0047). The first request claims the key
 * before anything else, so the same key and body sent again (a retry, a double tap, twenty at once)
 * are never new work and never count against a rate limit: they wait for the first one's answer and
 * get it. A refused first request frees the key, and the next waiting duplicate tries in its place.
 */
export type TStoredAnswer = { status: number; body: string };

export type TIdempotentTurn =
  | { first: false; answer: TStoredAnswer }
  | {
      first: true;
      /** Stores the answer in the transaction that does the work; throws when the claim was lost. */
      complete(trx: Kysely<Database>, answer: TStoredAnswer): Promise<void>;
      /** The work was refused or failed: another request with the key may try. */
      release(): Promise<void>;
    };

type TRequest = { scope: string; key: string; requestHash: string };

const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** How long a duplicate waits for the first request's answer before it gives up (409). */
const WAIT_MS = 15_000;
const FIRST_PAUSE_MS = 10;
const LONGEST_PAUSE_MS = 200;
/** A claim pending this long belongs to a request that died (its host stopped): it may be claimed afresh. */
const STALE_AFTER_MS = 60_000;

export async function takeIdempotentTurn(deps: TApiDeps, request: TRequest): Promise<TIdempotentTurn> {
  const waitUntil = Date.now() + WAIT_MS;
  for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
    const now = deps.clock.now();
    const at = now.toISOString();
    const expiresAt = new Date(now.getTime() + KEY_LIFETIME_MS).toISOString();
    if (await claimIdempotencyKey(deps.db, { ...request, now: at, expiresAt })) {
      return firstTurn(deps, request, at);
    }
    const record = await findIdempotencyRecord(deps.db, request, at);
    // No record: the first request was refused and let the key go, or it has just expired.
    if (record) {
      if (record.request_hash !== request.requestHash) {
        throw new AppError('UNPROCESSABLE', 'Idempotency key reused with a different request');
      }
      if (record.response_status !== PENDING) {
        return { first: false, answer: { status: record.response_status, body: record.response_body } };
      }
      if (Date.parse(record.created_at) <= now.getTime() - STALE_AFTER_MS) {
        // Of several requests finding it stale, the next claim above decides which one goes on.
        await deleteStaleClaim(deps.db, request, record.created_at);
        continue;
      }
    }
    // Real time, not the injected clock: this is how long a request waits, whatever "now" means.
    if (Date.now() >= waitUntil) {
      throw new AppError('CONFLICT', 'This order is already being submitted. Please check your orders.');
    }
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

function firstTurn(deps: TApiDeps, request: TRequest, claimedAt: string): TIdempotentTurn {
  return {
    first: true,
    async complete(trx, answer) {
      if (!(await completeIdempotencyKey(trx, request, claimedAt, answer))) {
        throw new AppError('CONFLICT', 'This order is already being submitted. Please check your orders.');
      }
    },
    release: () => releaseIdempotencyKey(deps.db, request, claimedAt),
  };
}

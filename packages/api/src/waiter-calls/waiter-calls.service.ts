import { AppError } from '@tableside/shared/errors';
import type { TWaiterCallReason } from '@tableside/shared/waiter-call-reasons';
import type { TGuestWaiterCall, TWaiterCall } from '@tableside/shared/waiter-calls.schemas';
import { type TGuestQuota, withGuestQuota } from '../customer/guest-quota.ts';
import { isUniqueViolation } from '../db/db-errors.ts';
import type { TApiDeps } from '../deps.ts';
import type { TPrincipal } from '../http/env.ts';
import { validateTable } from '../tables/tables.service.ts';
import {
  acknowledgeCall,
  findOpenCall,
  findWaiterCall,
  findWaiterCallView,
  insertWaiterCall,
  listBenchCalls,
  listWaiterCalls,
  toGuestWaiterCall,
} from './waiter-calls.repository.ts';

/**
 * Rules of "Call a waiter" (decision 0031). A table may open a few calls per window (a new reason,
 * or again once staff came), a phone a few more across tables; a script filling the staff screens
 * with calls hits 429. Repeating an open call costs nothing and answers the open one, and a refused
 * call costs the table nothing (decision 0047).
 */
const WINDOW_MS = 10 * 60_000;
export const WAITER_CALL_RATE_LIMITED_MESSAGE =
  'This table has called a waiter several times in the last few minutes. Please wait a moment.';
export const WAITER_CALL_QUOTA: TGuestQuota = {
  name: 'waiter-calls',
  perBench: { limit: 6, windowMs: WINDOW_MS },
  perAddress: { limit: 10, windowMs: WINDOW_MS },
  refusedPerAddress: { limit: 30, windowMs: WINDOW_MS },
  message: WAITER_CALL_RATE_LIMITED_MESSAGE,
};

export type TCallWaiterResult = { call: TGuestWaiterCall; created: boolean };

export async function callWaiter(
  deps: TApiDeps,
  benchId: number,
  reason: TWaiterCallReason,
  clientAddress: string,
): Promise<TCallWaiterResult> {
  // The table guard of the QR landing: unknown, switched off, archived or of an archived location.
  const table = await validateTable(deps.db, benchId);
  if (!table.valid) throw AppError.notFound('Bench', benchId);

  const open = await findOpenCall(deps.db, benchId, reason);
  if (open) return { call: toGuestWaiterCall(open), created: false };

  return withGuestQuota(deps, WAITER_CALL_QUOTA, clientAddress, async (quota) => {
    await quota.chargeTable(benchId);
    try {
      const row = await insertWaiterCall(deps.db, {
        bench_id: benchId,
        reason,
        created_at: deps.clock.now().toISOString(),
      });
      deps.events.publish({ type: 'waiter_call.created', callId: row.id, benchId, reason });
      return { call: toGuestWaiterCall(row), created: true };
    } catch (error) {
      // Another phone at the table (or instance) opened the same call a moment earlier: this one
      // opened nothing, so it costs nothing.
      if (!isUniqueViolation(error)) throw error;
      const raced = await findOpenCall(deps.db, benchId, reason);
      if (!raced) throw error;
      await quota.refund();
      return { call: toGuestWaiterCall(raced), created: false };
    }
  });
}

/** How long after staff took a call its table still reads "a waiter is on the way". */
const ON_THE_WAY_MS = 5 * 60_000;

/** The table's open calls, and those staff acknowledged in the last five minutes ("on the way"). */
export async function listGuestCalls(deps: TApiDeps, benchId: number): Promise<TGuestWaiterCall[]> {
  const table = await validateTable(deps.db, benchId);
  if (!table.valid) throw AppError.notFound('Bench', benchId);
  const since = new Date(deps.clock.now().getTime() - ON_THE_WAY_MS).toISOString();
  return (await listBenchCalls(deps.db, benchId, since)).map(toGuestWaiterCall);
}

export function listCalls(deps: TApiDeps, onlyOpen: boolean): Promise<TWaiterCall[]> {
  return listWaiterCalls(deps.db, onlyOpen);
}

/**
 * Staff take a call. The call row keeps who and when (acknowledged_by, _name, _at). A second
 * acknowledgement is a 409 naming who took it, so two waiters racing to one table learn it at once.
 */
export async function acknowledgeWaiterCall(
  deps: TApiDeps,
  id: number,
  principal: TPrincipal,
): Promise<TWaiterCall> {
  const at = deps.clock.now().toISOString();
  const row = await acknowledgeCall(deps.db, id, { at, id: principal.id, name: principal.name });
  if (!row) {
    const existing = await findWaiterCall(deps.db, id);
    if (!existing) throw AppError.notFound('Waiter call', id);
    throw new AppError(
      'CONFLICT',
      `This call was already acknowledged by ${existing.acknowledged_by_name ?? 'someone'}`,
    );
  }
  deps.events.publish({
    type: 'waiter_call.acknowledged',
    callId: row.id,
    benchId: row.bench_id,
    reason: row.reason,
  });
  const call = await findWaiterCallView(deps.db, row.id);
  if (!call) throw AppError.notFound('Waiter call', id);
  return call;
}

import { type TWaiterCallReason, WAITER_CALL_REASONS } from '@tableside/shared/waiter-call-reasons';
import type { TGuestWaiterCall } from '@tableside/shared/waiter-calls.schemas';
import { publicApiClient } from '../../lib/http/api-clients.ts';
import { isArrayOf, isRecord, parserFromGuard } from '../../lib/http/data-parser.ts';

/**
 * "Call a waiter" (decision 0031; packages/api/src/waiter-calls). Only types and the reasons come
 * from the shared module: zod stays out of the guest's bundle.
 */
function isGuestCall(value: unknown): value is TGuestWaiterCall {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.created_at === 'string' &&
    typeof value.acknowledged === 'boolean' &&
    WAITER_CALL_REASONS.includes(value.reason as TWaiterCallReason)
  );
}

const guestCall = parserFromGuard(isGuestCall);
const guestCalls = parserFromGuard((value): value is TGuestWaiterCall[] => isArrayOf(value, isGuestCall));

export async function fetchTableCalls(benchId: number, signal?: AbortSignal): Promise<TGuestWaiterCall[]> {
  return (
    await publicApiClient.get(`/customer/waiter-calls/bench/${benchId}`, { signal, schema: guestCalls })
  ).data;
}

/**
 * Answers the open call of that reason when there is one, so a second tap or phone adds nothing.
 * Not retried by the request layer: a 429 is an answer, and the dialog offers its own retry.
 */
export async function callWaiter(benchId: number, reason: TWaiterCallReason): Promise<TGuestWaiterCall> {
  const response = await publicApiClient.post(
    `/customer/waiter-calls/bench/${benchId}`,
    { reason },
    { schema: guestCall, retry: false },
  );
  return response.data;
}

import { ZWaiterCall } from '@tableside/shared/waiter-calls.schemas';
import { z } from 'zod';
import { apiClient } from '../../lib/http/api-clients.ts';

/** The staff side of "Call a waiter" (packages/api/src/waiter-calls, decision 0031). */
export async function fetchOpenWaiterCalls(signal?: AbortSignal) {
  return (
    await apiClient.get('/waiter-calls', { query: { open: 'true' }, signal, schema: z.array(ZWaiterCall) })
  ).data;
}

/** 409 when someone else took the call first; the message names them. */
export async function acknowledgeWaiterCall(id: number) {
  return (
    await apiClient.post(`/waiter-calls/${id}/acknowledge`, undefined, { schema: ZWaiterCall, retry: false })
  ).data;
}

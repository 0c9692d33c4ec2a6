import {
  type TBillSplitMode,
  type TBillStatus,
  type TTakePayment,
  ZBillReceipt,
  ZStaffBill,
} from '@tableside/shared/bills.schemas';
import { ZBench } from '@tableside/shared/tables.schemas';
import { z } from 'zod';
import { apiClient } from '../../lib/http/api-clients.ts';

/**
 * The staff side of the bill (issue 16, docs/bill-contract.tmp.md). Writes are never retried
 * blindly: a repeated payment is money taken twice, so a failure is shown and the bill read again.
 */
const write = { schema: ZStaffBill, retry: false } as const;

export type TOpenBillBody = { bench_id: number; split_mode: TBillSplitMode; split_count?: number };

export const billsApi = {
  /** Newest request first (the server's order). */
  list: async (status: TBillStatus, signal?: AbortSignal) =>
    (await apiClient.get('/bills', { query: { status }, signal, schema: z.array(ZStaffBill) })).data,
  detail: async (id: number, signal?: AbortSignal) =>
    (await apiClient.get(`/bills/${id}`, { signal, schema: ZStaffBill })).data,
  receipt: async (id: number, signal?: AbortSignal) =>
    (await apiClient.get(`/bills/${id}/receipt`, { signal, schema: ZBillReceipt })).data,
  /** 409 when the table already has an open bill. */
  open: async (body: TOpenBillBody) => (await apiClient.post('/bills', body, write)).data,
  acknowledge: async (id: number) =>
    (await apiClient.post(`/bills/${id}/acknowledge`, undefined, write)).data,
  /** 409 'More than is owed' when the share was paid meanwhile (another staff member was quicker). */
  takePayment: async (id: number, body: TTakePayment) =>
    (await apiClient.post(`/bills/${id}/payments`, body, write)).data,
  voidPayment: async (paymentId: number, reason: string) =>
    (await apiClient.post(`/payments/${paymentId}/void`, { reason }, write)).data,
  refundPayment: async (paymentId: number, reason: string) =>
    (await apiClient.post(`/payments/${paymentId}/refund`, { reason }, write)).data,
  clear: async (id: number) => (await apiClient.post(`/bills/${id}/clear`, undefined, write)).data,
  /** The tables a bill can be opened for (active, not archived). */
  tables: async (signal?: AbortSignal) =>
    (
      await apiClient.get('/benches', {
        query: { archived: false, active: true },
        signal,
        schema: z.array(ZBench),
      })
    ).data,
};

import type {
  TBill,
  TBillReceipt,
  TJoinedShare,
  TRequestBill,
  TTableBill,
  TUpdateShare,
} from '@tableside/shared/bills.schemas';
import { publicApiClient } from '../../lib/http/api-clients.ts';
import { isArrayOf, isRecord, parserFromGuard } from '../../lib/http/data-parser.ts';

/**
 * The guest's bill calls (issue 16, docs/bill-contract.tmp.md). Only types come from the shared
 * schemas: zod stays out of the guest's code (decision 0025), so the answers are checked by guards
 * deep enough for the screens to render them. Writes are not retried by the request layer: a 409
 * is an answer the screen explains, and the guest can press again.
 */
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isLine(value: unknown): value is TBill['lines'][number] {
  return (
    isRecord(value) &&
    isNumber(value.id) &&
    typeof value.name === 'string' &&
    Array.isArray(value.options) &&
    isNumber(value.quantity) &&
    isNumber(value.gross)
  );
}

function isTotals(value: unknown): value is TBill['totals'] {
  return (
    isRecord(value) &&
    isNumber(value.net) &&
    isNumber(value.taxes) &&
    isNumber(value.service_charge) &&
    isNumber(value.gross)
  );
}

const isTaxRate = (value: unknown): value is TBill['tax_breakdown'][number] =>
  isRecord(value) && isNumber(value.rate) && isNumber(value.tax);

function isShare(value: unknown): value is TBill['shares'][number] {
  return (
    isRecord(value) &&
    isNumber(value.id) &&
    isNumber(value.amount) &&
    isNumber(value.tip) &&
    isNumber(value.outstanding) &&
    typeof value.status === 'string' &&
    isArrayOf(value.line_ids, isNumber)
  );
}

const isOrderRef = (value: unknown): value is TBill['orders'][number] =>
  isRecord(value) && isNumber(value.id);

/** What the bill's figures need: lines, totals, taxes; shared by the table's bill, a bill and a receipt. */
function hasFigures(value: Record<string, unknown>): boolean {
  return (
    isArrayOf(value.lines, isLine) && isTotals(value.totals) && isArrayOf(value.tax_breakdown, isTaxRate)
  );
}

export function isBill(value: unknown): value is TBill {
  return (
    isRecord(value) &&
    isNumber(value.id) &&
    (value.status === 'OPEN' || value.status === 'SETTLED') &&
    typeof value.split_mode === 'string' &&
    hasFigures(value) &&
    isArrayOf(value.orders, isOrderRef) &&
    isArrayOf(value.shares, isShare) &&
    isArrayOf(value.unclaimed_line_ids, isNumber) &&
    isNumber(value.tip_total) &&
    isNumber(value.total_with_tip)
  );
}

function isTableBill(value: unknown): value is TTableBill {
  return (
    isRecord(value) &&
    hasFigures(value) &&
    isArrayOf(value.orders, isOrderRef) &&
    isArrayOf(value.payment_methods, (item): item is string => typeof item === 'string') &&
    typeof value.tips_enabled === 'boolean' &&
    isArrayOf(value.tip_percentages, isNumber) &&
    (value.bill === null || isBill(value.bill))
  );
}

function isReceipt(value: unknown): value is TBillReceipt {
  return (
    isRecord(value) &&
    typeof value.invoice_number === 'string' &&
    typeof value.issued_at === 'string' &&
    isRecord(value.restaurant) &&
    typeof value.restaurant.name === 'string' &&
    hasFigures(value) &&
    isNumber(value.tip_total) &&
    isNumber(value.total_with_tip) &&
    isArrayOf(value.payments, (item): item is TBillReceipt['payments'][number] => isRecord(item))
  );
}

const tableBill = parserFromGuard(isTableBill);
const bill = parserFromGuard(isBill);
const joinedShare = parserFromGuard(
  (value): value is TJoinedShare => isRecord(value) && isBill(value.bill) && isNumber(value.share_id),
);
const receipt = parserFromGuard(isReceipt);

const tokenHeader = (token: string) => ({ 'X-Order-Token': token });

export async function fetchTableBill(benchId: number, signal?: AbortSignal): Promise<TTableBill> {
  return (await publicApiClient.get(`/customer/benches/${benchId}/bill`, { signal, schema: tableBill })).data;
}

export async function requestBill(benchId: number, body: TRequestBill, token: string): Promise<TBill> {
  const response = await publicApiClient.post(`/customer/benches/${benchId}/bill/request`, body, {
    headers: tokenHeader(token),
    schema: bill,
    retry: false,
  });
  return response.data;
}

export async function joinBill(billId: number, token: string): Promise<TJoinedShare> {
  const response = await publicApiClient.post(`/customer/bills/${billId}/shares`, undefined, {
    headers: tokenHeader(token),
    schema: joinedShare,
    retry: false,
  });
  return response.data;
}

export async function updateShare(
  billId: number,
  shareId: number,
  body: TUpdateShare,
  token: string,
): Promise<TBill> {
  const response = await publicApiClient.put(`/customer/bills/${billId}/shares/${shareId}`, body, {
    headers: tokenHeader(token),
    schema: bill,
    retry: false,
  });
  return response.data;
}

export async function fetchReceipt(
  billId: number,
  token: string,
  signal?: AbortSignal,
): Promise<TBillReceipt> {
  const response = await publicApiClient.get(`/customer/bills/${billId}/receipt`, {
    signal,
    headers: tokenHeader(token),
    schema: receipt,
  });
  return response.data;
}

import type { TBillReceipt, TStaffBill } from '@tableside/shared/bills.schemas';
import { AppError } from '@tableside/shared/errors';
import { fromCents } from '@tableside/shared/money';
import type { Kysely } from 'kysely';
import { readSettings } from '../config/settings.ts';
import { isUniqueViolation } from '../db/db-errors.ts';
import type { Database } from '../db/schema.ts';
import { createdColumns, stampOf } from '../db/stamp.ts';
import type { TApiDeps } from '../deps.ts';
import type { TPrincipal } from '../http/env.ts';
import { findFullOrders, type TOrderRecord } from '../orders/orders.repository.ts';
import { findBenchById } from '../tables/tables.repository.ts';
import { loadBillSettings } from './bill-settings.ts';
import {
  billFigures,
  lineView,
  staffBillView,
  type TBillFigures,
  taxBreakdown,
  totalsView,
} from './bill-view.ts';
import {
  findBillRows,
  findOpenBillOfBench,
  findUnbilledOrderIds,
  insertBill,
  insertShares,
  listBillIds,
  lockBill,
  type TBillRows,
} from './bills.repository.ts';

/**
 * Reading bills, and what staff do with them besides payments (decision 0032). A bill without a
 * payment covers its table's unpaid orders as they are now; its first payment fixes them.
 */
export type TLoadedBill = { rows: TBillRows; orders: TOrderRecord[]; figures: TBillFigures };

export async function loadBill(db: Kysely<Database>, id: number): Promise<TLoadedBill | undefined> {
  const rows = await findBillRows(db, id);
  if (!rows) return undefined;
  const fixed = rows.payments.length > 0 || rows.bill.status !== 'OPEN';
  const orderIds =
    fixed || rows.bill.bench_id === null
      ? rows.fixedOrderIds
      : await findUnbilledOrderIds(db, rows.bill.bench_id);
  const orders = await findFullOrders(db, orderIds);
  return { rows, orders, figures: billFigures(rows, orders) };
}

export async function requireBill(db: Kysely<Database>, id: number): Promise<TLoadedBill> {
  const loaded = await loadBill(db, id);
  if (!loaded) throw AppError.notFound('Bill', id);
  return loaded;
}

export function toStaffBill(loaded: TLoadedBill): TStaffBill {
  return staffBillView(loaded.rows, loaded.orders, loaded.figures);
}

export async function getStaffBill(deps: TApiDeps, id: number): Promise<TStaffBill> {
  return toStaffBill(await requireBill(deps.db, id));
}

/** GET /bills: newest first; settled ones up to the latest 100. */
export async function listStaffBills(
  deps: TApiDeps,
  filter: { status: 'OPEN' | 'SETTLED'; benchId?: number },
): Promise<TStaffBill[]> {
  const ids = await listBillIds(deps.db, { ...filter, limit: 100 });
  const bills: TStaffBill[] = [];
  for (const id of ids) {
    const loaded = await loadBill(deps.db, id);
    if (loaded) bills.push(toStaffBill(loaded));
  }
  return bills;
}

/** POST /bills/{id}/acknowledge: staff saw the request; the first acknowledgement is kept. */
export async function acknowledgeBill(
  deps: TApiDeps,
  id: number,
  principal: TPrincipal,
): Promise<TStaffBill> {
  const stamp = stampOf(deps, principal);
  const loaded = await requireBill(deps.db, id);
  if (loaded.rows.bill.acknowledged_at === null) {
    await deps.db.transaction().execute(async (trx) => {
      if (!(await lockBill(trx, id, loaded.rows.bill.status, stamp.at))) return;
      await trx
        .updateTable('bills')
        .set({ acknowledged_at: stamp.at, acknowledged_by: principal.id })
        .where('id', '=', id)
        .where('acknowledged_at', 'is', null)
        .execute();
    });
    deps.events.publish({ type: 'bill.changed', billId: id, benchId: loaded.rows.bill.bench_id });
  }
  return getStaffBill(deps, id);
}

/** The receipt of a settled bill (guest and staff alike); 404 until it is settled. */
export async function billReceipt(deps: TApiDeps, loaded: TLoadedBill): Promise<TBillReceipt> {
  const { bill, payments } = loaded.rows;
  if (bill.status !== 'SETTLED' || bill.invoice_number === null || bill.settled_at === null) {
    throw new AppError('NOT_FOUND', 'The bill has no receipt until it is paid');
  }
  const settings = await readSettings(deps);
  const text = (value: string) => (value.trim() === '' ? null : value);
  const tipTotal = loaded.figures.shares.reduce((sum, share) => sum + share.tip, 0);
  return {
    invoice_number: bill.invoice_number,
    issued_at: bill.settled_at,
    restaurant: {
      name: settings.get('BRANDING.RESTAURANT_NAME'),
      address: text(settings.get('CONTACT.ADDRESS')),
      phone: text(settings.get('CONTACT.PHONE')),
      email: text(settings.get('CONTACT.EMAIL')),
      // The configuration has no tax number yet (decision 0032).
      tax_id: null,
    },
    bench_name: bill.bench_name,
    currency: String(settings.get('REGIONAL.CURRENCY')),
    prices_include_tax: bill.prices_include_tax === 1,
    lines: loaded.figures.lines.map(lineView),
    totals: totalsView(loaded.figures.totals),
    tax_breakdown: taxBreakdown(loaded.figures.lines),
    tip_total: fromCents(tipTotal),
    total_with_tip: fromCents(loaded.figures.totals.gross + tipTotal),
    payments: payments.map((payment) => ({
      method: payment.method as TBillReceipt['payments'][number]['method'],
      amount: fromCents(payment.amount),
      tip: fromCents(payment.tip),
      total: fromCents(payment.amount + payment.tip),
      cash_given: payment.cash_given === null ? null : fromCents(payment.cash_given),
      change: payment.change_given === null ? null : fromCents(payment.change_given),
      status: payment.status as TBillReceipt['payments'][number]['status'],
      created_at: payment.created_at,
    })),
  };
}

export async function staffReceipt(deps: TApiDeps, id: number): Promise<TBillReceipt> {
  return billReceipt(deps, await requireBill(deps.db, id));
}

/**
 * POST /bills: staff open a bill for a table that asked in person (no request time; seen at once).
 * A table with an open bill answers 409, one without unpaid orders 400 'Nothing to pay'.
 */
export async function openBill(
  deps: TApiDeps,
  body: { bench_id: number; split_mode: 'WHOLE' | 'EQUAL' | 'ITEMS'; split_count?: number | undefined },
  principal: TPrincipal,
): Promise<TStaffBill> {
  const bench = await findBenchById(deps.db, body.bench_id);
  if (!bench) throw AppError.notFound('Bench', body.bench_id);
  const { pricesIncludeTax } = await loadBillSettings(deps);
  const stamp = stampOf(deps, principal);
  const count = body.split_mode === 'EQUAL' ? (body.split_count ?? 2) : body.split_mode === 'WHOLE' ? 1 : 0;
  let id: number;
  try {
    id = await deps.db.transaction().execute(async (trx) => {
      if (await findOpenBillOfBench(trx, bench.id))
        throw new AppError('CONFLICT', 'The table already has an open bill');
      if ((await findUnbilledOrderIds(trx, bench.id)).length === 0)
        throw new AppError('BAD_REQUEST', 'Nothing to pay');
      const billId = await insertBill(trx, {
        bench_id: bench.id,
        bench_name: bench.name,
        status: 'OPEN',
        split_mode: body.split_mode,
        split_count: Math.max(count, 1),
        prices_include_tax: pricesIncludeTax ? 1 : 0,
        acknowledged_at: stamp.at,
        acknowledged_by: principal.id,
        ...createdColumns(stamp),
      });
      await insertShares(
        trx,
        Array.from({ length: count }, (_, index) => ({
          bill_id: billId,
          position: index + 1,
          created_at: stamp.at,
        })),
      );
      return billId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'The table already has an open bill');
    throw error;
  }
  deps.events.publish({ type: 'bill.changed', billId: id, benchId: bench.id });
  return getStaffBill(deps, id);
}

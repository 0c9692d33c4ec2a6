import type {
  TBill,
  TBillReceipt,
  TJoinedShare,
  TRequestBill,
  TTableBill,
  TTipChoice,
  TUpdateShare,
} from '@tableside/shared/bills.schemas';
import { AppError } from '@tableside/shared/errors';
import { toCents } from '@tableside/shared/money';
import type { Kysely } from 'kysely';
import { hashToken } from '../auth/opaque-token.ts';
import { requireBench } from '../customer/customer-guards.ts';
import { type TGuestQuota, type TGuestWrite, withGuestQuota } from '../customer/guest-quota.ts';
import { isUniqueViolation } from '../db/db-errors.ts';
import type { Database } from '../db/schema.ts';
import type { TApiDeps } from '../deps.ts';
import { findFullOrders } from '../orders/orders.repository.ts';
import { loadBillSettings, requireAcceptedMethod, requireTipsOffered } from './bill-settings.ts';
import {
  billLines,
  billTotals,
  billView,
  lineView,
  ordersView,
  taxBreakdown,
  totalsView,
} from './bill-view.ts';
import {
  deleteShare,
  deleteShares,
  findOpenBillOfBench,
  findUnbilledOrderIds,
  insertBill,
  insertShares,
  lockBill,
  orderTokenFits,
  replaceShareLines,
  shareHasPayments,
  updateBill,
  updateShare,
} from './bills.repository.ts';
import { billReceipt, loadBill, requireBill, type TLoadedBill } from './bills.service.ts';

/**
 * The guests' side of the bill (decision 0032): public, narrow (no names, notes or staff), and every
 * write needs the X-Order-Token of one of the table's unpaid orders or of the bill's orders.
 */
const MINUTE_MS = 60_000;
/**
 * Splitting by items is a few taps per phone; a table of twelve stays well below these. Phones of
 * one table taking the same line meet 409s now and then: refusals have room too (decision 0047).
 */
export const BILL_QUOTA: TGuestQuota = {
  name: 'bills:write',
  perBench: { limit: 120, windowMs: 5 * MINUTE_MS },
  perAddress: { limit: 60, windowMs: MINUTE_MS },
  refusedPerAddress: { limit: 60, windowMs: 5 * MINUTE_MS },
  message: 'Too many changes from this table. Please wait a moment.',
};

export type TGuestCall = { token: string | undefined; address: string };

/** 401 without a token, 403 with one that is not of the table's unpaid orders or the bill's orders. */
async function requireToken(
  db: Kysely<Database>,
  token: string | undefined,
  scope: { benchId: number | null; billId: number | null },
): Promise<void> {
  if (!token) throw new AppError('UNAUTHORIZED', 'Order token is required');
  if (!(await orderTokenFits(db, await hashToken(token), scope))) {
    throw new AppError('FORBIDDEN', 'Order token is invalid');
  }
}

async function requireGuestBench(db: Kysely<Database>, benchId: number) {
  const bench = await requireBench(db, benchId);
  if (!bench.active || bench.archived) throw AppError.notFound('Bench', benchId);
  return bench;
}

function publicBill(loaded: TLoadedBill): TBill {
  return billView(loaded.rows, loaded.orders, loaded.figures);
}

async function publicBillOf(deps: TApiDeps, id: number): Promise<TBill> {
  return publicBill(await requireBill(deps.db, id));
}

const nothingToPay = () => new AppError('BAD_REQUEST', 'Nothing to pay');
const paidAlready = () =>
  new AppError('CONFLICT', 'A payment is already recorded on this bill. Please ask a member of staff.');

async function hasPayments(db: Kysely<Database>, billId: number): Promise<boolean> {
  return (
    (await db.selectFrom('payments').select('id').where('bill_id', '=', billId).executeTakeFirst()) !==
    undefined
  );
}

function tipColumns(tip: TTipChoice): { tip_percent: number | null; tip_amount: number | null } {
  if (tip === null) return { tip_percent: null, tip_amount: null };
  if ('percent' in tip) return { tip_percent: Math.round(tip.percent * 100), tip_amount: null };
  return { tip_percent: null, tip_amount: toCents(tip.amount) };
}

/** GET /customer/benches/{benchId}/bill. */
export async function getTableBill(deps: TApiDeps, benchId: number): Promise<TTableBill> {
  await requireGuestBench(deps.db, benchId);
  const settings = await loadBillSettings(deps);
  const orders = await findFullOrders(deps.db, await findUnbilledOrderIds(deps.db, benchId));
  const lines = billLines(orders);
  const open = await findOpenBillOfBench(deps.db, benchId);
  const loaded = open ? await loadBill(deps.db, open.id) : undefined;
  return {
    bench_id: benchId,
    orders: ordersView(orders),
    lines: lines.map(lineView),
    totals: totalsView(billTotals(orders)),
    tax_breakdown: taxBreakdown(lines),
    prices_include_tax: settings.pricesIncludeTax,
    payment_methods: settings.methods,
    tips_enabled: settings.tipsEnabled,
    tip_percentages: settings.tipsEnabled ? settings.tipPercentages : [],
    bill: loaded ? publicBill(loaded) : null,
  };
}

/**
 * POST /customer/benches/{benchId}/bill/request: asks for the bill (201), or changes the open one
 * (200) while no payment is recorded on it (409 after). WHOLE makes one share, EQUAL n; ITEMS none
 * (each phone takes its own), and keeps the shares when it was ITEMS already.
 */
export function requestBill(
  deps: TApiDeps,
  benchId: number,
  body: TRequestBill,
  call: TGuestCall,
): Promise<{ bill: TBill; created: boolean }> {
  return withGuestQuota(deps, BILL_QUOTA, call.address, (quota) =>
    askForBill(deps, benchId, body, call, quota),
  );
}

async function askForBill(
  deps: TApiDeps,
  benchId: number,
  body: TRequestBill,
  call: TGuestCall,
  quota: TGuestWrite,
): Promise<{ bill: TBill; created: boolean }> {
  const bench = await requireGuestBench(deps.db, benchId);
  const open = await findOpenBillOfBench(deps.db, benchId);
  // What the table's public bill shows anyway comes first: a paid bill is fixed, an empty one is nothing.
  if (open && (await hasPayments(deps.db, open.id))) throw paidAlready();
  if ((await findUnbilledOrderIds(deps.db, benchId)).length === 0) throw nothingToPay();
  await requireToken(deps.db, call.token, { benchId, billId: open?.id ?? null });
  const settings = await loadBillSettings(deps);
  requireAcceptedMethod(settings, body.payment_method, 'payment_method');
  const tip = body.split_mode === 'ITEMS' ? null : body.tip;
  requireTipsOffered(settings, tip !== null);

  const now = deps.clock.now().toISOString();
  const count = body.split_mode === 'EQUAL' ? (body.split_count ?? 2) : body.split_mode === 'WHOLE' ? 1 : 0;
  const values = {
    split_mode: body.split_mode,
    split_count: Math.max(count, 1),
    payment_method: body.payment_method,
    ...tipColumns(tip),
    prices_include_tax: settings.pricesIncludeTax ? 1 : 0,
    updated_at: now,
  };
  const shares = (billId: number) =>
    Array.from({ length: count }, (_, index) => ({
      bill_id: billId,
      position: index + 1,
      payment_method: body.payment_method,
      created_at: now,
    }));

  await quota.chargeTable(benchId);
  let result: { id: number; created: boolean; firstRequest: boolean };
  try {
    result = await deps.db.transaction().execute(async (trx) => {
      const current = await findOpenBillOfBench(trx, benchId);
      const locked = current !== undefined && (await lockBill(trx, current.id, 'OPEN', now));
      // Checked again under the lock: a payment taken meanwhile fixes the bill.
      if (locked && (await hasPayments(trx, current.id))) throw paidAlready();
      if ((await findUnbilledOrderIds(trx, benchId)).length === 0) throw nothingToPay();
      if (current && locked) {
        await updateBill(trx, current.id, { ...values, requested_at: current.requested_at ?? now });
        if (!(current.split_mode === 'ITEMS' && body.split_mode === 'ITEMS')) {
          await deleteShares(trx, current.id);
          await insertShares(trx, shares(current.id));
        }
        return { id: current.id, created: false, firstRequest: current.requested_at === null };
      }
      const id = await insertBill(trx, {
        ...values,
        bench_id: benchId,
        bench_name: bench.name,
        status: 'OPEN',
        requested_at: now,
        created_at: now,
      });
      await insertShares(trx, shares(id));
      return { id, created: true, firstRequest: true };
    });
  } catch (error) {
    // Another phone of the table asked at the same moment: its bill is the table's bill.
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', 'The table has just asked for the bill. Please reload.');
    throw error;
  }
  deps.events.publish({
    type: result.firstRequest ? 'bill.requested' : 'bill.changed',
    billId: result.id,
    benchId,
  });
  return { bill: await publicBillOf(deps, result.id), created: result.created };
}

/** The bill for a guest's write: OPEN, ITEMS, and the caller holds a fitting token. */
async function requireItemsBill(
  deps: TApiDeps,
  billId: number,
  call: TGuestCall,
  quota: TGuestWrite,
): Promise<TLoadedBill> {
  const loaded = await requireBill(deps.db, billId);
  const { bill } = loaded.rows;
  await requireToken(deps.db, call.token, { benchId: bill.bench_id, billId });
  if (bill.status !== 'OPEN') throw new AppError('CONFLICT', 'The bill is already paid');
  if (bill.split_mode !== 'ITEMS') throw new AppError('CONFLICT', 'The bill is not split by items');
  if (bill.bench_id !== null) await quota.chargeTable(bill.bench_id);
  return loaded;
}

function requireOpenShare(loaded: TLoadedBill, shareId: number) {
  const share = loaded.figures.shares.find((s) => s.row.id === shareId);
  if (!share) throw AppError.notFound('Share', shareId);
  if (share.hasPayments) throw new AppError('CONFLICT', 'This share has payments and cannot be changed');
  return share;
}

/** POST /customer/bills/{id}/shares: a new, empty share for this phone (ITEMS only). */
export function joinBill(deps: TApiDeps, billId: number, call: TGuestCall): Promise<TJoinedShare> {
  return withGuestQuota(deps, BILL_QUOTA, call.address, (quota) => takeShare(deps, billId, call, quota));
}

async function takeShare(
  deps: TApiDeps,
  billId: number,
  call: TGuestCall,
  quota: TGuestWrite,
): Promise<TJoinedShare> {
  const loaded = await requireItemsBill(deps, billId, call, quota);
  const now = deps.clock.now().toISOString();
  const shareId = await deps.db.transaction().execute(async (trx) => {
    if (!(await lockBill(trx, billId, 'OPEN', now)))
      throw new AppError('CONFLICT', 'The bill is already paid');
    const last = await trx
      .selectFrom('bill_shares')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('bill_id', '=', billId)
      .executeTakeFirst();
    const [id] = await insertShares(trx, [
      {
        bill_id: billId,
        position: Number(last?.position ?? 0) + 1,
        payment_method: loaded.rows.bill.payment_method,
        created_at: now,
      },
    ]);
    return id!;
  });
  deps.events.publish({ type: 'bill.changed', billId, benchId: loaded.rows.bill.bench_id });
  return { bill: await publicBillOf(deps, billId), share_id: shareId };
}

/** PUT /customer/bills/{id}/shares/{shareId}: the lines, tip and method of a phone's share. */
export function updateGuestShare(
  deps: TApiDeps,
  billId: number,
  shareId: number,
  body: TUpdateShare,
  call: TGuestCall,
): Promise<TBill> {
  return withGuestQuota(deps, BILL_QUOTA, call.address, (quota) =>
    changeShare(deps, { billId, shareId }, body, call, quota),
  );
}

async function changeShare(
  deps: TApiDeps,
  { billId, shareId }: { billId: number; shareId: number },
  body: TUpdateShare,
  call: TGuestCall,
  quota: TGuestWrite,
): Promise<TBill> {
  const loaded = await requireItemsBill(deps, billId, call, quota);
  requireOpenShare(loaded, shareId);
  const settings = await loadBillSettings(deps);
  if (body.payment_method !== null) requireAcceptedMethod(settings, body.payment_method, 'payment_method');
  requireTipsOffered(settings, body.tip !== null);
  const lineIds = [...new Set(body.line_ids)];
  const known = new Set(loaded.figures.lines.map((line) => line.id));
  const unknown = lineIds.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    const message = `Not on this bill: ${unknown.join(', ')}`;
    throw AppError.validation({ line_ids: [message] }, message);
  }
  const taken = new Set(loaded.figures.shares.filter((s) => s.row.id !== shareId).flatMap((s) => s.lineIds));
  if (lineIds.some((id) => taken.has(id))) throw new AppError('CONFLICT', 'That item is on another share');

  const now = deps.clock.now().toISOString();
  try {
    await deps.db.transaction().execute(async (trx) => {
      await lockUnpaidShare(trx, billId, shareId, now);
      await replaceShareLines(trx, billId, shareId, lineIds);
      // No method chosen keeps the one the share had (the table's preferred method when it joined).
      await updateShare(trx, shareId, {
        ...tipColumns(body.tip),
        ...(body.payment_method === null ? {} : { payment_method: body.payment_method }),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'That item is on another share');
    throw error;
  }
  deps.events.publish({ type: 'bill.changed', billId, benchId: loaded.rows.bill.bench_id });
  return publicBillOf(deps, billId);
}

/**
 * Locks an open bill for a change of one of its shares, and re-checks under the lock that the share
 * has no payment yet: a payment taken since fixes the share (409).
 */
async function lockUnpaidShare(trx: Kysely<Database>, billId: number, shareId: number, now: string) {
  if (!(await lockBill(trx, billId, 'OPEN', now))) throw new AppError('CONFLICT', 'The bill is already paid');
  if (await shareHasPayments(trx, shareId)) {
    throw new AppError('CONFLICT', 'This share has payments and cannot be changed');
  }
}

/** DELETE /customer/bills/{id}/shares/{shareId}: an unpaid share goes; its lines are free again. */
export function leaveBill(deps: TApiDeps, billId: number, shareId: number, call: TGuestCall): Promise<TBill> {
  return withGuestQuota(deps, BILL_QUOTA, call.address, (quota) =>
    giveUpShare(deps, { billId, shareId }, call, quota),
  );
}

async function giveUpShare(
  deps: TApiDeps,
  { billId, shareId }: { billId: number; shareId: number },
  call: TGuestCall,
  quota: TGuestWrite,
): Promise<TBill> {
  const loaded = await requireItemsBill(deps, billId, call, quota);
  requireOpenShare(loaded, shareId);
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await lockUnpaidShare(trx, billId, shareId, now);
    await deleteShare(trx, shareId);
    // "Share 2 of 3" stays true: the others close up.
    const rest = loaded.rows.shares.filter((share) => share.id !== shareId);
    for (const [index, share] of rest.entries()) {
      if (share.position !== index + 1) await updateShare(trx, share.id, { position: index + 1 });
    }
  });
  deps.events.publish({ type: 'bill.changed', billId, benchId: loaded.rows.bill.bench_id });
  return publicBillOf(deps, billId);
}

/** GET /customer/bills/{id}/receipt: with the token of one of the bill's orders; 404 until paid. */
export async function guestReceipt(
  deps: TApiDeps,
  billId: number,
  token: string | undefined,
): Promise<TBillReceipt> {
  const loaded = await requireBill(deps.db, billId);
  await requireToken(deps.db, token, { benchId: loaded.rows.bill.bench_id, billId });
  return billReceipt(deps, loaded);
}

import {
  ZBillListQuery,
  ZBillParams,
  ZOpenBill,
  ZPaymentCorrection,
  ZTakePayment,
} from '@tableside/shared/bills.schemas';
import { ZIdParams } from '@tableside/shared/list.schemas';
import { ApiRouter, requirePrincipal } from '../http/api-router.ts';
import { ok } from '../http/respond.ts';
import { clearBill, correctPaymentOf, takePayment } from './bill-payments.service.ts';
import { acknowledgeBill, getStaffBill, listStaffBills, openBill, staffReceipt } from './bills.service.ts';

const STAFF_BILL =
  'The bill with its orders, lines (priced as ordered), totals, tax breakdown, shares and every payment ' +
  '(who took it, voids and refunds with their reasons).';

/** The staff side of the bill (decision 0032); mounted at /bills. */
export const billsRouter = new ApiRouter('Bills')
  .get(
    '/',
    {
      summary: 'Bills',
      description: `Open bills (status=OPEN, the default) or the latest 100 settled ones, newest first, optionally of one table. ${STAFF_BILL}`,
      access: 'orders.read',
      query: ZBillListQuery,
    },
    async (c, { query }) =>
      ok(c, await listStaffBills(c.get('deps'), { status: query.status, benchId: query.bench_id })),
  )
  .post(
    '/',
    {
      summary: 'Open a bill for a table',
      description:
        'For a table that asked in person: split WHOLE (default), EQUAL with split_count, or ITEMS. A table ' +
        "with an open bill answers 409, one without unpaid orders 400 'Nothing to pay'.",
      access: 'payments.take',
      body: ZOpenBill,
    },
    async (c, { body, principal }) =>
      ok(c, await openBill(c.get('deps'), body, requirePrincipal(principal)), 'Bill opened', 201),
  )
  .get(
    '/:id',
    { summary: 'A bill', description: STAFF_BILL, access: 'orders.read', params: ZBillParams },
    async (c, { params }) => ok(c, await getStaffBill(c.get('deps'), params.id)),
  )
  .post(
    '/:id/acknowledge',
    {
      summary: 'Acknowledge a request for the bill',
      description: 'Records that staff saw the request; the first acknowledgement is kept.',
      access: 'orders.read',
      params: ZBillParams,
    },
    async (c, { params, principal }) =>
      ok(
        c,
        await acknowledgeBill(c.get('deps'), params.id, requirePrincipal(principal)),
        'Bill acknowledged',
      ),
  )
  .post(
    '/:id/payments',
    {
      summary: 'Take a payment',
      description:
        'A payment for one share (share_id may be left out when the bill has one share): amount > 0 and at ' +
        "most the share's outstanding amount (409 'More than is owed', also for the second of two payments " +
        'racing for one share), tip on top (only while tips are offered), a method the restaurant accepts. ' +
        'Cash: cash_given at least amount + tip; the payment records the change. When every share is paid ' +
        '(and, split by items, every line taken) the bill is settled: it gets its INV- number and its orders ' +
        'move to PAID with a history entry by the staff member.',
      access: 'payments.take',
      params: ZBillParams,
      body: ZTakePayment,
    },
    async (c, { params, body, principal }) =>
      ok(
        c,
        await takePayment(c.get('deps'), params.id, body, requirePrincipal(principal)),
        'Payment recorded',
        201,
      ),
  )
  .post(
    '/:id/clear',
    {
      summary: 'Clear a paid table',
      description: "The guests left: a settled bill's PAID orders move to COMPLETED (409 for an open bill).",
      access: 'orders.update_status',
      params: ZBillParams,
    },
    async (c, { params, principal }) =>
      ok(c, await clearBill(c.get('deps'), params.id, requirePrincipal(principal)), 'Table cleared'),
  )
  .get(
    '/:id/receipt',
    {
      summary: "A bill's receipt",
      description:
        'The invoice of a settled bill: INV- number, restaurant, lines, taxes by rate, payments. 404 until settled.',
      access: 'orders.read',
      params: ZBillParams,
    },
    async (c, { params }) => ok(c, await staffReceipt(c.get('deps'), params.id)),
  );

/** Corrections of payments; mounted at /payments. */
export const paymentsRouter = new ApiRouter('Bills')
  .post(
    '/:id/void',
    {
      summary: 'Void a payment',
      description:
        'A mistaken payment of an open bill: VOIDED with the reason, and its share owes the amount again. ' +
        'Audited. A payment of a settled bill is refunded instead (409).',
      access: 'payments.take',
      params: ZIdParams,
      body: ZPaymentCorrection,
    },
    async (c, { params, body, principal }) =>
      ok(
        c,
        await correctPaymentOf(c.get('deps'), params.id, 'void', body.reason, requirePrincipal(principal)),
        'Payment voided',
      ),
  )
  .post(
    '/:id/refund',
    {
      summary: 'Refund a payment',
      description:
        'Money given back after the bill was settled: REFUNDED with the reason; the bill stays settled and ' +
        'the end-of-day report counts the refund. Audited. Open bills void instead (409).',
      access: 'payments.refund',
      params: ZIdParams,
      body: ZPaymentCorrection,
    },
    async (c, { params, body, principal }) =>
      ok(
        c,
        await correctPaymentOf(c.get('deps'), params.id, 'refund', body.reason, requirePrincipal(principal)),
        'Payment refunded',
      ),
  );

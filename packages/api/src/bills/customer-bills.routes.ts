import {
  ZBenchParams,
  ZBillParams,
  ZBillShareParams,
  ZRequestBill,
  ZUpdateShare,
} from '@tableside/shared/bills.schemas';
import type { Context } from 'hono';
import { clientAddress } from '../auth/client-address.ts';
import { countGuestRefusals } from '../customer/guest-quota.ts';
import { ApiRouter } from '../http/api-router.ts';
import type { TApiEnv } from '../http/env.ts';
import { ok } from '../http/respond.ts';
import {
  BILL_QUOTA,
  getTableBill,
  guestReceipt,
  joinBill,
  leaveBill,
  requestBill,
  type TGuestCall,
  updateGuestShare,
} from './bill-guests.service.ts';

const NARROW = 'No names, emails, phone numbers, notes or staff.';
const TOKEN =
  "Needs X-Order-Token: the token of one of the table's unpaid orders or of the bill's orders (401 without, 403 wrong). " +
  'Rate-limited per table and per client address (429); a refused change costs the table nothing but counts ' +
  'against the address (decision 0047).';

function guestCall(c: Context<TApiEnv>): TGuestCall {
  return { token: c.req.header('X-Order-Token'), address: clientAddress(c) };
}

const benchRouter = new ApiRouter('Bills');
const billRouter = new ApiRouter('Bills');
// Registered before the routes, so they see every answer, a refused body included (decision 0047).
benchRouter.hono.post('/:benchId/bill/request', countGuestRefusals(BILL_QUOTA));
billRouter.hono.post('/:id/shares', countGuestRefusals(BILL_QUOTA));
billRouter.hono.on(['PUT', 'DELETE'], '/:id/shares/:shareId', countGuestRefusals(BILL_QUOTA));

/** The guests' side of the table's bill (decision 0032); mounted at /customer/benches. */
export const customerBenchBillRouter = benchRouter
  .get(
    '/:benchId/bill',
    {
      summary: "A table's bill",
      description:
        "The table's unpaid orders as they would be billed now (lines priced as ordered, totals, taxes by rate), " +
        `the payment methods and tips the restaurant offers, and the open bill if one was asked for. ${NARROW} ` +
        '404 for an unknown or inactive table.',
      access: 'public',
      params: ZBenchParams,
    },
    async (c, { params }) => ok(c, await getTableBill(c.get('deps'), params.benchId)),
  )
  .post(
    '/:benchId/bill/request',
    {
      summary: 'Ask for the bill',
      description:
        'WHOLE, EQUAL (split_count people) or ITEMS (each phone takes its share), the preferred payment method ' +
        "and, for WHOLE and EQUAL, one tip choice. 201 for a new bill, 200 when it changes the open one; 400 'Nothing " +
        "to pay' without unpaid orders; 409 once a payment is recorded. " +
        `${TOKEN} ${NARROW}`,
      access: 'public',
      params: ZBenchParams,
      body: ZRequestBill,
    },
    async (c, { params, body }) => {
      const { bill, created } = await requestBill(c.get('deps'), params.benchId, body, guestCall(c));
      return created ? ok(c, bill, 'The bill is on its way', 201) : ok(c, bill, 'Bill changed');
    },
  );

/** The guests' shares and receipts; mounted at /customer/bills. */
export const customerBillsRouter = billRouter
  .post(
    '/:id/shares',
    {
      summary: 'Take a share of the bill',
      description: `Split by items only (409 otherwise): a new, empty share for this phone; the answer names its id. ${TOKEN}`,
      access: 'public',
      params: ZBillParams,
    },
    async (c, { params }) =>
      ok(c, await joinBill(c.get('deps'), params.id, guestCall(c)), 'Share taken', 201),
  )
  .put(
    '/:id/shares/:shareId',
    {
      summary: 'Choose the items of a share',
      description:
        "The share's lines (order item ids; 409 'That item is on another share'), tip and payment method. 409 " +
        `once the share has payments. ${TOKEN}`,
      access: 'public',
      params: ZBillShareParams,
      body: ZUpdateShare,
    },
    async (c, { params, body }) =>
      ok(
        c,
        await updateGuestShare(c.get('deps'), params.id, params.shareId, body, guestCall(c)),
        'Share changed',
      ),
  )
  .delete(
    '/:id/shares/:shareId',
    {
      summary: 'Give up a share',
      description: `An unpaid share goes and its items are free again. ${TOKEN}`,
      access: 'public',
      params: ZBillShareParams,
    },
    async (c, { params }) =>
      ok(c, await leaveBill(c.get('deps'), params.id, params.shareId, guestCall(c)), 'Share removed'),
  )
  .get(
    '/:id/receipt',
    {
      summary: 'The receipt of a paid bill',
      description:
        'Invoice number, restaurant, lines, taxes by rate and the payments (method, amounts, tip, change; no ' +
        'staff names). 404 until the bill is paid. Needs the X-Order-Token of one of its orders.',
      access: 'public',
      params: ZBillParams,
    },
    async (c, { params }) =>
      ok(c, await guestReceipt(c.get('deps'), params.id, c.req.header('X-Order-Token'))),
  );

import { ZIdParams } from '@tableside/shared/list.schemas';
import {
  ZAddItems,
  ZBenchIdParams,
  ZOrderItemParams,
  ZOrderTokenBody,
  ZSubmitOrder,
  ZUpdateOrderLine,
} from '@tableside/shared/orders.schemas';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { clientAddress } from '../auth/client-address.ts';
import { ApiRouter } from '../http/api-router.ts';
import type { TApiEnv } from '../http/env.ts';
import { ORDER_BODY_MAX_BYTES } from '../http/request-body.ts';
import { ok } from '../http/respond.ts';
import { MAX_PRESENTED_TOKENS, presentedOrderTokens } from '../orders/order-token.ts';
import { SUBMIT_QUOTA } from './customer-guards.ts';
import {
  addItemsAsGuest,
  getPublicOrder,
  listBenchOrders,
  removeLineAsGuest,
  type TGuestRequest,
  updateLineAsGuest,
} from './customer-orders.service.ts';
import { submitCustomerOrder } from './customer-submit.service.ts';
import { countGuestRefusals } from './guest-quota.ts';

/** The order token travels in the X-Order-Token header, or as order_token in the body. */
function guestRequest(c: Context<TApiEnv>, body: { order_token?: string | undefined }): TGuestRequest {
  return { token: c.req.header('X-Order-Token') || body.order_token, clientAddress: clientAddress(c) };
}

const PUBLIC_VIEW = 'Public view: no customer data, no staff names.';

const ONE_ORDER =
  `With the order's X-Order-Token header: the full public view. ${PUBLIC_VIEW} Without it, or with a ` +
  'wrong one: only id, order numbers, status and times, and only while the order is SUBMITTED, OPENED ' +
  'or READY; any other order answers 404 like a missing id (decision 0022).';

/**
 * The answer depends on the token header, so no cache may keep it or hand one guest's answer to
 * another; set before reading, so a 404 carries it too.
 */
async function readOneOrder(c: Context<TApiEnv>, { params }: { params: { id: number } }) {
  c.header('Cache-Control', 'private, no-store');
  c.header('Vary', 'X-Order-Token');
  return ok(c, await getPublicOrder(c.get('deps'), params.id, c.req.header('X-Order-Token') || undefined));
}

const router = new ApiRouter('Customer orders');
// Registered before the route, so it sees every answer of it, a refused body included (decision 0047).
router.hono.post('/submit', countGuestRefusals(SUBMIT_QUOTA));

/** The guests' order calls (spec customer 7 "Public and customer"); mounted at /customer/orders. */
export const customerOrdersRouter = router
  .post(
    '/submit',
    {
      summary: 'Submit an order from a table',
      description:
        'Prices every line from the menu (client prices are ignored). Send an Idempotency-Key header to ' +
        'make retries safe: the same key and body answer the first answer and count nothing. The answer ' +
        'carries data.order_token once: keep it to add or change items. 429 after 10 accepted orders per ' +
        'table in 5 minutes, 30 per client address a minute, or 30 refused submissions per address in 5 ' +
        'minutes; a refused submission costs the table nothing.',
      access: 'public',
      body: ZSubmitOrder,
      bodyLimit: ORDER_BODY_MAX_BYTES,
    },
    async (c, { body }) => {
      const result = await submitCustomerOrder(c.get('deps'), body, {
        idempotencyKey: c.req.header('Idempotency-Key'),
        clientAddress: clientAddress(c),
      });
      return c.json(result.body, result.status as ContentfulStatusCode);
    },
  )
  .get(
    '/bench/:benchId',
    {
      summary: "A table's active orders",
      description:
        'Orders in SUBMITTED, OPENED or READY, newest first. Each order whose token the X-Order-Token ' +
        `header carries (one, or up to ${MAX_PRESENTED_TOKENS} separated by commas: the orders this phone ` +
        `placed) in the full public view with items and notes. ${PUBLIC_VIEW} Every other order only ` +
        'with id, order numbers, status and times (decisions 0022 and 0047).',
      access: 'public',
      params: ZBenchIdParams,
    },
    async (c, { params }) => {
      c.header('Cache-Control', 'private, no-store');
      c.header('Vary', 'X-Order-Token');
      const tokens = presentedOrderTokens(c.req.header('X-Order-Token'));
      return ok(c, await listBenchOrders(c.get('deps'), params.benchId, tokens));
    },
  )
  .get(
    '/:id/public',
    { summary: 'One order, for guests', description: ONE_ORDER, access: 'public', params: ZIdParams },
    readOneOrder,
  )
  .get(
    '/:id',
    {
      summary: 'One order, for guests',
      description: `Same as /{id}/public. ${ONE_ORDER}`,
      access: 'public',
      params: ZIdParams,
    },
    readOneOrder,
  )
  .post(
    '/:id/add-items',
    {
      summary: 'Add items to an order',
      description: 'Needs the order token. Allowed while the order is SUBMITTED or OPENED.',
      access: 'public',
      params: ZIdParams,
      body: ZAddItems,
      bodyLimit: ORDER_BODY_MAX_BYTES,
    },
    async (c, { params, body }) => {
      const order = await addItemsAsGuest(c.get('deps'), params.id, body.items, guestRequest(c, body));
      return ok(c, order, 'Items added');
    },
  )
  .patch(
    '/:id/items/:itemId',
    {
      summary: "Change a line's quantity or instructions",
      description: 'Needs the order token. Allowed only while the order is SUBMITTED.',
      access: 'public',
      params: ZOrderItemParams,
      body: ZUpdateOrderLine,
    },
    async (c, { params, body }) => {
      const order = await updateLineAsGuest(
        c.get('deps'),
        params.id,
        params.itemId,
        body,
        guestRequest(c, body),
      );
      return ok(c, order, 'Item updated');
    },
  )
  .delete(
    '/:id/items/:itemId',
    {
      summary: 'Remove a line',
      description: 'Needs the order token. Allowed only while the order is SUBMITTED; the last line stays.',
      access: 'public',
      params: ZOrderItemParams,
      body: ZOrderTokenBody,
    },
    async (c, { params, body }) => {
      const order = await removeLineAsGuest(c.get('deps'), params.id, params.itemId, guestRequest(c, body));
      return ok(c, order, 'Item removed');
    },
  );

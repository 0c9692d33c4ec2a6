import {
  STAFF_ORDER_INCLUDES,
  ZChangeOrderStatus,
  ZCreateStaffOrder,
  ZStaffAddItems,
  ZStaffOrderItemParams,
  ZStaffOrderParams,
} from '@tableside/shared/staff-orders.schemas';
import { z } from 'zod';
import { listQuerySchema } from '../db/list.ts';
import { ApiRouter, requirePrincipal } from '../http/api-router.ts';
import { ORDER_BODY_MAX_BYTES } from '../http/request-body.ts';
import { created, ok } from '../http/respond.ts';
import { addItemsAsStaff, removeItemAsStaff } from './staff-order-items.service.ts';
import { issueReceipt } from './staff-order-receipt.service.ts';
import { STAFF_ORDER_LIST_SPEC } from './staff-orders.repository.ts';
import { changeOrderStatus, createStaffOrder, getFullOrder } from './staff-orders.service.ts';
import { countTodayOrders, listStaffOrders } from './staff-orders-list.service.ts';

const ZStaffOrderListQuery = listQuerySchema(STAFF_ORDER_LIST_SPEC).extend({
  include: z
    .string()
    .optional()
    .describe(`Comma-separated: ${STAFF_ORDER_INCLUDES.join(', ')}. Without it, summaries only.`),
  date_from: z.string().optional().describe("Created on or after; a bare date is the restaurant's day"),
  date_to: z.string().optional().describe('Created on or before; a bare date includes the whole day'),
});

const FULL_VIEW = 'Answers the full order view (items with details, history with staff names, customer).';

/** The staff order calls (spec admin 7 "Orders"); mounted at /customer-orders. */
export const staffOrdersRouter = new ApiRouter('Staff orders')
  .get(
    '/',
    {
      summary: 'List orders',
      description:
        "Filters customer_id, bench_id, branch_id (the table's location), status, status_in (names or codes), is_manual, order_number_like, " +
        'sequence_number_like, invoice_number_like, ' +
        'date_from, date_to and more; newest first by default. With `page`, a paged result.',
      access: 'orders.read',
      query: ZStaffOrderListQuery,
    },
    async (c, { query }) => ok(c, await listStaffOrders(c.get('deps'), query)),
  )
  .get(
    '/today-count',
    {
      summary: "Today's order count",
      description: "Orders created since midnight in the restaurant's time zone (the sidebar badge).",
      access: 'orders.read',
    },
    async (c) => ok(c, await countTodayOrders(c.get('deps'))),
  )
  .get(
    '/:id/full',
    { summary: 'One order, whole', description: FULL_VIEW, access: 'orders.read', params: ZStaffOrderParams },
    async (c, { params }) => ok(c, await getFullOrder(c.get('deps'), params.id)),
  )
  .patch(
    '/:id/status',
    {
      summary: "Change an order's status",
      description:
        'status is a name or a history code (1–8; 7 means PAID). Only allowed transitions; COMPLETED and ' +
        'CANCELLED are final (409), and an order a payment on its bill has fixed cannot be cancelled (409). ' +
        'The status the order already has, or a change someone else made ' +
        `meanwhile, answers 409 STALE_STATE. ${FULL_VIEW}`,
      access: 'orders.update_status',
      params: ZStaffOrderParams,
      body: ZChangeOrderStatus,
    },
    async (c, { params, body, principal }) => {
      const order = await changeOrderStatus(c.get('deps'), params.id, body, requirePrincipal(principal));
      return ok(c, order, 'Status updated');
    },
  )
  .post(
    '/:id/receipt',
    {
      summary: "Issue an order's receipt",
      description:
        'The first receipt gives the order its invoice number (the next INV- number); a reprint answers ' +
        `the same number. A cancelled order without one answers 409. Whoever may see the order may print it. ${FULL_VIEW}`,
      access: 'orders.read',
      params: ZStaffOrderParams,
    },
    async (c, { params }) => ok(c, await issueReceipt(c.get('deps'), params.id), 'Receipt issued'),
  )
  .post(
    '/',
    {
      summary: 'Take a manual order',
      description: `Priced from the menu (client prices are ignored); is_manual is true. ${FULL_VIEW}`,
      access: 'orders.create',
      body: ZCreateStaffOrder,
      bodyLimit: ORDER_BODY_MAX_BYTES,
    },
    async (c, { body, principal }) =>
      created(c, await createStaffOrder(c.get('deps'), body, requirePrincipal(principal)), 'Order created'),
  )
  .post(
    '/:id/add-items',
    {
      summary: 'Add items to an order',
      description: `Until the order is COMPLETED or CANCELLED. Totals are recomputed. ${FULL_VIEW}`,
      access: 'orders.edit',
      params: ZStaffOrderParams,
      body: ZStaffAddItems,
      bodyLimit: ORDER_BODY_MAX_BYTES,
    },
    async (c, { params, body, principal }) => {
      const order = await addItemsAsStaff(c.get('deps'), params.id, body.items, requirePrincipal(principal));
      return ok(c, order, 'Items added');
    },
  )
  .delete(
    '/:id/items/:itemId',
    {
      summary: 'Remove an item from an order',
      description: `Until the order is COMPLETED or CANCELLED; the last item stays (409). ${FULL_VIEW}`,
      access: 'orders.edit',
      params: ZStaffOrderItemParams,
    },
    async (c, { params, principal }) => {
      const order = await removeItemAsStaff(
        c.get('deps'),
        params.id,
        params.itemId,
        requirePrincipal(principal),
      );
      return ok(c, order, 'Item removed');
    },
  );

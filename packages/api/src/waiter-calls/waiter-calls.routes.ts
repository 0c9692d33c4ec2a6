import { ZBenchIdParams } from '@tableside/shared/orders.schemas';
import { ZCallWaiter, ZWaiterCallListQuery, ZWaiterCallParams } from '@tableside/shared/waiter-calls.schemas';
import { clientAddress } from '../auth/client-address.ts';
import { countGuestRefusals } from '../customer/guest-quota.ts';
import { ApiRouter, requirePrincipal } from '../http/api-router.ts';
import { ok } from '../http/respond.ts';
import {
  acknowledgeWaiterCall,
  callWaiter,
  listCalls,
  listGuestCalls,
  WAITER_CALL_QUOTA,
} from './waiter-calls.service.ts';

const GUEST_VIEW = 'Guest view: id, table, reason, time and whether staff acknowledged it; no names.';

const guestRouter = new ApiRouter('Waiter calls');
// Registered before the route, so it sees every answer of it, a refused body included (decision 0047).
guestRouter.hono.post('/bench/:benchId', countGuestRefusals(WAITER_CALL_QUOTA));

/** The guests' side of "Call a waiter" (decision 0031); mounted at /customer/waiter-calls. */
export const customerWaiterCallsRouter = guestRouter
  .post(
    '/bench/:benchId',
    {
      summary: 'Call a waiter to a table',
      description:
        'reason QUESTION, WATER or READY_TO_ORDER. The table must take guests (404 otherwise). While a ' +
        'call of the same reason is open at the table, answers it (200) instead of a new one (201). At ' +
        `most ${WAITER_CALL_QUOTA.perBench.limit} new calls per table and ${WAITER_CALL_QUOTA.perAddress.limit} ` +
        `per client address in 10 minutes (429); a refused call costs the table nothing, but ` +
        `${WAITER_CALL_QUOTA.refusedPerAddress.limit} refused calls from one address in 10 minutes answer 429 ` +
        `until the window ends. ${GUEST_VIEW}`,
      access: 'public',
      params: ZBenchIdParams,
      body: ZCallWaiter,
    },
    async (c, { params, body }) => {
      const { call, created } = await callWaiter(
        c.get('deps'),
        params.benchId,
        body.reason,
        clientAddress(c),
      );
      return created
        ? ok(c, call, 'A waiter has been called', 201)
        : ok(c, call, 'A waiter has already been called');
    },
  )
  .get(
    '/bench/:benchId',
    {
      summary: "A table's waiter calls",
      description: `Open calls and those acknowledged in the last 5 minutes, oldest first. ${GUEST_VIEW}`,
      access: 'public',
      params: ZBenchIdParams,
    },
    async (c, { params }) => ok(c, await listGuestCalls(c.get('deps'), params.benchId)),
  );

/** The staff side; mounted at /waiter-calls. */
export const waiterCallsRouter = new ApiRouter('Waiter calls')
  .get(
    '/',
    {
      summary: 'Waiter calls',
      description:
        'With open=true the calls no one acknowledged yet, oldest first; otherwise the latest 200 calls, ' +
        'newest first. Each with the table name and, once acknowledged, who and when.',
      access: 'orders.read',
      query: ZWaiterCallListQuery,
    },
    async (c, { query }) => ok(c, await listCalls(c.get('deps'), query.open)),
  )
  .post(
    '/:id/acknowledge',
    {
      summary: 'Acknowledge a waiter call',
      description:
        'Records who took the call and tells the table "a waiter is on the way". A call already ' +
        'acknowledged answers 409 naming who took it; an unknown id 404.',
      access: 'orders.update_status',
      params: ZWaiterCallParams,
    },
    async (c, { params, principal }) =>
      ok(
        c,
        await acknowledgeWaiterCall(c.get('deps'), params.id, requirePrincipal(principal)),
        'Waiter call acknowledged',
      ),
  );

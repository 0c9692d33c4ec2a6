import {
  type TSharedCartChanged,
  ZAddSharedCartItem,
  ZCreateSharedCart,
  ZJoinSharedCart,
  ZMarkSharedCartSubmitted,
  ZSharedCartLineParams,
  ZSharedCartParams,
  ZSharedCartVersionQuery,
  ZUpdateSharedCartItem,
} from '@tableside/shared/shared-cart.schemas';
import { clientAddress } from '../auth/client-address.ts';
import { ApiRouter } from '../http/api-router.ts';
import { ORDER_BODY_MAX_BYTES } from '../http/request-body.ts';
import { created, ok } from '../http/respond.ts';
import { streamDomainEvents } from '../http/sse.ts';
import { loadLiveSharedCart } from './shared-cart-changes.ts';
import {
  addSharedCartLine,
  createSharedCart,
  getSharedCart,
  joinSharedCart,
  markSharedCartSubmitted,
  removeSharedCartLine,
  updateSharedCartLine,
} from './shared-carts.service.ts';

const VERSIONED =
  'Send `version` to write only on that version: a different one answers 409 STALE_STATE with the ' +
  'current cart as `data`. Without it the change is applied to the current cart.';

/** spec customer 7: POST /customer/shared-carts and /{id}/join; the rest is ours (issue "Guest journey"). */
export const sharedCartsRouter = new ApiRouter('Shared carts')
  .post(
    '/',
    {
      summary: 'Start a shared cart for a table',
      description:
        'The table must be active and not archived (404 unknown, 409 not taking orders). Lines of `cart.items` are priced from the menu and ' +
        'become the creator’s. Answers sharedCartId (the share link is /shared-cart/{sharedCartId}) and ' +
        'the creator as `participant`. The cart expires 4 hours after its last change.',
      access: 'public',
      body: ZCreateSharedCart,
      bodyLimit: ORDER_BODY_MAX_BYTES,
    },
    async (c, { body }) => created(c, await createSharedCart(c.get('deps'), body, clientAddress(c))),
  )
  .post(
    '/:id/join',
    {
      summary: 'Join a shared cart',
      description:
        'Adds the caller as a participant (named, or Guest n in join order). 404 unknown, 410 expired.',
      access: 'public',
      params: ZSharedCartParams,
      body: ZJoinSharedCart,
    },
    async (c, { params, body }) => ok(c, await joinSharedCart(c.get('deps'), params.id, body)),
  )
  .get(
    '/:id',
    {
      summary: 'Read a shared cart',
      description:
        'Lines with who added them, participants, totals, version and status. 404 unknown, 410 expired.',
      access: 'public',
      params: ZSharedCartParams,
    },
    async (c, { params }) => ok(c, await getSharedCart(c.get('deps'), params.id)),
  )
  .get(
    '/:id/events',
    {
      summary: 'Follow a shared cart live (Server-Sent Events)',
      description:
        'Opens with `ready`, then sends `shared_cart.changed` with { sharedCartId, version } after each ' +
        'change: refetch the cart when the version is newer than yours.',
      access: 'public',
      params: ZSharedCartParams,
    },
    async (c, { params }) => {
      // Events carry only the version: the bus crosses server instances (PostgreSQL NOTIFY caps a
      // payload at 8000 bytes) and a 100-line cart would not fit; one GET per change is cheap.
      await loadLiveSharedCart(c.get('deps'), params.id);
      return streamDomainEvents(c, (event) => {
        if (event.type !== 'shared_cart.changed' || event.cartId !== params.id) return null;
        const data: TSharedCartChanged = { sharedCartId: event.cartId, version: event.version };
        return { event: event.type, data };
      });
    },
  )
  .post(
    '/:id/items',
    {
      summary: 'Add a line to a shared cart',
      description: `Priced from the menu; equal lines of the same participant merge. ${VERSIONED}`,
      access: 'public',
      params: ZSharedCartParams,
      body: ZAddSharedCartItem,
    },
    async (c, { params, body }) => ok(c, await addSharedCartLine(c.get('deps'), params.id, body)),
  )
  .patch(
    '/:id/items/:lineId',
    {
      summary: 'Change a line’s quantity',
      description: `A quantity of 0 or less removes the line. ${VERSIONED}`,
      access: 'public',
      params: ZSharedCartLineParams,
      body: ZUpdateSharedCartItem,
    },
    async (c, { params, body }) =>
      ok(c, await updateSharedCartLine(c.get('deps'), params.id, params.lineId, body)),
  )
  .delete(
    '/:id/items/:lineId',
    {
      summary: 'Remove a line',
      description: `Optional query \`version\`. ${VERSIONED}`,
      access: 'public',
      params: ZSharedCartLineParams,
      query: ZSharedCartVersionQuery,
    },
    async (c, { params, query }) =>
      ok(c, await removeSharedCartLine(c.get('deps'), params.id, params.lineId, query.version)),
  )
  .post(
    '/:id/mark-submitted',
    {
      summary: 'Mark a shared cart as submitted',
      description:
        'After POST /customer/orders/submit: the order must belong to the same table and be newer than ' +
        `the cart. Further line changes then answer 409. ${VERSIONED}`,
      access: 'public',
      params: ZSharedCartParams,
      body: ZMarkSharedCartSubmitted,
    },
    async (c, { params, body }) => ok(c, await markSharedCartSubmitted(c.get('deps'), params.id, body)),
  );

import { z } from 'zod';
import type { TCart, TCartItem } from './cart.ts';
import { MAX_ID } from './list.schemas.ts';
import { ORDER_LIMITS } from './order-limits.ts';
import { type TOrderLine, ZOrderLine } from './orders.schemas.ts';

/**
 * Shared carts (spec customer 2 "/shared-cart/:cartId", 7 "POST /customer/shared-carts — body: cart;
 * response data.sharedCartId. POST /customer/shared-carts/{id}/join"): everyone at a table fills one
 * cart from their own phone and one of them submits it as the table's order. The limits are ours:
 * the spec names none.
 */
export const SHARED_CART_TTL_HOURS = 4;
/** A shared cart becomes one order, so it holds what one order takes. */
export const SHARED_CART_MAX_LINES = ORDER_LIMITS.lines;
export const SHARED_CART_MAX_QUANTITY = ORDER_LIMITS.quantity;
export const SHARED_CART_MAX_PARTICIPANTS = 20;
export const PARTICIPANT_NAME_MAX_LENGTH = 40;

const ZVersion = z
  .number()
  .int()
  .min(0)
  .max(MAX_ID)
  .optional()
  .describe('The version the client last saw; stale → 409');

/** Trimmed; an empty name means "give me the next Guest n". */
export const ZParticipantName = z
  .string()
  .trim()
  .max(PARTICIPANT_NAME_MAX_LENGTH, `At most ${PARTICIPANT_NAME_MAX_LENGTH} characters`)
  .regex(/^[^\p{Cc}]*$/u, 'No control characters');

/**
 * One line as a guest picks it: the same line the order submission takes (orders.schemas.ts), so a
 * line the cart accepts is one the order accepts. Prices a client cart still carries are ignored:
 * the server prices every line from the menu (DESIGN 2).
 */
export const ZSharedCartLineInput = ZOrderLine;
export type TSharedCartLineInput = TOrderLine;

export const ZCreateSharedCart = z.object({
  bench_id: z.number().int().positive().max(MAX_ID),
  /** The creator's local cart, if any: its lines become theirs in the shared cart. */
  cart: z.object({ items: z.array(ZSharedCartLineInput).max(SHARED_CART_MAX_LINES).default([]) }).optional(),
  participant_name: ZParticipantName.optional(),
});
export type TCreateSharedCart = z.infer<typeof ZCreateSharedCart>;

export const ZJoinSharedCart = z.object({ participant_name: ZParticipantName.optional() });
export type TJoinSharedCart = z.infer<typeof ZJoinSharedCart>;

export const ZAddSharedCartItem = z.object({
  participant_id: z.string().min(1).max(64),
  line: ZSharedCartLineInput,
  version: ZVersion,
});
export type TAddSharedCartItem = z.infer<typeof ZAddSharedCartItem>;

/** spec customer 4: a quantity of 0 or less removes the line. */
export const ZUpdateSharedCartItem = z.object({
  quantity: z
    .number()
    .int()
    .max(SHARED_CART_MAX_QUANTITY, `Quantity must be at most ${SHARED_CART_MAX_QUANTITY}`),
  version: ZVersion,
});
export type TUpdateSharedCartItem = z.infer<typeof ZUpdateSharedCartItem>;

/** DELETE carries no body, so its version travels in the query. */
export const ZSharedCartVersionQuery = z.object({
  version: z
    .string()
    .regex(/^\d{1,9}$/, 'Expected a version number')
    .transform(Number)
    .optional(),
});

export const ZMarkSharedCartSubmitted = z.object({
  order_id: z.number().int().positive().max(MAX_ID),
  version: ZVersion,
});
export type TMarkSharedCartSubmitted = z.infer<typeof ZMarkSharedCartSubmitted>;

/** Unknown ids of any shape are a 404 (the guard's "not found" screen), so the id is not patterned. */
export const ZSharedCartParams = z.object({ id: z.string().min(1).max(128) });
export const ZSharedCartLineParams = ZSharedCartParams.extend({ lineId: z.string().min(1).max(128) });

export type TSharedCartParticipant = { id: string; name: string };

/** A line as every phone shows it: who added it, by name and by participant id. */
export type TSharedCartLine = TCartItem & { addedBy: string; participantId: string };

export type TSharedCartStatus = 'open' | 'submitted';

/** What every shared-cart endpoint answers (and a 409 carries as data, so the client can redo). */
export type TSharedCartView = {
  sharedCartId: string;
  bench_id: number;
  status: TSharedCartStatus;
  /** The table's order once someone submitted the cart. */
  order_id: number | null;
  submitted_at: string | null;
  version: number;
  expires_at: string;
  created_at: string;
  participants: TSharedCartParticipant[];
  /** spec customer 3 "Client cart": totals computed on the server with cart.ts. */
  cart: Omit<TCart, 'items'> & { items: TSharedCartLine[] };
};

/** Create and join also say who the caller is; the client keeps `participant.id` for its writes. */
export type TSharedCartSession = TSharedCartView & { participant: TSharedCartParticipant };

/** The SSE `shared_cart.changed` message: refetch the cart when `version` is newer than yours. */
export type TSharedCartChanged = { sharedCartId: string; version: number };

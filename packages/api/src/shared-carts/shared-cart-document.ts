import { addItem, emptyCart, recalculate, type TCart, type TNewCartLine } from '@tableside/shared/cart';
import { AppError } from '@tableside/shared/errors';
import {
  PARTICIPANT_NAME_MAX_LENGTH,
  SHARED_CART_MAX_PARTICIPANTS,
  type TSharedCartParticipant,
  type TSharedCartStatus,
  type TSharedCartView,
} from '@tableside/shared/shared-cart.schemas';
import type { Row } from '../db/schema.ts';

/**
 * What the `cart` column of shared_carts holds: the pure cart of shared/cart.ts, whose lines carry
 * the adding participant's name in `addedBy`, plus who joined and whether the table's order went out.
 * Participant names are unique within a cart, so addItem keeps each guest's lines apart by name.
 */
export type TSharedCartDocument = {
  cart: TCart;
  participants: Array<TSharedCartParticipant & { joinedAt: string }>;
  status: TSharedCartStatus;
  orderId: number | null;
  submittedAt: string | null;
};

export function newDocument(cartId: string, benchId: number, now: Date): TSharedCartDocument {
  return {
    cart: emptyCart(benchId, cartId, now),
    participants: [],
    status: 'open',
    orderId: null,
    submittedAt: null,
  };
}

export function parseDocument(text: string): TSharedCartDocument {
  // Written only by serializeDocument below, so its shape is ours.
  return JSON.parse(text) as TSharedCartDocument;
}

export function serializeDocument(document: TSharedCartDocument): string {
  return JSON.stringify(document);
}

/**
 * Adds a guest under the name they chose, or 'Guest n' in join order. A name already taken at the
 * table (case aside) gets ' (2)', ' (3)'…, so two Annas still see whose line is whose.
 */
export function addParticipant(
  document: TSharedCartDocument,
  id: string,
  requestedName: string | undefined,
  now: Date,
): { document: TSharedCartDocument; participant: TSharedCartParticipant } {
  if (document.participants.length >= SHARED_CART_MAX_PARTICIPANTS) {
    throw new AppError('CONFLICT', `A shared cart takes at most ${SHARED_CART_MAX_PARTICIPANTS} people`);
  }
  const taken = new Set(document.participants.map((p) => p.name.toLowerCase()));
  const name = requestedName
    ? uniqueName(requestedName, taken)
    : defaultName(document.participants.length + 1, taken);
  const participant = { id, name };
  return {
    document: {
      ...document,
      participants: [...document.participants, { ...participant, joinedAt: now.toISOString() }],
    },
    participant,
  };
}

function uniqueName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name.toLowerCase())) return name;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate = `${name.slice(0, PARTICIPANT_NAME_MAX_LENGTH - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

function defaultName(from: number, taken: ReadonlySet<string>): string {
  let n = from;
  while (taken.has(`guest ${n}`)) n++;
  return `Guest ${n}`;
}

/**
 * spec customer 4: equal lines of one guest merge. `addItem` keeps the cart within what one order
 * takes (its lines, and the quantity of each), so the table's cart can always be submitted.
 */
export function withLines(
  document: TSharedCartDocument,
  lines: readonly TNewCartLine[],
  now: Date,
): TSharedCartDocument {
  let cart = document.cart;
  for (const line of lines) cart = addItem(cart, line, now);
  return { ...document, cart };
}

export function findParticipant(document: TSharedCartDocument, id: string): TSharedCartParticipant {
  const participant = document.participants.find((p) => p.id === id);
  if (!participant) {
    throw new AppError('UNPROCESSABLE', 'Join the shared cart first', {
      errors: { participant_id: ['Unknown participant'] },
    });
  }
  return participant;
}

/** Once the table's order is out, the cart is a record of it (issue "Guest journey"). */
export function assertOpen(document: TSharedCartDocument): void {
  if (document.status !== 'open') throw new AppError('CONFLICT', 'This cart has already been submitted');
}

export function toView(row: Row<'shared_carts'>, document: TSharedCartDocument): TSharedCartView {
  const idByName = new Map(document.participants.map((p) => [p.name, p.id]));
  const cart = recalculate(document.cart);
  return {
    sharedCartId: row.id,
    bench_id: row.bench_id,
    status: document.status,
    order_id: document.orderId,
    submitted_at: document.submittedAt,
    version: row.version,
    expires_at: row.expires_at,
    created_at: row.created_at,
    participants: document.participants.map(({ id, name }) => ({ id, name })),
    cart: {
      ...cart,
      items: cart.items.map((item) => {
        const addedBy = item.addedBy ?? '';
        return { ...item, addedBy, participantId: idByName.get(addedBy) ?? '' };
      }),
    },
  };
}

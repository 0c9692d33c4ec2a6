import type { TNewCartLine } from '@tableside/shared/cart';
import type { TSubmittedOrder } from '@tableside/shared/orders.schemas';
import type {
  TCreateSharedCart,
  TSharedCartLineInput,
  TSharedCartSession,
  TSharedCartView,
} from '@tableside/shared/shared-cart.schemas';
import { API_BASE_URL, publicApiClient } from '../../lib/http/api-clients.ts';
import { isRecord, parserFromGuard } from '../../lib/http/data-parser.ts';

/** The lines the API takes: the menu item and the guest's choices; the server prices them (DESIGN 2). */
type TLineChoices = Pick<TNewCartLine, 'menuItemId' | 'quantity' | 'customizations' | 'specialInstructions'>;
type TOrderLineBody = Omit<TSharedCartLineInput, 'special_instructions'> & { special_instructions?: string };

const BASE = '/customer/shared-carts';

function isView(value: unknown): value is TSharedCartView {
  return (
    isRecord(value) &&
    typeof value.sharedCartId === 'string' &&
    typeof value.version === 'number' &&
    Array.isArray(value.participants) &&
    isRecord(value.cart) &&
    Array.isArray(value.cart.items)
  );
}

function isSession(value: unknown): value is TSharedCartSession {
  if (!isRecord(value) || !isRecord(value.participant)) return false;
  return typeof value.participant.id === 'string' && isView(value);
}

function isSubmittedOrder(value: unknown): value is TSubmittedOrder {
  return isRecord(value) && typeof value.id === 'number' && typeof value.order_token === 'string';
}

const view = parserFromGuard(isView);
const session = parserFromGuard(isSession);
const submittedOrder = parserFromGuard(isSubmittedOrder);

/** A cart line as the order and shared-cart payloads spell it, without client prices. */
function toOrderLine(line: TLineChoices): TOrderLineBody {
  const instructions = line.specialInstructions?.trim();
  return {
    menuItemId: line.menuItemId,
    quantity: line.quantity,
    ...(instructions ? { special_instructions: instructions } : {}),
    customizations: line.customizations.map((choice) => ({
      customizationId: choice.customizationId,
      selectedOptions: choice.selectedOptions.map((option) => ({ optionId: option.optionId })),
      text: choice.text ?? '',
    })),
  };
}

type TStartSharedCart = Omit<TCreateSharedCart, 'cart'> & { lines: readonly TLineChoices[] };

export const sharedCartApi = {
  get: async (id: string, signal?: AbortSignal) =>
    (await publicApiClient.get(`${BASE}/${encodeURIComponent(id)}`, { signal, schema: view })).data,

  // Starting and joining are not retried: a repeat would add a second "Guest n".
  start: async ({ bench_id, participant_name, lines }: TStartSharedCart) =>
    (
      await publicApiClient.post(
        BASE,
        { bench_id, participant_name, cart: { items: lines.map(toOrderLine) } },
        { schema: session, retry: false },
      )
    ).data,

  join: async (id: string, participantName: string) =>
    (
      await publicApiClient.post(
        `${BASE}/${encodeURIComponent(id)}/join`,
        { participant_name: participantName },
        { schema: session, retry: false },
      )
    ).data,

  // Adding is not retried either: without a version a repeated POST would add the line twice.
  addLine: async (id: string, participantId: string, line: TLineChoices) =>
    (
      await publicApiClient.post(
        `${BASE}/${encodeURIComponent(id)}/items`,
        { participant_id: participantId, line: toOrderLine(line) },
        { schema: view, retry: false },
      )
    ).data,

  /** With the version the guest saw: another phone's change in between answers 409 STALE_STATE. */
  setQuantity: async (id: string, lineId: string, quantity: number, version: number) =>
    (
      await publicApiClient.patch(
        `${BASE}/${encodeURIComponent(id)}/items/${encodeURIComponent(lineId)}`,
        { quantity, version },
        { schema: view },
      )
    ).data,

  /**
   * The table's order from the cart as this phone sees it: the server claims the cart in the same
   * transaction, so of two phones submitting at once one wins and the other gets a 409. The
   * Idempotency-Key makes the request layer's retries safe.
   */
  submitOrder: async (cart: TSharedCartView, idempotencyKey: string) =>
    (
      await publicApiClient.post(
        '/customer/orders/submit',
        {
          bench_id: cart.bench_id,
          items: cart.cart.items.map(toOrderLine),
          shared_cart_id: cart.sharedCartId,
          shared_cart_version: cart.version,
        },
        { schema: submittedOrder, headers: { 'Idempotency-Key': idempotencyKey } },
      )
    ).data,

  eventsUrl: (id: string) => `${API_BASE_URL}${BASE}/${encodeURIComponent(id)}/events`,
};

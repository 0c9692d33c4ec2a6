import type { TSharedCartLine, TSharedCartView } from '@tableside/shared/shared-cart.schemas';
import { vi } from 'vitest';
import { jsonResponse, ok, type TFetchCall } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { menuResponse, type TTestMenu } from '../menu/menu.test-fixtures.ts';
import { SharedCartPage } from './shared-cart.page.tsx';
import { SHARED_CART_PARTICIPANTS_KEY } from './shared-cart-participants.store.ts';

export const CART_ID = 'cart-abc';
export const ANNA = { id: 'p-anna', name: 'Anna' };
export const BEN = { id: 'p-ben', name: 'Ben' };

export function makeLine(overrides: Partial<TSharedCartLine> & Pick<TSharedCartLine, 'id'>): TSharedCartLine {
  return {
    menuItemId: 11,
    menuItemName: 'Latte',
    quantity: 1,
    unitPrice: 3.5,
    customizationPrice: 0,
    totalPrice: 3.5,
    customizations: [],
    specialInstructions: '',
    addedAt: '2025-03-12T12:00:00.000Z',
    addedBy: ANNA.name,
    participantId: ANNA.id,
    ...overrides,
  };
}

export function makeView(
  overrides: Partial<TSharedCartView> = {},
  lines: TSharedCartLine[] = [],
): TSharedCartView {
  const subtotal = lines.reduce((sum, line) => sum + line.totalPrice, 0);
  return {
    sharedCartId: CART_ID,
    bench_id: 3,
    status: 'open',
    order_id: null,
    submitted_at: null,
    version: 1,
    expires_at: '2025-03-12T16:00:00.000Z',
    created_at: '2025-03-12T12:00:00.000Z',
    participants: [ANNA, BEN],
    cart: {
      sessionId: CART_ID,
      tableId: 3,
      items: lines,
      subtotal,
      tax: Math.round(subtotal * 8) / 100,
      total: subtotal + Math.round(subtotal * 8) / 100,
      itemCount: lines.reduce((count, line) => count + line.quantity, 0),
      lastUpdated: '2025-03-12T12:00:00.000Z',
    },
    ...overrides,
  };
}

export const MENU: TTestMenu = {
  generated_at: '2025-03-12T12:00:00.000Z',
  time_zone: 'Europe/Berlin',
  within_service_hours: true,
  featured_items: [],
  tags: [],
  categories: [
    {
      id: 1,
      name: 'Coffee',
      description: null,
      sort_order: 1,
      image_url: null,
      time_availability: null,
      available: true,
      items: [
        {
          id: 11,
          category_id: 1,
          name: 'Latte',
          description: null,
          ingredients: null,
          price: 3.5,
          tax_rate: 8,
          preparation_time: null,
          image_url: null,
          tags: [],
          time_availability: null,
          customizations: [],
          has_customizations: false,
          available: true,
        },
      ],
    },
  ],
};

/** This phone has joined as `participant`. */
export function joinAs(participant = ANNA, cartId = CART_ID): void {
  localStorage.setItem(SHARED_CART_PARTICIPANTS_KEY, JSON.stringify({ [cartId]: participant }));
}

/** Answers the calls every shared-cart screen makes (table, menu); `handle` answers the rest. */
export function apiHandler(
  handle: (call: TFetchCall, path: string) => Response | Promise<Response> | undefined,
) {
  return (call: TFetchCall): Response | Promise<Response> => {
    const path = new URL(call.url, 'http://localhost').pathname.replace(/^\/api/, '');
    const answer = handle(call, path);
    if (answer) return answer;
    if (path === '/tables/3/validate')
      return ok({ valid: true, bench: { id: 3, name: 'Table 3', seat_capacity: 4 } });
    const menu = menuResponse(call.url, MENU);
    if (menu) return menu;
    return jsonResponse(500, { success: false, message: `Unexpected ${call.method} ${path}` });
  };
}

/** A stand-in for the browser's EventSource: tests send events through `emit`. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly listeners = new Map<string, Set<(event: MessageEvent<string>) => void>>();
  closed = false;

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.closed = true;
  }

  emit(type: string, data: unknown): void {
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

export function stubEventSource(): void {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
}

/** The page at /shared-cart/:cartId, with the screens it links to. */
export function renderSharedCart(cartId = CART_ID) {
  return renderRoute(
    [
      { path: '/shared-cart/:cartId', element: <SharedCartPage /> },
      { path: '/table/', element: <h1>Choose a Table</h1> },
      { path: '/table/:tableId/orders', element: <h1>Your Orders</h1> },
    ],
    `/shared-cart/${cartId}`,
  );
}

import type { TCart } from '@tableside/shared/cart';
import type { TPublicMenuBrief, TPublicMenuBriefItem } from '@tableside/shared/public-menu.schemas';
import { usePublicMenu } from '../menu-data/menu.queries.ts';
import { useTableCart } from './cart.store.ts';

/** spec customer 5 reasons, as the API words them (shared/availability.ts); shown translated. */
const NOT_ON_MENU = 'Item no longer available on menu';
const TEMPORARILY_UNAVAILABLE = 'Item temporarily unavailable';

function menuItemsById(menu: TPublicMenuBrief): Map<number, TPublicMenuBriefItem> {
  return new Map(
    menu.categories.flatMap((category) => category.items.map((item) => [item.id, item] as const)),
  );
}

/**
 * Re-checks each cart line against the menu as it is now: a line whose item left the menu, or that
 * the menu marks unavailable, gets the reason (the server's own text for the latter, e.g.
 * 'Not available on Monday'). Lines that are fine are not in the result.
 */
export function unavailableLines(cart: TCart, menu: TPublicMenuBrief): Map<string, string> {
  const items = menuItemsById(menu);
  const result = new Map<string, string>();
  for (const line of cart.items) {
    const item = items.get(line.menuItemId);
    if (!item) result.set(line.id, NOT_ON_MENU);
    else if (!item.available) result.set(line.id, item.unavailable_reason ?? TEMPORARILY_UNAVAILABLE);
  }
  return result;
}

export type TCartAvailability = {
  /** Reason (spec text, English) per unavailable line id; translate with useUnavailableReason. */
  unavailable: ReadonlyMap<string, string>;
  /** Why the cart cannot be submitted now: 'empty' ('Cart is empty'), 'unavailable' lines, or null. */
  blockedBy: 'empty' | 'unavailable' | null;
  /** True until the menu has loaded once; lines are not judged before. */
  checking: boolean;
};

/** The table's cart judged against the current menu, refreshed whenever either changes. */
export function useCartAvailability(tableId: number): TCartAvailability {
  const { cart } = useTableCart(tableId);
  const menu = usePublicMenu();
  const unavailable = menu.data ? unavailableLines(cart, menu.data) : new Map<string, string>();
  const blockedBy = cart.items.length === 0 ? 'empty' : unavailable.size > 0 ? 'unavailable' : null;
  return { unavailable, blockedBy, checking: menu.data === undefined };
}

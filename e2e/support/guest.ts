/**
 * The guest's side of the browser tests: a phone-sized page in a chosen language and theme, the
 * screen texts the specs look for in English and German (as the spec and the locale files have
 * them), prices as the app formats them, and the public menu the screens are built from.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { skipConsent } from './pages.ts';

export type TLanguage = 'en' | 'de';
export type TTheme = 'light' | 'dark';

/** A 375 px phone, the guest's usual screen. */
export const PHONE = { width: 375, height: 812 } as const;

/**
 * Stores the language (and theme) the app reads at start-up, and a consent answer, before any page
 * of the app loads. The stored values are written again before every load of this page.
 */
export async function prepareGuest(
  page: Page,
  { language = 'en', theme }: { language?: TLanguage; theme?: TTheme } = {},
): Promise<void> {
  await skipConsent(page);
  await page.addInitScript(
    ([lang, colours]) => {
      window.localStorage.setItem('tableside.language', lang);
      if (colours) window.localStorage.setItem('tableside.theme', colours);
    },
    [language, theme ?? null] as const,
  );
}

/**
 * A guest adds one `item` from the table's menu and places the order at checkout, as a phone does;
 * answers the submit's data (201).
 */
export async function orderOneItem<TOrder>(
  guest: Page,
  table: number | string,
  item: string,
): Promise<TOrder> {
  await guest.goto(`/table/${table}/menu`);
  await guest.getByRole('button', { name: `Add ${item}` }).click();
  await expect(guest.getByRole('button', { name: /^View cart/ })).toContainText('1 item');
  await guest.goto(`/table/${table}/checkout`);
  const submitted = guest.waitForResponse(
    (response) =>
      response.url().endsWith('/api/customer/orders/submit') && response.request().method() === 'POST',
  );
  await guest.getByRole('button', { name: /^Place order/ }).click();
  const response = await submitted;
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: TOrder }).data;
}

/** Prices as the guest screens show them: euros in the guest's language ('€4.95', '4,95 €'). */
export function price(language: TLanguage, amount: number): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(amount);
}

/** The texts of the guest screens the journeys use (packages/web/src/locales/{en,de}.json). */
export const TEXTS = {
  en: {
    landingTitle: (table: string) => `You're at ${table}`,
    viewMenu: 'View menu',
    menu: 'Menu',
    filters: 'Filters',
    filtersActive: (count: number) => `Filters (${count})`,
    dietary: 'Dietary Preference',
    results: (count: number) => (count === 1 ? '1 item found' : `${count} items found`),
    addToCart: 'Add to cart',
    added: 'Added to cart',
    viewCart: 'View cart',
    cartTitle: 'Your cart',
    itemCount: (count: number) => (count === 1 ? '1 item' : `${count} items`),
    subtotal: 'Subtotal',
    total: 'Total',
    increase: (name: string) => `One more ${name}`,
    remove: (name: string) => `Remove ${name}`,
    each: (amount: string) => `${amount} each`,
    goToCheckout: 'Go to checkout',
    checkout: 'Checkout',
    placeOrder: (total: string) => `Place order · ${total}`,
    submitted: 'Order submitted',
    orders: 'Your Orders',
    orderNumber: (number: string) => `Order ${number}`,
    justSubmitted: 'Just submitted',
    fromThisPhone: 'Ordered on this phone',
    orderStatus: 'Order status',
    status: { SUBMITTED: 'Submitted', OPENED: 'In the kitchen', READY: 'Ready' },
    announcement: (number: string, status: string) => `Order ${number}: ${status}`,
  },
  de: {
    landingTitle: (table: string) => `Sie sitzen an ${table}`,
    viewMenu: 'Speisekarte ansehen',
    menu: 'Speisekarte',
    filters: 'Filter',
    filtersActive: (count: number) => `Filter (${count})`,
    dietary: 'Ernährungsweise',
    results: (count: number) => `${count} Artikel gefunden`,
    addToCart: 'In den Warenkorb',
    added: 'Zum Warenkorb hinzugefügt',
    viewCart: 'Warenkorb anzeigen',
    cartTitle: 'Ihr Warenkorb',
    itemCount: (count: number) => `${count} Artikel`,
    subtotal: 'Zwischensumme',
    total: 'Gesamt',
    increase: (name: string) => `Ein(e) ${name} mehr`,
    remove: (name: string) => `${name} entfernen`,
    each: (amount: string) => `je ${amount}`,
    goToCheckout: 'Zur Kasse',
    checkout: 'Bestellung abschließen',
    placeOrder: (total: string) => `Bestellung aufgeben · ${total}`,
    submitted: 'Bestellung aufgegeben',
    orders: 'Ihre Bestellungen',
    orderNumber: (number: string) => `Bestellung ${number}`,
    justSubmitted: 'Gerade aufgegeben',
    fromThisPhone: 'Von diesem Handy bestellt',
    orderStatus: 'Bestellstatus',
    status: { SUBMITTED: 'Aufgegeben', OPENED: 'In der Küche', READY: 'Fertig' },
    announcement: (number: string, status: string) => `Bestellung ${number}: ${status}`,
  },
} as const;

export type TPublicMenu = {
  within_service_hours: boolean;
  categories: {
    id: number;
    name: string;
    items: { id: number; name: string; tags: number[]; tax_rate: number }[];
  }[];
  tags: { id: number; name: string; tag_type: string }[];
};

/** GET /api/public/menu, the menu every guest screen is built from. */
export async function publicMenu(request: APIRequestContext): Promise<TPublicMenu> {
  const response = await request.get('/api/public/menu');
  if (!response.ok()) throw new Error(`GET /api/public/menu answered ${response.status()}`);
  return ((await response.json()) as { data: TPublicMenu }).data;
}

/** Names of the menu's items that carry the tag, in menu order. */
export function itemsTagged(menu: TPublicMenu, tagName: string): string[] {
  const tag = menu.tags.find((candidate) => candidate.name === tagName);
  if (!tag) throw new Error(`The menu has no tag '${tagName}'`);
  return menu.categories.flatMap((category) =>
    category.items.filter((item) => item.tags.includes(tag.id)).map((item) => item.name),
  );
}

/** A menu item by its name. */
export function menuItem(
  menu: TPublicMenu,
  name: string,
): TPublicMenu['categories'][number]['items'][number] {
  const item = menu.categories.flatMap((category) => category.items).find((entry) => entry.name === name);
  if (!item) throw new Error(`The menu has no item '${name}'`);
  return item;
}

/** A line's price with its tax, rounded to the cent as the cart and the server round it. */
export function withTax(net: number, taxRatePercent: number): number {
  const netCents = Math.round(net * 100);
  return (netCents + Math.round((netCents * taxRatePercent) / 100)) / 100;
}

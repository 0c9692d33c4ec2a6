import {
  isWithinServiceHours,
  itemAvailability,
  type TAvailabilityFlags,
  type TItemAvailability,
} from '@tableside/shared/availability';
import type { TEnvelope } from '@tableside/shared/envelope';
import {
  PUBLIC_MENU_MAX_AGE_SECONDS,
  type TPublicMenu,
  type TPublicMenuBrief,
  type TPublicMenuCustomizations,
  type TPublicMenuItem,
} from '@tableside/shared/public-menu.schemas';
import { readSettings } from '../config/settings.ts';
import type { TApiDeps } from '../deps.ts';
import { hashText } from '../http/etag.ts';
import { prepareResponse } from '../http/prepared-response.ts';
import { menuLocationKnown, menuLocationOf } from './menu-location.ts';
import { loadMenuRows, type TMenuLocation } from './public-menu.repository.ts';
import { createMenuCache, renderingAt, renderingKnownAt, type TRendering } from './public-menu-cache.ts';
import { buildMenuSnapshot, type TMenuSnapshot, type TSnapshotItem } from './public-menu-snapshot.ts';

/** Cache keys: 'all' (the whole menu) or a location's id. */
const menuCache = createMenuCache<TMenuSnapshot>({
  load: async (deps, key) =>
    buildMenuSnapshot(
      await loadMenuRows(deps.db, key === 'all' ? null : Number(key)),
      await readSettings(deps),
      deps.logger,
    ),
  // The server-side copy goes stale no later than the guests' own (spec customer 9: 1 minute).
  ttlMs: PUBLIC_MENU_MAX_AGE_SECONDS * 1000,
});

/** Every category's and item's availability at one moment, and a key that names the whole outcome. */
export type TMenuAvailability = {
  withinServiceHours: boolean;
  categories: TItemAvailability[];
  items: TItemAvailability[];
  key: string;
};

/**
 * A category is judged as an always-available item inside it would be: switched off, outside service
 * hours, closed today ('Not available on Monday') or outside its hours, with the spec's texts.
 */
const ALWAYS_AVAILABLE: TAvailabilityFlags = { is_available: 1, time_availability: null };

/**
 * spec customer 5 reasons, evaluated with the shared rules (availability.ts) in the restaurant's time
 * zone: switched off, outside the service hours, then the item's and its category's schedules.
 */
export function evaluateAvailability(snapshot: TMenuSnapshot, at: Date): TMenuAvailability {
  const { timeZone, serviceHours } = snapshot;
  const judge = (item: TAvailabilityFlags, category: TAvailabilityFlags) =>
    itemAvailability({ item, category, exists: true, serviceHours }, at, timeZone);
  const withinServiceHours = isWithinServiceHours(serviceHours, at, timeZone);
  const categories = snapshot.categories.map((category) => judge(ALWAYS_AVAILABLE, category.flags));
  const items = snapshot.items.map((item) => judge(item.flags, item.categoryFlags));
  const code = (verdict: TItemAvailability) => (verdict.available ? '' : verdict.message);
  const key = [withinServiceHours ? 'open' : 'closed', ...categories.map(code), ...items.map(code)].join('|');
  return { withinServiceHours, categories, items, key };
}

function withAvailability<T extends object>(view: T, verdict: TItemAvailability) {
  return verdict.available
    ? { ...view, available: true }
    : { ...view, available: false, unavailable_reason: verdict.message };
}

export function renderMenu(snapshot: TMenuSnapshot, availability: TMenuAvailability, at: Date): TPublicMenu {
  return assemble(snapshot, availability, at, (item) => item.view);
}

/** The menu without its items' customizations, each item saying whether it has any. */
export function renderBriefMenu(
  snapshot: TMenuSnapshot,
  availability: TMenuAvailability,
  at: Date,
): TPublicMenuBrief {
  return assemble(snapshot, availability, at, ({ view: { customizations, ...brief } }) => ({
    ...brief,
    has_customizations: customizations.length > 0,
  }));
}

function assemble<I extends object>(
  snapshot: TMenuSnapshot,
  availability: TMenuAvailability,
  at: Date,
  viewOf: (item: TSnapshotItem) => I,
) {
  const items = snapshot.items.map((item, index) =>
    withAvailability(viewOf(item), availability.items[index]!),
  );
  return {
    generated_at: at.toISOString(),
    time_zone: snapshot.timeZone,
    within_service_hours: availability.withinServiceHours,
    categories: snapshot.categories.map((category, index) => ({
      ...withAvailability(category.view, availability.categories[index]!),
      items: category.itemIndexes.map((itemIndex) => items[itemIndex]!),
    })),
    featured_items: snapshot.featured.map((itemIndex) => items[itemIndex]!),
    tags: snapshot.tags,
  };
}

/** Whether the menu carries each item's customizations ('inline') or leaves them to GET /api/public/menu/customizations. */
export type TCustomizationsVariant = 'inline' | 'separate';

/**
 * The guests' menu as a prepared response: at a table, its location's menu. The menu comes from the
 * instance's cache; availability changes with the clock, so it is worked out for each new minute,
 * and a response already prepared (encoded, compressed, with its ETag) for the same outcome is
 * reused as it is.
 */
export async function getPublicMenu(
  deps: TApiDeps,
  benchId?: number,
  customizations: TCustomizationsVariant = 'inline',
): Promise<TRendering> {
  const { snapshot, entry } = await menuAt(deps, benchId);
  const now = deps.clock.now();
  const moment = { variant: customizations, minute: Math.floor(now.getTime() / 60_000) };
  const rendering = renderingAt(entry, moment, () => {
    const availability = evaluateAvailability(snapshot, now);
    return {
      key: availability.key,
      render(etag) {
        const data: TPublicMenu | TPublicMenuBrief =
          customizations === 'inline'
            ? renderMenu(snapshot, availability, now)
            : renderBriefMenu(snapshot, availability, now);
        const body: TEnvelope<TPublicMenu | TPublicMenuBrief> = { success: true, message: 'OK', data };
        return prepareResponse(deps, {
          text: JSON.stringify(body),
          etag,
          contentType: 'application/json',
          cacheControl: MENU_CACHE_CONTROL,
        });
      },
    };
  });
  // Compressed once, on zlib's thread pool; only the first request after a change waits for it.
  await rendering.ready;
  return rendering;
}

/**
 * The same response when everything it takes is in memory and ready: the table's location, its
 * menu, and this minute's rendering, compressed. That is every scan after the first of a minute; the
 * host answers those without a promise (server/src/direct-answers.ts). Undefined otherwise, and then
 * `getPublicMenu` does the rest.
 */
export function publicMenuInMemory(
  deps: TApiDeps,
  benchId: number | undefined,
  customizations: TCustomizationsVariant,
): TRendering | undefined {
  const now = deps.clock.now().getTime();
  const location = menuLocationKnown(deps, benchId, now);
  if (location === undefined) return undefined;
  const entry = menuCache.peek(deps, menuKey(location), now);
  const rendering =
    entry && renderingKnownAt(entry, { variant: customizations, minute: Math.floor(now / 60_000) });
  return rendering?.isReady ? rendering : undefined;
}

/** spec customer 9: public menu stale time 1 minute. */
const MENU_CACHE_CONTROL = `public, max-age=${PUBLIC_MENU_MAX_AGE_SECONDS}`;

const menuKey = (location: TMenuLocation) => (location === null ? 'all' : String(location));

async function menuAt(deps: TApiDeps, benchId: number | undefined) {
  const location = await menuLocationOf(deps, benchId);
  const entry = await menuCache.get(deps, menuKey(location));
  return { snapshot: entry.snapshot, entry };
}

/** Each snapshot's customizations by item id, made when a snapshot's are first asked for. */
const customizationsCache = new WeakMap<TMenuSnapshot, Map<number, TPublicMenuItem['customizations']>>();

function customizationsById(snapshot: TMenuSnapshot): Map<number, TPublicMenuItem['customizations']> {
  let byId = customizationsCache.get(snapshot);
  if (!byId) {
    byId = new Map(snapshot.items.map((item) => [item.view.id, item.view.customizations]));
    customizationsCache.set(snapshot, byId);
  }
  return byId;
}

/**
 * The customizations of the asked items of the menu at the guest's table, in the order asked; an
 * item not on that menu is left out. Customizations do not depend on the clock, so the answer's
 * ETag is the menu's version and the ids: unchanged until the menu changes.
 */
export async function getMenuCustomizations(
  deps: TApiDeps,
  benchId: number | undefined,
  itemIds: readonly number[],
): Promise<{ etag: string; cacheControl: string; data: TPublicMenuCustomizations }> {
  const { snapshot, entry } = await menuAt(deps, benchId);
  const byId = customizationsById(snapshot);
  const items = [...new Set(itemIds)].flatMap((id) => {
    const customizations = byId.get(id);
    return customizations ? [{ menu_item_id: id, customizations }] : [];
  });
  return {
    etag: `W/"${hashText(`${entry.version}\n${itemIds.join(',')}`)}"`,
    cacheControl: MENU_CACHE_CONTROL,
    data: { items },
  };
}

import type { TAvailabilityFlags } from '@tableside/shared/availability';
import { parseSchedule, type TAvailabilitySchedule } from '@tableside/shared/availability.schemas';
import type { TSettingKey } from '@tableside/shared/config-catalogue';
import {
  CUSTOMIZATION_TYPES,
  CUSTOMIZATION_UI_TYPES,
  DEFAULT_TAX_RATE_PERCENT,
  TAG_GROUP_NAMES,
  TAG_TYPES,
} from '@tableside/shared/constants';
import { fromCents } from '@tableside/shared/money';
import type {
  TPublicMenuCategory,
  TPublicMenuCustomization,
  TPublicMenuItem,
  TPublicMenuOption,
  TPublicMenuTag,
} from '@tableside/shared/public-menu.schemas';
import { featuredItemsLimit, type TSettings } from '../config/settings.ts';
import type { TLogger } from '../deps.ts';
import { imageUrls as imageUrlsOf } from '../files/image-urls.ts';
import type { TCustomizationRow, TMenuItemRow, TMenuRows, TOptionRow } from './public-menu.repository.ts';

/**
 * The public menu as loaded from the database, before the clock is consulted: everything a guest sees
 * except availability, which changes with time and is evaluated per request (public-menu.service.ts).
 * It is cached per API instance, so it holds only plain data (its JSON is its cache version).
 */
export type TMenuSnapshot = {
  timeZone: string;
  /** The location's opening hours, else OPERATIONS.OPERATING_HOURS; null or '' sets no hours. */
  serviceHours: string | null;
  categories: TSnapshotCategory[];
  /** Every item in menu order: by category, then within it. */
  items: TSnapshotItem[];
  /** Indexes into `items` of the featured ones, the first MENU.FEATURED_ITEMS_LIMIT in menu order. */
  featured: number[];
  tags: TPublicMenuTag[];
};
export type TSnapshotCategory = {
  view: Omit<TPublicMenuCategory, 'available' | 'unavailable_reason' | 'items'>;
  flags: TAvailabilityFlags;
  /** Indexes into the snapshot's `items`. */
  itemIndexes: number[];
};
export type TSnapshotItem = {
  view: Omit<TPublicMenuItem, 'available' | 'unavailable_reason'>;
  flags: TAvailabilityFlags;
  categoryFlags: TAvailabilityFlags;
};

/** The settings the guests' menu is built from: writing one drops the public menu cache. */
export const MENU_SETTING_KEYS = [
  'REGIONAL.TIMEZONE',
  'OPERATIONS.OPERATING_HOURS',
  'MENU.DEFAULT_TAX_ID',
  'KITCHEN_OPERATIONS.DEFAULT_PREP_TIME',
  'MENU.FEATURED_ITEMS_LIMIT',
] as const satisfies readonly TSettingKey[];

function oneOf<T extends string>(allowed: readonly T[], value: string, fallback: T): T {
  const upper = value.toUpperCase();
  return allowed.find((candidate) => candidate === upper) ?? fallback;
}

/** The full image and its resized variants; a missing variant is served by the full image. */
function imageUrls(rows: TMenuRows, fileId: number | null) {
  const urls = imageUrlsOf(fileId, fileId === null ? undefined : rows.imageVariants.get(fileId));
  return {
    image_url: urls.image_url,
    image_url_thumbnail: urls.image_url_thumbnail,
    image_url_icon: urls.image_url_icon,
  };
}

export function buildMenuSnapshot(rows: TMenuRows, settings: TSettings, logger: TLogger): TMenuSnapshot {
  const schedule = (text: string | null, what: string): TAvailabilitySchedule | null => {
    const parsed = parseSchedule(text);
    if (parsed.ok) return parsed.schedule;
    // Validated on save; an unreadable one restricts nothing rather than hiding food from every guest.
    logger.warn('Ignoring an unreadable availability schedule', { what, error: parsed.error });
    return null;
  };

  const customizationsByItem = groupCustomizations(rows.customizations, rows.options);
  const publicTags = rows.tags.filter((tag) => !tag.internal);
  const publicTagIds = new Set(publicTags.map((tag) => tag.id));
  // Internal tags are never shown, but a featured one still features its items without a badge.
  const featuredTagIds = new Set(rows.tags.filter((tag) => tag.featured).map((tag) => tag.id));
  const tagsByItem = groupBy(rows.itemTags, (link) => link.menu_item_id);
  const tagOrder = new Map(rows.tags.map((tag, index) => [tag.id, index]));
  const itemsByCategory = groupBy(rows.items, (item) => item.category_id);
  const pricing = itemPricing(rows, settings);

  const items: TSnapshotItem[] = [];
  const featured: number[] = [];
  const categories = rows.categories.map((category): TSnapshotCategory => {
    const timeAvailability = schedule(category.time_availability, `category ${category.id}`);
    const categoryFlags = { is_available: category.is_available, time_availability: timeAvailability };
    const itemIndexes = (itemsByCategory.get(category.id) ?? []).map((item) => {
      const tagIds = (tagsByItem.get(item.id) ?? []).map((link) => link.item_tag_id);
      if (tagIds.some((id) => featuredTagIds.has(id))) featured.push(items.length);
      const itemSchedule = schedule(item.time_availability, `item ${item.id}`);
      items.push({
        view: {
          id: item.id,
          category_id: item.category_id,
          name: item.name,
          description: item.description,
          ingredients: item.ingredients,
          price: fromCents(item.basic_price),
          ...pricing(item),
          ...imageUrls(rows, item.image_file_id),
          tags: tagIds
            .filter((id) => publicTagIds.has(id))
            .sort((a, b) => (tagOrder.get(a) ?? 0) - (tagOrder.get(b) ?? 0)),
          time_availability: itemSchedule,
          customizations: customizationsByItem.get(item.id) ?? [],
        },
        flags: { is_available: item.is_available, time_availability: itemSchedule },
        categoryFlags,
      });
      return items.length - 1;
    });
    return {
      view: {
        id: category.id,
        name: category.name,
        description: category.description,
        sort_order: category.sort_order,
        ...imageUrls(rows, category.image_file_id),
        time_availability: timeAvailability,
      },
      flags: categoryFlags,
      itemIndexes,
    };
  });

  return {
    timeZone: settings.get('REGIONAL.TIMEZONE'),
    // A location with its own opening hours orders within them (decision 0019).
    serviceHours: rows.openingHours ?? (settings.get('OPERATIONS.OPERATING_HOURS') || null),
    categories,
    items,
    // Only as many as the guests' featured row shows (issue 15): a featured tag on hundreds of items
    // would otherwise repeat them all, whole, in every menu a phone downloads and parses.
    featured: featured.slice(0, featuredItemsLimit(settings)),
    tags: publicTags.map((tag) => {
      const tagType = oneOf(TAG_TYPES, tag.tag_type, 'OTHER');
      return {
        id: tag.id,
        name: tag.name,
        tag_type: tagType,
        group_name: TAG_GROUP_NAMES[tagType],
        color: tag.color,
        icon_name: tag.icon_name,
        featured: tag.featured === 1,
        warning_message: tag.warning_message,
      };
    }),
  };
}

/** An item's tax in percent (its own tax, else MENU.DEFAULT_TAX_ID) and preparation time in minutes. */
function itemPricing(rows: TMenuRows, settings: TSettings) {
  const defaultTaxId = settings.get('MENU.DEFAULT_TAX_ID');
  const defaultPrepTime = settings.get('KITCHEN_OPERATIONS.DEFAULT_PREP_TIME');
  return (item: TMenuItemRow): Pick<TPublicMenuItem, 'tax_rate' | 'preparation_time'> => {
    const taxId = item.tax_id ?? defaultTaxId;
    const hundredths = taxId === null ? undefined : rows.taxRates.get(taxId);
    return {
      // Taxes are stored in hundredths of a percent (800 = 8 %); guests get the percent.
      tax_rate: hundredths === undefined ? DEFAULT_TAX_RATE_PERCENT : hundredths / 100,
      preparation_time: item.preparation_time ?? (defaultPrepTime > 0 ? Math.round(defaultPrepTime) : null),
    };
  };
}

function groupCustomizations(
  customizations: readonly TCustomizationRow[],
  options: readonly TOptionRow[],
): Map<number, TPublicMenuCustomization[]> {
  const optionsByCustomization = groupBy(options, (option) => option.menu_item_customization_id);
  const result = new Map<number, TPublicMenuCustomization[]>();
  for (const row of customizations) {
    const list = result.get(row.menu_item_id) ?? [];
    list.push({
      id: row.id,
      name: row.name,
      description: row.description,
      // spec admin 3: type is SELECT by default; ui_type arrives as 'dropdown' or 'DROPDOWN'.
      type: oneOf(CUSTOMIZATION_TYPES, row.type, 'SELECT'),
      ui_type: oneOf(CUSTOMIZATION_UI_TYPES, row.ui_type, 'DROPDOWN'),
      required: row.required === 1,
      sort_order: row.sort_order,
      enabled_by_id: row.enabled_by_id,
      options: (optionsByCustomization.get(row.id) ?? []).map(toPublicOption),
    });
    result.set(row.menu_item_id, list);
  }
  return result;
}

function toPublicOption(row: TOptionRow): TPublicMenuOption {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    // Cents, or hundredths of a percent for a percent surcharge (3000 = 30 %).
    value_added: row.percent ? row.value_added / 100 : fromCents(row.value_added),
    percent: row.percent === 1,
    default_option: row.default_option === 1,
    sort_order: row.sort_order,
  };
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

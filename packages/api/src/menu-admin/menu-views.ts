import type { TTagType } from '@tableside/shared/constants';
import type { TItemTag } from '@tableside/shared/item-tags.schemas';
import type { TMenuCategory } from '@tableside/shared/menu-categories.schemas';
import type { TMenuItemCustomization, TMenuItemOption } from '@tableside/shared/menu-customizations.schemas';
import type { TMenuItem, TMenuItemTagRef } from '@tableside/shared/menu-items.schemas';
import { fromCents } from '@tableside/shared/money';
import type { Row } from '../db/schema.ts';
import { imageUrls } from '../files/image-urls.ts';
import { readStoredSchedule } from './menu-stamp.ts';

/** How stored menu rows become the admin views: booleans, decimal money, schedules as objects. */
type TVariants = Map<number, Partial<Record<string, number>>>;

const audit = (row: Row<'menu_categories'> | Row<'menu_items'> | Row<'item_tags'>) => ({
  created_at: row.created_at,
  updated_at: row.updated_at,
  created_by: row.created_by,
  created_by_name: row.created_by_name,
  updated_by: row.updated_by,
  updated_by_name: row.updated_by_name,
});

export function toCategory(
  row: Row<'menu_categories'> & { item_count: number | string; branch_name: string | null },
  variants: TVariants,
): TMenuCategory {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    sort_order: row.sort_order,
    is_available: row.is_available === 1,
    is_visible: row.is_visible === 1,
    time_availability: readStoredSchedule(row.time_availability),
    branch_id: row.branch_id,
    branch:
      row.branch_id !== null && row.branch_name !== null
        ? { id: row.branch_id, name: row.branch_name }
        : null,
    item_count: Number(row.item_count),
    ...imageUrls(row.image_file_id, variants.get(row.image_file_id ?? 0)),
    ...audit(row),
  };
}

export function toItem(row: Row<'menu_items'>, variants: TVariants, tags: TMenuItemTagRef[]): TMenuItem {
  return {
    id: row.id,
    category_id: row.category_id,
    menu_category_id: row.category_id,
    name: row.name,
    description: row.description,
    notes: row.notes,
    ingredients: row.ingredients,
    basic_price: fromCents(row.basic_price),
    default_price: fromCents(row.default_price),
    tax_id: row.tax_id,
    preparation_time: row.preparation_time,
    time_availability: readStoredSchedule(row.time_availability),
    is_available: row.is_available === 1,
    is_visible: row.is_visible === 1,
    sort_order: row.sort_order,
    display_order: row.sort_order,
    tags,
    tag_ids: tags.map((tag) => tag.id),
    ...imageUrls(row.image_file_id, variants.get(row.image_file_id ?? 0)),
    ...audit(row),
  };
}

export function toTagRef(row: Row<'item_tags'>): TMenuItemTagRef {
  return {
    id: row.id,
    name: row.name,
    tag_type: row.tag_type as TTagType,
    color: row.color,
    icon_name: row.icon_name,
    featured: row.featured === 1,
    internal: row.internal === 1,
  };
}

export function toTag(row: Row<'item_tags'> & { items_count: number | string }): TItemTag {
  return {
    ...toTagRef(row),
    warning_message: row.warning_message,
    sort_order: row.sort_order,
    items_count: Number(row.items_count),
    ...audit(row),
  };
}

type TAuditRow = Pick<
  Row<'menu_item_customizations'>,
  'created_at' | 'updated_at' | 'created_by' | 'created_by_name' | 'updated_by' | 'updated_by_name'
>;
const auditOf = (row: TAuditRow) => ({
  created_at: row.created_at,
  updated_at: row.updated_at,
  created_by: row.created_by,
  created_by_name: row.created_by_name,
  updated_by: row.updated_by,
  updated_by_name: row.updated_by_name,
});

export function toOption(row: Row<'menu_item_customization_options'>): TMenuItemOption {
  return {
    id: row.id,
    menu_item_customization_id: row.menu_item_customization_id,
    name: row.name,
    description: row.description,
    // Cents, or hundredths of a percent: both are sent ×1/100.
    value_added: fromCents(row.value_added),
    percent: row.percent === 1,
    default_option: row.default_option === 1,
    required: row.required === 1,
    sort_order: row.sort_order,
    display_order: row.sort_order,
    ...auditOf(row),
  };
}

export function toCustomization(
  row: Row<'menu_item_customizations'>,
  options: TMenuItemOption[],
): TMenuItemCustomization {
  return {
    id: row.id,
    menu_item_id: row.menu_item_id,
    name: row.name,
    description: row.description,
    type: row.type as TMenuItemCustomization['type'],
    ui_type: row.ui_type as TMenuItemCustomization['ui_type'],
    required: row.required === 1,
    sort_order: row.sort_order,
    enabled_by_id: row.enabled_by_id,
    options,
    ...auditOf(row),
  };
}

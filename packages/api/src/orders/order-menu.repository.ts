import type { Kysely } from 'kysely';
import type { Database, Row } from '../db/schema.ts';
import { groupBy } from './group-by.ts';

/** What pricing needs to know about one menu item: its flags, category, choices and tax. */
export type TMenuCustomization = Pick<
  Row<'menu_item_customizations'>,
  'id' | 'name' | 'type' | 'required' | 'sort_order' | 'enabled_by_id'
> & {
  options: Pick<
    Row<'menu_item_customization_options'>,
    'id' | 'name' | 'value_added' | 'percent' | 'default_option' | 'sort_order'
  >[];
};

export type TPricingItem = Pick<
  Row<'menu_items'>,
  | 'id'
  | 'name'
  | 'basic_price'
  | 'default_price'
  | 'is_available'
  | 'is_visible'
  | 'time_availability'
  | 'tax_id'
  | 'preparation_time'
> & {
  category: Pick<Row<'menu_categories'>, 'is_available' | 'is_visible' | 'time_availability'> | null;
  customizations: TMenuCustomization[];
};

/** The menu items with these ids, each with its category flags and customizations in sort order. */
export async function findPricingItems(
  db: Kysely<Database>,
  itemIds: readonly number[],
): Promise<Map<number, TPricingItem>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('menu_items as i')
    .leftJoin('menu_categories as c', 'c.id', 'i.category_id')
    .select([
      'i.id',
      'i.name',
      'i.basic_price',
      'i.default_price',
      'i.is_available',
      'i.is_visible',
      'i.time_availability',
      'i.tax_id',
      'i.preparation_time',
      'c.id as category_id',
      'c.is_available as category_available',
      'c.is_visible as category_visible',
      'c.time_availability as category_time_availability',
    ])
    .where('i.id', 'in', itemIds)
    .execute();
  const customizations = await db
    .selectFrom('menu_item_customizations')
    .select(['id', 'menu_item_id', 'name', 'type', 'required', 'sort_order', 'enabled_by_id'])
    .where('menu_item_id', 'in', itemIds)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const options =
    customizations.length === 0
      ? []
      : await db
          .selectFrom('menu_item_customization_options')
          .select([
            'id',
            'menu_item_customization_id',
            'name',
            'value_added',
            'percent',
            'default_option',
            'sort_order',
          ])
          .where(
            'menu_item_customization_id',
            'in',
            customizations.map((c) => c.id),
          )
          .orderBy('sort_order')
          .orderBy('id')
          .execute();

  const optionsOf = groupBy(options, (o) => o.menu_item_customization_id);
  const customizationsOf = groupBy(customizations, (c) => c.menu_item_id);
  const items = new Map<number, TPricingItem>();
  for (const row of rows) {
    const category =
      row.category_id === null
        ? null
        : {
            is_available: row.category_available ?? 0,
            is_visible: row.category_visible ?? 0,
            time_availability: row.category_time_availability,
          };
    const own = (customizationsOf.get(row.id) ?? []).map(({ menu_item_id: _item, ...c }) => ({
      ...c,
      options: (optionsOf.get(c.id) ?? []).map(({ menu_item_customization_id: _owner, ...o }) => o),
    }));
    items.set(row.id, {
      id: row.id,
      name: row.name,
      basic_price: row.basic_price,
      default_price: row.default_price,
      is_available: row.is_available,
      is_visible: row.is_visible,
      time_availability: row.time_availability,
      tax_id: row.tax_id,
      preparation_time: row.preparation_time,
      category,
      customizations: own,
    });
  }
  return items;
}

/** Tax rates in hundredths of a percent, keyed by tax id. */
export async function findTaxRates(
  db: Kysely<Database>,
  taxIds: readonly number[],
): Promise<Map<number, number>> {
  if (taxIds.length === 0) return new Map();
  const rows = await db.selectFrom('taxes').select(['id', 'value']).where('id', 'in', taxIds).execute();
  return new Map(rows.map((row) => [row.id, row.value]));
}

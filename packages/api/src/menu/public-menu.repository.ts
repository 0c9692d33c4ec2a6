import type { Kysely } from 'kysely';
import type { Database, Row } from '../db/schema.ts';

type TDb = Kysely<Database>;

export type TMenuCategoryRow = Pick<
  Row<'menu_categories'>,
  'id' | 'name' | 'description' | 'sort_order' | 'is_available' | 'time_availability' | 'image_file_id'
>;
export type TMenuItemRow = Pick<
  Row<'menu_items'>,
  | 'id'
  | 'category_id'
  | 'name'
  | 'description'
  | 'ingredients'
  | 'basic_price'
  | 'image_file_id'
  | 'is_available'
  | 'tax_id'
  | 'preparation_time'
  | 'time_availability'
>;
export type TCustomizationRow = Pick<
  Row<'menu_item_customizations'>,
  | 'id'
  | 'menu_item_id'
  | 'name'
  | 'description'
  | 'type'
  | 'ui_type'
  | 'required'
  | 'sort_order'
  | 'enabled_by_id'
>;
export type TOptionRow = Pick<
  Row<'menu_item_customization_options'>,
  | 'id'
  | 'menu_item_customization_id'
  | 'name'
  | 'description'
  | 'value_added'
  | 'percent'
  | 'default_option'
  | 'sort_order'
>;
export type TTagRow = Pick<
  Row<'item_tags'>,
  'id' | 'name' | 'tag_type' | 'color' | 'icon_name' | 'featured' | 'internal' | 'warning_message'
>;
export type TItemTagLink = Pick<Row<'menu_item_tags'>, 'menu_item_id' | 'item_tag_id'>;

/** Everything the public menu is made of, each list in display order (sort_order, then id). */
export type TMenuRows = {
  categories: TMenuCategoryRow[];
  items: TMenuItemRow[];
  customizations: TCustomizationRow[];
  options: TOptionRow[];
  tags: TTagRow[];
  itemTags: TItemTagLink[];
  /** Tax rates in hundredths by tax id. */
  taxRates: Map<number, number>;
  /** Resized variants (thumbnail, icon) of menu images: file id by variant, by original file id. */
  imageVariants: Map<number, Partial<Record<string, number>>>;
  /** The location's own opening hours; null: the restaurant's. */
  openingHours: string | null;
};

/**
 * Which categories a menu holds: a location's menu has its own categories and those of no location
 * (every location's); null, the whole menu (docs/decisions/0019-locations.md).
 */
export type TMenuLocation = number | null;

function visibleCategoryIds(db: TDb, location: TMenuLocation) {
  const visible = db.selectFrom('menu_categories').select('id').where('is_visible', '=', 1);
  return location === null
    ? visible
    : visible.where((eb) => eb.or([eb('branch_id', 'is', null), eb('branch_id', '=', location)]));
}

function visibleItemIds(db: TDb, location: TMenuLocation) {
  return db
    .selectFrom('menu_items')
    .select('id')
    .where('is_visible', '=', 1)
    .where('category_id', 'in', visibleCategoryIds(db, location));
}

/**
 * Loads the guests' menu with a fixed number of queries whatever its size: hidden categories and
 * items, and everything hanging off them, are filtered out in SQL. Only guest-facing columns are read.
 * The queries are independent, so they run concurrently; the caller tolerates rows that a concurrent
 * edit left without a parent (that edit publishes 'menu.changed' and the menu is loaded again).
 */
export async function loadMenuRows(db: TDb, location: TMenuLocation): Promise<TMenuRows> {
  const imageVariants = loadImageVariants(db);
  // Awaited below; this keeps a failure from counting as unhandled when the other queries fail first.
  imageVariants.catch(() => undefined);
  const [categories, items, customizations, options, tags, itemTags, taxes, branch] = await Promise.all([
    db
      .selectFrom('menu_categories')
      .select([
        'id',
        'name',
        'description',
        'sort_order',
        'is_available',
        'time_availability',
        'image_file_id',
      ])
      .where('id', 'in', visibleCategoryIds(db, location))
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('menu_items')
      .select([
        'id',
        'category_id',
        'name',
        'description',
        'ingredients',
        'basic_price',
        'image_file_id',
        'is_available',
        'tax_id',
        'preparation_time',
        'time_availability',
      ])
      .where('id', 'in', visibleItemIds(db, location))
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('menu_item_customizations')
      .select([
        'id',
        'menu_item_id',
        'name',
        'description',
        'type',
        'ui_type',
        'required',
        'sort_order',
        'enabled_by_id',
      ])
      .where('menu_item_id', 'in', visibleItemIds(db, location))
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('menu_item_customization_options')
      .select([
        'id',
        'menu_item_customization_id',
        'name',
        'description',
        'value_added',
        'percent',
        'default_option',
        'sort_order',
      ])
      .where('menu_item_customization_id', 'in', (eb) =>
        eb
          .selectFrom('menu_item_customizations')
          .select('id')
          .where('menu_item_id', 'in', visibleItemIds(db, location)),
      )
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('item_tags')
      .select(['id', 'name', 'tag_type', 'color', 'icon_name', 'featured', 'internal', 'warning_message'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('menu_item_tags')
      .select(['menu_item_id', 'item_tag_id'])
      .where('menu_item_id', 'in', visibleItemIds(db, location))
      .execute(),
    db.selectFrom('taxes').select(['id', 'value']).execute(),
    // A location's own opening hours; the whole menu keeps the restaurant's.
    location === null
      ? undefined
      : db.selectFrom('branches').select('opening_hours').where('id', '=', location).executeTakeFirst(),
  ]);
  return {
    categories,
    items,
    customizations,
    options,
    tags,
    itemTags,
    taxRates: new Map(taxes.map((tax) => [tax.id, tax.value])),
    imageVariants: await imageVariants,
    openingHours: branch?.opening_hours || null,
  };
}

/** Thumbnail and icon files of category and item images (docs/decisions/0009-menu-admin-api.md). */
async function loadImageVariants(db: TDb): Promise<TMenuRows['imageVariants']> {
  const imageIds = (table: 'menu_categories' | 'menu_items') =>
    db.selectFrom(table).select('image_file_id').where('image_file_id', 'is not', null);
  const files = await db
    .selectFrom('uploaded_files')
    .select(['id', 'parent_id', 'variant'])
    .where((eb) =>
      eb.or([
        eb('parent_id', 'in', imageIds('menu_items')),
        eb('parent_id', 'in', imageIds('menu_categories')),
      ]),
    )
    .execute();
  const variants: TMenuRows['imageVariants'] = new Map();
  for (const file of files) {
    if (file.parent_id !== null)
      variants.set(file.parent_id, { ...variants.get(file.parent_id), [file.variant]: file.id });
  }
  return variants;
}

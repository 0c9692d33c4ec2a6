import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { sampleNumber } from './reference-data.ts';
import { SAMPLE_BRANCH, SAMPLE_CUSTOMERS, SAMPLE_TABLES, SAMPLE_TAGS } from './sample-cafe.ts';
import { SAMPLE_MENU } from './sample-menu.ts';
import type { TSampleCustomization, TSampleItem, TSampleOption } from './sample-types.ts';
import { auditColumns, flag, insertReturningIds, insertRows, type TSeedStamp } from './seed-insert.ts';
import type { TDefaultTax } from './seed-reference.ts';

type TDb = Kysely<Database>;

/** The ids the sample cafe got, keyed by the names the sample orders use. */
export type TSeededCustomization = {
  id: number;
  sample: TSampleCustomization;
  optionIds: Map<string, number>;
};
export type TSeededItem = {
  id: number;
  sample: TSampleItem;
  customizations: Map<string, TSeededCustomization>;
};
export type TSeededCafe = {
  tableIds: Map<string, number>;
  items: Map<string, TSeededItem>;
  customerIds: Map<string, number>;
};

export async function seedSampleCafe(
  db: TDb,
  stamp: TSeedStamp,
  defaultTax: TDefaultTax,
): Promise<TSeededCafe> {
  const audit = auditColumns(stamp);
  const branch = await db
    .insertInto('branches')
    .values({ ...SAMPLE_BRANCH, ...audit })
    .returning('id')
    .executeTakeFirstOrThrow();

  const tableIds = await insertReturningIds(
    SAMPLE_TABLES.map((table) => ({
      name: table.name,
      seat_capacity: table.seatCapacity,
      branch_id: branch.id,
      active: flag(table.active),
      archived: flag(table.archived),
      floor_x: table.floor?.x ?? null,
      floor_y: table.floor?.y ?? null,
      floor_shape: table.floor?.shape ?? null,
      ...audit,
    })),
    (chunk) => db.insertInto('benches').values(chunk).returning('id').execute(),
  );

  const tagIds = await insertReturningIds(
    SAMPLE_TAGS.map((tag, index) => ({
      name: tag.name,
      tag_type: tag.tagType,
      color: tag.color,
      icon_name: tag.iconName,
      featured: flag(tag.featured),
      internal: 0,
      warning_message: tag.warningMessage ?? null,
      sort_order: index,
      ...audit,
    })),
    (chunk) => db.insertInto('item_tags').values(chunk).returning('id').execute(),
  );
  const tagId = new Map(SAMPLE_TAGS.map((tag, index) => [tag.name, tagIds[index]!]));

  const categoryIds = await insertReturningIds(
    SAMPLE_MENU.map((category, index) => ({
      branch_id: branch.id,
      name: category.name,
      description: category.description,
      sort_order: index,
      is_available: 1,
      is_visible: 1,
      time_availability: category.timeAvailability ? JSON.stringify(category.timeAvailability) : null,
      ...audit,
    })),
    (chunk) => db.insertInto('menu_categories').values(chunk).returning('id').execute(),
  );

  const samples = SAMPLE_MENU.flatMap((category, index) =>
    category.items.map((item, sortOrder) => ({ item, categoryId: categoryIds[index]!, sortOrder })),
  );
  const itemIds = await insertReturningIds(
    samples.map(({ item, categoryId, sortOrder }) => ({
      category_id: categoryId,
      name: item.name,
      description: item.description,
      notes: item.notes ?? null,
      ingredients: item.ingredients,
      basic_price: item.priceCents,
      default_price: item.priceCents,
      is_available: flag(item.available !== false),
      is_visible: 1,
      sort_order: sortOrder,
      tax_id: defaultTax.id,
      preparation_time: item.preparationTime,
      time_availability: item.timeAvailability ? JSON.stringify(item.timeAvailability) : null,
      ...audit,
    })),
    (chunk) => db.insertInto('menu_items').values(chunk).returning('id').execute(),
  );

  const itemTags = samples.flatMap(({ item }, index) =>
    item.tags.map((tag) => ({
      menu_item_id: itemIds[index]!,
      item_tag_id: tagId.get(tag)!,
      created_at: stamp.now,
    })),
  );
  await insertRows(itemTags, (chunk) => db.insertInto('menu_item_tags').values(chunk).execute());

  const items = await seedCustomizations(
    db,
    stamp,
    samples.map(({ item }, index) => ({ id: itemIds[index]!, sample: item, customizations: new Map() })),
  );

  return {
    tableIds: new Map(SAMPLE_TABLES.map((table, index) => [table.name, tableIds[index]!])),
    items,
    customerIds: await seedSampleCustomers(db, stamp),
  };
}

/**
 * The sample customers (no API writes them), keyed by the names the sample orders use, numbered
 * CUST-000001 … in order (the seeding sets the counter to match).
 */
export async function seedSampleCustomers(db: TDb, stamp: TSeedStamp): Promise<Map<string, number>> {
  const customerIds = await insertReturningIds(
    SAMPLE_CUSTOMERS.map((customer, index) => ({
      customer_number: sampleNumber('CUSTOMER', index + 1),
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      is_guest: flag(customer.isGuest),
      is_active: 1,
      ...auditColumns(stamp),
    })),
    (chunk) => db.insertInto('customers').values(chunk).returning('id').execute(),
  );
  return new Map(SAMPLE_CUSTOMERS.map((customer, index) => [customer.key, customerIds[index]!]));
}

/** Each item gets its own copy of its customizations and their options. */
async function seedCustomizations(
  db: TDb,
  stamp: TSeedStamp,
  items: TSeededItem[],
): Promise<Map<string, TSeededItem>> {
  const audit = auditColumns(stamp);
  const owned = items.flatMap((item) =>
    item.sample.customizations.map((customization) => ({ item, customization })),
  );
  const customizationIds = await insertReturningIds(
    owned.map(({ item, customization }) => ({
      menu_item_id: item.id,
      name: customization.name,
      description: customization.description ?? null,
      type: customization.type,
      ui_type: customization.uiType,
      required: flag(customization.required),
      sort_order: customization.sortOrder,
      enabled_by_id: null,
      ...audit,
    })),
    (chunk) => db.insertInto('menu_item_customizations').values(chunk).returning('id').execute(),
  );

  const options = owned.flatMap(({ customization }, index) =>
    customization.options.map((option, sortOrder) => ({
      option,
      sortOrder,
      customizationId: customizationIds[index]!,
    })),
  );
  const optionIds = await insertReturningIds(
    options.map(({ option, sortOrder, customizationId }) =>
      optionRow(option, sortOrder, customizationId, audit),
    ),
    (chunk) => db.insertInto('menu_item_customization_options').values(chunk).returning('id').execute(),
  );

  let optionIndex = 0;
  owned.forEach(({ item, customization }, index) => {
    const optionIdsByName = new Map<string, number>();
    for (const option of customization.options) optionIdsByName.set(option.name, optionIds[optionIndex++]!);
    item.customizations.set(customization.name, {
      id: customizationIds[index]!,
      sample: customization,
      optionIds: optionIdsByName,
    });
  });
  return new Map(items.map((item) => [item.sample.name, item]));
}

function optionRow(
  option: TSampleOption,
  sortOrder: number,
  customizationId: number,
  audit: ReturnType<typeof auditColumns>,
) {
  return {
    menu_item_customization_id: customizationId,
    name: option.name,
    description: option.description ?? null,
    value_added: option.valueAdded,
    percent: flag(option.percent === true),
    default_option: flag(option.isDefault === true),
    required: 0,
    sort_order: sortOrder,
    ...audit,
  };
}

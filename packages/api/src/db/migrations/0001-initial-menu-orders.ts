import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { defaults, ref, required, tableKit } from './table-kit.ts';

/** Part of migration 0001: the menu, orders and configuration tables. */
export async function createMenu(db: Kysely<unknown>): Promise<void> {
  const { table, audit, timestamp, index } = tableKit(db);
  await table('menu_categories')
    .addColumn('branch_id', 'integer', ref('branches.id', 'set null'))
    .addColumn('name', 'text', required)
    .addColumn('description', 'text')
    .addColumn('sort_order', 'integer', defaults(0))
    .addColumn('is_available', 'integer', defaults(1))
    .addColumn('is_visible', 'integer', defaults(1))
    .addColumn('time_availability', 'text')
    .addColumn('image_file_id', 'integer', ref('uploaded_files.id', 'set null'))
    .$call(audit)
    .execute();
  await index('menu_categories', ['branch_id', 'name']);

  // An item belongs to its category; orders keep their own snapshot of it (see customer_order_items).
  await table('menu_items')
    .addColumn('category_id', 'integer', ref('menu_categories.id', 'cascade', true))
    .addColumn('name', 'text', required)
    .addColumn('description', 'text')
    .addColumn('notes', 'text')
    .addColumn('ingredients', 'text')
    .addColumn('basic_price', 'integer', defaults(0))
    .addColumn('default_price', 'integer', defaults(0))
    .addColumn('image_file_id', 'integer', ref('uploaded_files.id', 'set null'))
    .addColumn('is_available', 'integer', defaults(1))
    .addColumn('is_visible', 'integer', defaults(1))
    .addColumn('sort_order', 'integer', defaults(0))
    .addColumn('tax_id', 'integer', ref('taxes.id', 'set null'))
    .addColumn('preparation_time', 'integer')
    .addColumn('time_availability', 'text')
    .$call(audit)
    .execute();
  await index('menu_items', ['category_id', 'sort_order']);

  // enabled_by_id points at an option, whose table comes next. SQLite resolves references when rows
  // change, so the column can name it now; PostgreSQL gets the constraint once the table exists.
  const pg = isPostgres(db);
  await table('menu_item_customizations')
    .addColumn('menu_item_id', 'integer', ref('menu_items.id', 'cascade', true))
    .addColumn('name', 'text', required)
    .addColumn('description', 'text')
    .addColumn('type', 'text', required)
    .addColumn('ui_type', 'text', (c) => c.notNull().defaultTo('DROPDOWN'))
    .addColumn('required', 'integer', defaults(0))
    .addColumn('sort_order', 'integer', defaults(0))
    .addColumn(
      'enabled_by_id',
      'integer',
      pg ? undefined : ref('menu_item_customization_options.id', 'set null'),
    )
    .$call(audit)
    .execute();
  await index('menu_item_customizations', ['menu_item_id', 'sort_order']);
  await table('menu_item_customization_options')
    .addColumn('menu_item_customization_id', 'integer', ref('menu_item_customizations.id', 'cascade', true))
    .addColumn('name', 'text', required)
    .addColumn('description', 'text')
    .addColumn('value_added', 'integer', defaults(0))
    .addColumn('percent', 'integer', defaults(0))
    .addColumn('default_option', 'integer', defaults(0))
    .addColumn('required', 'integer', defaults(0))
    .addColumn('sort_order', 'integer', defaults(0))
    .$call(audit)
    .execute();
  await index('menu_item_customization_options', ['menu_item_customization_id', 'sort_order'], {
    name: 'ix_customization_options_customization_id_sort_order',
  });
  if (pg) {
    await db.schema
      .alterTable('menu_item_customizations')
      .addForeignKeyConstraint(
        'fk_customizations_enabled_by',
        ['enabled_by_id'],
        'menu_item_customization_options',
        ['id'],
        (c) => c.onDelete('set null'),
      )
      .execute();
  }

  await table('item_tags')
    .addColumn('name', 'text', required)
    .addColumn('tag_type', 'text', required)
    .addColumn('color', 'text')
    .addColumn('icon_name', 'text')
    .addColumn('featured', 'integer', defaults(0))
    .addColumn('internal', 'integer', defaults(0))
    .addColumn('warning_message', 'text')
    .addColumn('sort_order', 'integer', defaults(0))
    .$call(audit)
    .execute();
  await table('menu_item_tags')
    .addColumn('menu_item_id', 'integer', ref('menu_items.id', 'cascade', true))
    .addColumn('item_tag_id', 'integer', ref('item_tags.id', 'cascade', true))
    .addColumn('created_at', 'text', timestamp)
    .execute();
  await index('menu_item_tags', ['menu_item_id', 'item_tag_id'], { unique: true });
  await index('menu_item_tags', ['item_tag_id']);
}

export async function createOrders(db: Kysely<unknown>): Promise<void> {
  const { table, audit, index } = tableKit(db);
  await table('customer_orders')
    .addColumn('order_number', 'text', (c) => c.unique())
    .addColumn('status', 'text', required)
    .addColumn('bench_id', 'integer', ref('benches.id', 'set null'))
    .addColumn('customer_id', 'integer', ref('customers.id', 'set null'))
    .addColumn('is_manual', 'integer', defaults(0))
    .addColumn('notes', 'text')
    .addColumn('net', 'integer', defaults(0))
    .addColumn('taxes', 'integer', defaults(0))
    .addColumn('gross', 'integer', defaults(0))
    .addColumn('order_token_hash', 'text')
    // Shared carts expire and are purged; the order only remembers which one it came from.
    .addColumn('shared_cart_id', 'text')
    .$call(audit)
    .execute();
  await index('customer_orders', ['bench_id', 'status']);
  await index('customer_orders', ['status']);
  await index('customer_orders', ['created_at']);
  await index('customer_orders', ['customer_id']);

  // Items and details are snapshots: a deleted menu item or option leaves them readable.
  await table('customer_order_items')
    .addColumn('order_id', 'integer', ref('customer_orders.id', 'cascade', true))
    .addColumn('menu_item_id', 'integer', ref('menu_items.id', 'set null'))
    .addColumn('menu_item_name', 'text', required)
    .addColumn('default_price', 'integer', defaults(0))
    .addColumn('price', 'integer', defaults(0))
    .addColumn('quantity', 'integer', defaults(1))
    .addColumn('tax_rate', 'integer', defaults(0))
    .addColumn('special_instructions', 'text')
    .addColumn('added_by_name', 'text')
    .$call(audit)
    .execute();
  await index('customer_order_items', ['order_id']);
  await index('customer_order_items', ['menu_item_id']);
  await table('customer_order_item_details')
    .addColumn('order_item_id', 'integer', ref('customer_order_items.id', 'cascade', true))
    .addColumn('customization_id', 'integer', ref('menu_item_customizations.id', 'set null'))
    .addColumn('option_id', 'integer', ref('menu_item_customization_options.id', 'set null'))
    .addColumn('name', 'text', required)
    .addColumn('value', 'text', required)
    .addColumn('value_added', 'integer', defaults(0))
    .addColumn('percent', 'integer', defaults(0))
    .addColumn('type', 'text', required)
    .addColumn('sort_order', 'integer', defaults(0))
    .$call(audit)
    .execute();
  await index('customer_order_item_details', ['order_item_id']);
  await table('order_status_history')
    .addColumn('order_id', 'integer', ref('customer_orders.id', 'cascade', true))
    .addColumn('status', 'integer', required)
    .addColumn('notes', 'text')
    .$call(audit)
    .execute();
  await index('order_status_history', ['order_id']);
}

export async function createConfig(db: Kysely<unknown>): Promise<void> {
  const { table, timestamp, index } = tableKit(db);
  await table('config_settings')
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('group_name', 'text', required)
    .addColumn('type', 'text', required)
    .addColumn('value', 'text')
    .addColumn('default_value', 'text')
    .addColumn('sort_order', 'integer', defaults(0))
    .addColumn('updated_at', 'text', timestamp)
    .addColumn('updated_by', 'integer', ref('users.id', 'set null'))
    .execute();
  await index('config_settings', ['group_name', 'sort_order']);
  await table('config_setting_translations')
    .addColumn('setting_id', 'integer', ref('config_settings.id', 'cascade', true))
    .addColumn('language', 'text', required)
    .addColumn('name', 'text', required)
    .addColumn('description', 'text')
    .addColumn('select_translations', 'text')
    .execute();
  await index('config_setting_translations', ['setting_id', 'language'], { unique: true });
  await table('config_group_translations')
    .addColumn('group_name', 'text', required)
    .addColumn('language', 'text', required)
    .addColumn('name', 'text', required)
    .addColumn('description', 'text')
    .execute();
  await index('config_group_translations', ['group_name', 'language'], { unique: true });
}

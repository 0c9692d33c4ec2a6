import type { Kysely } from 'kysely';
import { blobType } from '../dialect.ts';
import { createConfig, createMenu, createOrders } from './0001-initial-menu-orders.ts';
import { defaults, ref, required, tableKit } from './table-kit.ts';

/**
 * Every table of db/schema.ts. Child rows (customizations, options, order items and details,
 * history, link tables, tokens, translations) are deleted with their parent; soft references
 * (an order's table, who created a row, an item's tax or image) are set to null instead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { table, audit, timestamp, index } = tableKit(db);

  // Users first: every audited table points at them through created_by / updated_by.
  await table('users')
    .addColumn('name', 'text', required)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', required)
    .addColumn('is_active', 'integer', defaults(1))
    .addColumn('failed_login_count', 'integer', defaults(0))
    .addColumn('locked_until', 'text')
    .addColumn('last_login_at', 'text')
    .addColumn('notifications_read_at', 'text')
    .$call(audit)
    .execute();
  await table('roles')
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .$call(audit)
    .execute();
  await table('claims')
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .$call(audit)
    .execute();
  await linkTable(db, 'user_roles', ['user_id', 'users'], ['role_id', 'roles']);
  await linkTable(db, 'role_claims', ['role_id', 'roles'], ['claim_id', 'claims']);
  await linkTable(db, 'user_claims', ['user_id', 'users'], ['claim_id', 'claims']);
  await linkTable(db, 'role_hierarchies', ['parent_role_id', 'roles'], ['child_role_id', 'roles']);

  await table('refresh_tokens')
    .addColumn('user_id', 'integer', ref('users.id', 'cascade', true))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('family_id', 'text', required)
    .addColumn('expires_at', 'text', required)
    .addColumn('revoked_at', 'text')
    .addColumn('replaced_by_id', 'integer', ref('refresh_tokens.id', 'set null'))
    .addColumn('device_info', 'text')
    .addColumn('created_at', 'text', timestamp)
    .execute();
  await index('refresh_tokens', ['family_id']);
  await index('refresh_tokens', ['user_id']);
  await table('password_reset_tokens')
    .addColumn('user_id', 'integer', ref('users.id', 'cascade', true))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', required)
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', timestamp)
    .execute();
  await index('password_reset_tokens', ['user_id']);

  await table('uploaded_files')
    .addColumn('parent_id', 'integer', ref('uploaded_files.id', 'cascade'))
    .addColumn('variant', 'text', (c) => c.notNull().defaultTo('original'))
    .addColumn('name', 'text', required)
    .addColumn('mime_type', 'text', required)
    .addColumn('size', 'integer', required)
    .addColumn('data', blobType(db), required)
    .addColumn('created_at', 'text', timestamp)
    .addColumn('created_by', 'integer', ref('users.id', 'set null'))
    .execute();
  await index('uploaded_files', ['parent_id']);

  await table('branches')
    .addColumn('name', 'text', required)
    .addColumn('address', 'text')
    .$call(audit)
    .execute();
  await table('benches')
    .addColumn('name', 'text', required)
    .addColumn('seat_capacity', 'integer')
    .addColumn('branch_id', 'integer', ref('branches.id', 'set null'))
    .addColumn('active', 'integer', defaults(1))
    .addColumn('archived', 'integer', defaults(0))
    .addColumn('floor_x', 'real')
    .addColumn('floor_y', 'real')
    .addColumn('floor_shape', 'text')
    .$call(audit)
    .execute();
  // Not unique: the seed matches tables by branch and name, but staff may reuse a name.
  await index('benches', ['branch_id', 'name']);

  await createMasterData(db);
  await createMenu(db);
  await createOrders(db);
  await createConfig(db);

  await db.schema
    .createTable('shared_carts')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('bench_id', 'integer', ref('benches.id', 'cascade', true))
    .addColumn('cart', 'text', required)
    .addColumn('version', 'integer', defaults(0))
    .addColumn('expires_at', 'text', required)
    .addColumn('created_at', 'text', timestamp)
    .addColumn('updated_at', 'text', timestamp)
    .execute();
  await index('shared_carts', ['bench_id']);
  await index('shared_carts', ['expires_at']);

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'text', required)
    .addColumn('scope', 'text', required)
    .addColumn('request_hash', 'text', required)
    .addColumn('response_status', 'integer', required)
    .addColumn('response_body', 'text', required)
    .addColumn('created_at', 'text', timestamp)
    .addColumn('expires_at', 'text', required)
    .addPrimaryKeyConstraint('pk_idempotency_keys', ['scope', 'key'])
    .execute();
  await index('idempotency_keys', ['expires_at']);

  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (c) => c.primaryKey().notNull())
    .addColumn('value', 'text', required)
    .execute();
}

/** A many-to-many link: both sides cascade, each pair at most once. */
type TLinkSide = readonly [column: string, table: string];

async function linkTable(
  db: Kysely<unknown>,
  name: string,
  left: TLinkSide,
  right: TLinkSide,
): Promise<void> {
  const { table, timestamp, index } = tableKit(db);
  const [leftColumn, leftTable] = left;
  const [rightColumn, rightTable] = right;
  await table(name)
    .addColumn(leftColumn, 'integer', ref(`${leftTable}.id`, 'cascade', true))
    .addColumn(rightColumn, 'integer', ref(`${rightTable}.id`, 'cascade', true))
    .addColumn('created_at', 'text', timestamp)
    .execute();
  await index(name, [leftColumn, rightColumn], { unique: true });
  await index(name, [rightColumn]);
}

async function createMasterData(db: Kysely<unknown>): Promise<void> {
  const { table, audit, index } = tableKit(db);
  await table('taxes')
    .addColumn('name', 'text', required)
    .addColumn('value', 'integer', required)
    .addColumn('is_active', 'integer', defaults(1))
    .$call(audit)
    .execute();
  for (const name of ['languages', 'currencies'] as const) {
    await table(name)
      .addColumn('name', 'text', required)
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .$call((t) => (name === 'currencies' ? t.addColumn('symbol', 'text') : t))
      .addColumn('is_active', 'integer', defaults(1))
      .$call(audit)
      .execute();
  }
  await table('countries')
    .addColumn('name', 'text', required)
    .addColumn('code', 'text', required)
    .$call(audit)
    .execute();
  await index('countries', ['code']);
  await table('units')
    .addColumn('name', 'text', required)
    .addColumn('code', 'text', required)
    .addColumn('system', 'text')
    .$call(audit)
    .execute();
  await table('banks')
    .addColumn('name', 'text', required)
    .addColumn('code', 'text')
    .addColumn('country_code', 'text')
    .$call(audit)
    .execute();
  await table('number_records')
    .addColumn('entity_name', 'text', (c) => c.notNull().unique())
    .addColumn('prefix', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('current_number', 'text', required)
    .$call(audit)
    .execute();
  await table('customers')
    .addColumn('name', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('is_guest', 'integer', defaults(0))
    .addColumn('is_active', 'integer', defaults(1))
    .$call(audit)
    .execute();
  await index('customers', ['email']);
}

import type { TConfigSettingView } from '@tableside/shared/config.schemas';
import { SEED_VERSION_KEY } from '@tableside/shared/constants';
import type { TEnvelope } from '@tableside/shared/envelope';
import type { TItemTag } from '@tableside/shared/item-tags.schemas';
import type { TMenuCategory } from '@tableside/shared/menu-categories.schemas';
import type { TMenuItemFull } from '@tableside/shared/menu-items.schemas';
import { fromCents } from '@tableside/shared/money';
import type { TBench, TBranch } from '@tableside/shared/tables.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { TClock, THasher, TLogger } from '../deps.ts';
import { padNumber } from './reference-data.ts';
import { SAMPLE_BRANCH, SAMPLE_TABLES, SAMPLE_TAGS } from './sample-cafe.ts';
import { SAMPLE_MENU } from './sample-menu.ts';
import { buildSampleOrders } from './sample-orders.ts';
import type { TSampleCustomization, TSampleItem } from './sample-types.ts';
import { seedDatabase } from './seed.ts';
import { seedSampleCustomers, type TSeededCafe, type TSeededItem } from './seed-cafe.ts';
import { seedSampleOrders } from './seed-orders.ts';

/** `app.fetch` of the API: the demo seeds through the same HTTP API a client uses. */
export type TApiFetch = (request: Request) => Response | Promise<Response>;

export type TDemoSeedOptions = {
  db: Kysely<Database>;
  fetch: TApiFetch;
  hasher: THasher;
  clock: TClock;
  logger: TLogger;
  admin: { email: string; password: string };
  /** Settings the demo sets through PUT /config/bulk, by key (GROUP.KEY). */
  config: Readonly<Record<string, string>>;
  /** The spec's seed version key; a database seeded with another version is upserted again. */
  version?: string;
};

/** app_meta key recording the seed version the sample cafe was last upserted with. */
export const DEMO_SEED_FLAG = 'demo_seed_version';

/**
 * spec (customer 7, "Demo seeding"): the sample cafe (packages/api/src/seed/sample-*) upserted
 * through the API in the spec's order: branches, benches (matched by branch and name), categories
 * (matched by branch and name), tags, items with customizations, options and tags (matched by
 * category and name), configuration, orders. Each is list, then PUT if found, else POST, so a new
 * seed version updates rather than duplicates. Runs once per seed version; a flag records it.
 *
 * What does not go through the API (docs/decisions/0012-demo-mode.md): the admin account, roles,
 * master data and the configuration catalogue (the API needs a signed-in owner first), and the
 * sample customers and orders, whose past times and status history the order API would stamp 'now'.
 */
export async function seedDemoCafe(options: TDemoSeedOptions): Promise<{ seeded: boolean }> {
  const version = options.version ?? SEED_VERSION_KEY;
  const { db, clock } = options;
  await seedDatabase(db, {
    adminEmail: options.admin.email,
    adminPassword: options.admin.password,
    hasher: options.hasher,
    clock,
    sampleData: false,
  });
  if ((await readFlag(db)) === version) return { seeded: false };

  const api = await signIn(options.fetch, options.admin);
  const warn = (message: string, error: unknown) =>
    options.logger.warn(message, { error: error instanceof Error ? error.message : String(error) });

  const branch = await upsertBranch(api).catch((error: unknown) => {
    warn('Demo seeding: branch skipped', error);
    return null;
  });
  const tableIds = await upsertBenches(api, branch?.id ?? null, warn);
  const categories = await upsertCategories(api, branch?.id ?? null);
  const tagIds = await upsertTags(api);
  const items = await upsertItems(api, categories, tagIds);
  await api('PUT', '/api/config/bulk', {
    settings: Object.entries(options.config).map(([key, value]) => ({ key, value })),
  }).catch((error: unknown) => warn('Demo seeding: configuration not seeded', error));

  await db.transaction().execute(async (trx) => {
    await seedOrdersOnce(trx, clock, { tableIds, items, customerIds: new Map() }, api.adminId);
    await writeFlag(trx, version);
  });
  await api.signOut();
  return { seeded: true };
}

/* ---- the API client ---- */

type TApi = (<T>(method: string, path: string, body?: unknown) => Promise<T>) & {
  adminId: number;
  signOut(): Promise<void>;
};

async function call<T>(fetch: TApiFetch, method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(
    new Request(`http://demo.local${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const envelope = (await response.json()) as TEnvelope<T> & { message?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${envelope.message ?? ''}`);
  return envelope.data;
}

async function signIn(fetch: TApiFetch, admin: { email: string; password: string }): Promise<TApi> {
  const session = await call<{ access_token: string; refresh_token: string; user: { id: number } }>(
    fetch,
    'POST',
    '/api/auth/login',
    {
      email: admin.email,
      password: admin.password,
      device_info: 'demo seeding',
    },
  );
  const api = <T>(method: string, path: string, body?: unknown) =>
    call<T>(fetch, method, path, body, session.access_token);
  const signOut = async () => {
    await call(
      fetch,
      'POST',
      '/api/auth/logout',
      { refresh_token: session.refresh_token },
      session.access_token,
    );
  };
  return Object.assign(api, { adminId: session.user.id, signOut });
}

/** list, then PUT {id} if found, else POST (spec customer 7). */
async function upsert<T extends { id: number }>(
  api: TApi,
  found: T | undefined,
  paths: { put: (id: number) => string; post: string },
  body: unknown,
): Promise<T> {
  return found ? api<T>('PUT', paths.put(found.id), body) : api<T>('POST', paths.post, body);
}

/* ---- the collections, in the spec's order ---- */

async function upsertBranch(api: TApi): Promise<TBranch> {
  const branches = await api<TBranch[]>('GET', '/api/branches');
  const found = branches.find((branch) => branch.name === SAMPLE_BRANCH.name);
  return upsert(api, found, { put: (id) => `/api/branches/${id}`, post: '/api/branches' }, SAMPLE_BRANCH);
}

async function upsertBenches(
  api: TApi,
  branchId: number | null,
  warn: (message: string, error: unknown) => void,
): Promise<Map<string, number>> {
  const benches = await api<TBench[]>('GET', '/api/benches');
  const ids = new Map<string, number>();
  for (const table of SAMPLE_TABLES) {
    const found = benches.find((bench) => bench.branch_id === branchId && bench.name === table.name);
    const body = {
      name: table.name,
      seat_capacity: table.seatCapacity,
      branch_id: branchId,
      active: table.active,
      archived: table.archived,
    };
    try {
      const bench = await upsert(
        api,
        found,
        { put: (id) => `/api/benches/${id}`, post: '/api/benches' },
        body,
      );
      ids.set(table.name, bench.id);
    } catch (error) {
      warn(`Demo seeding: table ${table.name} skipped`, error);
    }
  }
  // Where the tables stand, so the floor plan opens ready to use (archived ones have no place).
  const positions = SAMPLE_TABLES.flatMap((table) => {
    const id = ids.get(table.name);
    return table.floor && id !== undefined ? [{ id, ...table.floor }] : [];
  });
  if (positions.length > 0) {
    await api('PUT', '/api/floor-plan/positions', { positions }).catch((error: unknown) =>
      warn('Demo seeding: floor plan positions skipped', error),
    );
  }
  return ids;
}

async function upsertCategories(api: TApi, branchId: number | null): Promise<TMenuCategory[]> {
  const existing = await api<TMenuCategory[]>('GET', '/api/menu-categories');
  const categories: TMenuCategory[] = [];
  for (const sample of SAMPLE_MENU) {
    const found = existing.find(
      (category) => category.branch_id === branchId && category.name === sample.name,
    );
    const body = {
      name: sample.name,
      description: sample.description,
      branch_id: branchId,
      is_available: true,
      is_visible: true,
      time_availability: sample.timeAvailability,
    };
    const paths = { put: (id: number) => `/api/menu-categories/${id}`, post: '/api/menu-categories' };
    categories.push(await upsert(api, found, paths, body));
  }
  return categories;
}

async function upsertTags(api: TApi): Promise<Map<string, number>> {
  const existing = await api<TItemTag[]>('GET', '/api/item-tags');
  const ids = new Map<string, number>();
  for (const [index, sample] of SAMPLE_TAGS.entries()) {
    const body = {
      name: sample.name,
      tag_type: sample.tagType,
      color: sample.color,
      icon_name: sample.iconName,
      featured: sample.featured,
      internal: false,
      warning_message: sample.warningMessage ?? null,
      sort_order: index,
    };
    const found = existing.find((tag) => tag.name === sample.name);
    const tag = await upsert(
      api,
      found,
      { put: (id) => `/api/item-tags/${id}`, post: '/api/item-tags' },
      body,
    );
    ids.set(sample.name, tag.id);
  }
  return ids;
}

async function upsertItems(
  api: TApi,
  categories: readonly TMenuCategory[],
  tagIds: ReadonlyMap<string, number>,
): Promise<Map<string, TSeededItem>> {
  const menuGroup = await api<Record<string, TConfigSettingView>>('GET', '/api/config/group/MENU');
  const taxId = Number(menuGroup['MENU.DEFAULT_TAX_ID']?.value) || null;
  const existing = await api<TMenuItemFull[]>('GET', '/api/menu-items/full');
  const items = new Map<string, TSeededItem>();
  for (const [index, sampleCategory] of SAMPLE_MENU.entries()) {
    const category = categories[index]!;
    for (const sample of sampleCategory.items) {
      const found = existing.find((item) => item.category_id === category.id && item.name === sample.name);
      const body = {
        ...itemBody(sample, category.id, taxId, tagIds),
        customizations: sample.customizations.map((customization) =>
          customizationBody(
            customization,
            found?.customizations.find((c) => c.name === customization.name),
          ),
        ),
      };
      const paths = { put: (id: number) => `/api/menu-items/${id}/full`, post: '/api/menu-items/full' };
      items.set(sample.name, seededItem(sample, await upsert(api, found, paths, body)));
    }
  }
  return items;
}

function itemBody(
  sample: TSampleItem,
  categoryId: number,
  taxId: number | null,
  tagIds: ReadonlyMap<string, number>,
) {
  return {
    category_id: categoryId,
    name: sample.name,
    description: sample.description,
    notes: sample.notes ?? null,
    ingredients: sample.ingredients,
    basic_price: fromCents(sample.priceCents),
    default_price: fromCents(sample.priceCents),
    tax_id: taxId,
    preparation_time: sample.preparationTime,
    time_availability: sample.timeAvailability ?? null,
    is_available: sample.available !== false,
    is_visible: true,
    tag_ids: sample.tags.map((tag) => tagIds.get(tag)!),
  };
}

/** Existing customizations and options (matched by name) keep their ids, so past orders keep pointing at them. */
function customizationBody(
  sample: TSampleCustomization,
  found: TMenuItemFull['customizations'][number] | undefined,
) {
  return {
    id: found?.id,
    name: sample.name,
    description: sample.description ?? null,
    type: sample.type,
    ui_type: sample.uiType,
    required: sample.required,
    options: sample.options.map((option) => ({
      id: found?.options.find((o) => o.name === option.name)?.id,
      name: option.name,
      description: option.description ?? null,
      value_added: fromCents(option.valueAdded),
      percent: option.percent === true,
      default_option: option.isDefault === true,
    })),
  };
}

/** What the sample orders need of an item: its id and those of its customizations and options, by name. */
function seededItem(sample: TSampleItem, item: TMenuItemFull): TSeededItem {
  const customizations = new Map(
    sample.customizations.map((customization) => {
      const saved = item.customizations.find((c) => c.name === customization.name)!;
      return [
        customization.name,
        {
          id: saved.id,
          sample: customization,
          optionIds: new Map(saved.options.map((option) => [option.name, option.id])),
        },
      ];
    }),
  );
  return { id: item.id, sample, customizations };
}

/* ---- orders: straight into the database ---- */

/**
 * The sample customers and orders, with their past times and status history (the order API stamps
 * 'now'). Orders are history: they are written once, and a later seed version leaves them (and the
 * guests' own orders among them) alone.
 */
async function seedOrdersOnce(
  db: Kysely<Database>,
  clock: TClock,
  cafe: TSeededCafe,
  adminId: number,
): Promise<void> {
  const anyOrder = await db.selectFrom('customer_orders').select('id').limit(1).executeTakeFirst();
  if (anyOrder) return;
  const now = clock.now();
  const stamp = { now: now.toISOString(), adminId };
  const orders = buildSampleOrders(now);
  const customerIds = await seedSampleCustomers(db, stamp);
  await seedSampleOrders(db, stamp, { ...cafe, customerIds }, await defaultTax(db), orders);
  for (const [entity, count] of [
    ['ORDER', orders.length],
    ['CUSTOMER', customerIds.size],
  ] as const) {
    await db
      .updateTable('number_records')
      .set({ current_number: padNumber(count), current_value: count })
      .where('entity_name', '=', entity)
      .execute();
  }
}

async function defaultTax(db: Kysely<Database>): Promise<{ id: number; rate: number }> {
  const setting = await db
    .selectFrom('config_settings')
    .select('value')
    .where('key', '=', 'MENU.DEFAULT_TAX_ID')
    .executeTakeFirstOrThrow();
  const tax = await db
    .selectFrom('taxes')
    .select(['id', 'value'])
    .where('id', '=', Number(setting.value))
    .executeTakeFirstOrThrow();
  return { id: tax.id, rate: tax.value };
}

async function readFlag(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', DEMO_SEED_FLAG)
    .executeTakeFirst();
  return row?.value;
}

async function writeFlag(db: Kysely<Database>, version: string): Promise<void> {
  await db.deleteFrom('app_meta').where('key', '=', DEMO_SEED_FLAG).execute();
  await db.insertInto('app_meta').values({ key: DEMO_SEED_FLAG, value: version }).execute();
}

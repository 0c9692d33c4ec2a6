import { ZBulkTagsResult, ZItemTag, ZTypedTags } from '@tableside/shared/item-tags.schemas';
import { type TMenuCategory, ZMenuCategory } from '@tableside/shared/menu-categories.schemas';
import { type TMenuItemFull, ZMenuItem, ZMenuItemFull } from '@tableside/shared/menu-items.schemas';
import { expect } from 'vitest';
import { z } from 'zod';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import { json, request, type TTestEnvelope } from '../test/http.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';

export const MENU_NOW = '2025-03-03T10:00:00.000Z';

type TWho = { headers: Record<string, string> } | null;

/** A list path without `page` (a paged list answers another shape). */
const list = (path: string) => new RegExp(`^${path}(\\?(?!.*\\bpage=).*)?$`);

/**
 * The shared schemas of the answers web/src/admin/menu/menu-admin.api.ts parses: each answer read
 * through `ok` must fit its schema whole (nothing the schema would drop). Duplicate and the toggles
 * answer the full item; the web app reads them with ZMenuItem, which ZMenuItemFull extends.
 */
const WEB_SCHEMAS: ReadonlyArray<readonly [method: string, path: RegExp, schema: z.ZodType]> = [
  ['GET', list('/menu-categories'), z.array(ZMenuCategory)],
  ['POST', /^\/menu-categories$/, ZMenuCategory],
  ['PUT', /^\/menu-categories\/\d+$/, ZMenuCategory],
  ['PATCH', /^\/menu-categories\/\d+\/toggle-\w+$/, ZMenuCategory],
  ['GET', list('/menu-items'), z.array(ZMenuItem)],
  ['GET', list('/menu-items/full'), z.union([ZMenuItemFull, z.array(ZMenuItemFull)])],
  ['POST', /^\/menu-items\/full$/, ZMenuItemFull],
  ['PUT', /^\/menu-items\/\d+\/full$/, ZMenuItemFull],
  ['POST', /^\/menu-items\/\d+\/duplicate$/, ZMenuItemFull],
  ['PATCH', /^\/menu-items\/\d+\/toggle-\w+$/, ZMenuItemFull],
  ['GET', list('/item-tags'), z.array(ZItemTag)],
  ['GET', list('/item-tags/typed-tags'), ZTypedTags],
  ['POST', /^\/item-tags$/, ZItemTag],
  ['PUT', /^\/item-tags\/\d+$/, ZItemTag],
  ['POST', /^\/menu-item-tags\/bulk-update$/, ZBulkTagsResult],
];

function expectWebSchemaFits(method: string, path: string, data: unknown) {
  const schema = WEB_SCHEMAS.find(([m, pattern]) => m === method && pattern.test(path))?.[2];
  if (schema) expect(schema.parse(data), `${method} ${path}`).toEqual(data);
}

/** Staff of the menu tests: a manager may change the menu; the cook and the waiter only read it. */
export type TMenuStaff = {
  manager: { id: number; headers: Record<string, string> };
  kitchen: { id: number; headers: Record<string, string> };
  waiter: { id: number; headers: Record<string, string> };
};

export type TMenuTest = {
  ctx: TTestContext;
  staff: TMenuStaff;
  call(who: TWho, method: string, path: string, body?: unknown): Promise<Response>;
  /** Calls as the manager and expects `status`; answers the envelope's data. */
  ok<T>(method: string, path: string, body?: unknown, status?: number): Promise<T>;
  category(name: string, extra?: Record<string, unknown>): Promise<TMenuCategory>;
  item(categoryId: number, name: string, extra?: Record<string, unknown>): Promise<TMenuItemFull>;
  count(
    table:
      | 'menu_categories'
      | 'menu_items'
      | 'menu_item_customizations'
      | 'menu_item_customization_options'
      | 'item_tags'
      | 'menu_item_tags'
      | 'uploaded_files',
  ): Promise<number>;
};

export async function createMenuTest(): Promise<TMenuTest> {
  const ctx = await createTestContext({ now: MENU_NOW });
  const staff: TMenuStaff = {
    manager: await createSignedInUser(ctx.deps, { name: 'Mia Manager', roles: ['MANAGER'] }),
    kitchen: await createSignedInUser(ctx.deps, { name: 'Kim Cook', roles: ['KITCHEN'] }),
    waiter: await createSignedInUser(ctx.deps, { name: 'Wendy Waiter', roles: ['WAITER'] }),
  };
  const call = (who: TWho, method: string, path: string, body?: unknown) =>
    request(ctx.app, method, path, { body, headers: who?.headers ?? {} });
  const ok = async <T>(method: string, path: string, body?: unknown, status?: number): Promise<T> => {
    const res = await call(staff.manager, method, path, body);
    const envelope: TTestEnvelope<T> = await json<T>(res);
    const expected = status ?? (method === 'POST' ? 201 : 200);
    if (res.status !== expected) {
      throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(envelope)}`);
    }
    expectWebSchemaFits(method, path, envelope.data);
    return envelope.data;
  };
  return {
    ctx,
    staff,
    call,
    ok,
    category: (name, extra = {}) => ok<TMenuCategory>('POST', '/menu-categories', { name, ...extra }),
    item: (categoryId, name, extra = {}) =>
      ok<TMenuItemFull>('POST', '/menu-items', { category_id: categoryId, name, basic_price: 4.5, ...extra }),
    async count(table) {
      const row = await ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

/** The public menu's ETag and body, as a guest sees it now. */
export async function guestMenu(ctx: TTestContext) {
  const res = await request(ctx.app, 'GET', '/public/menu');
  const body = await json<{
    categories: Array<{
      id: number;
      name: string;
      image_url: string | null;
      image_url_thumbnail?: string | null;
      items: Array<{
        id: number;
        name: string;
        price: number;
        image_url: string | null;
        image_url_thumbnail?: string | null;
        image_url_icon?: string | null;
        tags: number[];
        customizations: Array<{ name: string; options: Array<{ name: string }> }>;
      }>;
    }>;
  }>(res);
  return { etag: res.headers.get('ETag'), menu: body.data };
}

import {
  BACKUP_MAX_BYTES,
  type TRestoreResult,
  type TServerBackup,
} from '@tableside/shared/database.schemas';
import { type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import { TOKENS_VALID_FROM } from '../auth/token-epoch.ts';
import { MIGRATION_NAMES, migrateUpTo, SCHEMA_VERSION } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import { json, request } from '../test/http.ts';
import { seedForTests } from '../test/seed-for-tests.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';
import { BACKUP_META } from './backup-file.ts';

let ctx: TTestContext;
let owner: Awaited<ReturnType<typeof createSignedInUser>>;

beforeEach(async () => {
  // 09:30:15 in Berlin, the sample cafe's time zone.
  ctx = await createTestContext({ now: '2026-11-26T08:30:15Z' });
  await seedForTests(ctx, { sampleData: true });
  owner = await createSignedInUser(ctx.deps, { name: 'Olga Owner', roles: ['OWNER'] });
});
afterEach(() => ctx.close());

const download = async (headers = owner.headers) => {
  const response = await request(ctx.app, 'GET', '/database/backup', { headers });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
};

const upload = (
  file: Blob | null,
  fileName = 'backup.sqlite',
  headers: Record<string, string> = owner.headers,
) => {
  const form = new FormData();
  if (file) form.set('file', file, fileName);
  return ctx.app.request('/api/database/restore', { method: 'POST', body: form, headers });
};

const blob = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>]);

/** Everything a restore must bring back, in a comparable form. */
async function fingerprint() {
  const count = async (
    table: 'menu_categories' | 'menu_items' | 'customer_orders' | 'uploaded_files' | 'users',
  ) =>
    Number((await ctx.db.selectFrom(table).select(ctx.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const categories = await ctx.db
    .selectFrom('menu_categories')
    .select(['id', 'name'])
    .orderBy('id')
    .execute();
  const settings = await ctx.db
    .selectFrom('config_settings')
    .select(['key', 'value'])
    .orderBy('key')
    .execute();
  const files = await ctx.db.selectFrom('uploaded_files').select(['id', 'data']).orderBy('id').execute();
  return {
    categories,
    settings,
    files: files.map((file) => [file.id, [...new Uint8Array(file.data)].join(',')]),
    items: await count('menu_items'),
    orders: await count('customer_orders'),
    users: await count('users'),
  };
}

async function addPicture(): Promise<number> {
  const row = await ctx.db
    .insertInto('uploaded_files')
    .values({
      variant: 'full',
      name: 'logo.png',
      mime_type: 'image/png',
      size: 4,
      data: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
      created_at: ctx.clock.now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('GET /api/database/backup', () => {
  it('downloads a SQLite file named after the restaurant and the time, and records who took it', async () => {
    const response = await request(ctx.app, 'GET', '/database/backup', { headers: owner.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/vnd.sqlite3');
    // Café Aroma in Europe/Berlin (the sample settings): the restaurant's own clock.
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="cafe-aroma-2026-11-26-093015.sqlite"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 15))).toBe('SQLite format 3');
    const audit = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'database.backed_up')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_name).toBe('Olga Owner');
  });

  it('holds no sign-in sessions and no signing secret', async () => {
    await ctx.db.insertInto('app_meta').values({ key: 'jwt_secret', value: 'do-not-leak' }).execute();
    const file = await ctx.deps.backups.openSqlite(await download());
    try {
      expect(await file.db.selectFrom('refresh_tokens').selectAll().execute()).toEqual([]);
      const meta = await file.db.selectFrom('app_meta').select(['key', 'value']).execute();
      expect(meta.map((row) => row.key)).not.toContain('jwt_secret');
      expect(meta).toContainEqual({ key: BACKUP_META.product, value: 'tableside' });
    } finally {
      await file.close();
    }
  });

  it('leaves out the rate-limit windows, and a restore keeps the live ones (decision 0023)', async () => {
    const window = { key: 'login:email:anna@example.com', count: 3, reset_at: '2026-11-26T08:31:15.000Z' };
    await ctx.db.insertInto('rate_limits').values(window).execute();
    const bytes = await download();
    const file = await ctx.deps.backups.openSqlite(bytes);
    try {
      expect(await file.db.selectFrom('rate_limits').selectAll().execute()).toEqual([]);
    } finally {
      await file.close();
    }
    await ctx.db.updateTable('rate_limits').set({ count: 20 }).where('key', '=', window.key).execute();
    expect((await upload(blob(bytes))).status).toBe(200);
    const live = await ctx.db.selectFrom('rate_limits').selectAll().where('key', '=', window.key).execute();
    expect(live).toEqual([{ ...window, count: 20 }]);
  });

  it('is for the owner only', async () => {
    const manager = await createSignedInUser(ctx.deps, { roles: ['MANAGER'] });
    expect((await request(ctx.app, 'GET', '/database/backup', { headers: manager.headers })).status).toBe(
      403,
    );
    expect((await request(ctx.app, 'GET', '/database/backup')).status).toBe(401);
    expect((await upload(new Blob(['x']), 'x.sqlite', manager.headers)).status).toBe(403);
    const dialog = await request(ctx.app, 'POST', '/database/backup-dialog', {
      headers: manager.headers,
      body: {},
    });
    expect(dialog.status).toBe(403);
    expect((await request(ctx.app, 'GET', '/database/backups', { headers: manager.headers })).status).toBe(
      403,
    );
    // A server backup the manager may neither download, restore nor delete.
    const saved = await request(ctx.app, 'POST', '/database/backup-dialog', {
      headers: owner.headers,
      body: {},
    });
    const { name } = (await json<TServerBackup>(saved)).data;
    const asManager = { headers: manager.headers };
    expect((await request(ctx.app, 'GET', `/database/backups/${name}`, asManager)).status).toBe(403);
    expect((await request(ctx.app, 'DELETE', `/database/backups/${name}`, asManager)).status).toBe(403);
    const restore = await request(ctx.app, 'POST', '/database/restore-dialog', {
      ...asManager,
      body: { name },
    });
    expect(restore.status).toBe(403);
    expect((await ctx.deps.backups.store.list()).map((file) => file.name)).toEqual([name]);
    expect(
      await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'database.restored').execute(),
    ).toEqual([]);
  });
});

describe('POST /api/database/restore', () => {
  it('brings back what was deleted and changed: menu, orders, pictures, settings', async () => {
    const picture = await addPicture();
    const before = await fingerprint();
    const backup = await download();

    await ctx.db.deleteFrom('menu_categories').where('id', '=', before.categories[0]!.id).execute();
    await ctx.db.deleteFrom('customer_orders').execute();
    await ctx.db.deleteFrom('uploaded_files').where('id', '=', picture).execute();
    await ctx.db
      .updateTable('config_settings')
      .set({ value: 'Renamed' })
      .where('key', '=', 'BRANDING.RESTAURANT_NAME')
      .execute();
    expect(await fingerprint()).not.toEqual(before);

    const response = await upload(blob(backup));
    const body = await json<TRestoreResult>(response);
    expect(body.message).toBe('Database restored successfully');
    expect(response.status).toBe(200);
    expect(body.data.schema_version).toBe(SCHEMA_VERSION);
    expect(body.data.migrated).toBe(false);
    expect(body.data.session_kept).toBe(true);
    expect(body.data.tables.menu_categories).toBe(before.categories.length);
    expect(await fingerprint()).toEqual(before);

    // New rows get fresh ids after the restored ones (PostgreSQL identities moved on).
    const next = await addPicture();
    expect(next).toBeGreaterThan(picture);
  });

  it('keeps the replaced data as a server backup and writes the restore to the restored audit trail', async () => {
    const backup = await download();
    await ctx.db
      .updateTable('config_settings')
      .set({ value: 'Before restore' })
      .where('key', '=', 'BRANDING.RESTAURANT_NAME')
      .execute();
    const result = (await json<TRestoreResult>(await upload(blob(backup)))).data;
    const list = (
      await json<TServerBackup[]>(
        await request(ctx.app, 'GET', '/database/backups', { headers: owner.headers }),
      )
    ).data;
    expect(list.map((entry) => [entry.name, entry.kind])).toContainEqual([
      result.previous_backup,
      'before-restore',
    ]);

    const kept = await ctx.deps.backups.store.read(result.previous_backup);
    const file = await ctx.deps.backups.openSqlite(kept!);
    try {
      const name = await file.db
        .selectFrom('config_settings')
        .select('value')
        .where('key', '=', 'BRANDING.RESTAURANT_NAME')
        .executeTakeFirst();
      expect(name?.value).toBe('Before restore');
    } finally {
      await file.close();
    }
    const audit = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'database.restored')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.summary).toBe('Olga Owner restored the uploaded file backup.sqlite');
  });

  it('signs everyone else out and keeps the restorer signed in through a refresh', async () => {
    const waiter = await createSignedInUser(ctx.deps, { roles: ['WAITER'] });
    const backup = await download();
    ctx.clock.advance(2000);
    expect((await upload(blob(backup))).status).toBe(200);

    // Access tokens from before the restore no longer count, the restorer's included …
    expect((await request(ctx.app, 'GET', '/auth/me', { headers: waiter.headers })).status).toBe(401);
    expect((await request(ctx.app, 'GET', '/auth/me', { headers: owner.headers })).status).toBe(401);
    // … but only the restorer's refresh token still works.
    const refresh = (token: string) =>
      request(ctx.app, 'POST', '/auth/refresh', { body: { refresh_token: token } });
    expect((await refresh(waiter.session.refresh_token)).status).toBe(401);
    const renewed = await refresh(owner.session.refresh_token);
    expect(renewed.status).toBe(200);
    const token = (await json<{ access_token: string }>(renewed)).data.access_token;
    const me = await request(ctx.app, 'GET', '/auth/me', { token });
    expect(me.status).toBe(200);
    const meta = await ctx.db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', TOKENS_VALID_FROM)
      .executeTakeFirst();
    expect(meta?.value).toBe(ctx.clock.now().toISOString());
  });

  it('signs the restorer out too when their account is not in the backup', async () => {
    const backup = await download();
    const newcomer = await createSignedInUser(ctx.deps, { roles: ['OWNER'] });
    const response = await upload(blob(backup), 'backup.sqlite', newcomer.headers);
    expect((await json<TRestoreResult>(response)).data.session_kept).toBe(false);
    const renewed = await request(ctx.app, 'POST', '/auth/refresh', {
      body: { refresh_token: newcomer.session.refresh_token },
    });
    expect(renewed.status).toBe(401);
  });

  describe('refuses a bad file with the spec’s message and leaves the live database as it was', () => {
    const cases: Array<[string, () => Promise<{ file: Blob | null; name?: string }>, number, string]> = [
      ['no file', async () => ({ file: null }), 400, 'No file provided'],
      [
        'a wrong extension',
        async () => ({ file: blob(await download()), name: 'backup.zip' }),
        400,
        'Invalid file type. Expected .db or .sqlite file',
      ],
      ['an empty file', async () => ({ file: new Blob([]), name: 'empty.db' }), 400, 'File is empty'],
      [
        'text named .db',
        async () => ({ file: new Blob(['id,name\n1,Latte\n'.repeat(20)]), name: 'menu.db' }),
        400,
        'The file is not a SQLite database',
      ],
      [
        'a truncated backup',
        async () => ({ file: blob((await download()).slice(0, 8192)) }),
        400,
        'The file is damaged',
      ],
      [
        'a bit-flipped backup',
        async () => ({ file: blob(flipBits(await download())) }),
        400,
        'The file is damaged',
      ],
      [
        'a backup whose references are broken',
        async () => ({ file: blob(await brokenReference()) }),
        400,
        'The file is damaged',
      ],
      [
        'a SQLite file of another product',
        async () => ({ file: blob(await foreignDatabase()) }),
        400,
        'The file is a SQLite database, but not a backup of Tableside',
      ],
      [
        'a backup of a newer version',
        async () => ({ file: blob(await newerBackup()) }),
        400,
        'The backup was made by a newer version of Tableside',
      ],
    ];
    it.each(cases)('%s', async (_case, make, status, message) => {
      const { file, name } = await make();
      const before = await fingerprint();
      const backupsBefore = await ctx.deps.backups.store.list();
      const response = await upload(file, name);
      const body = await json(response);
      expect(response.status).toBe(status);
      expect(body.message.startsWith(message)).toBe(true);
      expect(await fingerprint()).toEqual(before);
      expect(await ctx.deps.backups.store.list()).toEqual(backupsBefore);
    });

    it('a file over 100 MB (413)', async () => {
      const before = await fingerprint();
      const response = await upload(new Blob([new Uint8Array(BACKUP_MAX_BYTES + 1)]), 'huge.sqlite');
      expect(response.status).toBe(413);
      expect((await json(response)).message).toBe('File is too large. Maximum size is 100MB');
      expect(await fingerprint()).toEqual(before);
    });
  });

  it('takes a file copied from a live WAL database', async () => {
    const walHeader = await download();
    walHeader[18] = 2;
    walHeader[19] = 2;
    expect((await upload(blob(walHeader))).status).toBe(200);
  });

  it('migrates a backup of an older schema', async () => {
    // A restaurant's database as the first version of the product left it.
    const file = await ctx.deps.backups.openSqlite();
    await migrateUpTo(file.db as Kysely<Database>, MIGRATION_NAMES[0]!);
    await file.db
      .insertInto('menu_categories')
      .values({ name: 'From an old backup', sort_order: 1, is_available: 1, is_visible: 1 })
      .execute();
    const older = await file.export();
    await file.close();

    const response = await upload(blob(older));
    const body = await json<TRestoreResult>(response);
    expect(body.message).toBe('Database restored successfully');
    expect(body.data).toMatchObject({ migrated: true, schema_version: MIGRATION_NAMES[0] });
    const categories = await ctx.db.selectFrom('menu_categories').select('name').execute();
    expect(categories).toEqual([{ name: 'From an old backup' }]);
  });

  it('rolls back completely when the copy fails half way', async () => {
    const backup = await download();
    const file = await ctx.deps.backups.openSqlite(backup);
    // A tag twice on one item: the live unique index refuses the copy of the second, late in the copy.
    await sql`drop index ux_menu_item_tags_menu_item_id_item_tag_id`.execute(file.db);
    const link = await file.db
      .selectFrom('menu_item_tags')
      .selectAll()
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await file.db
      .insertInto('menu_item_tags')
      .values({ ...link, id: 999_999 })
      .execute();
    const broken = await file.export();
    await file.close();
    const before = await fingerprint();
    const backupsBefore = await ctx.deps.backups.store.list();
    const response = await upload(blob(broken));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await fingerprint()).toEqual(before);
    expect(await ctx.deps.backups.store.list()).toEqual(backupsBefore);
    // And the owner is still signed in.
    expect((await request(ctx.app, 'GET', '/auth/me', { headers: owner.headers })).status).toBe(200);
  });
});

describe('server backups', () => {
  it('saves, lists, downloads, restores and deletes a named backup', async () => {
    const saved = await request(ctx.app, 'POST', '/database/backup-dialog', {
      headers: owner.headers,
      body: { label: 'Before the party!' },
    });
    expect(saved.status).toBe(201);
    const backup = (await json<TServerBackup>(saved)).data;
    expect(backup).toMatchObject({
      name: 'cafe-aroma-2026-11-26-093015-before-the-party.sqlite',
      kind: 'manual',
    });
    expect(backup.size).toBeGreaterThan(10_000);

    const again = await json<TServerBackup>(
      await request(ctx.app, 'POST', '/database/backup-dialog', {
        headers: owner.headers,
        body: { label: 'Before the party!' },
      }),
    );
    expect(again.data.name).toBe('cafe-aroma-2026-11-26-093015-before-the-party-2.sqlite');

    const fetched = await request(ctx.app, 'GET', `/database/backups/${backup.name}`, {
      headers: owner.headers,
    });
    expect(fetched.headers.get('Content-Disposition')).toContain(backup.name);
    expect((await fetched.arrayBuffer()).byteLength).toBe(backup.size);

    const category = await ctx.db
      .selectFrom('menu_categories')
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await ctx.db.deleteFrom('menu_categories').where('id', '=', category.id).execute();
    const restored = await request(ctx.app, 'POST', '/database/restore-dialog', {
      headers: owner.headers,
      body: { name: backup.name },
    });
    expect(restored.status).toBe(200);
    const back = await ctx.db
      .selectFrom('menu_categories')
      .select('name')
      .where('id', '=', category.id)
      .executeTakeFirst();
    expect(back?.name).toBe(category.name);

    // The restore replaced the owner's token (a new epoch); refresh as the screen does.
    const renewed = await request(ctx.app, 'POST', '/auth/refresh', {
      body: { refresh_token: owner.session.refresh_token },
    });
    const headers = {
      Authorization: `Bearer ${(await json<{ access_token: string }>(renewed)).data.access_token}`,
    };
    const removed = await request(ctx.app, 'DELETE', `/database/backups/${backup.name}`, { headers });
    expect(removed.status).toBe(200);
    expect((await request(ctx.app, 'DELETE', `/database/backups/${backup.name}`, { headers })).status).toBe(
      404,
    );
  });

  it('refuses names that could leave the backup folder', async () => {
    for (const name of ['..%2Fsecret.sqlite', 'Backup.sqlite', 'x.db']) {
      const response = await request(ctx.app, 'GET', `/database/backups/${name}`, { headers: owner.headers });
      expect(response.status).toBe(400);
    }
    const restore = await request(ctx.app, 'POST', '/database/restore-dialog', {
      headers: owner.headers,
      body: { name: '../tableside.sqlite' },
    });
    expect(restore.status).toBe(400);
    const missing = await request(ctx.app, 'POST', '/database/restore-dialog', {
      headers: owner.headers,
      body: { name: 'missing.sqlite' },
    });
    expect(missing.status).toBe(404);
  });

  it('limits how often one user backs up and restores', async () => {
    let last = 0;
    for (let call = 0; call < 31; call += 1) {
      last = (await request(ctx.app, 'DELETE', '/database/backups/none.sqlite', { headers: owner.headers }))
        .status;
    }
    expect(last).toBe(429);
  });
});

/** Flips bits in the middle of the file, where table pages are. */
function flipBits(bytes: Uint8Array): Uint8Array {
  const copy = bytes.slice();
  for (let offset = 4096 * 3; offset < copy.length; offset += 1024) copy[offset] = (copy[offset] ?? 0) ^ 0xff;
  return copy;
}

async function foreignDatabase(): Promise<Uint8Array> {
  const file = await ctx.deps.backups.openSqlite();
  await sql`create table notes (id integer primary key, text text)`.execute(file.db);
  await sql`insert into notes (text) values ('shopping list')`.execute(file.db);
  const bytes = await file.export();
  await file.close();
  return bytes;
}

async function newerBackup(): Promise<Uint8Array> {
  const file = await ctx.deps.backups.openSqlite(await download());
  await file.db
    .insertInto('kysely_migration')
    .values({ name: '9999-from-the-future', timestamp: new Date().toISOString() })
    .execute();
  const bytes = await file.export();
  await file.close();
  return bytes;
}

async function brokenReference(): Promise<Uint8Array> {
  const file = await ctx.deps.backups.openSqlite(await download());
  await sql`pragma foreign_keys = off`.execute(file.db);
  await file.db.updateTable('menu_items').set({ category_id: 999_999 }).where('id', '=', 1).execute();
  const bytes = await file.export();
  await file.close();
  return bytes;
}

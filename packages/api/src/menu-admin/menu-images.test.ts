import type { TMenuCategory } from '@tableside/shared/menu-categories.schemas';
import type { TMenuItemFull } from '@tableside/shared/menu-items.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../test/http.ts';
import { createMenuTest, guestMenu, type TMenuTest } from './menu-admin.test-helpers.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const WEBP = [...'RIFF']
  .map((c) => c.charCodeAt(0))
  .concat(
    [0, 0, 0, 0],
    [...'WEBP'].map((c) => c.charCodeAt(0)),
  );

/** An "image" of `size` bytes starting with a format's magic bytes. */
function image(magic: number[], size = 64, fill = 7): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(fill);
  bytes.set(magic);
  return bytes;
}

type TPart = { bytes: Uint8Array<ArrayBuffer>; type?: string; name?: string };

describe('menu images and /api/files', () => {
  let t: TMenuTest;
  let food: TMenuCategory;
  let soup: TMenuItemFull;

  beforeAll(async () => {
    t = await createMenuTest();
    food = await t.category('Food');
    soup = await t.item(food.id, 'Soup');
  });
  afterAll(() => t.ctx.close());

  function upload(
    path: string,
    parts: Record<string, TPart | string>,
    who = t.staff.manager as { headers: Record<string, string> } | null,
  ) {
    const form = new FormData();
    for (const [name, part] of Object.entries(parts)) {
      if (typeof part === 'string') form.append(name, part);
      else
        form.append(
          name,
          new Blob([part.bytes], { type: part.type ?? 'image/png' }),
          part.name ?? `${name}.png`,
        );
    }
    return t.ctx.app.request(`/api${path}`, { method: 'POST', body: form, headers: who?.headers ?? {} });
  }
  const getFile = (url: string, headers: Record<string, string> = {}) => t.ctx.app.request(url, { headers });

  it('stores the full image; every variant URL falls back to it; the file is served immutable with an ETag', async () => {
    const bytes = image(PNG, 500);
    const res = await upload(`/menu-items/${soup.id}/image`, { full: { bytes } });
    expect(res.status).toBe(200);
    const item = (await json<TMenuItemFull>(res)).data;
    expect(item.image_url).toMatch(/^\/api\/files\/\d+$/);
    expect(item.image_url_full).toBe(item.image_url);
    expect(item.image_url_thumbnail).toBe(item.image_url);
    expect(item.image_url_icon).toBe(item.image_url);
    const file = await getFile(item.image_url as string);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('image/png');
    expect(file.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    const etag = file.headers.get('ETag') as string;
    expect(etag).toBeTruthy();
    expect((await getFile(item.image_url as string, { 'If-None-Match': etag })).status).toBe(304);
    // Public: guests load images without signing in.
    expect((await getFile('/api/files/99999')).status).toBe(404);
    expect((await getFile('/api/files/abc')).status).toBe(400);
  });

  it('stores thumbnail and icon variants; a new upload replaces the old files and changes every URL', async () => {
    const before = (await t.ok<TMenuItemFull>('GET', `/menu-items/${soup.id}`)).image_url as string;
    const res = await upload(`/menu-items/${soup.id}/image`, {
      full: { bytes: image(JPEG, 800), type: 'image/jpeg' },
      thumbnail: { bytes: image(WEBP, 300), type: 'image/webp' },
      icon: { bytes: image(PNG, 100) },
    });
    expect(res.status).toBe(200);
    const item = (await json<TMenuItemFull>(res)).data;
    const urls = [item.image_url_full, item.image_url_thumbnail, item.image_url_icon];
    expect(new Set(urls).size).toBe(3);
    expect(urls).not.toContain(before);
    expect((await getFile(before)).status).toBe(404);
    expect((await getFile(item.image_url_thumbnail as string)).headers.get('Content-Type')).toBe(
      'image/webp',
    );
    expect((await getFile(item.image_url_full as string)).headers.get('Content-Type')).toBe('image/jpeg');
    expect(await t.count('uploaded_files')).toBe(3);
  });

  it('trusts the bytes, not the declared type', async () => {
    const res = await upload(`/menu-items/${soup.id}/image`, {
      full: { bytes: image(PNG), type: 'text/plain', name: 'x.txt' },
    });
    expect(res.status).toBe(200);
    const item = (await json<TMenuItemFull>(res)).data;
    expect((await getFile(item.image_url as string)).headers.get('Content-Type')).toBe('image/png');
  });

  it('refuses wrong types, missing parts and oversized variants with clear messages, writing nothing', async () => {
    const files = await t.count('uploaded_files');
    const current = (await t.ok<TMenuItemFull>('GET', `/menu-items/${soup.id}`)).image_url;
    const path = `/menu-items/${soup.id}/image`;
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const cases: Array<[Record<string, TPart | string>, number, string]> = [
      [
        { full: { bytes: new Uint8Array(svg), type: 'image/png' } },
        400,
        'Only JPEG, PNG or WebP images are accepted',
      ],
      [
        { full: { bytes: image([0x47, 0x49, 0x46, 0x38]), type: 'image/gif' } },
        400,
        'Only JPEG, PNG or WebP images are accepted',
      ],
      [{ thumbnail: { bytes: image(PNG) } }, 400, 'No file provided'],
      [{ full: 'not a file' }, 400, 'Expected an image file'],
      [{ full: { bytes: new Uint8Array(0) } }, 400, 'File is empty'],
      [
        { full: { bytes: image(PNG, 2 * 1024 * 1024 + 1) } },
        413,
        'The full image is too large. Maximum size is 2 MB',
      ],
      [
        { full: { bytes: image(PNG) }, thumbnail: { bytes: image(PNG, 300 * 1024 + 1) } },
        413,
        'The thumbnail image is too large. Maximum size is 300 KB',
      ],
      [
        { full: { bytes: image(PNG) }, icon: { bytes: image(PNG, 100 * 1024 + 1) } },
        413,
        'The icon image is too large. Maximum size is 100 KB',
      ],
      [
        { full: { bytes: image(PNG) }, icon: { bytes: new Uint8Array(svg) } },
        400,
        'Only JPEG, PNG or WebP images are accepted',
      ],
    ];
    for (const [parts, status, message] of cases) {
      const res = await upload(path, parts);
      expect(res.status, message).toBe(status);
      expect((await json(res)).message).toBe(message);
    }
    const asJson = await t.call(t.staff.manager, 'POST', path, { full: 'data:image/png;base64,AAAA' });
    expect(asJson.status).toBe(400);
    expect((await json(asJson)).message).toBe('Send the image as multipart/form-data with a part named full');
    expect(await t.count('uploaded_files')).toBe(files);
    expect((await t.ok<TMenuItemFull>('GET', `/menu-items/${soup.id}`)).image_url).toBe(current);
  });

  it('answers 401 signed out, 403 to the kitchen and waiters, 404 for an unknown owner', async () => {
    const parts = { full: { bytes: image(PNG) } };
    expect((await upload(`/menu-items/${soup.id}/image`, parts, null)).status).toBe(401);
    for (const who of [t.staff.kitchen, t.staff.waiter]) {
      expect((await upload(`/menu-items/${soup.id}/image`, parts, who)).status).toBe(403);
      expect((await upload(`/menu-categories/${food.id}/image`, parts, who)).status).toBe(403);
      expect((await t.call(who, 'DELETE', `/menu-items/${soup.id}/image`)).status).toBe(403);
      expect((await t.call(who, 'DELETE', `/menu-categories/${food.id}/image`)).status).toBe(403);
    }
    expect((await upload('/menu-items/99999/image', parts)).status).toBe(404);
    expect((await upload('/menu-categories/99999/image', parts)).status).toBe(404);
    expect((await t.call(t.staff.manager, 'DELETE', '/menu-items/99999/image')).status).toBe(404);
  });

  it('gives categories images too, and guests see image, thumbnail and icon URLs at once', async () => {
    const before = await guestMenu(t.ctx);
    const res = await upload(`/menu-categories/${food.id}/image`, {
      full: { bytes: image(PNG, 900) },
      thumbnail: { bytes: image(PNG, 200) },
    });
    expect(res.status).toBe(200);
    const category = (await json<TMenuCategory>(res)).data;
    expect(category.image_url_thumbnail).not.toBe(category.image_url_full);
    expect(category.image_url_icon).toBe(category.image_url_full);
    const after = await guestMenu(t.ctx);
    expect(after.etag).not.toBe(before.etag);
    const guestCategory = after.menu.categories.find((c) => c.id === food.id);
    expect(guestCategory).toMatchObject({
      image_url: category.image_url_full,
      image_url_thumbnail: category.image_url_thumbnail,
    });
    const item = await t.ok<TMenuItemFull>('GET', `/menu-items/${soup.id}`);
    expect(guestCategory?.items.find((i) => i.id === soup.id)).toMatchObject({
      image_url: item.image_url,
      image_url_thumbnail: item.image_url_thumbnail,
      image_url_icon: item.image_url_icon,
    });
    const listed = await t.ok<TMenuCategory[]>('GET', '/menu-categories');
    expect(listed[0]?.image_url_thumbnail).toBe(category.image_url_thumbnail);
  });

  it('duplicating an item copies its image under new ids', async () => {
    const original = await t.ok<TMenuItemFull>('GET', `/menu-items/${soup.id}`);
    const copy = await t.ok<TMenuItemFull>('POST', `/menu-items/${soup.id}/duplicate`);
    expect(copy.image_url).not.toBeNull();
    expect(copy.image_url).not.toBe(original.image_url);
    const [a, b] = await Promise.all([
      getFile(original.image_url as string),
      getFile(copy.image_url as string),
    ]);
    expect(new Uint8Array(await b.arrayBuffer())).toEqual(new Uint8Array(await a.arrayBuffer()));
    await t.ok('DELETE', `/menu-items/${copy.id}`);
    expect((await getFile(copy.image_url as string)).status).toBe(404);
    expect((await getFile(original.image_url as string)).status).toBe(200);
  });

  it('removes images; the files go with them, and with a deleted category', async () => {
    const item = await t.ok<TMenuItemFull>('DELETE', `/menu-items/${soup.id}/image`);
    expect(item).toMatchObject({
      image_url: null,
      image_url_full: null,
      image_url_thumbnail: null,
      image_url_icon: null,
    });
    const category = await t.ok<TMenuCategory>('GET', `/menu-categories/${food.id}`);
    expect(category.image_url).not.toBeNull();
    await upload(`/menu-items/${soup.id}/image`, { full: { bytes: image(PNG) } });
    await t.ok('DELETE', `/menu-categories/${food.id}?force=true`);
    expect(await t.count('uploaded_files')).toBe(0);
    expect((await getFile(category.image_url as string)).status).toBe(404);
  });
});

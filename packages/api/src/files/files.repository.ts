import type { Kysely } from 'kysely';
import type { Database, Row } from '../db/schema.ts';

type TDb = Kysely<Database>;

export type TStoredFile = Pick<Row<'uploaded_files'>, 'id' | 'mime_type' | 'size' | 'data' | 'created_at'>;
export type TNewFile = { name: string; mimeType: string; data: Uint8Array; createdBy: number | null };

export function findFile(db: TDb, id: number): Promise<TStoredFile | undefined> {
  return db
    .selectFrom('uploaded_files')
    .select(['id', 'mime_type', 'size', 'data', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Stores an original and its variants (thumbnail, icon) as children of it; answers the original's id. */
export async function insertFileWithVariants(
  db: TDb,
  original: TNewFile,
  variants: ReadonlyArray<{ variant: string; file: TNewFile }>,
  at: string,
): Promise<number> {
  const row = (file: TNewFile, variant: string, parentId: number | null) => ({
    parent_id: parentId,
    variant,
    name: file.name,
    mime_type: file.mimeType,
    size: file.data.byteLength,
    data: file.data,
    created_at: at,
    created_by: file.createdBy,
  });
  const { id } = await db
    .insertInto('uploaded_files')
    .values(row(original, 'original', null))
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const { variant, file } of variants) {
    await db
      .insertInto('uploaded_files')
      .values(row(file, variant, id))
      .execute();
  }
  return id;
}

/** Copies a file and its variants (a duplicated menu item gets its own image). */
export async function copyFileWithVariants(db: TDb, id: number, at: string): Promise<number | null> {
  const rows = await db
    .selectFrom('uploaded_files')
    .select(['id', 'parent_id', 'variant', 'name', 'mime_type', 'data', 'created_by'])
    .where((eb) => eb.or([eb('id', '=', id), eb('parent_id', '=', id)]))
    .execute();
  const original = rows.find((file) => file.id === id);
  if (!original) return null;
  const asNew = (file: (typeof rows)[number]): TNewFile => ({
    name: file.name,
    mimeType: file.mime_type,
    data: file.data,
    createdBy: file.created_by,
  });
  return insertFileWithVariants(
    db,
    asNew(original),
    rows
      .filter((file) => file.parent_id === id)
      .map((file) => ({ variant: file.variant, file: asNew(file) })),
    at,
  );
}

/** Deletes files and, through the parent_id cascade, their variants. */
export async function deleteFiles(db: TDb, ids: ReadonlyArray<number | null>): Promise<void> {
  const present = ids.filter((id): id is number => id !== null);
  if (present.length === 0) return;
  await db.deleteFrom('uploaded_files').where('parent_id', 'in', present).execute();
  await db.deleteFrom('uploaded_files').where('id', 'in', present).execute();
}

/** Variant ids of originals: thumbnail and icon, by original id. */
export async function findVariantIds(
  db: TDb,
  originalIds: readonly number[],
): Promise<Map<number, Partial<Record<string, number>>>> {
  const byOriginal = new Map<number, Partial<Record<string, number>>>();
  if (originalIds.length === 0) return byOriginal;
  const rows = await db
    .selectFrom('uploaded_files')
    .select(['id', 'parent_id', 'variant'])
    .where('parent_id', 'in', [...new Set(originalIds)])
    .execute();
  for (const row of rows) {
    if (row.parent_id === null) continue;
    const variants = byOriginal.get(row.parent_id) ?? {};
    variants[row.variant] = row.id;
    byOriginal.set(row.parent_id, variants);
  }
  return byOriginal;
}

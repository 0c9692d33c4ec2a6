import { AppError } from '@tableside/shared/errors';
import type { TMenuCategory } from '@tableside/shared/menu-categories.schemas';
import type { TMenuItemFull } from '@tableside/shared/menu-items.schemas';
import { stampOf, updatedColumns } from '../db/stamp.ts';
import type { TApiDeps } from '../deps.ts';
import { deleteFiles, insertFileWithVariants } from '../files/files.repository.ts';
import type { TImageUpload } from '../files/image-upload.ts';
import type { TPrincipal } from '../http/env.ts';
import { getCategory } from './menu-categories.service.ts';
import { getFullItem } from './menu-items-read.service.ts';
import { publishMenuChanged } from './menu-stamp.ts';

/** What carries an image: a category or an item. */
export type TImageOwner = 'menu_categories' | 'menu_items';

async function currentImage(deps: TApiDeps, owner: TImageOwner, id: number): Promise<number | null> {
  const row = await deps.db.selectFrom(owner).select('image_file_id').where('id', '=', id).executeTakeFirst();
  if (!row) throw AppError.notFound(owner === 'menu_items' ? 'Menu item' : 'Category', id);
  return row.image_file_id;
}

function view(deps: TApiDeps, owner: TImageOwner, id: number): Promise<TMenuCategory | TMenuItemFull> {
  return owner === 'menu_items' ? getFullItem(deps.db, id) : getCategory(deps.db, id);
}

/** Checks the owner exists before the upload is read, so a wrong id costs no upload parsing. */
export async function requireImageOwner(deps: TApiDeps, owner: TImageOwner, id: number): Promise<void> {
  await currentImage(deps, owner, id);
}

/**
 * Stores the uploaded image and its variants and points the owner at it; the old files go. New
 * files get new ids, so the URLs change and browsers may cache each URL for ever.
 */
export async function replaceImage(
  deps: TApiDeps,
  owner: TImageOwner,
  id: number,
  upload: TImageUpload,
  principal: TPrincipal,
): Promise<TMenuCategory | TMenuItemFull> {
  const stamp = stampOf(deps, principal);
  await deps.db.transaction().execute(async (trx) => {
    const previous = await currentImage({ ...deps, db: trx }, owner, id);
    const asFile = (image: TImageUpload['full']) => ({
      name: image.name,
      mimeType: image.mimeType,
      data: image.data,
      createdBy: principal.id,
    });
    const variants = (['thumbnail', 'icon'] as const).flatMap((variant) => {
      const image = upload[variant];
      return image ? [{ variant, file: asFile(image) }] : [];
    });
    const fileId = await insertFileWithVariants(trx, asFile(upload.full), variants, stamp.at);
    await trx
      .updateTable(owner)
      .set({ image_file_id: fileId, ...updatedColumns(stamp) })
      .where('id', '=', id)
      .execute();
    await deleteFiles(trx, [previous]);
  });
  publishMenuChanged(deps);
  return view(deps, owner, id);
}

/** DELETE …/image: the owner has no image afterwards (also when it had none). */
export async function removeImage(
  deps: TApiDeps,
  owner: TImageOwner,
  id: number,
  principal: TPrincipal,
): Promise<TMenuCategory | TMenuItemFull> {
  const previous = await currentImage(deps, owner, id);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable(owner)
      .set({ image_file_id: null, ...updatedColumns(stampOf(deps, principal)) })
      .where('id', '=', id)
      .execute();
    await deleteFiles(trx, [previous]);
  });
  publishMenuChanged(deps);
  return view(deps, owner, id);
}

import { ZIdParams } from '@tableside/shared/list.schemas';
import { readImageUpload } from '../files/image-upload.ts';
import { ApiRouter, requirePrincipal } from '../http/api-router.ts';
import { ok } from '../http/respond.ts';
import { removeImage, replaceImage, requireImageOwner, type TImageOwner } from './menu-images.service.ts';

const UPLOAD =
  'multipart/form-data with the part `full` (required) and optionally `thumbnail` and `icon`, resized by ' +
  'the browser. JPEG, PNG or WebP (checked by content); at most 2 MB, 300 KB and 100 KB. A missing ' +
  'variant is served by the full image. Answers the updated entity with its image URLs.';

function imageRouter(tag: string, owner: TImageOwner, what: string) {
  return new ApiRouter(tag)
    .post(
      '/:id/image',
      {
        summary: `Upload the image of a ${what}`,
        description: UPLOAD,
        access: 'menu.manage',
        params: ZIdParams,
        rawBody: 'multipart/form-data',
      },
      async (c, { params, principal }) => {
        const deps = c.get('deps');
        await requireImageOwner(deps, owner, params.id);
        const upload = await readImageUpload(c.req.raw);
        return ok(
          c,
          await replaceImage(deps, owner, params.id, upload, requirePrincipal(principal)),
          'Image uploaded',
        );
      },
    )
    .delete(
      '/:id/image',
      { summary: `Remove the image of a ${what}`, access: 'menu.manage', params: ZIdParams },
      async (c, { params, principal }) =>
        ok(
          c,
          await removeImage(c.get('deps'), owner, params.id, requirePrincipal(principal)),
          'Image removed',
        ),
    );
}

/** Mounted beside the category and item routers (same prefixes). */
export const menuCategoryImagesRouter = imageRouter('Menu categories', 'menu_categories', 'category');
export const menuItemImagesRouter = imageRouter('Menu items', 'menu_items', 'menu item');

import type { TMenuImageUrls } from '@tableside/shared/menu-fields.schemas';

/** Where GET /api/files/{id} serves a stored file. */
export function fileUrl(id: number | null | undefined): string | null {
  return id == null ? null : `/api/files/${id}`;
}

/** The URLs of an image and its variants; a missing variant is served by the full image. */
export function imageUrls(
  originalId: number | null,
  variants: Partial<Record<string, number>> | undefined,
): TMenuImageUrls {
  const full = fileUrl(originalId);
  return {
    image_url: full,
    image_url_full: full,
    image_url_thumbnail: originalId === null ? null : (fileUrl(variants?.thumbnail) ?? full),
    image_url_icon: originalId === null ? null : (fileUrl(variants?.icon) ?? full),
  };
}

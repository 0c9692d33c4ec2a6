import { MENU_IMAGE_PIXELS, type TMenuImageVariant } from '@tableside/shared/menu-fields.schemas';

/**
 * Uploaded pictures are resized in the browser before they leave the phone (the API stores what it
 * gets): the full picture at most 1600 px on its longer side, a 400 px thumbnail for lists and a
 * 96 px icon, as WebP where the browser can write it, else JPEG.
 */
export const IMAGE_SIZES = MENU_IMAGE_PIXELS;
export type TImageVariant = TMenuImageVariant;

const QUALITY = 0.82;

export type TResizedImages = Record<TImageVariant, Blob>;

/** The size that fits `max` on the longer side, never enlarging a small picture. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

type TCanvas = OffscreenCanvas | HTMLCanvasElement;

function makeCanvas(width: number, height: number): TCanvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

async function encode(canvas: TCanvas, type: string): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality: QUALITY });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded'))),
      type,
      QUALITY,
    ),
  );
}

async function scaled(bitmap: ImageBitmap, max: number): Promise<Blob> {
  const { width, height } = fitWithin(bitmap.width, bitmap.height, max);
  const canvas = makeCanvas(width, height);
  const context = canvas.getContext('2d') as
    | CanvasRenderingContext2D
    | OffscreenCanvasRenderingContext2D
    | null;
  if (!context) throw new Error('Canvas is not available');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  const webp = await encode(canvas, 'image/webp');
  // Safari answers a WebP request with a PNG: JPEG is smaller then.
  return webp.type === 'image/webp' ? webp : encode(canvas, 'image/jpeg');
}

/** The three variants of a picture the user chose. Rejects when the file is not a readable picture. */
export async function resizeImage(file: Blob): Promise<TResizedImages> {
  const bitmap = await createImageBitmap(file);
  try {
    return {
      full: await scaled(bitmap, IMAGE_SIZES.full),
      thumbnail: await scaled(bitmap, IMAGE_SIZES.thumbnail),
      icon: await scaled(bitmap, IMAGE_SIZES.icon),
    };
  } finally {
    bitmap.close();
  }
}

/** The multipart body of POST /menu-items/:id/image and /menu-categories/:id/image. */
export function imageFormData(images: TResizedImages): FormData {
  const form = new FormData();
  for (const variant of Object.keys(IMAGE_SIZES) as TImageVariant[]) {
    const blob = images[variant];
    const extension = blob.type === 'image/webp' ? 'webp' : 'jpg';
    form.append(variant, blob, `${variant}.${extension}`);
  }
  return form;
}

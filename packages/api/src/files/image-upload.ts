import { AppError } from '@tableside/shared/errors';
import {
  MENU_IMAGE_MAX_BYTES,
  MENU_IMAGE_VARIANTS,
  type TMenuImageVariant,
} from '@tableside/shared/menu-fields.schemas';
import { describeBytes, MULTIPART_OVERHEAD_BYTES, readFormCapped, refuseNul } from '../http/request-body.ts';

export type TUploadedImage = { name: string; mimeType: string; data: Uint8Array };
export type TImageUpload = { full: TUploadedImage } & Partial<Record<'thumbnail' | 'icon', TUploadedImage>>;

const TYPE_MESSAGE = 'Only JPEG, PNG or WebP images are accepted';
const MAX_REQUEST_BYTES =
  Object.values(MENU_IMAGE_MAX_BYTES).reduce((sum, bytes) => sum + bytes, 0) + MULTIPART_OVERHEAD_BYTES;

const startsWith = (data: Uint8Array, bytes: readonly number[], offset = 0) =>
  bytes.every((byte, index) => data[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type its first bytes reveal; the declared type is not trusted. */
export function sniffImageType(data: Uint8Array): string | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

function tooLarge(variant: TMenuImageVariant): AppError {
  const message = `The ${variant} image is too large. Maximum size is ${describeBytes(MENU_IMAGE_MAX_BYTES[variant])}`;
  return new AppError('PAYLOAD_TOO_LARGE', message, { errors: { [variant]: [message] } });
}

async function readPart(
  variant: TMenuImageVariant,
  part: FormDataEntryValue | null,
): Promise<TUploadedImage | undefined> {
  if (part === null) return undefined;
  if (typeof part === 'string') {
    throw AppError.validation({ [variant]: ['Expected an image file'] }, 'Expected an image file');
  }
  if (part.size > MENU_IMAGE_MAX_BYTES[variant]) throw tooLarge(variant);
  const data = new Uint8Array(await part.arrayBuffer());
  if (data.byteLength === 0) throw AppError.validation({ [variant]: ['File is empty'] }, 'File is empty');
  const mimeType = sniffImageType(data);
  if (!mimeType) throw AppError.validation({ [variant]: [TYPE_MESSAGE] }, TYPE_MESSAGE);
  refuseNul(part.name, variant);
  return { name: part.name || `${variant}.${mimeType.slice('image/'.length)}`, mimeType, data };
}

/**
 * Reads a menu image upload (multipart/form-data: `full`, optional `thumbnail` and `icon`). The
 * browser resizes before uploading, as no image library runs in every host of the API.
 */
export async function readImageUpload(request: Request): Promise<TImageUpload> {
  const type = request.headers.get('Content-Type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw new AppError('BAD_REQUEST', 'Send the image as multipart/form-data with a part named full');
  }
  const form = await readFormCapped(
    request,
    MAX_REQUEST_BYTES,
    () =>
      new AppError('PAYLOAD_TOO_LARGE', 'The upload is too large. Maximum size is 2 MB for the full image'),
  );
  if (!form) throw new AppError('BAD_REQUEST', 'Could not read the uploaded form');
  const [full, thumbnail, icon] = await Promise.all(
    MENU_IMAGE_VARIANTS.map((variant) => readPart(variant, form.get(variant))),
  );
  if (!full) throw AppError.validation({ full: ['No file provided'] }, 'No file provided');
  return { full, ...(thumbnail && { thumbnail }), ...(icon && { icon }) };
}

/** A single image upload (logo and other FILE settings) may be as large as a menu picture. */
export const SINGLE_IMAGE_MAX_BYTES = MENU_IMAGE_MAX_BYTES.full;

/**
 * Reads one image from multipart/form-data part `field` (POST /config/upload): PNG, JPEG or WebP
 * by their bytes, at most SINGLE_IMAGE_MAX_BYTES. SVG is refused, as it can carry script.
 */
export async function readUploadedImage(request: Request, field: string): Promise<TUploadedImage> {
  const type = request.headers.get('Content-Type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw new AppError('BAD_REQUEST', `Send the file as multipart/form-data with a part named ${field}`);
  }
  const limit = `Maximum size is ${describeBytes(SINGLE_IMAGE_MAX_BYTES)}`;
  const form = await readFormCapped(
    request,
    SINGLE_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
    () => new AppError('PAYLOAD_TOO_LARGE', `The file is too large. ${limit}`),
  );
  if (!form) throw new AppError('BAD_REQUEST', 'Could not read the uploaded form');
  const part = form.get(field);
  if (part === null) throw AppError.validation({ [field]: ['No file provided'] }, 'No file provided');
  if (typeof part === 'string') {
    throw AppError.validation({ [field]: ['Expected an image file'] }, 'Expected an image file');
  }
  if (part.size > SINGLE_IMAGE_MAX_BYTES) {
    const message = `The file is too large. ${limit}`;
    throw new AppError('PAYLOAD_TOO_LARGE', message, { errors: { [field]: [message] } });
  }
  const data = new Uint8Array(await part.arrayBuffer());
  if (data.byteLength === 0) throw AppError.validation({ [field]: ['File is empty'] }, 'File is empty');
  const mimeType = sniffImageType(data);
  if (!mimeType) throw AppError.validation({ [field]: [TYPE_MESSAGE] }, TYPE_MESSAGE);
  refuseNul(part.name, field);
  return { name: part.name || `${field}.${mimeType.slice('image/'.length)}`, mimeType, data };
}

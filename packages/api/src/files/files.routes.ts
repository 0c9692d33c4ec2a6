import { AppError } from '@tableside/shared/errors';
import { ZIdParams } from '@tableside/shared/list.schemas';
import { ApiRouter } from '../http/api-router.ts';
import { matchesEtag } from '../http/etag.ts';
import { findFile } from './files.repository.ts';

/** A year: a file never changes, a new upload gets a new id and so a new URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Uploaded files (menu images, logo) are public: guests load them with the menu. */
export const filesRouter = new ApiRouter('Files').get(
  '/:id',
  {
    summary: 'An uploaded file',
    description:
      'The stored bytes with their content type, cached for a year (immutable) with an ETag. ' +
      'Image URLs in menu responses point here.',
    access: 'public',
    params: ZIdParams,
  },
  async (c, { params }) => {
    const file = await findFile(c.get('deps').db, params.id);
    if (!file) throw AppError.notFound('File', params.id);
    const etag = `"file-${file.id}-${file.size}"`;
    const headers = {
      ETag: etag,
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    };
    if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
    return c.body(new Uint8Array(file.data), 200, { ...headers, 'Content-Type': file.mime_type });
  },
);

import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { TCompressor, TContentCoding } from '@tableside/api/deps';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * node:zlib at its best compression: a prepared body is compressed once per change and sent many
 * times, so the extra milliseconds (about 75 ms for the sample menu's 75 KB in brotli) are spent on
 * zlib's thread pool once instead of on every guest's download.
 */
export function createZlibCompressor(): TCompressor {
  return {
    codings: ['br', 'gzip'],
    async compress(body: Uint8Array, coding: TContentCoding) {
      const compressed =
        coding === 'br'
          ? await brotli(body, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
              },
            })
          : await gzipAsync(body, { level: constants.Z_BEST_COMPRESSION });
      return new Uint8Array(compressed);
    },
  };
}

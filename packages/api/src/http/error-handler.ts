import type { TErrorEnvelope } from '@tableside/shared/envelope';
import { AppError } from '@tableside/shared/errors';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { TLogger } from '../deps.ts';

/** Every failure leaves the API as `{ success: false, message, code, errors? }`; bad input never becomes a 500. */
export function handleError(error: Error, c: Context, logger: TLogger): Response {
  const appError = toAppError(error);
  if (appError.status >= 500) {
    logger.error('Unhandled error', {
      path: c.req.path,
      method: c.req.method,
      error: error.stack ?? String(error),
    });
  }
  const body: TErrorEnvelope = { success: false, message: appError.message, code: appError.code };
  if (appError.errors) body.errors = appError.errors;
  if (appError.data !== undefined) body.data = appError.data;
  return c.json(body, appError.status as ContentfulStatusCode);
}

function toAppError(error: Error): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException) {
    const code =
      error.status === 413 ? 'PAYLOAD_TOO_LARGE' : error.status === 401 ? 'UNAUTHORIZED' : 'BAD_REQUEST';
    return new AppError(code, error.message || 'Bad request', { status: error.status });
  }
  return new AppError('INTERNAL', 'Internal server error');
}

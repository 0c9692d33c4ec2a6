import { ERROR_CODES, type TErrorCode, type TFieldErrors } from '@tableside/shared/errors';
import { isRecord, isStringArray } from './data-parser.ts';

type TApiErrorDetails = {
  errors?: TFieldErrors | undefined;
  /** The API's error code when the server sent one (see packages/shared/src/errors.ts). */
  code?: TErrorCode | undefined;
  /** true when `message` is the server's own text rather than one made up here. */
  fromServer?: boolean;
};

/**
 * The one error every request raises (spec customer 8): the server's message when it sent one,
 * else 'HTTP {status}: {statusText}', else the network message. Status 0 means no response.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: TFieldErrors | undefined;
  readonly code: TErrorCode | undefined;
  readonly fromServer: boolean;

  constructor(message: string, status: number, details: TApiErrorDetails = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = details.errors;
    this.code = details.code;
    this.fromServer = details.fromServer ?? false;
  }

  static network(): ApiError {
    return new ApiError('Network error: no response from server', 0);
  }

  static timeout(): ApiError {
    return new ApiError('Request timeout', 408);
  }

  /** Builds the error from a failed response's status line and its (possibly non-JSON) body. */
  static fromResponse(status: number, statusText: string, body: unknown): ApiError {
    const record = isRecord(body) ? body : {};
    const serverMessage = typeof record.message === 'string' ? record.message.trim() : '';
    return new ApiError(serverMessage || `HTTP ${status}: ${statusText}`, status, {
      errors: isFieldErrors(record.errors) ? record.errors : undefined,
      code:
        typeof record.code === 'string' && record.code in ERROR_CODES
          ? (record.code as TErrorCode)
          : undefined,
      fromServer: Boolean(serverMessage),
    });
  }
}

function isFieldErrors(value: unknown): value is TFieldErrors {
  return isRecord(value) && Object.values(value).every(isStringArray);
}

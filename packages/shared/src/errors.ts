/**
 * One error type for the whole product. The API throws it, the error handler turns it into
 * `{ success: false, message, code, errors? }`, and the web app parses it back with `AppError.from`.
 */
export const ERROR_CODES = {
  VALIDATION: 400,
  MALFORMED_JSON: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ACCOUNT_DISABLED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  STALE_STATE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  ACCOUNT_LOCKED: 423,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;

export type TErrorCode = keyof typeof ERROR_CODES;
export type TFieldErrors = Record<string, string[]>;

export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  readonly errors: TFieldErrors | undefined;
  /** What the client needs to recover, sent as the envelope's `data` (e.g. the current state on a 409). */
  readonly data: unknown;

  constructor(
    code: TErrorCode,
    message: string,
    options: { status?: number; errors?: TFieldErrors; data?: unknown } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? ERROR_CODES[code];
    this.errors = options.errors;
    this.data = options.data;
  }

  static notFound(what: string, id?: number | string): AppError {
    return new AppError('NOT_FOUND', id === undefined ? `${what} not found` : `${what} ${id} not found`);
  }

  static validation(errors: TFieldErrors, message = 'Validation failed'): AppError {
    return new AppError('VALIDATION', message, { errors });
  }

  /** Parses an error body sent by the API back into an AppError (client side). */
  static from(body: unknown, status: number): AppError {
    const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const code =
      typeof record.code === 'string' && record.code in ERROR_CODES
        ? (record.code as TErrorCode)
        : 'INTERNAL';
    const message = typeof record.message === 'string' ? record.message : `HTTP ${status}`;
    const errors = isFieldErrors(record.errors) ? record.errors : undefined;
    return new AppError(code, message, { status, errors });
  }
}

function isFieldErrors(value: unknown): value is TFieldErrors {
  return typeof value === 'object' && value !== null && Object.values(value).every(Array.isArray);
}

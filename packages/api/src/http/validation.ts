import { AppError, type TFieldErrors } from '@tableside/shared/errors';
import type { ZodError, ZodType, z } from 'zod';

/** Turns zod issues into the field-error map the web forms show under each field. */
export function fieldErrors(error: ZodError): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    errors[field] ??= [];
    errors[field].push(issue.message);
  }
  return errors;
}

export function parseOrThrow<S extends ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw AppError.validation(fieldErrors(result.error));
  return result.data;
}

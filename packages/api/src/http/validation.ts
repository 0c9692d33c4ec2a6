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

/** Reads a JSON body; an empty body counts as `{}` so missing fields get field errors, not a parse error. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('MALFORMED_JSON', 'Malformed JSON body');
  }
}

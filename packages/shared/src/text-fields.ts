import { z } from 'zod';

/**
 * The text field rules every schema shares (one way for each concern): the email pattern and
 * optional texts. Schemas import them from here rather than defining their own.
 */

/** spec customer 5: text, an @, text, a dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const trimmedText = (max: number) =>
  z.string({ error: 'Expected text' }).trim().max(max, `At most ${max} characters`).nullable().optional();

/** Optional text of a new record: trimmed; absent, '' and null are all stored as null. */
export const optionalText = (max: number) => trimmedText(max).transform((value) => value || null);

/**
 * Optional text of a change: absent stays absent (undefined, the field is left alone), while ''
 * and null clear it (null).
 */
export const patchText = (max: number) =>
  trimmedText(max).transform((value) => (value === undefined ? undefined : value || null));

/**
 * The fields of a request's input whose text holds a NUL character (in a value or a key), as the
 * dotted paths the field errors use. No database column stores one (PostgreSQL refuses it), so the
 * API refuses it where it parses input, for every call alike (decision 0045). Walks without
 * recursion: a body may nest deeper than the stack.
 */
export function nulFields(input: unknown, prefix?: string): string[] {
  const found: string[] = [];
  const pending: Array<[unknown, string | undefined]> = [[input, prefix]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push(path ?? '_');
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path === undefined ? key : `${path}.${key}`;
        if (key.includes('\u0000')) found.push(childPath.replaceAll('\u0000', '\\0'));
        else pending.push([child, childPath]);
      }
    }
  }
  return found;
}

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

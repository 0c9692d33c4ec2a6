/**
 * What the request layer needs to check a response's data: the `safeParse` of any zod schema
 * (e.g. from packages/shared), or a small type guard wrapped by `parserFromGuard`. Guards keep
 * zod out of the main bundle for the few responses the first screen needs.
 */
export type TDataParser<T> = {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
};

export function parserFromGuard<T>(isValid: (data: unknown) => data is T): TDataParser<T> {
  return { safeParse: (data) => (isValid(data) ? { success: true, data } : { success: false }) };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An array whose every item passes `guard`. */
export function isArrayOf<T>(value: unknown, guard: (item: unknown) => item is T): value is T[] {
  return Array.isArray(value) && value.every(guard);
}

export function isStringArray(value: unknown): value is string[] {
  return isArrayOf(value, (item) => typeof item === 'string');
}

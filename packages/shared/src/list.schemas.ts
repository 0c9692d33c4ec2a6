import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.ts';
import type { TPage } from './envelope.ts';

/**
 * spec (customer 7, admin 9): query keys every list endpoint reserves. They are never column
 * filters; paging and sorting keys are read by the list helper, the rest by the endpoint itself.
 */
export const LIST_RESERVED_KEYS = [
  'id',
  'include',
  'page',
  'page_size',
  'page_number',
  'size',
  'limit',
  'offset',
  'sort',
  'order',
  'show_all',
  'show_all_active',
  'show_hidden',
  'include_hidden',
] as const;
export type TListReservedKey = (typeof LIST_RESERVED_KEYS)[number];

/**
 * How a filter value is read: text as given, int, bool ('true'/'false'/'1'/'0'), date (ISO-8601;
 * a bare date means the whole day) and money (a decimal amount, compared in cents).
 */
export const LIST_FILTER_TYPES = ['text', 'int', 'bool', 'date', 'money'] as const;
export type TListFilterType = (typeof LIST_FILTER_TYPES)[number];

/** Suffixes a filter key may carry, by filter type. */
export const LIST_FILTER_SUFFIXES: Record<TListFilterType, readonly string[]> = {
  text: ['', '_like', '_in'],
  int: ['', '_min', '_max', '_in'],
  money: ['', '_min', '_max', '_in'],
  date: ['', '_min', '_max'],
  bool: [''],
};

const text = (description: string) => z.string().optional().describe(description);

/**
 * The paging and sorting keys of a list request, documented for OpenAPI. Other keys pass through
 * to the endpoint's declared filters; the list helper validates them.
 */
export const ZListQuery = z.looseObject({
  page: text('0-based page number; when given, the answer is a paged result instead of an array'),
  page_number: text('Alias of page'),
  size: text(`Page size (default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE})`),
  page_size: text('Alias of size'),
  limit: text('Alias of size; without page it caps the plain array'),
  offset: text('Rows to skip when no page is given'),
  sort: text("Column to sort by, optionally with direction: 'name' or 'name,desc'"),
  order: text("Sort direction: 'asc' (default) or 'desc'"),
});
export type TListQuery = z.infer<typeof ZListQuery>;

/** Largest id an integer column holds on every database (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;
/**
 * The range of every integer column (PostgreSQL `integer`): counts, positions, and money in cents.
 * A value beyond it is a 400 where input is parsed, never a database error (decision 0045).
 */
export const INT_COLUMN_RANGE = { min: -2_147_483_648, max: MAX_ID } as const;

/** An id in a path or query: digits only, so `abc`, `-1` or `1e3` are a 400 and never reach SQL. */
export const ZId = z
  .string()
  .regex(/^\d{1,10}$/, 'Expected a numeric id')
  .transform(Number)
  .refine((id) => id <= MAX_ID, 'Expected a numeric id');

export const ZIdParams = z.object({ id: ZId });

/** Empty query values count as absent, as browsers send empty form fields. */
const absentIfEmpty = (value: unknown) => (value === '' ? undefined : value);

/** An optional id in a query. */
export const ZOptionalQueryId = z.preprocess(absentIfEmpty, ZId.optional());

/** Comma-separated ids in a query (`tags=1,4`): 1 to 100 of them, each an id. */
export const ZQueryIdList = (message: string) =>
  z.preprocess(
    absentIfEmpty,
    z
      .string()
      .transform((value) => value.split(',').map((part) => part.trim()))
      .refine((parts) => parts.length <= 100 && parts.every((part) => ZId.safeParse(part).success), message)
      .transform((parts) => parts.map(Number))
      .optional(),
  );
export type TIdParams = z.infer<typeof ZIdParams>;

/** The paged result of a list of `item` (spec customer 3), for parsing list answers on the web side. */
export function ZPageOf<T>(item: z.ZodType<T>): z.ZodType<TPage<T>> {
  return z.object({
    content: z.array(item),
    page_number: z.number(),
    page_size: z.number(),
    total_elements: z.number(),
    total_pages: z.number(),
    is_first: z.boolean(),
    is_last: z.boolean(),
    has_next: z.boolean(),
    has_previous: z.boolean(),
  });
}

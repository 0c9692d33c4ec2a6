import { z } from 'zod';
import { parseOperatingHours } from './availability.schemas.ts';
import { MAX_ID } from './list.schemas.ts';
import { optionalText } from './text-fields.ts';

/**
 * spec (customer 4, admin 7): a bench is a table in the restaurant. Guests see this much of it
 * (name, seats, whether it takes orders); nothing else leaves the API publicly.
 */
export const ZBench = z.object({
  id: z.number().int(),
  name: z.string(),
  seat_capacity: z.number().int().nullable(),
  branch_id: z.number().int().nullable(),
  active: z.boolean(),
  archived: z.boolean(),
});
export type TBench = z.infer<typeof ZBench>;

/** spec (customer 7): GET /tables/{id}/validate answers data.valid; the bench comes along when valid. */
export const ZTableValidation = z.object({
  valid: z.boolean(),
  bench: ZBench.pick({ id: true, name: true, seat_capacity: true }).optional(),
});
export type TTableValidation = z.infer<typeof ZTableValidation>;

/**
 * Admin side of tables (spec admin 3, 4, 7 "Tables"). The web form validates with the same
 * schemas, so the messages below are what staff read under a field.
 */
export const BENCH_LIMITS = { name: 60, minSeats: 1, maxSeats: 99, bulkDelete: 200 } as const;

export const ZBenchName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(BENCH_LIMITS.name, `At most ${BENCH_LIMITS.name} characters`);

/** Seats 1 to 99; null (or an empty form field) means the capacity is not recorded. */
export const ZSeatCapacity = z
  .number({ error: 'Seats must be a whole number' })
  .int('Seats must be a whole number')
  .min(BENCH_LIMITS.minSeats, `Seats must be between ${BENCH_LIMITS.minSeats} and ${BENCH_LIMITS.maxSeats}`)
  .max(BENCH_LIMITS.maxSeats, `Seats must be between ${BENCH_LIMITS.minSeats} and ${BENCH_LIMITS.maxSeats}`)
  .nullable();

const ZBranchRef = z
  .number({ error: 'Choose a branch' })
  .int('Choose a branch')
  .positive('Choose a branch')
  .max(MAX_ID, 'Choose a branch');

/**
 * POST /benches and PUT /benches/{id}. A PUT replaces name, seats and branch; active and archived
 * may come along (the demo seeding upserts whole tables), and an archived table is never active.
 */
export const ZBenchInput = z.object({
  name: ZBenchName,
  seat_capacity: ZSeatCapacity.optional().transform((value) => value ?? null),
  branch_id: ZBranchRef.nullable()
    .optional()
    .transform((value) => value ?? null),
  active: z.boolean({ error: 'Expected true or false' }).optional(),
  archived: z.boolean({ error: 'Expected true or false' }).optional(),
});
export type TBenchInput = z.output<typeof ZBenchInput>;

/** POST /benches/bulk-delete: all or nothing (docs/decisions/0010-tables-and-qr.md). */
const ZTableId = z
  .number({ error: 'Expected table ids' })
  .int('Expected table ids')
  .positive('Expected table ids')
  .max(MAX_ID, 'Expected table ids');

export const ZBenchBulkDelete = z.object({
  ids: z
    .array(ZTableId, { error: 'Expected a list of table ids' })
    .min(1, 'Choose at least one table')
    .max(BENCH_LIMITS.bulkDelete, `At most ${BENCH_LIMITS.bulkDelete} tables at once`)
    .transform((ids) => [...new Set(ids)]),
});
export type TBenchBulkDelete = z.output<typeof ZBenchBulkDelete>;

/** POST /benches/{id}/unarchive: reactivate makes it take orders again at once (default: stays inactive). */
export const ZBenchUnarchive = z.object({
  reactivate: z.boolean({ error: 'Expected true or false' }).optional().default(false),
});

/** GET /benches/{id}: the admin view, with the branch's name and how many orders the table has. */
export const ZBenchDetail = ZBench.extend({
  branch: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  order_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TBenchDetail = z.infer<typeof ZBenchDetail>;

/** POST /benches/bulk-delete answers which tables went. */
export type TBenchBulkDeleteResult = { deleted: number[] };

/**
 * GET /tables/qr-settings: where table QR codes point. public_url is the BRANDING.PUBLIC_URL
 * setting without a trailing slash, or '' when unset (the admin screen then uses its own origin).
 */
export type TTableQrSettings = { public_url: string };

/**
 * The tables that are counted (issue 41): all but the archived ones, active or not. As a GET /benches
 * query it is the Tables screen's default view; the server counts and lays out the same tables
 * (api/src/tables/counted-tables.ts), so Locations, Tables and the floor plan show one count.
 */
export const COUNTED_TABLES = { archived: false } as const;

/**
 * spec admin 3: a branch (location) of the restaurant. opening_hours is null when the location keeps
 * the restaurant's hours (OPERATIONS.OPERATING_HOURS); tables_count counts its tables as COUNTED_TABLES
 * says, archived ones left out (docs/decisions/0019-locations.md, 0043).
 */
export const ZBranch = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  opening_hours: z.string().nullable(),
  archived: z.boolean(),
  tables_count: z.number().int(),
});
export type TBranch = z.infer<typeof ZBranch>;

export const BRANCH_LIMITS = { name: 100, address: 300, phone: 40, openingHours: 500 } as const;

/** POST /branches and PUT /branches/{id}: a PUT replaces every field (left out: cleared). */
export const ZBranchInput = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(BRANCH_LIMITS.name, `At most ${BRANCH_LIMITS.name} characters`),
  address: optionalText(BRANCH_LIMITS.address),
  phone: optionalText(BRANCH_LIMITS.phone).refine(
    (value) => value === null || /^[+\d][\d\s()./-]*$/.test(value),
    'Enter a phone number (digits, spaces, + ( ) - / .)',
  ),
  opening_hours: optionalText(BRANCH_LIMITS.openingHours).superRefine((value, ctx) => {
    if (value === null) return;
    const parsed = parseOperatingHours(value);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error });
  }),
});
export type TBranchInput = z.output<typeof ZBranchInput>;

/** ?branch_id= on the staff screens' reads (dashboard, floor plan): one location's figures. */
export const ZLocationFilter = z.object({
  branch_id: z.coerce
    .number({ error: 'Expected a location id' })
    .int('Expected a location id')
    .positive('Expected a location id')
    .max(MAX_ID, 'Expected a location id')
    .optional()
    .describe('Only this location (branch): its tables and their orders'),
});

import { z } from 'zod';

/**
 * Number sequences (spec admin 3 "number record", 9 "Number records"; docs/decisions/0017): a
 * counter per entity that hands out gapless numbers such as ORD-000042. `current_number` is the last
 * number handed out, zero-padded as the spec stores it; the next one is always one more.
 */
export const SEQUENCE_ENTITIES = ['ORDER', 'INVOICE', 'CUSTOMER'] as const;
export type TSequenceEntity = (typeof SEQUENCE_ENTITIES)[number];

/** spec admin 9: prefixes ORD-, INV-, CUST-. The product uses these three, so they cannot be deleted. */
export const BUILT_IN_SEQUENCES: Record<TSequenceEntity, { prefix: string }> = {
  ORDER: { prefix: 'ORD-' },
  INVOICE: { prefix: 'INV-' },
  CUSTOMER: { prefix: 'CUST-' },
};

export function isBuiltInSequence(entityName: string): entityName is TSequenceEntity {
  return (SEQUENCE_ENTITIES as readonly string[]).includes(entityName);
}

/** The counter stays well inside an integer column on every database (PostgreSQL `integer`). */
export const NUMBER_RECORD_LIMITS = {
  entityName: 40,
  prefix: 20,
  minPadding: 1,
  maxPadding: 12,
  defaultPadding: 6,
  maxValue: 999_999_999,
} as const;

/** 42 with padding 6 → '000042'; a number longer than the padding keeps all its digits. */
export function padSequenceNumber(value: number, padding: number): string {
  return String(value).padStart(padding, '0');
}

/** 'ORD-', 42, 6 → 'ORD-000042'. */
export function formatSequenceNumber(prefix: string, value: number, padding: number): string {
  return `${prefix}${padSequenceNumber(value, padding)}`;
}

/** What GET /number-records answers for each sequence. */
export const ZNumberRecord = z.object({
  id: z.number().int(),
  entity_name: z.string(),
  prefix: z.string(),
  padding: z.number().int(),
  /** spec: the last number handed out as zero-padded text ('000000' before the first). */
  current_number: z.string(),
  current_value: z.number().int(),
  next_value: z.number().int(),
  /** The last number handed out with its prefix, or null before the first. */
  last_formatted: z.string().nullable(),
  /** The number the next order, invoice or customer gets. */
  next_formatted: z.string(),
  /** One of the product's sequences (ORDER, INVOICE, CUSTOMER), which cannot be deleted. */
  built_in: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  updated_by_name: z.string().nullable(),
});
export type TNumberRecord = z.infer<typeof ZNumberRecord>;

const { entityName, prefix, minPadding, maxPadding, defaultPadding, maxValue } = NUMBER_RECORD_LIMITS;

export const ZSequenceEntityName = z
  .string({ error: 'Entity name is required' })
  .trim()
  .min(1, 'Entity name is required')
  .max(entityName, `At most ${entityName} characters`)
  .regex(/^[A-Z][A-Z0-9_]*$/, 'Use capital letters, digits and _ (e.g. RESERVATION)');

export const ZSequencePrefix = z
  .string({ error: 'Expected text' })
  .trim()
  .max(prefix, `At most ${prefix} characters`)
  .regex(/^[A-Za-z0-9._/#-]*$/, 'Use letters, digits and - _ / . # only');

export const ZSequencePadding = z
  .number({ error: `Padding must be a whole number from ${minPadding} to ${maxPadding}` })
  .int(`Padding must be a whole number from ${minPadding} to ${maxPadding}`)
  .min(minPadding, `Padding must be a whole number from ${minPadding} to ${maxPadding}`)
  .max(maxPadding, `Padding must be a whole number from ${minPadding} to ${maxPadding}`);

export const ZSequenceNextValue = z
  .number({ error: 'The next number must be a whole number' })
  .int('The next number must be a whole number')
  .min(1, 'The next number must be at least 1')
  .max(maxValue, `The next number must be at most ${maxValue}`);

/** POST /number-records: a sequence of its own (an integration's); it starts at next_value. */
export const ZNumberRecordCreate = z.object({
  entity_name: ZSequenceEntityName,
  prefix: ZSequencePrefix.optional().transform((value) => value ?? ''),
  padding: ZSequencePadding.optional().transform((value) => value ?? defaultPadding),
  next_value: ZSequenceNextValue.optional().transform((value) => value ?? 1),
});
export type TNumberRecordCreate = z.output<typeof ZNumberRecordCreate>;

/**
 * PUT /number-records/{id}: prefix and padding are replaced; next_value, when sent, moves the
 * counter forward (never back onto a number already handed out: 409).
 */
export const ZNumberRecordUpdate = z.object({
  prefix: ZSequencePrefix,
  padding: ZSequencePadding,
  next_value: ZSequenceNextValue.optional(),
});
export type TNumberRecordUpdate = z.output<typeof ZNumberRecordUpdate>;

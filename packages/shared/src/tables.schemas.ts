import { z } from 'zod';

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

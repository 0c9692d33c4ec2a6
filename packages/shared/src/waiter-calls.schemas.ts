import { z } from 'zod';
import { ZId } from './list.schemas.ts';
import { WAITER_CALL_REASONS } from './waiter-call-reasons.ts';

/**
 * "Call a waiter" (issue 16 "The bill", decision 0031): a guest at a table asks for a member of
 * staff, with a reason. Public answers are narrow: no personal data, no staff names.
 */
export const ZWaiterCallReason = z.enum(WAITER_CALL_REASONS, {
  error: `Reason must be one of ${WAITER_CALL_REASONS.join(', ')}`,
});

/** POST /customer/waiter-calls/bench/{benchId}. */
export const ZCallWaiter = z.object({ reason: ZWaiterCallReason });
export type TCallWaiter = z.infer<typeof ZCallWaiter>;

/** What a guest sees of a call at their table: whether staff saw it, never who. */
export const ZGuestWaiterCall = z.object({
  id: z.number().int(),
  bench_id: z.number().int(),
  reason: ZWaiterCallReason,
  created_at: z.string(),
  acknowledged: z.boolean(),
});
export type TGuestWaiterCall = z.infer<typeof ZGuestWaiterCall>;

/** The staff view of a call (GET /waiter-calls). */
export const ZWaiterCall = z.object({
  id: z.number().int(),
  bench_id: z.number().int(),
  bench_name: z.string(),
  reason: ZWaiterCallReason,
  created_at: z.string(),
  acknowledged_at: z.string().nullable(),
  acknowledged_by: z.number().int().nullable(),
  acknowledged_by_name: z.string().nullable(),
});
export type TWaiterCall = z.infer<typeof ZWaiterCall>;

/** GET /waiter-calls?open=true: only the calls no one has acknowledged yet. */
export const ZWaiterCallListQuery = z.object({
  open: z
    .enum(['true', 'false'], { error: 'open must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

export const ZWaiterCallParams = z.object({ id: ZId });

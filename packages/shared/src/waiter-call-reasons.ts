/**
 * Why a guest calls a waiter (decision 0031). Its own module without zod, so the guest's screens
 * can list the reasons without loading the schemas.
 */
export const WAITER_CALL_REASONS = ['QUESTION', 'WATER', 'READY_TO_ORDER'] as const;
export type TWaiterCallReason = (typeof WAITER_CALL_REASONS)[number];

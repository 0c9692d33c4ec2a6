import { z } from 'zod';
import { CUSTOMIZATION_TYPES, ORDER_TYPES, PAYMENT_METHODS, TAG_TYPES, TIME_PERIODS } from './constants.ts';
import { ORDER_STATUSES } from './order-status.ts';

/**
 * GET /enums (spec customer 7, admin 7 "Import and enums"): each enumeration by name, its values in
 * order. The one list behind the server's checks and the staff screens' choices (status filter,
 * payment methods), which read it from the API rather than from their own copy.
 */
export const ENUMS = {
  OrderStatus: ORDER_STATUSES,
  PaymentMethod: PAYMENT_METHODS,
  OrderType: ORDER_TYPES,
  TagType: TAG_TYPES,
  CustomizationType: CUSTOMIZATION_TYPES,
  TimePeriod: TIME_PERIODS,
} as const satisfies Record<string, readonly string[]>;

export type TEnumName = keyof typeof ENUMS;

/** The answer of GET /enums, read loosely: a newer server may name more enumerations or values. */
export const ZEnums = z.record(z.string(), z.array(z.string()));
export type TEnums = z.infer<typeof ZEnums>;

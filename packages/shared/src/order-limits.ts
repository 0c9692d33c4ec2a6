/**
 * The size limits of an order (spec customer 3 "Order", 7). Apart from the zod schemas in
 * orders.schemas.ts, which re-exports them, so the guest screens can check them without zod.
 */
export const ORDER_LIMITS = {
  /** Lines in one submission or one add-items call. */
  lines: 50,
  quantity: 99,
  notes: 500,
  specialInstructions: 500,
  /** Words a guest types into a TEXT customization. */
  textAnswer: 200,
  customizationsPerLine: 20,
  optionsPerCustomization: 20,
  idempotencyKey: 200,
} as const;

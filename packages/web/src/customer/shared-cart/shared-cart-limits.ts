/**
 * The shared cart's limits from packages/shared/src/shared-cart.schemas.ts, repeated here because
 * importing a value from that module would pull zod into the guest's download (DESIGN 5).
 * shared-cart-limits.test.ts keeps the two in step.
 */
export const PARTICIPANT_NAME_MAX_LENGTH = 40;
export const SHARED_CART_MAX_QUANTITY = 99;

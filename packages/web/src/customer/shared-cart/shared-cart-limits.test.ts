import * as schemas from '@tableside/shared/shared-cart.schemas';
import { describe, expect, it } from 'vitest';
import { PARTICIPANT_NAME_MAX_LENGTH, SHARED_CART_MAX_QUANTITY } from './shared-cart-limits.ts';

describe('shared cart limits', () => {
  it('match the API’s schema', () => {
    expect(PARTICIPANT_NAME_MAX_LENGTH).toBe(schemas.PARTICIPANT_NAME_MAX_LENGTH);
    expect(SHARED_CART_MAX_QUANTITY).toBe(schemas.SHARED_CART_MAX_QUANTITY);
  });
});

import { describe, expect, it } from 'vitest';
import {
  ACTIVE_STATUSES,
  canTransition,
  formatOrderNumber,
  ORDER_STATUSES,
  STATUS_CODE,
  statusFromCode,
  type TOrderStatus,
} from './order-status.ts';

const SAMPLE_PATHS = [
  [1, 2, 3, 7, 6],
  [1, 2, 3, 4],
  [1, 2, 5],
  [1, 2, 3, 4, 5, 6],
  [1, 8],
  [1, 6],
];

describe('order status rules', () => {
  it('accepts every sample path of the spec', () => {
    for (const path of SAMPLE_PATHS) {
      const statuses = path.map((code) => statusFromCode(code) as TOrderStatus);
      for (let i = 1; i < statuses.length; i++) {
        expect(canTransition(statuses[i - 1]!, statuses[i]!), `${path.join('→')} at ${i}`).toBe(true);
      }
    }
  });

  it('keeps COMPLETED and CANCELLED final', () => {
    for (const to of ORDER_STATUSES) {
      expect(canTransition('COMPLETED', to)).toBe(false);
      expect(canTransition('CANCELLED', to)).toBe(false);
    }
  });

  it('does not go back to an earlier kitchen state', () => {
    expect(canTransition('READY', 'SUBMITTED')).toBe(false);
    expect(canTransition('OPENED', 'SUBMITTED')).toBe(false);
    expect(canTransition('READY', 'OPENED')).toBe(false);
  });

  it('maps codes both ways, with 7 as legacy paid', () => {
    for (const status of ORDER_STATUSES) expect(statusFromCode(STATUS_CODE[status])).toBe(status);
    expect(statusFromCode(7)).toBe('PAID');
    expect(statusFromCode(9)).toBeUndefined();
    expect(ACTIVE_STATUSES.map((s) => STATUS_CODE[s])).toEqual([1, 2, 3]);
  });

  it('formats order numbers as O- plus six digits', () => {
    expect(formatOrderNumber(6)).toBe('O-000006');
    expect(formatOrderNumber(1234567)).toBe('O-1234567');
  });
});

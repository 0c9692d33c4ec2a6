import { describe, expect, it } from 'vitest';
import { orderTimeline } from './order-timeline.ts';
import { history } from './orders.test-fixtures.ts';

const steps = (status: Parameters<typeof orderTimeline>[0]['status'], codes: number[]) =>
  orderTimeline({ status, status_history: history(...codes) }).map((step) => [
    step.status,
    step.state,
    step.at,
  ]);

describe('orderTimeline (spec customer 4 history codes)', () => {
  it('shows the kitchen path ahead of a new order', () => {
    expect(steps('SUBMITTED', [1])).toEqual([
      ['SUBMITTED', 'current', '2026-01-05T12:00:00.000Z'],
      ['OPENED', 'upcoming', null],
      ['READY', 'upcoming', null],
    ]);
  });

  it('follows 1 → 2 → 3 with the time of each step', () => {
    expect(steps('READY', [1, 2, 3])).toEqual([
      ['SUBMITTED', 'done', '2026-01-05T12:00:00.000Z'],
      ['OPENED', 'done', '2026-01-05T12:01:00.000Z'],
      ['READY', 'current', '2026-01-05T12:02:00.000Z'],
    ]);
  });

  it('ends a cancelled order 1 → 8 with the cancellation and no steps it never reached', () => {
    expect(steps('CANCELLED', [1, 8])).toEqual([
      ['SUBMITTED', 'done', '2026-01-05T12:00:00.000Z'],
      ['CANCELLED', 'cancelled', '2026-01-05T12:01:00.000Z'],
    ]);
    expect(steps('CANCELLED', [1, 2, 8]).map(([status]) => status)).toEqual([
      'SUBMITTED',
      'OPENED',
      'CANCELLED',
    ]);
  });

  it('adds later steps once reached, legacy code 7 as paid', () => {
    expect(steps('COMPLETED', [1, 2, 3, 7, 6]).map(([status, state]) => `${status}:${state}`)).toEqual([
      'SUBMITTED:done',
      'OPENED:done',
      'READY:done',
      'PAID:done',
      'COMPLETED:current',
    ]);
  });

  it('trusts the status when the history lags behind it', () => {
    expect(steps('OPENED', [1])).toEqual([
      ['SUBMITTED', 'done', '2026-01-05T12:00:00.000Z'],
      ['OPENED', 'current', null],
      ['READY', 'upcoming', null],
    ]);
  });
});

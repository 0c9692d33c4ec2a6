import { describe, expect, it } from 'vitest';
import {
  EMPTY_ORDER_FILTERS,
  filtersFromSearchParams,
  filtersToSearchParams,
  toListQuery,
} from './order-list-filters.ts';

describe('order list filters', () => {
  it('become the list call parameters (0-based page, comma-separated statuses)', () => {
    const query = toListQuery({
      statuses: ['OPENED', 'READY'],
      benchId: 4,
      dateFrom: '2026-03-01',
      dateTo: '2026-03-14',
      search: ' 42 ',
      page: 3,
    });
    expect(query).toEqual({
      page: 2,
      size: 20,
      status_in: 'OPENED,READY',
      bench_id: 4,
      date_from: '2026-03-01',
      date_to: '2026-03-14',
      sequence_number_like: '42',
      include: 'bench',
      sort: 'created_at',
      order: 'desc',
    });
  });

  it('leave out what is not set', () => {
    const query = toListQuery(EMPTY_ORDER_FILTERS);
    expect(query).toMatchObject({ page: 0, size: 20 });
    for (const key of ['status_in', 'bench_id', 'date_from', 'date_to', 'sequence_number_like'])
      expect(query[key]).toBeUndefined();
  });

  it('round-trip through the address and ignore malformed values', () => {
    const filters = { ...EMPTY_ORDER_FILTERS, statuses: ['SUBMITTED' as const], benchId: 2, page: 2 };
    const params = filtersToSearchParams(filters, new URLSearchParams('view=list'));
    expect(params.toString()).toBe('view=list&status=SUBMITTED&table=2&page=2');
    expect(filtersFromSearchParams(params)).toEqual(filters);
    expect(
      filtersFromSearchParams(new URLSearchParams('status=NOPE,READY&table=abc&from=14.03.2026&page=-1')),
    ).toEqual({ ...EMPTY_ORDER_FILTERS, statuses: ['READY'] });
  });
});

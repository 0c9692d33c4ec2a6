import { describe, expect, it } from 'vitest';
import { filtersFromSearchParams, filtersToSearchParams, toUsersQuery } from './staff-filters.ts';

describe('team list filters', () => {
  it('reads the address, ignoring what makes no sense', () => {
    expect(filtersFromSearchParams(new URLSearchParams('q=%20ada%20&status=disabled&page=3'))).toEqual({
      search: 'ada',
      status: 'disabled',
      page: 3,
    });
    expect(filtersFromSearchParams(new URLSearchParams('status=gone&page=-1&size=500'))).toEqual({
      search: '',
      status: 'all',
      page: 1,
      size: 100,
    });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const next = filtersToSearchParams(
      { search: 'ben', status: 'all', page: 1 },
      new URLSearchParams('status=active&page=4&other=x'),
    );
    expect(next.toString()).toBe('other=x&q=ben');
  });

  it('asks the API for a 0-based page, the search text and the active flag', () => {
    expect(toUsersQuery({ search: 'ada', status: 'active', page: 2 }, 20)).toEqual({
      page: 1,
      size: 20,
      search: 'ada',
      is_active: 'true',
    });
    expect(toUsersQuery({ search: '', status: 'disabled', page: 1, size: 50 }, 20)).toEqual({
      page: 0,
      size: 50,
      search: undefined,
      is_active: 'false',
    });
    expect(toUsersQuery({ search: '', status: 'all', page: 1 }, 20).is_active).toBeUndefined();
  });
});

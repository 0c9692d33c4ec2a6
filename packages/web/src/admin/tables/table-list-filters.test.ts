import { describe, expect, it } from 'vitest';
import { filtersFromSearchParams, filtersToSearchParams, toBenchQuery } from './table-list-filters.ts';

describe('table list filters', () => {
  it('reads the address, falling back to the defaults on nonsense', () => {
    expect(filtersFromSearchParams(new URLSearchParams('q=%20bar%20&status=archived&page=3'))).toEqual({
      search: 'bar',
      status: 'archived',
      page: 3,
    });
    expect(filtersFromSearchParams(new URLSearchParams('status=gone&page=-2'))).toEqual({
      search: '',
      status: 'current',
      page: 1,
    });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const params = filtersToSearchParams(
      { search: '', status: 'current', page: 1 },
      new URLSearchParams('highlight=4&q=old&page=2'),
    );
    expect(params.toString()).toBe('highlight=4');
  });

  it('asks the API for one 0-based page of the chosen tables', () => {
    expect(toBenchQuery({ search: 'bar', status: 'inactive', page: 2 })).toEqual({
      active: false,
      archived: false,
      name_like: 'bar',
      page: 1,
      size: 20,
    });
    expect(toBenchQuery({ search: '', status: 'all', page: 1 })).toEqual({
      name_like: undefined,
      page: 0,
      size: 20,
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  filtersForTab,
  filtersFromSearchParams,
  filtersToSearchParams,
  toListQuery,
} from './master-data-filters.ts';

describe('master data filters in the address', () => {
  it('reads the tab, search, status, page and size, falling back on bad values', () => {
    expect(
      filtersFromSearchParams(new URLSearchParams('tab=taxes&q=%20vat%20&status=inactive&page=3&size=500')),
    ).toEqual({ kind: 'taxes', search: 'vat', status: 'inactive', page: 3, size: 100 });
    expect(filtersFromSearchParams(new URLSearchParams('tab=planets&status=gone&page=-1&size=x'))).toEqual({
      kind: 'languages',
      search: '',
      status: 'all',
      page: 1,
    });
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    const params = filtersToSearchParams(
      { kind: 'units', search: 'oz', status: 'all', page: 1 },
      new URLSearchParams('highlight=3&page=4'),
    );
    expect(params.toString()).toBe('highlight=3&tab=units&q=oz');
  });

  it('starts another tab afresh, keeping the page size', () => {
    expect(
      filtersForTab('banks', { kind: 'units', search: 'oz', status: 'active', page: 2, size: 50 }),
    ).toEqual({
      kind: 'banks',
      search: '',
      status: 'all',
      page: 1,
      size: 50,
    });
  });

  it('asks the API for 0-based pages of the staff default size', () => {
    expect(toListQuery({ kind: 'taxes', search: '', status: 'active', page: 2 }, 25)).toEqual({
      page: 1,
      size: 25,
      search: undefined,
      is_active: true,
    });
  });
});

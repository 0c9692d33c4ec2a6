import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from './router/router.tsx';
import { useAddressFilters, useLastPageWhenPastEnd } from './use-address-filters.hook.ts';

type TFilters = { search: string; page: number };

const read = (params: URLSearchParams): TFilters => ({
  search: params.get('q') ?? '',
  page: Number(params.get('page') ?? 1),
});
const write = (next: TFilters, current: URLSearchParams) => {
  const params = new URLSearchParams(current);
  params.set('q', next.search);
  params.set('page', String(next.page));
  return params;
};

function renderAt(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ filters: useAddressFilters(read, write), location: useLocation() }), {
    wrapper,
  });
}

describe('useAddressFilters', () => {
  it('reads the filters from the address and writes them back beside the other parameters', () => {
    const view = renderAt('/list?q=vat&page=2&tab=taxes');
    expect(view.result.current.filters[0]).toEqual({ search: 'vat', page: 2 });
    act(() => view.result.current.filters[1]({ search: 'eur', page: 1 }));
    expect(view.result.current.filters[0]).toEqual({ search: 'eur', page: 1 });
    expect(new URLSearchParams(view.result.current.location.search).get('tab')).toBe('taxes');
  });

  it('keeps the same filters object while the address stays the same', () => {
    const view = renderAt('/list?q=vat');
    const first = view.result.current.filters[0];
    view.rerender();
    expect(view.result.current.filters[0]).toBe(first);
  });
});

describe('useLastPageWhenPastEnd', () => {
  const run = (totalPages: number | undefined, page: number, isPlaceholderData = false) => {
    const setFilters = vi.fn();
    const data = totalPages === undefined ? undefined : { total_pages: totalPages };
    renderHook(() => useLastPageWhenPastEnd({ data, isPlaceholderData }, { search: '', page }, setFilters));
    return setFilters;
  };

  it('moves to the last page when the page asked for is past the end', () => {
    expect(run(3, 5)).toHaveBeenCalledExactlyOnceWith({ search: '', page: 3 });
  });

  it('stays put on an empty list, a page within the list, or rows still loading', () => {
    expect(run(0, 2)).not.toHaveBeenCalled();
    expect(run(3, 3)).not.toHaveBeenCalled();
    expect(run(1, 4, true)).not.toHaveBeenCalled();
    expect(run(undefined, 4)).not.toHaveBeenCalled();
  });
});

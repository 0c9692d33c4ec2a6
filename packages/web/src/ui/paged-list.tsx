import type { TPage } from '@tableside/shared/envelope';
import type { ReactNode } from 'react';
import { QueryStates } from './query-states.tsx';

type TPagedQuery<T> = {
  isError: boolean;
  isPending: boolean;
  data: TPage<T> | undefined;
  refetch: () => unknown;
};

type TPagedListProps<T> = {
  query: TPagedQuery<T>;
  texts: { error: string; retry: string; loading: string; total: (count: number) => string; empty: string };
  /** The page's rows, when there are any. */
  children: (page: TPage<T>) => ReactNode;
  /** Below the rows, also when a page is empty (a pager). */
  footer?: (page: TPage<T>) => ReactNode;
};

/**
 * The states of a paged admin list, the one way: an error with Retry, loading, the total, "none"
 * or the rows, then the footer. Filters and rows stay with the screen.
 */
export function PagedList<T>({ query, texts, children, footer }: TPagedListProps<T>) {
  const page = query.data;
  return (
    <>
      <QueryStates query={query} texts={texts} />
      {page ? (
        <>
          <p role="status" className="text-sm text-fg-muted">
            {texts.total(page.total_elements)}
          </p>
          {page.content.length === 0 ? (
            <p className="rounded-2xl border-2 border-dashed border-line px-4 py-12 text-center text-fg-muted">
              {texts.empty}
            </p>
          ) : (
            children(page)
          )}
          {footer?.(page)}
        </>
      ) : null}
    </>
  );
}

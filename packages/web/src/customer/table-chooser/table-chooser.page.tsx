import { DEFAULT_TABLE_PAGE_SIZE } from '@tableside/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/http/api-error.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.hook.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Button } from '../../ui/button.tsx';
import { TableCard, type TTableView } from './table-card.tsx';
import { TableChooserToolbar } from './table-chooser-toolbar.tsx';
import { TablePager } from './table-pager.tsx';
import { type TTableListFilter, tableListQueries } from './tables.queries.ts';

/** spec (customer 9): the table search waits this long after the last keystroke. */
export const TABLE_SEARCH_DEBOUNCE_MS = 350;

/** /table/: the guest picks the table they sit at (spec customer 2 "Table chooser"). */
export function TableChooserPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('guest.tables.title'));
  const [view, setView] = useState<TTableView>('grid');
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<TTableListFilter>({
    page: 0,
    size: DEFAULT_TABLE_PAGE_SIZE,
    name: '',
  });
  const query = useQuery(tableListQueries.page(filter));
  const totalPages = query.data?.totalPages ?? 1;
  const loading = query.isFetching;
  const empty = query.isSuccess && !loading && query.data.content.length === 0;

  // spec (customer 2): debounced, and a new search starts again at page 1.
  const debouncedSearch = useDebouncedValue(search, TABLE_SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    const name = debouncedSearch.trim();
    setFilter((current) => (current.name === name ? current : { ...current, name, page: 0 }));
  }, [debouncedSearch]);

  // spec (customer 5): never past the last page, e.g. when tables were removed meanwhile.
  const answeredPages = query.isPlaceholderData ? undefined : query.data?.totalPages;
  useEffect(() => {
    if (answeredPages !== undefined && filter.page > answeredPages - 1)
      setFilter((current) => ({ ...current, page: answeredPages - 1 }));
  }, [answeredPages, filter.page]);

  const errorMessage =
    query.error instanceof ApiError && query.error.fromServer
      ? query.error.message
      : t('guest.tables.failedToLoad');

  return (
    <div className="mx-auto max-w-5xl space-y-5 px-4 pt-6 pb-12">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('guest.tables.title')}</h1>
        <Button variant="secondary" loading={loading} onClick={() => void query.refetch()}>
          {loading ? null : <RotateCw aria-hidden="true" className="size-4" />}
          {t('guest.tables.refresh')}
        </Button>
      </div>

      <TableChooserToolbar
        search={search}
        onSearchChange={setSearch}
        view={view}
        onViewChange={setView}
        pageSize={filter.size}
        onPageSizeChange={(size) => setFilter((current) => ({ ...current, size, page: 0 }))}
      />

      {/* One line is kept free for the state, so the cards do not jump when 'Loading…' appears. */}
      <p
        role="status"
        className={clsx(
          'min-h-6 text-fg-muted',
          empty ? 'rounded-xl border border-dashed border-line px-4 py-10 text-center' : '-mb-2',
        )}
      >
        {loading && !query.isError ? t('guest.tables.loading') : null}
        {empty ? t('guest.tables.empty') : null}
      </p>

      {query.isError ? (
        <p
          role="alert"
          className="rounded-lg border border-danger/40 bg-danger-soft p-3 font-medium text-danger"
        >
          {t('guest.tables.error', { message: errorMessage })}
        </p>
      ) : query.data && query.data.content.length > 0 ? (
        <ul
          aria-busy={loading || undefined}
          className={clsx(
            loading && 'opacity-60',
            view === 'grid' ? 'grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-3' : 'space-y-2',
          )}
        >
          {query.data.content.map((bench) => (
            <li key={bench.id}>
              <TableCard bench={bench} view={view} />
            </li>
          ))}
        </ul>
      ) : null}

      <TablePager
        page={Math.min(filter.page, totalPages - 1)}
        totalPages={totalPages}
        loading={loading}
        onPageChange={(page) => setFilter((current) => ({ ...current, page }))}
      />
    </div>
  );
}

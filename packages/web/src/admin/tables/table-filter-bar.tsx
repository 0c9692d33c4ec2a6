import { SEARCH_DEBOUNCE_MS } from '@tableside/shared/search.schemas';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useDebouncedSearch } from '../../lib/use-debounced-search.hook.ts';
import { SearchInput } from '../../ui/input.tsx';
import {
  TABLE_STATUS_FILTERS,
  type TTableListFilters,
  type TTableStatusFilter,
} from './table-list-filters.ts';
import { selectStyles } from './table-styles.ts';

type TTableFilterBarProps = {
  filters: TTableListFilters;
  /** Called with the new filters; any change goes back to the first page. */
  onChange: (filters: TTableListFilters) => void;
};

/** Name search (debounced) and which tables to show. */
export function TableFilterBar({ filters, onChange }: TTableFilterBarProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const statusId = useId();
  // The address may change the search too (back button, highlight); typing waits for a pause
  // (spec admin 9: 300 ms after the last key).
  const [search, setSearch] = useDebouncedSearch(
    filters.search,
    (value) => onChange({ ...filters, search: value, page: 1 }),
    SEARCH_DEBOUNCE_MS,
  );

  return (
    <div className="grid gap-3 rounded-2xl border border-line bg-card p-4 sm:grid-cols-[1fr_14rem]">
      <div className="space-y-1.5">
        <label htmlFor={searchId} className="block text-sm font-medium">
          {t('admin.tablesAdmin.search')}
        </label>
        <SearchInput
          id={searchId}
          value={search}
          placeholder={t('admin.tablesAdmin.searchPlaceholder')}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={statusId} className="block text-sm font-medium">
          {t('admin.tablesAdmin.statusFilter')}
        </label>
        <select
          id={statusId}
          className={selectStyles}
          value={filters.status}
          onChange={(event) =>
            onChange({ ...filters, status: event.target.value as TTableStatusFilter, page: 1 })
          }
        >
          {TABLE_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(`admin.tablesAdmin.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

import { SEARCH_DEBOUNCE_MS } from '@tableside/shared/search.schemas';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useDebouncedSearch } from '../../lib/use-debounced-search.hook.ts';
import { SearchInput } from '../../ui/input.tsx';
import { STAFF_STATUS_FILTERS, type TStaffFilters, type TStaffStatusFilter } from './staff-filters.ts';
import { selectStyles } from './staff-styles.ts';

type TStaffFilterBarProps = {
  filters: TStaffFilters;
  /** Called with the new filters; any change goes back to the first page. */
  onChange: (filters: TStaffFilters) => void;
};

/** Search by name or email (debounced: spec admin 9, 300 ms after the last key) and who to show. */
export function StaffFilterBar({ filters, onChange }: TStaffFilterBarProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const statusId = useId();
  const [search, setSearch] = useDebouncedSearch(
    filters.search,
    (value) => onChange({ ...filters, search: value, page: 1 }),
    SEARCH_DEBOUNCE_MS,
  );

  return (
    <div className="grid gap-3 rounded-2xl border border-line bg-card p-4 sm:grid-cols-[1fr_12rem]">
      <div className="space-y-1.5">
        <label htmlFor={searchId} className="block text-sm font-medium">
          {t('admin.staff.search')}
        </label>
        <SearchInput
          id={searchId}
          value={search}
          autoComplete="off"
          placeholder={t('admin.staff.searchPlaceholder')}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={statusId} className="block text-sm font-medium">
          {t('admin.staff.statusFilter')}
        </label>
        <select
          id={statusId}
          className={selectStyles}
          value={filters.status}
          onChange={(event) =>
            onChange({ ...filters, status: event.target.value as TStaffStatusFilter, page: 1 })
          }
        >
          {STAFF_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(`admin.staff.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

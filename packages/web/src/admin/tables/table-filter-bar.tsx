import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { FilterBar, FilterSelect } from '../../ui/filter-bar.tsx';
import { TABLE_STATUS_FILTERS, type TTableListFilters } from './table-list-filters.ts';

type TTableFilterBarProps = {
  filters: TTableListFilters;
  /** Called with the new filters; any change goes back to the first page. */
  onChange: (filters: TTableListFilters) => void;
};

/** Name search and which tables to show; the address may change the search too (back button, highlight). */
export function TableFilterBar({ filters, onChange }: TTableFilterBarProps) {
  const { t } = useTranslation();
  return (
    <FilterBar
      search={filters.search}
      onSearch={(search) => onChange({ ...filters, search, page: 1 })}
      searchLabel={t('admin.tablesAdmin.search')}
      searchPlaceholder={t('admin.tablesAdmin.searchPlaceholder')}
    >
      <FilterSelect
        label={t('admin.tablesAdmin.statusFilter')}
        value={filters.status}
        options={TABLE_STATUS_FILTERS}
        optionLabel={(status) => t(`admin.tablesAdmin.status.${status}`)}
        onChange={(status) => onChange({ ...filters, status, page: 1 })}
      />
    </FilterBar>
  );
}

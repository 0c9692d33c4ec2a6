import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { FilterBar, FilterSelect } from '../../ui/filter-bar.tsx';
import { STAFF_STATUS_FILTERS, type TStaffFilters } from './staff-filters.ts';

type TStaffFilterBarProps = {
  filters: TStaffFilters;
  /** Called with the new filters; any change goes back to the first page. */
  onChange: (filters: TStaffFilters) => void;
};

/** Search by name or email and who to show. */
export function StaffFilterBar({ filters, onChange }: TStaffFilterBarProps) {
  const { t } = useTranslation();
  return (
    <FilterBar
      search={filters.search}
      onSearch={(search) => onChange({ ...filters, search, page: 1 })}
      searchLabel={t('admin.staff.search')}
      searchPlaceholder={t('admin.staff.searchPlaceholder')}
      searchAutoComplete="off"
      columns="sm:grid-cols-[1fr_12rem]"
    >
      <FilterSelect
        label={t('admin.staff.statusFilter')}
        value={filters.status}
        options={STAFF_STATUS_FILTERS}
        optionLabel={(status) => t(`admin.staff.status.${status}`)}
        onChange={(status) => onChange({ ...filters, status, page: 1 })}
      />
    </FilterBar>
  );
}

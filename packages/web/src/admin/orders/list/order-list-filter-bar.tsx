import { SEARCH_DEBOUNCE_MS } from '@tableside/shared/search.schemas';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useDebouncedSearch } from '../../../lib/use-debounced-search.hook.ts';
import { Button } from '../../../ui/button.tsx';
import { Field } from '../../../ui/field.tsx';
import { Input, SearchInput } from '../../../ui/input.tsx';
import { EnumChoices, enumLabel } from '../../enums/enum-choices.tsx';
import { selectStyles } from '../control-styles.ts';
import { orderPickerQueries } from '../orders.queries.ts';
import { EMPTY_ORDER_FILTERS, type TOrderListFilters } from './order-list-filters.ts';

type TFilterBarProps = {
  filters: TOrderListFilters;
  /** Called with the new filters; any change goes back to the first page. */
  onChange: (filters: TOrderListFilters) => void;
};

/** Status chips, table, date range and order number search of the order list. */
export function OrderListFilterBar({ filters, onChange }: TFilterBarProps) {
  const { t } = useTranslation();
  const benches = useQuery(orderPickerQueries.benches('all'));
  const tableId = useId();
  // The address may change the search too (back button); typing waits for a pause
  // (spec admin 9: 300 ms after the last key).
  const [search, setSearch] = useDebouncedSearch(
    filters.search,
    (value) => onChange({ ...filters, search: value, page: 1 }),
    SEARCH_DEBOUNCE_MS,
  );
  const update = (patch: Partial<TOrderListFilters>) => onChange({ ...filters, ...patch, page: 1 });

  // The chosen statuses keep the server's order, whatever order they were pressed in.
  const toggleStatus = (status: string, all: readonly string[]) =>
    update({
      statuses: filters.statuses.includes(status)
        ? filters.statuses.filter((s) => s !== status)
        : all.filter((s) => s === status || filters.statuses.includes(s)),
    });
  const filtered =
    filters.statuses.length > 0 ||
    filters.benchId !== null ||
    filters.dateFrom ||
    filters.dateTo ||
    filters.search;

  return (
    <div className="space-y-4 rounded-2xl border border-line bg-card p-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('admin.orders.list.statusFilter')}</legend>
        <EnumChoices name="OrderStatus">
          {(statuses) => (
            <div className="flex flex-wrap gap-2">
              {statuses.map((status) => {
                const pressed = filters.statuses.includes(status);
                return (
                  <button
                    key={status}
                    type="button"
                    aria-pressed={pressed}
                    onClick={() => toggleStatus(status, statuses)}
                    className={clsx(
                      'inline-flex h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-medium',
                      pressed
                        ? 'border-action bg-action text-action-fg'
                        : 'border-line bg-card hover:bg-muted',
                    )}
                  >
                    {pressed ? <Check aria-hidden="true" className="size-4" /> : null}
                    {enumLabel(t, 'admin.orders.status', status)}
                  </button>
                );
              })}
            </div>
          )}
        </EnumChoices>
      </fieldset>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <div className="col-span-2 sm:col-span-1">
          <Field label={t('admin.orders.list.search')}>
            <SearchInput
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('admin.orders.list.searchPlaceholder')}
            />
          </Field>
        </div>
        <div className="col-span-2 space-y-1.5 sm:col-span-1">
          <label htmlFor={tableId} className="block text-sm font-medium">
            {t('admin.orders.list.table')}
          </label>
          <select
            id={tableId}
            className={selectStyles}
            value={filters.benchId ?? ''}
            onChange={(event) => update({ benchId: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="">{t('admin.orders.list.allTables')}</option>
            {(benches.data ?? []).map((bench) => (
              <option key={bench.id} value={bench.id}>
                {bench.name}
              </option>
            ))}
          </select>
        </div>
        <Field label={t('admin.orders.list.dateFrom')}>
          <Input
            type="date"
            value={filters.dateFrom}
            max={filters.dateTo || undefined}
            onChange={(event) => update({ dateFrom: event.target.value })}
          />
        </Field>
        <Field label={t('admin.orders.list.dateTo')}>
          <Input
            type="date"
            value={filters.dateTo}
            min={filters.dateFrom || undefined}
            onChange={(event) => update({ dateTo: event.target.value })}
          />
        </Field>
      </div>
      {filtered ? (
        <Button variant="ghost" size="sm" onClick={() => onChange(EMPTY_ORDER_FILTERS)}>
          <X aria-hidden="true" className="size-4" />
          {t('admin.orders.list.clearFilters')}
        </Button>
      ) : null}
    </div>
  );
}

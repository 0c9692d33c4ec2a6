import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { FilterBar, FilterSelect } from '../../ui/filter-bar.tsx';
import { PagedList } from '../../ui/paged-list.tsx';
import { useStaffSettings, useStaffSettingsSettled } from '../staff-settings/use-staff-settings.hook.ts';
import type { TMasterRecord } from './master-data.api.ts';
import { masterDataQueries } from './master-data.queries.ts';
import { MasterDataDeleteDialog } from './master-data-delete-dialog.tsx';
import { MASTER_STATUS_FILTERS, type TMasterDataFilters } from './master-data-filters.ts';
import { MasterDataFormDialog } from './master-data-form-dialog.tsx';
import { MasterDataList } from './master-data-list.tsx';
import { MasterDataPager } from './master-data-pager.tsx';
import { serverReason, useMasterDataActions } from './use-master-data-actions.hook.ts';

type TMasterDataTabProps = {
  filters: TMasterDataFilters;
  /** Any change of the search or status goes back to the first page. */
  onFilters: (filters: TMasterDataFilters) => void;
};

type TEditing = { record: TMasterRecord | null } | null;

/** One kind of master data: search and status, the paged list, add, edit, the switch and delete. */
export function MasterDataTab({ filters, onFilters }: TMasterDataTabProps) {
  const { t } = useTranslation();
  const { kind } = filters;
  const { default_page_size: defaultPageSize } = useStaffSettings();
  // The page size comes with the settings: one request with the right size, not one before them.
  const settled = useStaffSettingsSettled();
  const list = useQuery({
    ...masterDataQueries.page(filters, defaultPageSize),
    placeholderData: keepPreviousData,
    enabled: settled,
  });
  const countries = useQuery({ ...masterDataQueries.countries(), enabled: kind === 'banks' });
  const countryNames = useMemo(
    () => new Map((countries.data ?? []).map((country) => [country.code ?? '', country.name])),
    [countries.data],
  );
  const page = list.data;
  // After a delete the page asked for may be past the end: show the last one instead.
  useEffect(() => {
    if (page && !list.isPlaceholderData && page.total_pages > 0 && filters.page > page.total_pages) {
      onFilters({ ...filters, page: page.total_pages });
    }
  }, [page, list.isPlaceholderData, filters, onFilters]);

  const actions = useMasterDataActions(kind);
  const [editing, setEditing] = useState<TEditing>(null);
  const [deleting, setDeleting] = useState<TMasterRecord | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = new Set<number>();
  if (actions.toggleActive.isPending && actions.toggleActive.variables)
    busy.add(actions.toggleActive.variables.id);

  const closeDelete = () => {
    setDeleting(null);
    setRefusal(null);
  };
  const confirmDelete = (record: TMasterRecord) =>
    actions.remove.mutate(record, {
      onSuccess: closeDelete,
      onError: (error) => setRefusal(serverReason(error) ?? t('admin.masterData.toast.failed')),
    });

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-3xl text-sm text-fg-muted">{t(`admin.masterData.about.${kind}`)}</p>
        <Button onClick={() => setEditing({ record: null })} className="max-sm:w-full">
          <Plus aria-hidden="true" className="size-5" />
          {t(`admin.masterData.addTitle.${kind}`)}
        </Button>
      </div>
      <FilterBar
        search={filters.search}
        onSearch={(search) => onFilters({ ...filters, search, page: 1 })}
        searchLabel={t('admin.masterData.search')}
        searchPlaceholder={t(
          kind === 'taxes' ? 'admin.masterData.searchName' : 'admin.masterData.searchNameOrCode',
        )}
        searchAutoComplete="off"
        columns="sm:grid-cols-[1fr_12rem]"
      >
        <FilterSelect
          label={t('admin.masterData.statusFilter')}
          value={filters.status}
          options={MASTER_STATUS_FILTERS}
          optionLabel={(status) => t(`admin.masterData.status.${status}`)}
          onChange={(status) => onFilters({ ...filters, status, page: 1 })}
        />
      </FilterBar>

      <PagedList
        query={list}
        texts={{
          error: t('admin.masterData.error'),
          retry: t('admin.masterData.retry'),
          loading: t('admin.masterData.loading'),
          total: (count) => t('admin.masterData.total', { count }),
          empty: t('admin.masterData.empty'),
        }}
        footer={(page) => (
          <MasterDataPager
            page={page}
            busy={list.isFetching}
            onPage={(next) => onFilters({ ...filters, page: next })}
          />
        )}
      >
        {(page) => (
          <MasterDataList
            kind={kind}
            records={page.content}
            countryNames={countryNames}
            busy={busy}
            actions={{
              onEdit: (record) => setEditing({ record }),
              onToggle: (record) => actions.toggleActive.mutate(record),
              onDelete: setDeleting,
            }}
          />
        )}
      </PagedList>

      <MasterDataFormDialog
        kind={kind}
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        record={editing?.record ?? null}
      />
      <MasterDataDeleteDialog
        record={deleting}
        busy={actions.remove.isPending}
        refusal={refusal}
        onCancel={closeDelete}
        onConfirm={confirmDelete}
      />
    </>
  );
}

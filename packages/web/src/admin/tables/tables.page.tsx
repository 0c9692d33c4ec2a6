import { COUNTED_TABLES, type TBench } from '@tableside/shared/tables.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus, Printer } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link, useSearchParams } from '../../lib/router/router.tsx';
import { useAddressFilters, useLastPageWhenPastEnd } from '../../lib/use-address-filters.hook.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Button, buttonStyles } from '../../ui/button.tsx';
import { PagedList } from '../../ui/paged-list.tsx';
import { useStaffSettings, useStaffSettingsSettled } from '../staff-settings/use-staff-settings.hook.ts';
import { PublicAddressHint } from './public-address-hint.tsx';
import { DeleteTablesDialog, UnarchiveDialog } from './table-confirm-dialogs.tsx';
import { TableFilterBar } from './table-filter-bar.tsx';
import { TableFormDialog } from './table-form-dialog.tsx';
import { TableList } from './table-list.tsx';
import { filtersFromSearchParams, filtersToSearchParams } from './table-list-filters.ts';
import { TablePager } from './table-pager.tsx';
import { TableQrDialog } from './table-qr-dialog.tsx';
import { tablesApi } from './tables.api.ts';
import { staffTableQueries } from './tables.queries.ts';
import { useHighlightedTable } from './use-highlighted-table.hook.ts';
import { useCanManageTables, useTableActions } from './use-table-actions.hook.ts';
import { useTableLinks } from './use-table-links.hook.ts';
import './tables.css';
import { useLocations } from '../location-scope/locations.queries.ts';

type TEditing = { bench: TBench | null } | null;

/**
 * /admin/tables (spec admin 2, 7 "Tables"): the paged, searchable list of tables with create and
 * edit, the active switch, archive and unarchive, bulk delete, QR codes and `highlight={id}`.
 */
export function TablesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.screens.tables'));
  const canManage = useCanManageTables();
  const links = useTableLinks();
  const [, setParams] = useSearchParams();
  const [filters, setFilters] = useAddressFilters(filtersFromSearchParams, filtersToSearchParams);
  const { default_page_size: defaultPageSize } = useStaffSettings();
  const pageSize = filters.size ?? defaultPageSize;
  // The page size comes with the settings: one request with the right size, not one before them.
  const settled = useStaffSettingsSettled();
  const list = useQuery({
    ...staffTableQueries.list(filters, defaultPageSize),
    placeholderData: keepPreviousData,
    enabled: settled,
  });
  const locations = useLocations();
  const page = list.data;
  // Only settled rows count: a page still loading or refreshing may not hold the table yet.
  useHighlightedTable(list.isFetching ? undefined : page?.content, filters, setFilters);
  useLastPageWhenPastEnd(list, filters, setFilters);

  const actions = useTableActions();
  const [editing, setEditing] = useState<TEditing>(null);
  const [qrFor, setQrFor] = useState<TBench | null>(null);
  const [unarchiving, setUnarchiving] = useState<TBench | null>(null);
  const [selected, setSelected] = useState<ReadonlyMap<number, TBench>>(new Map());
  const [deleting, setDeleting] = useState<TBench[] | null>(null);

  const selectIds = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const id of ids) {
        const bench = page?.content.find((b) => b.id === id);
        if (on && bench) next.set(id, bench);
        else next.delete(id);
      }
      return next;
    });
  const busy = useMemo(() => {
    const ids = new Set<number>();
    for (const mutation of [actions.toggleActive, actions.archive]) {
      if (mutation.isPending && mutation.variables) ids.add(mutation.variables.id);
    }
    if (actions.unarchive.isPending && actions.unarchive.variables)
      ids.add(actions.unarchive.variables.bench.id);
    return ids;
  }, [actions.toggleActive, actions.archive, actions.unarchive]);

  // A saved table flashes; a new one is last in the list (id order), so the list opens there.
  const showSaved = async (bench: TBench, isNew: boolean) => {
    let next = filters;
    if (isNew) {
      const total = (await tablesApi.page({ ...COUNTED_TABLES, page: 0, size: 1 })).total_elements;
      next = { search: '', status: 'current', page: Math.max(1, Math.ceil(total / pageSize)) };
    }
    setParams((current) => {
      // Searched or filtered while the count loaded: keep what was asked for, only mark the table.
      const changedMeanwhile = filtersToSearchParams(filters, current).toString() !== current.toString();
      const params = filtersToSearchParams(
        changedMeanwhile ? filtersFromSearchParams(current) : next,
        current,
      );
      params.set('highlight', String(bench.id));
      return params;
    });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    actions.remove.mutate(
      deleting.map((bench) => bench.id),
      {
        onSuccess: ({ deleted }) =>
          setSelected((current) => new Map([...current].filter(([id]) => !deleted.includes(id)))),
        // The toast says why (a table with orders); the list stays as it was.
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-5 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('admin.screens.tables')}</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/tables/qr-sheet" className={buttonStyles({ variant: 'secondary' })}>
            <Printer aria-hidden="true" className="size-4" />
            {t('admin.tablesAdmin.printSheet')}
          </Link>
          {canManage ? (
            <Button onClick={() => setEditing({ bench: null })}>
              <Plus aria-hidden="true" className="size-5" />
              {t('admin.tablesAdmin.add')}
            </Button>
          ) : null}
        </div>
      </div>
      {links.ready ? <PublicAddressHint links={links} /> : null}
      <TableFilterBar filters={filters} onChange={setFilters} />

      {selected.size > 0 ? (
        <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-card p-3">
          <p role="status" className="font-medium">
            {t('admin.tablesAdmin.selected', { count: selected.size })}
          </p>
          <Button variant="secondary" size="sm" onClick={() => setSelected(new Map())}>
            {t('admin.tablesAdmin.clearSelection')}
          </Button>
          <Button
            size="sm"
            className="ms-auto bg-danger text-white hover:bg-danger dark:text-black"
            onClick={() => setDeleting([...selected.values()])}
          >
            {t('admin.tablesAdmin.deleteSelected')}
          </Button>
        </div>
      ) : null}

      <PagedList
        query={list}
        texts={{
          error: t('admin.tablesAdmin.error'),
          retry: t('admin.tablesAdmin.retry'),
          loading: t('admin.tablesAdmin.loading'),
          total: (count) => t('admin.tablesAdmin.total', { count }),
          empty: t('admin.tablesAdmin.empty'),
        }}
        footer={(page) => (
          <TablePager
            page={page}
            busy={list.isFetching}
            onPage={(next) => setFilters({ ...filters, page: next })}
          />
        )}
      >
        {(page) => (
          <TableList
            benches={page.content}
            branches={locations.several ? locations.all : []}
            canManage={canManage}
            selected={new Set(selected.keys())}
            onSelect={selectIds}
            busy={busy}
            actions={{
              onQr: setQrFor,
              onEdit: (bench) => setEditing({ bench }),
              onToggle: (bench) => actions.toggleActive.mutate(bench),
              onArchive: (bench) => actions.archive.mutate(bench),
              onUnarchive: setUnarchiving,
              onDelete: (bench) => setDeleting([bench]),
            }}
          />
        )}
      </PagedList>

      <TableFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        bench={editing?.bench ?? null}
        onSaved={(bench, isNew) => void showSaved(bench, isNew)}
      />
      <TableQrDialog bench={qrFor} onClose={() => setQrFor(null)} />
      <UnarchiveDialog
        bench={unarchiving}
        onCancel={() => setUnarchiving(null)}
        onConfirm={(reactivate) => {
          if (unarchiving) actions.unarchive.mutate({ bench: unarchiving, reactivate });
          setUnarchiving(null);
        }}
      />
      <DeleteTablesDialog
        benches={deleting ?? []}
        open={deleting !== null}
        busy={actions.remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

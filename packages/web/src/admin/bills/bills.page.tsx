import { BILL_STATUSES, type TBillStatus } from '@tableside/shared/bills.schemas';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useNavigate, useSearchParams } from '../../lib/router/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Button } from '../../ui/button.tsx';
import { QueryStates } from '../../ui/query-states.tsx';
import { TabList, TabPanel } from '../../ui/tabs.tsx';
import { BillList, newestRequestFirst } from './bill-list.tsx';
import { useBillPermissions } from './bill-permissions.ts';
import { billQueries } from './bills.queries.ts';
import { OpenBillDialog } from './open-bill-dialog.tsx';

const isStatus = (value: string | null): value is TBillStatus =>
  BILL_STATUSES.some((status) => status === value);

/**
 * /admin/bills (issue 16): the open bills, newest request first, or the settled ones; live through
 * the staff stream (use-bill-alerts.hook.ts refetches every bill query on a bill event). "Open a
 * bill" for a table that asks in person; `?open=<tableId>` (from the floor plan) opens it for that table.
 */
export function BillsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.screens.bills'));
  const { take } = useBillPermissions();
  const [params, setParams] = useSearchParams();
  const status: TBillStatus = isStatus(params.get('status')) ? (params.get('status') as TBillStatus) : 'OPEN';
  const openFor = params.get('open');
  const bills = useQuery(billQueries.list(status));
  const sorted = useMemo(
    () => (bills.data ? (status === 'OPEN' ? newestRequestFirst(bills.data) : bills.data) : []),
    [bills.data, status],
  );

  // From the floor plan: a table with an open bill goes to it; otherwise the bill is opened here.
  const existing = openFor ? bills.data?.find((bill) => bill.bench_id === Number(openFor)) : undefined;
  const navigate = useNavigate();
  useEffect(() => {
    if (existing && status === 'OPEN') void navigate(`/admin/bills/${existing.id}`, { replace: true });
  }, [existing, status, navigate]);

  const change = (mutate: (next: URLSearchParams) => void) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      mutate(next);
      return next;
    });

  return (
    <div className="mx-auto w-full max-w-6xl space-y-5 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('admin.screens.bills')}</h1>
          <p className="mt-1 text-sm text-fg-muted">{t('admin.bills.intro')}</p>
        </div>
        {take ? (
          <Button onClick={() => change((next) => next.set('open', ''))}>
            <Plus aria-hidden="true" className="size-4" />
            {t('admin.bills.openBill')}
          </Button>
        ) : null}
      </div>
      <TabList
        label={t('admin.bills.tabs.label')}
        idPrefix="bills"
        tabs={BILL_STATUSES.map((id) => ({ id, label: t(`admin.bills.tabs.${id}`) }))}
        selected={status}
        onSelect={(next) =>
          change((params) => (next === 'OPEN' ? params.delete('status') : params.set('status', next)))
        }
      />
      <TabPanel idPrefix="bills" id={status}>
        <QueryStates
          query={bills}
          texts={{
            error: t('admin.bills.loadError'),
            retry: t('admin.bills.retry'),
            loading: t('admin.bills.loading'),
          }}
        />
        {bills.data ? (
          sorted.length === 0 ? (
            <p className="py-12 text-center text-fg-muted">{t(`admin.bills.empty.${status}`)}</p>
          ) : (
            <BillList bills={sorted} />
          )
        ) : null}
      </TabPanel>
      {take ? (
        <OpenBillDialog
          open={openFor !== null && !existing && bills.isSuccess}
          benchId={openFor ? Number(openFor) || null : null}
          onClose={() => change((next) => next.delete('open'))}
        />
      ) : null}
    </div>
  );
}

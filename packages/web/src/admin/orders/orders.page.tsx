import { LayoutGrid, List, Plus } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useSearchParams } from '../../lib/router/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Button } from '../../ui/button.tsx';
import { BillRequestStrip } from '../bills/bill-request-strip.tsx';
import { LocationPicker } from '../location-scope/location-picker.tsx';
import { useLocationScope } from '../location-scope/use-location-scope.hook.ts';
import { WaiterCallStrip } from '../waiter-calls/waiter-call-strip.tsx';
import { OrderBoard } from './board/order-board.tsx';
import { OrderList } from './list/order-list.tsx';
import { NewOrderDialog } from './manual/new-order-dialog.tsx';
import './orders.css';
import { useOrderPermissions } from './order-permissions.ts';
import { useOrderLiveUpdates } from './use-order-live-updates.hook.ts';

type TView = 'board' | 'list';

const tabStyles =
  'inline-flex h-11 items-center gap-2 rounded-lg px-4 text-base font-semibold text-fg-muted data-[state=active]:bg-action data-[state=active]:text-action-fg data-[state=active]:shadow-sm';

/**
 * /admin/orders: the live kitchen board (default) and the filtered list, as tabs kept in the
 * address (?view=list), plus the manual order for staff with orders.create.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.screens.orders'));
  const [params, setParams] = useSearchParams();
  const view: TView = params.get('view') === 'list' ? 'list' : 'board';
  const { create } = useOrderPermissions();
  const [creating, setCreating] = useState(false);
  // Board and list share the screen's subscription to the live stream.
  const { connected } = useOrderLiveUpdates();
  // One location's orders when the restaurant has several (decision 0019).
  const scope = useLocationScope();

  const changeView = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'list') updated.set('view', 'list');
      else updated.delete('view');
      return updated;
    });

  return (
    <div className="mx-auto w-full max-w-[100rem] space-y-5 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('admin.screens.orders')}</h1>
        <div className="flex flex-wrap items-end gap-3">
          <LocationPicker scope={scope} />
          {create ? (
            <Button size="lg" onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" className="size-5" />
              {t('admin.orders.manual.open')}
            </Button>
          ) : null}
        </div>
      </div>
      <WaiterCallStrip />
      <BillRequestStrip />
      <Tabs.Root value={view} onValueChange={changeView}>
        <Tabs.List
          aria-label={t('admin.orders.views.label')}
          className="inline-flex gap-1 rounded-xl bg-muted p-1"
        >
          <Tabs.Trigger value="board" className={tabStyles}>
            <LayoutGrid aria-hidden="true" className="size-4" />
            {t('admin.orders.views.board')}
          </Tabs.Trigger>
          <Tabs.Trigger value="list" className={tabStyles}>
            <List aria-hidden="true" className="size-4" />
            {t('admin.orders.views.list')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="board" className="mt-5">
          <OrderBoard connected={connected} branchId={scope.branchId} />
        </Tabs.Content>
        <Tabs.Content value="list" className="mt-5">
          <OrderList connected={connected} branchId={scope.branchId} />
        </Tabs.Content>
      </Tabs.Root>
      {create ? <NewOrderDialog open={creating} onOpenChange={setCreating} /> : null}
    </div>
  );
}

import type { TTableBill } from '@tableside/shared/bills.schemas';
import { mockFetch, ok, type TFetchCall } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { BillPanel } from './bill-panel.tsx';

/**
 * The panel on a route of its own: the table's bill answered from `answer` (it may change between
 * calls), any other call by `other` (writes, the receipt) when it answers.
 */
export function renderPanel(answer: () => TTableBill, other?: (call: TFetchCall) => Response | undefined) {
  const calls: TFetchCall[] = [];
  mockFetch((call) => {
    calls.push(call);
    if (call.url.endsWith('/customer/benches/3/bill')) return ok(answer());
    return other?.(call) ?? ok({});
  });
  const view = renderRoute(
    [{ path: '/table/:tableId/orders', element: <BillPanel tableId={3} live /> }],
    '/table/3/orders',
  );
  return { ...view, calls };
}

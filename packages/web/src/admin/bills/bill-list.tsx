import type { TStaffBill } from '@tableside/shared/bills.schemas';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { StackedTable } from '../../ui/stacked-table.tsx';
import { type TBillFormat, useBillFormat } from './bill-format.ts';
import { BillRequestActions } from './bill-request-actions.tsx';

/** A request no one has acknowledged yet: the row stands out until someone does. */
export const isNewRequest = (bill: TStaffBill) =>
  bill.status === 'OPEN' && bill.requested_at !== null && bill.acknowledged_at === null;

/** Newest request first; bills staff opened without a request follow in the server's order. */
export function newestRequestFirst(bills: readonly TStaffBill[]): TStaffBill[] {
  return bills
    .map((bill, index) => ({ bill, index }))
    .sort((a, b) => {
      const at = a.bill.requested_at;
      const bt = b.bill.requested_at;
      if (at && bt) return bt.localeCompare(at);
      if (at || bt) return at ? -1 : 1;
      return a.index - b.index;
    })
    .map(({ bill }) => bill);
}

function Cell({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <td className={clsx('py-2.5 pe-3 align-top max-md:flex max-md:gap-2 max-md:py-0.5', className)}>
      <span className="font-medium text-fg-muted md:hidden">{label}:</span>
      <span>{children}</span>
    </td>
  );
}

function Outstanding({ bill, format }: { bill: TStaffBill; format: TBillFormat }) {
  const { t } = useTranslation();
  const open = bill.shares.filter((share) => share.outstanding > 0);
  if (bill.shares.length <= 1 || open.length === 0) {
    return <span className="tabular-nums">{format.money(bill.outstanding_total)}</span>;
  }
  return (
    <ul className="tabular-nums">
      {open.map((share) => (
        <li key={share.id}>
          {t('admin.bills.shareOutstanding', {
            position: share.position,
            amount: format.money(share.outstanding),
          })}
        </li>
      ))}
    </ul>
  );
}

/** The bills as a table on wide screens and as cards on phones; new requests marked, with Acknowledge. */
export function BillList({ bills }: { bills: readonly TStaffBill[] }) {
  const { t } = useTranslation();
  const format = useBillFormat();
  const label = (
    key: 'table' | 'requested' | 'acknowledged' | 'split' | 'method' | 'total' | 'paid' | 'outstanding',
  ) => t(`admin.bills.columns.${key}`);
  return (
    <StackedTable
      caption={t('admin.screens.bills')}
      columns={[
        label('table'),
        label('requested'),
        label('acknowledged'),
        label('split'),
        label('method'),
        label('total'),
        label('paid'),
        label('outstanding'),
        t('admin.bills.columns.actions'),
      ]}
    >
      {bills.map((bill) => {
        const fresh = isNewRequest(bill);
        return (
          <tr
            key={bill.id}
            data-bill-id={bill.id}
            data-new-request={fresh || undefined}
            className={clsx(
              'border-b border-line max-md:mb-3 max-md:block max-md:rounded-xl max-md:border max-md:p-3',
              fresh && 'bg-amber-50 dark:bg-amber-950/40',
            )}
          >
            <td className="py-2.5 pe-3 align-top font-semibold max-md:block max-md:pb-1 max-md:text-base">
              {bill.bench_name}
            </td>
            <Cell label={label('requested')}>
              {bill.requested_at ? format.time(bill.requested_at) : t('admin.bills.notRequested')}
            </Cell>
            <Cell label={label('acknowledged')}>
              {bill.acknowledged_at ? (
                format.time(bill.acknowledged_at)
              ) : bill.requested_at ? (
                <span className="rounded-full bg-amber-700 px-2 py-0.5 text-xs font-semibold text-white dark:bg-amber-300 dark:text-amber-950">
                  {t('admin.bills.notAcknowledged')}
                </span>
              ) : (
                '–'
              )}
            </Cell>
            <Cell label={label('split')}>
              {t(`admin.bills.split.${bill.split_mode}`)}
              {bill.split_mode === 'WHOLE'
                ? null
                : ` · ${t('admin.bills.splitCount', { count: bill.shares.length })}`}
            </Cell>
            <Cell label={label('method')}>
              {bill.payment_method
                ? t(`admin.bills.methods.${bill.payment_method}`)
                : t('admin.bills.noMethod')}
            </Cell>
            <Cell label={label('total')} className="tabular-nums">
              {format.money(bill.total_with_tip)}
            </Cell>
            <Cell label={label('paid')} className="tabular-nums">
              {format.money(bill.paid_total)}
            </Cell>
            <Cell label={label('outstanding')}>
              <Outstanding bill={bill} format={format} />
            </Cell>
            <td className="py-2.5 align-top max-md:block max-md:pt-2">
              <BillRequestActions
                bill={bill}
                unseen={fresh}
                open={{
                  text: t('admin.bills.view'),
                  label: t('admin.bills.viewLabel', { table: bill.bench_name }),
                }}
              />
            </td>
          </tr>
        );
      })}
    </StackedTable>
  );
}

import type { TFullOrderView } from '@tableside/shared/orders.schemas';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useOrderFormat } from '../order-format.ts';

/** Net, taxes, service charge and gross as the server computed them (DESIGN 2, decision 0014). */
export function OrderTotals({
  order,
}: {
  order: Pick<TFullOrderView, 'net' | 'taxes' | 'service_charge' | 'service_charge_percent' | 'gross'>;
}) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const rows = [
    { label: t('admin.orders.totals.net'), value: order.net },
    { label: t('admin.orders.totals.taxes'), value: order.taxes },
    ...(order.service_charge > 0
      ? [
          {
            label: t('admin.orders.totals.serviceCharge', { percent: order.service_charge_percent }),
            value: order.service_charge,
          },
        ]
      : []),
  ];
  return (
    <dl className="space-y-1 text-base">
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between gap-4">
          <dt className="text-fg-muted">{row.label}</dt>
          <dd className="tabular-nums">{format.money(row.value)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-line pt-2 text-lg font-bold">
        <dt>{t('admin.orders.totals.gross')}</dt>
        <dd className="tabular-nums">{format.money(order.gross)}</dd>
      </div>
    </dl>
  );
}

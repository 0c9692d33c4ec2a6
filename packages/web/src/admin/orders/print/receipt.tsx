import { orderNumberOf } from '@tableside/shared/order-status';
import type { TFullOrderView } from '@tableside/shared/orders.schemas';
import { useBranding } from '../../../lib/branding/branding.queries.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useStaffSettings } from '../../staff-settings/use-staff-settings.hook.ts';
import { useOrderFormat } from '../order-format.ts';

/**
 * The guest's receipt: the restaurant's name, its invoice number (given when the first receipt is
 * issued, decision 0017), every line with its price, taxes and the total.
 * KITCHEN_OPERATIONS.RECEIPT_FORMAT: STANDARD as that; COMPACT without the options and notes;
 * DETAILED with each line's tax, the taxes by rate, the time of ordering and the time of printing.
 * Every amount is the server's (the order view, by the shared money rule and the order's own
 * prices_include_tax); nothing is multiplied here.
 */
export function Receipt({ order, printedAt }: { order: TFullOrderView; printedAt?: string }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const restaurant = useBranding().restaurant_name || t('app.name');
  const { receipt_format: layout } = useStaffSettings();
  const compact = layout === 'COMPACT';
  const detailed = layout === 'DETAILED';
  return (
    <article
      aria-label={t('admin.orders.print.receipt')}
      data-format={layout}
      className={`mx-auto max-w-[80mm] text-black ${compact ? 'space-y-1.5 text-xs' : 'space-y-3 text-sm'}`}
    >
      <header className="border-b border-dashed border-black pb-2 text-center">
        <p className="text-xl font-bold">{restaurant}</p>
        {order.invoice_number ? (
          <p className="font-semibold">{t('admin.orders.print.invoice', { number: order.invoice_number })}</p>
        ) : null}
        <p>
          {[orderNumberOf(order), order.bench?.name ?? t('admin.orders.card.noTable')]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {detailed ? (
          <>
            <p>{t('admin.orders.print.ordered', { time: format.dateTime(order.created_at) })}</p>
            <p>
              {t('admin.orders.print.printed', {
                time: format.dateTime(printedAt ?? new Date().toISOString()),
              })}
            </p>
          </>
        ) : (
          <p>{format.dateTime(order.created_at)}</p>
        )}
      </header>
      <table className="w-full border-collapse">
        <caption className="sr-only">{t('admin.orders.detail.items')}</caption>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id} className="align-top">
              <td className="py-0.5 pe-2">
                {item.quantity}× {item.menu_item.name}
                {compact
                  ? null
                  : item.details.map((detail) => (
                      <span key={detail.id} className="block ps-4">
                        {format.detail(detail)}
                      </span>
                    ))}
                {!compact && item.special_instructions ? (
                  <span className="block ps-4 italic">{item.special_instructions}</span>
                ) : null}
                {detailed ? (
                  <span className="block ps-4">
                    {t(
                      order.prices_include_tax
                        ? 'admin.orders.print.lineTax'
                        : 'admin.orders.print.lineTaxAdded',
                      {
                        rate: item.tax_rate,
                        amount: format.money(item.tax),
                      },
                    )}
                  </span>
                ) : null}
              </td>
              <td className="py-0.5 text-end whitespace-nowrap tabular-nums">{format.money(item.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="space-y-0.5 border-t border-dashed border-black pt-2">
        <div className="flex justify-between">
          <dt>{t('admin.orders.totals.net')}</dt>
          <dd className="tabular-nums">{format.money(order.net)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{t('admin.orders.totals.taxes')}</dt>
          <dd className="tabular-nums">{format.money(order.taxes)}</dd>
        </div>
        {detailed
          ? order.tax_breakdown.map((row) => (
              <div key={row.rate} className="flex justify-between ps-4">
                <dt>{t('admin.orders.print.taxAtRate', { rate: row.rate, net: format.money(row.net) })}</dt>
                <dd className="tabular-nums">{format.money(row.tax)}</dd>
              </div>
            ))
          : null}
        {order.service_charge > 0 ? (
          <div className="flex justify-between">
            <dt>{t('admin.orders.totals.serviceCharge', { percent: order.service_charge_percent })}</dt>
            <dd className="tabular-nums">{format.money(order.service_charge)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between text-lg font-bold">
          <dt>{t('admin.orders.totals.gross')}</dt>
          <dd className="tabular-nums">{format.money(order.gross)}</dd>
        </div>
      </dl>
      {!compact && order.notes ? (
        <p className="border-t border-dashed border-black pt-2">
          <span className="font-semibold">{t('admin.orders.card.notes')}:</span> {order.notes}
        </p>
      ) : null}
      <p className="pt-2 text-center">{t('admin.orders.print.thanks')}</p>
    </article>
  );
}

import type { TFullOrderView } from '@tableside/shared/orders.schemas';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useOrderFormat } from '../order-format.ts';

/** Who and where: table, customer (staff may see them, guests never do), who took it, the notes. */
export function OrderFacts({ order }: { order: TFullOrderView }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const customer = order.customer;
  const facts: { label: string; value: ReactNode }[] = [
    // The order's number is the title (decision 0043); the invoice's once a receipt is out (0017).
    {
      label: t('admin.orders.detail.invoiceNumber'),
      value: order.invoice_number ?? t('admin.orders.detail.invoiceNone'),
    },
    { label: t('admin.orders.detail.table'), value: order.bench?.name ?? t('admin.orders.card.noTable') },
    { label: t('admin.orders.orderType.label'), value: t(`admin.orders.orderType.${order.order_type}`) },
    {
      label: t('admin.orders.detail.customer'),
      value: customer ? (
        <>
          <span className="block">{customer.name ?? t('admin.orders.detail.guest')}</span>
          {customer.customer_number ? (
            <span className="block">
              {t('admin.orders.detail.customerNumber', { number: customer.customer_number })}
            </span>
          ) : null}
          {customer.email ? <span className="block break-all">{customer.email}</span> : null}
          {customer.phone ? <span className="block">{customer.phone}</span> : null}
        </>
      ) : (
        t('admin.orders.detail.noCustomer')
      ),
    },
    {
      label: t('admin.orders.detail.source'),
      value: order.is_manual
        ? t('admin.orders.detail.manual', { name: order.created_by_name ?? '—' })
        : t('admin.orders.detail.byGuest'),
    },
    { label: t('admin.orders.detail.updated'), value: format.dateTime(order.updated_at) },
  ];
  return (
    <section
      aria-labelledby="order-facts-heading"
      className="space-y-3 rounded-2xl border border-line bg-card p-4 sm:p-5"
    >
      <h2 id="order-facts-heading" className="text-lg font-bold">
        {t('admin.orders.detail.facts')}
      </h2>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2">
        {facts.map((fact) => (
          <Fragment key={fact.label}>
            <dt className="text-fg-muted">{fact.label}</dt>
            <dd className="break-words">{fact.value}</dd>
          </Fragment>
        ))}
      </dl>
      {order.notes ? (
        <div className="rounded-lg bg-muted p-3">
          <p className="text-sm font-semibold">{t('admin.orders.card.notes')}</p>
          <p className="break-words">{order.notes}</p>
        </div>
      ) : null}
    </section>
  );
}

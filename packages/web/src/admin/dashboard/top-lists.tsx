import type { TDashboardSummary } from '@tableside/shared/dashboard.schemas';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useOrderFormat } from '../orders/order-format.ts';
import { useDashboardLayout } from './dashboard-layout.ts';

const cell = 'px-2 py-2 text-start align-top';
const headCell = `${cell} text-sm font-semibold text-fg-muted`;

/** The period's best sellers: quantity, then sales before tax. */
export function TopItems({ items }: { items: TDashboardSummary['top_items'] }) {
  const { t } = useTranslation();
  const { card: cardStyles } = useDashboardLayout();
  const format = useOrderFormat();
  return (
    <section aria-labelledby="dashboard-top-items" className={cardStyles}>
      <h2 id="dashboard-top-items" className="text-lg font-semibold">
        {t('admin.dashboard.topItems.title')}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-fg-muted">{t('admin.dashboard.topItems.empty')}</p>
      ) : (
        <table className="mt-2 w-full border-collapse">
          <thead className="border-b border-line">
            <tr>
              <th scope="col" className={headCell}>
                {t('admin.dashboard.topItems.item')}
              </th>
              <th scope="col" className={`${headCell} text-end`}>
                {t('admin.dashboard.topItems.quantity')}
              </th>
              <th scope="col" className={`${headCell} text-end`}>
                {t('admin.dashboard.topItems.revenue')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {items.map((item) => (
              <tr key={`${item.menu_item_id ?? 'gone'}:${item.name}`}>
                <th scope="row" className={`${cell} font-medium break-words`}>
                  {item.name}
                </th>
                <td className={`${cell} text-end tabular-nums`}>{item.quantity}</td>
                <td className={`${cell} text-end tabular-nums whitespace-nowrap`}>
                  {format.money(item.revenue)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** spec admin 9: the top 10 customers; a guest without a name is shown by number. */
export function TopCustomers({ customers }: { customers: TDashboardSummary['top_customers'] }) {
  const { t } = useTranslation();
  const { card: cardStyles } = useDashboardLayout();
  const format = useOrderFormat();
  return (
    <section aria-labelledby="dashboard-top-customers" className={cardStyles}>
      <h2 id="dashboard-top-customers" className="text-lg font-semibold">
        {t('admin.dashboard.topCustomers.title')}
      </h2>
      {customers.length === 0 ? (
        <p className="mt-3 text-fg-muted">{t('admin.dashboard.topCustomers.empty')}</p>
      ) : (
        <table className="mt-2 w-full border-collapse">
          <thead className="border-b border-line">
            <tr>
              <th scope="col" className={headCell}>
                {t('admin.dashboard.topCustomers.customer')}
              </th>
              <th scope="col" className={`${headCell} text-end max-sm:hidden`}>
                {t('admin.dashboard.topCustomers.orders')}
              </th>
              <th scope="col" className={`${headCell} text-end`}>
                {t('admin.dashboard.topCustomers.spend')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {customers.map((customer) => (
              <tr key={customer.customer_id}>
                <th scope="row" className={`${cell} min-w-0 font-medium`}>
                  <CustomerName customer={customer} />
                  {customer.email ? (
                    <span className="block text-sm font-normal break-all text-fg-muted">
                      {customer.email}
                    </span>
                  ) : null}
                  {/* On a phone the orders column gives way to the name; the count moves here. */}
                  <span className="block text-sm font-normal text-fg-muted sm:hidden">
                    {t('admin.dashboard.topCustomers.orderCount', { count: customer.order_count })}
                  </span>
                </th>
                <td className={`${cell} text-end tabular-nums max-sm:hidden`}>{customer.order_count}</td>
                <td className={`${cell} text-end tabular-nums whitespace-nowrap`}>
                  {format.money(customer.spend)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * A named customer by name (a guest's with a 'Guest' tag); a guest who left no name, or just
 * "Guest", by number, so two of them stay apart.
 */
function CustomerName({ customer }: { customer: TDashboardSummary['top_customers'][number] }) {
  const { t } = useTranslation();
  const badge = t('admin.dashboard.topCustomers.guestBadge');
  const name = customer.name?.trim() ?? '';
  const generic = ['guest', badge.toLowerCase()].includes(name.toLowerCase());
  if (name === '' || (customer.is_guest && generic)) {
    return (
      <span className="block">{t('admin.dashboard.topCustomers.guest', { id: customer.customer_id })}</span>
    );
  }
  return (
    <span className="block break-words">
      {name}
      {customer.is_guest ? (
        <span className="ms-2 rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-fg-muted">
          {badge}
        </span>
      ) : null}
    </span>
  );
}

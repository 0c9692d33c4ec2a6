import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Tooltip } from 'radix-ui';
import { useId } from 'react';
import { hasAccess, useAuth } from '../../auth/session.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link, useMatch } from '../../lib/router/router.tsx';
import { staffOrderQueries } from '../orders/orders.queries.ts';
import { useStaffSettings } from '../staff-settings/use-staff-settings.hook.ts';
import { ADMIN_NAV_ITEMS, type TNavItem } from './admin-nav.items.ts';
import { prefetchForNav } from './sidebar-prefetch.queries.ts';

/** spec (admin 2): the badge refetches every 30 s (and on every live order event, see the shell). */
const TODAY_COUNT_POLL_MS = 30_000;

type TSidebarNavProps = {
  /** 64 px wide: icons only, the names as tooltips and accessible names. */
  collapsed: boolean;
};

/** The admin sidebar's links, each shown only to users who may open its screen. */
export function SidebarNav({ collapsed }: TSidebarNavProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  // In demo mode (no backend) the guard lets everyone in without a user, and every screen opens.
  const items = ADMIN_NAV_ITEMS.filter(
    (item) => !user || !item.permission || hasAccess(user, { permissions: [item.permission] }),
  );
  // ADMIN_INTERFACE.SHOW_ORDER_BADGE: the restaurant may hide today's count (and its polling).
  const { show_order_badge } = useStaffSettings();
  const todayCount = useTodayOrderCount(
    show_order_badge && items.some((item) => item.permission === 'orders.read'),
  );

  return (
    <Tooltip.Provider delayDuration={300}>
      <nav aria-label={t('admin.shell.navigation')} className="px-2 py-3">
        <ul className="space-y-1">
          {items.map((item) => (
            <li key={item.to}>
              <SidebarLink
                item={item}
                collapsed={collapsed}
                badge={item.prefetch === 'orders' && todayCount > 0 ? todayCount : 0}
              />
            </li>
          ))}
        </ul>
      </nav>
    </Tooltip.Provider>
  );
}

function useTodayOrderCount(enabled: boolean): number {
  const { data } = useQuery({ ...staffOrderQueries.today(), enabled, refetchInterval: TODAY_COUNT_POLL_MS });
  return enabled ? (data ?? 0) : 0;
}

function SidebarLink({ item, collapsed, badge }: { item: TNavItem; collapsed: boolean; badge: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const badgeId = useId();
  const isActive = useMatch({ path: item.to, end: item.end ?? false }) !== null;
  const label = t(item.label);
  const badgeLabel = badge > 0 ? t('admin.shell.ordersToday', { count: badge }) : '';
  const prefetch = item.prefetch
    ? () => void prefetchForNav(queryClient, item.prefetch ?? 'orders')
    : undefined;
  const Icon = item.icon;

  const link = (
    <Link
      to={item.to}
      aria-current={isActive ? 'page' : undefined}
      onMouseEnter={prefetch}
      onFocus={prefetch}
      // The count describes the link rather than renaming it: 'Orders' stays 'Orders'.
      aria-describedby={badge > 0 ? badgeId : undefined}
      className={clsx(
        'relative flex min-h-11 items-center gap-3 rounded-lg text-sm font-medium transition-colors motion-reduce:transition-none',
        collapsed ? 'justify-center px-0' : 'px-3',
        !collapsed && item.nested && 'ml-5 min-h-10 text-[0.8125rem]',
        isActive ? 'bg-action text-action-fg' : 'text-fg hover:bg-muted',
      )}
    >
      <Icon aria-hidden="true" className={clsx('shrink-0', item.nested ? 'size-4' : 'size-5')} />
      <span className={collapsed ? 'sr-only' : 'min-w-0 flex-1 truncate'}>{label}</span>
      {badge > 0 ? (
        <span
          aria-hidden="true"
          className={clsx(
            // blue-700 rather than the #3b82f6 accent: white text on it reaches WCAG AA.
            'rounded-full bg-blue-700 px-1.5 text-xs leading-5 font-semibold text-white tabular-nums',
            collapsed && 'absolute top-0.5 right-0.5 min-w-5 text-center text-[0.6875rem] leading-4',
          )}
        >
          {badge > 99 ? '99+' : badge}
        </span>
      ) : null}
      {badge > 0 ? (
        <span id={badgeId} hidden>
          {badgeLabel}
        </span>
      ) : null}
    </Link>
  );

  if (!collapsed) return link;
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{link}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="right"
          sideOffset={8}
          className="z-50 rounded-md bg-fg px-2.5 py-1.5 text-sm font-medium text-card shadow-md"
        >
          {badgeLabel ? `${label} · ${badgeLabel}` : label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

import { clsx } from 'clsx';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Outlet, useLocation } from '../../lib/router/router.tsx';
import { useBillAlerts } from '../bills/use-bill-alerts.hook.ts';
import { useOrderNotifications } from '../notifications/use-order-notifications.hook.ts';
import { AutoPrint } from '../orders/print/auto-print.tsx';
import { useStaffSettings, useStaffSettingsSync } from '../staff-settings/use-staff-settings.hook.ts';
import { useStaffToastDuration } from '../staff-settings/use-staff-toast-duration.hook.ts';
import { useTableLiveUpdates } from '../tables/use-table-live-updates.hook.ts';
import { useWaiterCallAlerts } from '../waiter-calls/use-waiter-call-alerts.hook.ts';
import { AdminHeader } from './admin-header.tsx';
import { AdminSidebar } from './admin-sidebar.tsx';
import { SidebarDrawer } from './sidebar-drawer.tsx';
import { SidebarNav } from './sidebar-nav.tsx';
import { useSidebarState } from './use-sidebar-state.hook.ts';

/**
 * spec (admin 2, layout): a fixed 64 px header, a sidebar of 256 px (64 px collapsed to icons) and
 * the page. Below 1024 px the sidebar is a slide-in drawer that closes on navigation.
 */
export function AdminShell() {
  const { t } = useTranslation();
  const sidebarId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const settings = useStaffSettings();
  const { isDesktop, open, toggle, dismissDrawer } = useSidebarState(settings.sidebar_collapsed);
  useStaffSettingsSync();
  useStaffToastDuration(settings.notification_duration_seconds);
  useOrderNotifications();
  useWaiterCallAlerts();
  useBillAlerts();
  useTableLiveUpdates();
  useCloseDrawerOnNavigation(dismissDrawer);

  return (
    <div className="min-h-dvh">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-lg bg-card px-4 py-3 font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('admin.shell.skipToContent')}
      </a>
      <AdminHeader
        // The closed drawer is not in the page; aria-controls must not point at nothing.
        sidebarId={isDesktop || open ? sidebarId : undefined}
        sidebarOpen={open}
        onToggleSidebar={toggle}
        toggleRef={toggleRef}
      />
      {isDesktop ? (
        <AdminSidebar id={sidebarId} expanded={open} onToggle={toggle} />
      ) : (
        <SidebarDrawer id={sidebarId} open={open} onClose={dismissDrawer} returnFocusTo={toggleRef}>
          <SidebarNav collapsed={false} />
        </SidebarDrawer>
      )}
      <main
        id="admin-main"
        tabIndex={-1}
        className={clsx(
          'min-h-dvh pt-16 outline-none',
          isDesktop && 'transition-[padding] duration-200 motion-reduce:transition-none',
          isDesktop && (open ? 'pl-64' : 'pl-16'),
        )}
      >
        <Outlet />
      </main>
      <AutoPrint />
    </div>
  );
}

/** spec (admin 2): the drawer closes when the user navigates (a link in it, or anywhere else). */
function useCloseDrawerOnNavigation(dismissDrawer: () => void): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    dismissDrawer();
  }, [pathname, dismissDrawer]);
}

import type { TPermission } from '@tableside/shared/permissions';
import {
  ClipboardList,
  LayoutDashboard,
  type LucideIcon,
  Map as MapIcon,
  Settings2,
  Table2,
  UtensilsCrossed,
} from 'lucide-react';

export type TNavPrefetch = 'orders' | 'menu' | 'tables';

export type TNavItem = {
  to: string;
  label:
    | 'admin.screens.dashboard'
    | 'admin.screens.orders'
    | 'admin.screens.configuration'
    | 'admin.screens.menu'
    | 'admin.screens.tables'
    | 'admin.screens.floorPlan';
  icon: LucideIcon;
  /** The screen's own permission (app.routes.tsx `needs(...)`); no entry for a screen the user cannot open. */
  permission?: TPermission;
  /** Active on this exact path only (the dashboard would otherwise match every admin path). */
  end?: boolean;
  /** spec (admin 2): hovering Orders, Menu or Tables prefetches the list. */
  prefetch?: TNavPrefetch;
  /** Drawn indented, as part of the entry above it. */
  nested?: boolean;
};

/**
 * spec (admin 2): Dashboard, Orders, Configuration, Menu, Tables, in this order. The other screens
 * the spec names (Branches, Reviews, Master Data…) are not linked from the sidebar.
 */
export const ADMIN_NAV_ITEMS: readonly TNavItem[] = [
  { to: '/admin', label: 'admin.screens.dashboard', icon: LayoutDashboard, end: true },
  {
    to: '/admin/orders',
    label: 'admin.screens.orders',
    icon: ClipboardList,
    permission: 'orders.read',
    prefetch: 'orders',
  },
  {
    to: '/admin/configuration',
    label: 'admin.screens.configuration',
    icon: Settings2,
    permission: 'config.read',
  },
  {
    to: '/admin/menu',
    label: 'admin.screens.menu',
    icon: UtensilsCrossed,
    permission: 'menu.read',
    prefetch: 'menu',
  },
  {
    to: '/admin/tables',
    label: 'admin.screens.tables',
    icon: Table2,
    permission: 'tables.read',
    prefetch: 'tables',
  },
  {
    to: '/admin/floor-plan',
    label: 'admin.screens.floorPlan',
    icon: MapIcon,
    permission: 'tables.read',
    nested: true,
  },
];

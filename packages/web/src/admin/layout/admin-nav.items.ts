import type { TPermission } from '@tableside/shared/permissions';
import {
  BookOpenCheck,
  ChartNoAxesColumn,
  ClipboardList,
  DatabaseBackup,
  Import,
  LayoutDashboard,
  ListOrdered,
  type LucideIcon,
  Map as MapIcon,
  MapPin,
  ReceiptText,
  Settings2,
  ShieldCheck,
  Table2,
  UsersRound,
  UtensilsCrossed,
} from 'lucide-react';

export type TNavPrefetch = 'orders' | 'menu' | 'tables';

export type TNavItem = {
  to: string;
  label:
    | 'admin.screens.dashboard'
    | 'admin.screens.orders'
    | 'admin.screens.bills'
    | 'admin.screens.reports'
    | 'admin.screens.configuration'
    | 'admin.screens.locations'
    | 'admin.screens.menu'
    | 'admin.screens.tables'
    | 'admin.screens.floorPlan'
    | 'admin.screens.staff'
    | 'admin.screens.roles'
    | 'admin.screens.database'
    | 'admin.screens.masterData'
    | 'admin.screens.dataImport'
    | 'admin.screens.numberSequences';
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
 * spec (admin 2): Dashboard, Orders, Configuration, Menu, Tables, in this order; then the team
 * (spec admin 7 "Users and access") with its roles for those who manage them; then the
 * database (backup and restore) for the owner, and the master data (with its data import) and number
 * sequences for whoever manages master data; the locations (branches) under the configuration for
 * whoever changes it.
 * The other screens the spec names (Reviews…) are not linked.
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
  // Bills (issue 16) under the orders they pay, and the end-of-day report for who reads reports.
  {
    to: '/admin/bills',
    label: 'admin.screens.bills',
    icon: ReceiptText,
    permission: 'orders.read',
    nested: true,
  },
  {
    to: '/admin/reports',
    label: 'admin.screens.reports',
    icon: ChartNoAxesColumn,
    permission: 'reports.read',
    nested: true,
  },
  {
    to: '/admin/configuration',
    label: 'admin.screens.configuration',
    icon: Settings2,
    permission: 'config.read',
  },
  {
    to: '/admin/locations',
    label: 'admin.screens.locations',
    icon: MapPin,
    permission: 'config.manage',
    nested: true,
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
  // One home for people (issue 41): the team lists, adds and changes them, and each person's detail
  // is the technical view (roles, direct permissions, where each permission comes from).
  { to: '/admin/staff', label: 'admin.screens.staff', icon: UsersRound, permission: 'users.read' },
  {
    to: '/admin/roles',
    label: 'admin.screens.roles',
    icon: ShieldCheck,
    permission: 'users.manage',
    nested: true,
  },
  {
    to: '/admin/database',
    label: 'admin.screens.database',
    icon: DatabaseBackup,
    permission: 'database.manage',
  },
  {
    to: '/admin/master-data',
    label: 'admin.screens.masterData',
    icon: BookOpenCheck,
    permission: 'master_data.manage',
  },
  {
    to: '/admin/data-import',
    label: 'admin.screens.dataImport',
    icon: Import,
    permission: 'master_data.manage',
    nested: true,
  },
  {
    to: '/admin/number-sequences',
    label: 'admin.screens.numberSequences',
    icon: ListOrdered,
    permission: 'master_data.manage',
  },
];

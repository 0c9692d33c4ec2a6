import { BillDetailPage } from './bills/bill-detail.page.tsx';
import { BillsPage } from './bills/bills.page.tsx';
import { ConfigurationPage } from './configuration/configuration.page.tsx';
import { ConfigurationGroupPage } from './configuration/configuration-group.page.tsx';
import { ConfigurationImportExportPage } from './configuration/configuration-import-export.page.tsx';
import { ConfigurationTemplatesPage } from './configuration/configuration-templates.page.tsx';
import { DashboardPage } from './dashboard/dashboard.page.tsx';
import { DataImportPage } from './data-import/data-import.page.tsx';
import { DatabasePage } from './database/database.page.tsx';
import { FloorPlanPage } from './floor-plan/floor-plan.page.tsx';
import { AdminLayout } from './layout/admin-layout.tsx';
import { LocationsPage } from './locations/locations.page.tsx';
import { MasterDataPage } from './master-data/master-data.page.tsx';
import { ItemEditorPage } from './menu/item-editor.page.tsx';
import { MenuPage } from './menu/menu.page.tsx';
import { TagsPage } from './menu/tags.page.tsx';
import { NumberSequencesPage } from './number-sequences/number-sequences.page.tsx';
import { OrderDetailPage } from './orders/order-detail.page.tsx';
import { OrdersPage } from './orders/orders.page.tsx';
import { ProfilePage } from './profile/profile.page.tsx';
import { EndOfDayReportPage } from './reports/end-of-day-report.page.tsx';
import { RolesPage } from './roles/roles.page.tsx';
import { StaffPage } from './staff/staff.page.tsx';
import { UsersRedirect } from './staff/users-redirect.tsx';
import { QrSheetPage } from './tables/qr-sheet.page.tsx';
import { TablesPage } from './tables/tables.page.tsx';

/**
 * The admin chunk's entry. The router imports this module lazily, so the admin area is one
 * chunk that guests never download (DESIGN.md section 5).
 */
export const adminPages = {
  AdminLayout,
  DashboardPage,
  OrdersPage,
  OrderDetailPage,
  BillsPage,
  BillDetailPage,
  EndOfDayReportPage,
  MenuPage,
  ItemEditorPage,
  TagsPage,
  TablesPage,
  QrSheetPage,
  FloorPlanPage,
  ConfigurationPage,
  ConfigurationGroupPage,
  ConfigurationImportExportPage,
  ConfigurationTemplatesPage,
  StaffPage,
  LocationsPage,
  UsersRedirect,
  RolesPage,
  DatabasePage,
  DataImportPage,
  MasterDataPage,
  NumberSequencesPage,
  ProfilePage,
};

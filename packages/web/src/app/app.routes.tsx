import type { TPermission } from '@tableside/shared/permissions';
import { lazy, Suspense } from 'react';
import { customerTablePages } from '../customer/customer-table.pages.ts';
import { Route, Routes } from '../lib/router/router.tsx';
import { LoadingScreen } from '../ui/loading-screen.tsx';
import { ConsentGate } from './consent/consent-gate.tsx';
import { eagerArea, lazyArea } from './lazy-area.tsx';
import { RootRedirect } from './root-redirect.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

// Lazy chunks per area: sign-in, the guest screens and the admin area (DESIGN.md section 5). The
// table's first screens (QR landing and menu), the hot path, are part of the app's own chunk, so a
// scanned code waits for one script; the other guest screens are a lazy chunk.
// Declarative routes rather than the data router: guests pay about 16 KB less (decision 0007).
const AuthPage = lazyArea(() => import('../auth/auth.pages.ts').then((m) => m.authPages));
const TablePage = eagerArea(customerTablePages);
const CustomerPage = lazyArea(() => import('../customer/customer.pages.ts').then((m) => m.customerPages), {
  texts: 'guest',
});
const AdminPage = lazyArea(() => import('../admin/admin.pages.ts').then((m) => m.adminPages));
// The admin guard and the 404 screen load when used, so a guest's menu does not carry them (0007).
const ProtectedRoute = lazy(() =>
  import('./protected-route.tsx').then((m) => ({ default: m.ProtectedRoute })),
);
const NotFoundPage = lazy(() => import('./not-found.page.tsx').then((m) => ({ default: m.NotFoundPage })));

/** Who may enter the admin area at all; each screen may ask for more. */
const ADMIN_ACCESS: TPermission[] = ['admin.access'];

/** Screens that need a permission beyond admin access; the API checks the same names. */
const needs = (permission: TPermission) => <ProtectedRoute permissions={[permission]} />;

// spec (admin 2): the configuration screens answer under /admin/configuration and /admin/config.
// A function returning elements, not a component: <Routes> reads <Route> elements only.
const configurationRoutes = (path: string) => (
  <Route path={path}>
    <Route index element={<AdminPage name="ConfigurationPage" />} />
    <Route path="import-export" element={<AdminPage name="ConfigurationImportExportPage" />} />
    <Route path="templates" element={<AdminPage name="ConfigurationTemplatesPage" />} />
    <Route path=":group" element={<AdminPage name="ConfigurationGroupPage" />} />
  </Route>
);

/**
 * Every route of spec customer-side.md section 2 and admin-area.md section 2. While an area's
 * chunk loads, the first visit shows the loading screen; later navigations keep the current
 * screen until the next one is ready (the router updates in a transition).
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          <Route index element={<RootRedirect />} />
          {/* Guest screens and sign-in ask for privacy consent; the admin area does not. */}
          <Route element={<ConsentGate />}>
            <Route path="login" element={<AuthPage name="LoginPage" />} />
            <Route path="admin/login" element={<AuthPage name="LoginPage" />} />
            <Route path="forgot-password" element={<AuthPage name="ForgotPasswordPage" />} />
            <Route path="reset-password" element={<AuthPage name="ResetPasswordPage" />} />
            <Route element={<TablePage name="CustomerLayout" />}>
              <Route path="welcome" element={<CustomerPage name="WelcomePage" />} />
              <Route path="accessibility" element={<CustomerPage name="AccessibilityPage" />} />
              <Route path="game" element={<CustomerPage name="GamePage" />} />
              <Route path="table">
                <Route index element={<CustomerPage name="TableChooserPage" />} />
                {/* spec (customer 2): the table guard wraps /table/:tableId and every screen below it. */}
                <Route path=":tableId" element={<TablePage name="TableGuard" />}>
                  <Route index element={<TablePage name="TableLandingPage" />} />
                  <Route path="menu" element={<TablePage name="MenuPage" />} />
                  <Route path="checkout" element={<CustomerPage name="CheckoutPage" />} />
                  <Route path="orders" element={<CustomerPage name="OrdersPage" />} />
                  <Route path="orders/:orderId/modify" element={<CustomerPage name="ModifyOrderPage" />} />
                  <Route path="game" element={<CustomerPage name="GamePage" />} />
                </Route>
              </Route>
              <Route path="shared-cart/:cartId" element={<CustomerPage name="SharedCartPage" />} />
            </Route>
          </Route>
          {/* spec (admin 2): the shell itself sends signed-out staff to /admin/login, so it sits
              outside the permission guard; Access Denied then shows inside the shell. */}
          <Route path="admin" element={<AdminPage name="AdminLayout" />}>
            <Route element={<ProtectedRoute permissions={ADMIN_ACCESS} />}>
              <Route index element={<AdminPage name="DashboardPage" />} />
              <Route element={needs('orders.read')}>
                <Route path="orders" element={<AdminPage name="OrdersPage" />} />
                <Route path="orders/:orderId" element={<AdminPage name="OrderDetailPage" />} />
                {/* Bills (issue 16): reading needs orders.read; each action checks its own permission. */}
                <Route path="bills" element={<AdminPage name="BillsPage" />} />
                <Route path="bills/:billId" element={<AdminPage name="BillDetailPage" />} />
              </Route>
              <Route element={needs('reports.read')}>
                <Route path="reports" element={<AdminPage name="EndOfDayReportPage" />} />
              </Route>
              <Route element={needs('menu.read')}>
                <Route path="menu" element={<AdminPage name="MenuPage" />} />
                <Route path="menu/tags" element={<AdminPage name="TagsPage" />} />
                <Route path="menu/items/:itemId" element={<AdminPage name="ItemEditorPage" />} />
              </Route>
              <Route element={needs('tables.read')}>
                <Route path="tables" element={<AdminPage name="TablesPage" />} />
                <Route path="floor-plan" element={<AdminPage name="FloorPlanPage" />} />
              </Route>
              <Route element={needs('config.read')}>
                {configurationRoutes('configuration')}
                {configurationRoutes('config')}
              </Route>
              {/* Locations are managed with config.manage, as the API writes them (decision 0019). */}
              <Route element={needs('config.manage')}>
                <Route path="locations" element={<AdminPage name="LocationsPage" />} />
              </Route>
              <Route element={needs('users.read')}>
                <Route path="staff" element={<AdminPage name="StaffPage" />} />
                {/* The old users list: people have one home, the team (issue 41). */}
                <Route path="users" element={<AdminPage name="UsersRedirect" />} />
                <Route path="roles" element={<AdminPage name="RolesPage" />} />
              </Route>
              <Route element={needs('database.manage')}>
                <Route path="database" element={<AdminPage name="DatabasePage" />} />
              </Route>
              <Route element={needs('master_data.manage')}>
                <Route path="data-import" element={<AdminPage name="DataImportPage" />} />
                <Route path="master-data" element={<AdminPage name="MasterDataPage" />} />
                <Route path="number-sequences" element={<AdminPage name="NumberSequencesPage" />} />
              </Route>
              <Route path="profile" element={<AdminPage name="ProfilePage" />} />
            </Route>
          </Route>
          {/* The QR sheet prints on its own, outside the admin shell (docs/decisions/0010). */}
          <Route path="admin/tables/qr-sheet" element={<ProtectedRoute permissions={ADMIN_ACCESS} />}>
            <Route element={needs('tables.read')}>
              <Route index element={<AdminPage name="QrSheetPage" />} />
            </Route>
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

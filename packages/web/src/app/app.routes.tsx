import type { TPermission } from '@tableside/shared/permissions';
import type { RouteObject } from 'react-router';
import { LoadingScreen } from '../ui/loading-screen.tsx';
import { ConsentGate } from './consent/consent-gate.tsx';
import { lazyPages } from './lazy-pages.ts';
import { NotFoundPage } from './not-found.page.tsx';
import { ProtectedRoute } from './protected-route.tsx';
import { RootRedirect } from './root-redirect.tsx';
import { RouteErrorPage } from './route-error.page.tsx';

// Three lazy chunks: sign-in, the guest screens and the admin area (DESIGN.md section 5).
const authPage = lazyPages(() => import('../auth/auth.pages.ts').then((m) => m.authPages));
const customerPage = lazyPages(() => import('../customer/customer.pages.ts').then((m) => m.customerPages));
const adminPage = lazyPages(() => import('../admin/admin.pages.ts').then((m) => m.adminPages));
// spec (customer 2): the table guard wraps /table/:tableId and every screen below it. Loaded
// alongside the guest chunk and the page, so a scanned QR code waits for no extra round trip.
const tableGuard = async () => ({
  Component: (await import('../customer/table/table-guard.tsx')).TableGuard,
});

/** Who may enter the admin area at all; each screen may ask for more. */
const ADMIN_ACCESS: TPermission[] = ['admin.access'];

/** Screens that need a permission beyond admin access; the API checks the same names. */
const needs = (permission: TPermission, children: RouteObject[]): RouteObject => ({
  element: <ProtectedRoute permissions={[permission]} />,
  children,
});

// spec (admin 2): the configuration screens answer under /admin/configuration and /admin/config.
const configurationRoutes = (path: string): RouteObject => ({
  path,
  children: [
    { index: true, lazy: adminPage('ConfigurationPage') },
    { path: 'import-export', lazy: adminPage('ConfigurationImportExportPage') },
    { path: 'templates', lazy: adminPage('ConfigurationTemplatesPage') },
    { path: ':group', lazy: adminPage('ConfigurationGroupPage') },
  ],
});

/** Every route of spec customer-side.md section 2 and admin-area.md section 2. */
export const routes: RouteObject[] = [
  {
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteErrorPage,
    children: [
      { index: true, Component: RootRedirect },
      {
        // Guest screens and sign-in ask for privacy consent; the admin area does not.
        Component: ConsentGate,
        children: [
          { path: 'login', lazy: authPage('LoginPage') },
          { path: 'admin/login', lazy: authPage('LoginPage') },
          { path: 'forgot-password', lazy: authPage('ForgotPasswordPage') },
          { path: 'reset-password', lazy: authPage('ResetPasswordPage') },
          {
            lazy: customerPage('CustomerLayout'),
            children: [
              { path: 'welcome', lazy: customerPage('WelcomePage') },
              { path: 'accessibility', lazy: customerPage('AccessibilityPage') },
              { path: 'game', lazy: customerPage('GamePage') },
              {
                path: 'table',
                children: [
                  { index: true, lazy: customerPage('TableChooserPage') },
                  {
                    path: ':tableId',
                    lazy: tableGuard,
                    children: [
                      { index: true, lazy: customerPage('TableLandingPage') },
                      { path: 'menu', lazy: customerPage('MenuPage') },
                      { path: 'checkout', lazy: customerPage('CheckoutPage') },
                      { path: 'orders', lazy: customerPage('OrdersPage') },
                      { path: 'orders/:orderId/modify', lazy: customerPage('ModifyOrderPage') },
                    ],
                  },
                ],
              },
              { path: 'shared-cart/:cartId', lazy: customerPage('SharedCartPage') },
            ],
          },
        ],
      },
      {
        path: 'admin',
        element: <ProtectedRoute permissions={ADMIN_ACCESS} />,
        children: [
          {
            lazy: adminPage('AdminLayout'),
            children: [
              { index: true, lazy: adminPage('DashboardPage') },
              needs('orders.read', [
                { path: 'orders', lazy: adminPage('OrdersPage') },
                { path: 'orders/:orderId', lazy: adminPage('OrderDetailPage') },
              ]),
              needs('menu.read', [{ path: 'menu', lazy: adminPage('MenuPage') }]),
              needs('tables.read', [
                { path: 'tables', lazy: adminPage('TablesPage') },
                { path: 'floor-plan', lazy: adminPage('FloorPlanPage') },
              ]),
              needs('config.read', [
                configurationRoutes('configuration'),
                configurationRoutes('config'),
                { path: 'locations', lazy: adminPage('LocationsPage') },
              ]),
              needs('users.read', [
                { path: 'staff', lazy: adminPage('StaffPage') },
                { path: 'users', lazy: adminPage('UsersPage') },
                { path: 'roles', lazy: adminPage('RolesPage') },
              ]),
              needs('master_data.manage', [
                { path: 'data-import', lazy: adminPage('DataImportPage') },
                { path: 'master-data', lazy: adminPage('MasterDataPage') },
                { path: 'number-sequences', lazy: adminPage('NumberSequencesPage') },
              ]),
              { path: 'profile', lazy: adminPage('ProfilePage') },
            ],
          },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

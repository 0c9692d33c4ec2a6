import { AppError } from '@tableside/shared/errors';
import { Hono } from 'hono';
import { auditRouter } from './audit/audit.routes.ts';
import { bearerToken } from './auth/access-token.ts';
import { authRouter } from './auth/auth.routes.ts';
import { tokenHolder } from './auth/current-principal.ts';
import { passwordRouter } from './auth/password.routes.ts';
import { billsRouter, paymentsRouter } from './bills/bills.routes.ts';
import { customerBenchBillRouter, customerBillsRouter } from './bills/customer-bills.routes.ts';
import { reportsRouter } from './bills/end-of-day.routes.ts';
import { branchesRouter } from './branches/branches.routes.ts';
import { brandingRouter } from './branding/branding.routes.ts';
import { configRouter } from './config/config.routes.ts';
import { staffSettingsRouter } from './config/staff-settings.routes.ts';
import { customerEventsRouter } from './customer/customer-events.routes.ts';
import { customerOrdersRouter } from './customer/customer-orders.routes.ts';
import { dashboardRouter } from './dashboard/dashboard.routes.ts';
import { dataImportRouter } from './data-import/data-import.routes.ts';
import { databaseRouter } from './database/database.routes.ts';
import type { TApiDeps } from './deps.ts';
import { staffEventsRouter } from './events/staff-events.routes.ts';
import { filesRouter } from './files/files.routes.ts';
import { floorPlanRouter } from './floor-plan/floor-plan.routes.ts';
import type { ApiRouter } from './http/api-router.ts';
import { docsPagePolicy, renderDocsPage } from './http/docs-page.ts';
import type { TApiEnv } from './http/env.ts';
import { handleError } from './http/error-handler.ts';
import { buildOpenApi } from './http/openapi.ts';
import { crossSiteWriteGuard } from './http/origin-check.ts';
import { masterDataRouter } from './master-data/master-data.routes.ts';
import { publicMenuRouter } from './menu/public-menu.routes.ts';
import { itemTagsRouter, menuItemTagsRouter } from './menu-admin/item-tags.routes.ts';
import { menuCategoriesRouter } from './menu-admin/menu-categories.routes.ts';
import { menuCustomizationsRouter, menuOptionsRouter } from './menu-admin/menu-customizations.routes.ts';
import { menuCategoryImagesRouter, menuItemImagesRouter } from './menu-admin/menu-images.routes.ts';
import { menuItemsRouter } from './menu-admin/menu-items.routes.ts';
import { numberRecordsRouter } from './number-sequences/number-sequences.routes.ts';
import {
  roleClaimsRouter,
  roleHierarchiesRouter,
  userClaimsRouter,
  userRolesRouter,
} from './people/links.routes.ts';
import { claimsRouter, rolesRouter } from './people/roles.routes.ts';
import { usersRouter } from './people/users.routes.ts';
import { reportMailsRouter } from './report-mails/report-mails.routes.ts';
import { searchRouter } from './search/search.routes.ts';
import { sharedCartsRouter } from './shared-carts/shared-carts.routes.ts';
import { staffOrdersRouter } from './staff-orders/staff-orders.routes.ts';
import { enumsRouter, healthRouter } from './system/system.routes.ts';
import { benchesRouter, tablesRouter } from './tables/tables.routes.ts';
import { customerWaiterCallsRouter, waiterCallsRouter } from './waiter-calls/waiter-calls.routes.ts';

/** Every resource and where it is mounted under /api. */
const ROUTERS: ReadonlyArray<readonly [string, ApiRouter]> = [
  ['/health', healthRouter],
  ['/enums', enumsRouter],
  ['/benches', benchesRouter],
  ['/tables', tablesRouter],
  ['/branches', branchesRouter],
  ['/auth', authRouter],
  ['/password', passwordRouter],
  ['/branding', brandingRouter],
  ['/customer/orders', customerOrdersRouter],
  ['/customer/orders', customerEventsRouter],
  ['/customer/shared-carts', sharedCartsRouter],
  ['/customer/waiter-calls', customerWaiterCallsRouter],
  ['/customer/benches', customerBenchBillRouter],
  ['/customer/bills', customerBillsRouter],
  ['/public', publicMenuRouter],
  ['/customer-orders', staffOrdersRouter],
  ['/events', staffEventsRouter],
  ['/waiter-calls', waiterCallsRouter],
  ['/bills', billsRouter],
  ['/payments', paymentsRouter],
  ['/reports', reportsRouter],
  ['/reports', reportMailsRouter],
  ['/dashboard', dashboardRouter],
  ['/search', searchRouter],
  ['/floor-plan', floorPlanRouter],
  ['/languages', masterDataRouter('languages')],
  ['/currencies', masterDataRouter('currencies')],
  ['/taxes', masterDataRouter('taxes')],
  ['/countries', masterDataRouter('countries')],
  ['/units', masterDataRouter('units')],
  ['/banks', masterDataRouter('banks')],
  ['/config', configRouter],
  ['/staff-settings', staffSettingsRouter],
  ['/files', filesRouter],
  ['/menu-categories', menuCategoriesRouter],
  ['/menu-categories', menuCategoryImagesRouter],
  ['/menu-items', menuItemsRouter],
  ['/menu-items', menuItemImagesRouter],
  ['/menu-item-customizations', menuCustomizationsRouter],
  ['/menu-item-customization-options', menuOptionsRouter],
  ['/item-tags', itemTagsRouter],
  ['/menu-item-tags', menuItemTagsRouter],
  ['/audit-log', auditRouter],
  ['/users', usersRouter],
  ['/roles', rolesRouter],
  ['/claims', claimsRouter],
  ['/user-roles', userRolesRouter],
  ['/user-claims', userClaimsRouter],
  ['/role-claims', roleClaimsRouter],
  ['/role-hierarchies', roleHierarchiesRouter],
  ['/database', databaseRouter],
  ['/admin/import', dataImportRouter],
  ['/number-records', numberRecordsRouter],
];

/**
 * The whole HTTP API as one Hono app. The same function is hosted by Node (packages/server),
 * by the browser in demo mode, and by the tests through `app.request`.
 */
export function createApi(deps: TApiDeps) {
  const app = new Hono<TApiEnv>().basePath('/api');

  app.use(crossSiteWriteGuard(deps));
  app.use(async (c, next) => {
    c.set('deps', deps);
    const holder = await tokenHolder(deps, bearerToken(c.req.header('Authorization')));
    c.set('principal', holder.principal);
    c.set('accountDisabled', holder.disabled);
    await next();
  });

  for (const [prefix, router] of ROUTERS) app.route(prefix, router.hono);

  const docs = ROUTERS.flatMap(([prefix, router]) =>
    router.docs.map((doc) => ({ ...doc, path: `${prefix}${doc.path === '/' ? '' : doc.path}` })),
  );
  const openApi = buildOpenApi(docs, deps.version);
  const docsPage = renderDocsPage(docs, deps.version);
  const docsPolicy = docsPagePolicy();
  app.get('/openapi.json', (c) => c.json(openApi));
  app.get('/docs', async (c) => c.html(docsPage, 200, { 'Content-Security-Policy': await docsPolicy }));

  app.notFound(() => {
    throw new AppError('NOT_FOUND', 'Endpoint not found');
  });
  app.onError((error, c) => handleError(error, c, deps.logger));
  return app;
}

export type TApi = ReturnType<typeof createApi>;

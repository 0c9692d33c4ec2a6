import { CustomerLayout } from './layout/customer-layout.tsx';
import { MenuPage } from './menu/menu.page.tsx';
import { TableGuard } from './table/table-guard.tsx';
import { TableLandingPage } from './table/table-landing.page.tsx';

/**
 * What a scanned QR code opens: the guest layout, the table guard, the table's landing page and the
 * menu. The router imports these with the app itself (app.routes.tsx), so the guest's hot path is
 * one script with no round trip between the app, the guard and the page (decision 0007). Whatever
 * they render only on a click (cart drawer, dialogs, settings) loads lazily from here.
 */
export const customerTablePages = { CustomerLayout, TableGuard, TableLandingPage, MenuPage };

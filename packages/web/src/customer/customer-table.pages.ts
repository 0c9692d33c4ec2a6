import { CustomerLayout } from './layout/customer-layout.tsx';
import { MenuPage } from './menu/menu.page.tsx';
import { TableGuard } from './table/table-guard.tsx';
import { TableLandingPage } from './table/table-landing.page.tsx';

/**
 * The guest's first chunk: what a scanned QR code opens (the guest layout, the table guard, the
 * table's landing page and the menu). The router imports this module lazily, and it holds only
 * these, so the menu page stays within the 120 KB budget (decision 0007). The table guard
 * is part of it, so a scanned code waits for no extra round trip between the guard and the page.
 */
export const customerTablePages = { CustomerLayout, TableGuard, TableLandingPage, MenuPage };

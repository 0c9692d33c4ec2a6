import { AccessibilityPage } from './accessibility/accessibility.page.tsx';
import { CheckoutPage } from './checkout/checkout.page.tsx';
import { GamePage } from './game/game.page.tsx';
import { CustomerLayout } from './layout/customer-layout.tsx';
import { MenuPage } from './menu/menu.page.tsx';
import { ModifyOrderPage } from './orders/modify-order.page.tsx';
import { OrdersPage } from './orders/orders.page.tsx';
import { SharedCartPage } from './shared-cart/shared-cart.page.tsx';
import { TableGuard } from './table/table-guard.tsx';
import { TableLandingPage } from './table/table-landing.page.tsx';
import { TableChooserPage } from './tables/table-chooser.page.tsx';
import { WelcomePage } from './welcome/welcome.page.tsx';

/**
 * The guest chunk's entry. The router imports this module lazily, so a guest downloads the
 * customer screens and none of the admin area (DESIGN.md section 5). The table guard is part of it,
 * so a scanned QR code waits for no extra round trip between the guard and the page.
 */
export const customerPages = {
  CustomerLayout,
  TableGuard,
  WelcomePage,
  TableChooserPage,
  TableLandingPage,
  MenuPage,
  CheckoutPage,
  OrdersPage,
  ModifyOrderPage,
  SharedCartPage,
  AccessibilityPage,
  GamePage,
};

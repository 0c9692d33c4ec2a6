import { AccessibilityPage } from './accessibility/accessibility.page.tsx';
import { CheckoutPage } from './checkout/checkout.page.tsx';
import { LazyGamePage } from './game/lazy-game.page.tsx';
import { ModifyOrderPage } from './orders/modify-order.page.tsx';
import { OrdersPage } from './orders/orders.page.tsx';
import { SharedCartPage } from './shared-cart/shared-cart.page.tsx';
import { TableChooserPage } from './table-chooser/table-chooser.page.tsx';
import { WelcomePage } from './welcome/welcome.page.tsx';

/**
 * The guest chunk's other screens, loaded on the first visit to one of them (the cart drawer
 * fetches it ahead, as checkout usually follows). The router imports this module lazily, so a
 * guest downloads none of the admin area (DESIGN.md section 5).
 */
export const customerPages = {
  WelcomePage,
  TableChooserPage,
  CheckoutPage,
  OrdersPage,
  ModifyOrderPage,
  SharedCartPage,
  AccessibilityPage,
  GamePage: LazyGamePage,
};

import { CirclePause, Clock } from 'lucide';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useGuestSettings } from '../../lib/branding/branding.queries.ts';
import { loadGuestTexts } from '../../lib/i18n/i18n.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Icon } from '../../lib/icons/icon.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { lazyWhenOpen } from '../../ui/lazy-when-open.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { useTableCart } from '../cart/cart.store.ts';
import { CartBar } from '../cart/cart-bar.tsx';
import { usePublicMenu } from '../menu-data/menu.queries.ts';
import { MenuBrowser } from './browser/menu-browser.tsx';
import { useMenuTable } from './menu-table.ts';
import { useTogetherRequested } from './use-together-requested.hook.ts';

// The cart drawer and its Radix dialog load when the guest first opens the cart (decision 0007).
// Only '?together=1' (the landing's 'Order together') shows it, so it loads then, with its texts
// (the guest part: shared carts are not a first screen).
const StartSharedCartButton = lazy(async () => {
  const [module] = await Promise.all([
    import('../shared-cart/start-shared-cart-button.tsx'),
    loadGuestTexts(),
  ]);
  return { default: module.StartSharedCartButton };
});

const NOTICE = 'flex items-start gap-2 rounded-lg border border-line bg-card p-3 text-sm font-medium';

const CartSheet = lazyWhenOpen(() => import('../cart/cart-sheet.tsx').then((m) => m.CartSheet));

/** /table/:tableId/menu: the menu, with the table's cart as a bar and a drawer (issue "Guest journey"). */
export function MenuPage() {
  const { t } = useTranslation();
  const table = useMenuTable();
  const menu = usePublicMenu();
  // The menu's render is the page's biggest piece of work. Deferred, React renders it in slices
  // between which the browser stays responsive, instead of in one long task (decision 0007); the
  // initial null defers it too when the menu is already loaded as the page mounts.
  const data = useDeferredValue(menu.data ?? null, null);
  const { addLine } = useTableCart(table.id);
  const [cartOpen, setCartOpen] = useState(false);
  const together = useTogetherRequested();
  const settings = useGuestSettings();
  useDocumentTitle(t('customer.screens.menu'));

  if (menu.isPending || (menu.data && !data)) return <LoadingScreen label={t('customer.menu.loading')} />;

  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 pt-4 pb-28">
      <div className="flex items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{t('customer.screens.menu')}</h1>
        <p className="truncate text-sm text-fg-muted">
          {table.name || t('customer.menu.tableLabel', { id: table.id })}
        </p>
      </div>
      {together ? (
        <Suspense fallback={null}>
          <StartSharedCartButton tableId={table.id} />
        </Suspense>
      ) : null}
      {menu.isError ? (
        <Banner>
          <p>{t('customer.menu.loadError')}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => menu.refetch()}>
            {t('customer.menu.retry')}
          </Button>
        </Banner>
      ) : null}
      {settings.accept_orders ? null : (
        <p role="status" className={NOTICE}>
          <Icon icon={CirclePause} className="mt-0.5 size-4 shrink-0" />
          {t('customer.menu.ordersPaused')}
        </p>
      )}
      {data && !data.within_service_hours ? (
        <p className={NOTICE}>
          <Icon icon={Clock} className="mt-0.5 size-4 shrink-0" />
          {t('customer.menu.closedNotice')}
        </p>
      ) : null}
      {data ? <MenuBrowser menu={data} onAddLine={addLine} /> : null}
      <CartBar tableId={table.id} onOpen={() => setCartOpen(true)} />
      <CartSheet tableId={table.id} open={cartOpen} onOpenChange={setCartOpen} />
    </div>
  );
}

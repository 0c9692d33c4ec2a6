import { Users } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useGuestSettings } from '../../lib/branding/branding.queries.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';

const StartSharedCartDialog = lazy(() =>
  import('./start-shared-cart-dialog.tsx').then((m) => ({ default: m.StartSharedCartDialog })),
);

/**
 * "Order together" on the menu (issue "Guest journey"): starts a shared cart for the table, takes
 * the guest's local cart lines along (they become this guest's lines) and opens the shared cart,
 * whose screen offers the link and QR code for the others.
 */
export function StartSharedCartButton({ tableId }: { tableId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  // TABLES.ALLOW_SHARED_CARTS off: no way to start one.
  if (!useGuestSettings().allow_shared_carts) return null;

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-card p-4 sm:flex-row sm:items-center"
    >
      <span className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-muted sm:flex">
        <Users aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="font-semibold">
          {t('guest.sharedCart.start.title')}
        </h2>
        <p className="text-sm text-fg-muted">{t('guest.sharedCart.start.text')}</p>
      </div>
      <Button onClick={() => setOpen(true)}>{t('guest.sharedCart.start.open')}</Button>
      {open ? (
        <Suspense fallback={null}>
          <StartSharedCartDialog tableId={tableId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}

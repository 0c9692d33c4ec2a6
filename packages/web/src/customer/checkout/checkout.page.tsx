import type { TOrderType } from '@tableside/shared/constants';
import { ArrowLeft, ShoppingBag } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useGuestSettings } from '../../lib/branding/branding.queries.ts';
import { ApiError } from '../../lib/http/api-error.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link, useParams } from '../../lib/router/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Button, buttonStyles } from '../../ui/button.tsx';
import { useTableCart } from '../cart/cart.store.ts';
import { useCartAvailability } from '../cart/cart-availability.ts';
import { CartLineRow } from '../cart/cart-line-row.tsx';
import { useChargedCart } from '../cart/use-charged-cart.hook.ts';
import { useLineCustomizations } from '../menu-data/menu.queries.ts';
import { usePriceFormat } from '../menu-data/price-format.ts';
import { lineErrorsById } from '../orders/order-line-errors.ts';
import { CheckoutDetailsFields } from './checkout-details-fields.tsx';
import { orderableTypes, submitOrderBody, type TCheckoutDetails } from './checkout-request.ts';
import { OrderTypeChoice } from './order-type-choice.tsx';
import { useSubmitOrder } from './use-submit-order.hook.ts';

/**
 * /table/:tableId/checkout (spec customer 2; issue "Guest journey"): the cart's lines, editable,
 * with the same totals as the cart, an optional name and notes for the kitchen, and one submit.
 * An empty cart or a line the menu no longer offers blocks submission (spec customer 5).
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const tableId = Number(useParams().tableId);
  useDocumentTitle(t('customer.screens.checkout'));
  const format = usePriceFormat();
  const { cart: stored, setQuantity, removeLine } = useTableCart(tableId);
  const cart = useChargedCart(stored);
  const { unavailable, blockedBy } = useCartAvailability(tableId);
  const customizations = useLineCustomizations(cart.items);
  const { submit, isPending } = useSubmitOrder(tableId);
  const [details, setDetails] = useState<TCheckoutDetails>({ name: '', notes: '' });
  const [lineErrors, setLineErrors] = useState<Record<string, string[]>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const menuPath = `/table/${tableId}/menu`;
  const settings = useGuestSettings();
  // OPERATIONS.ACCEPT_ORDERS off: the server would refuse the order (409), so it cannot be sent.
  const paused = !settings.accept_orders;
  const offeredTypes = orderableTypes(settings.order_types);
  const [chosenType, setChosenType] = useState<TOrderType | null>(null);
  const orderType = chosenType && offeredTypes.includes(chosenType) ? chosenType : offeredTypes[0];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (blockedBy !== null || paused) return;
    const sentIds = cart.items.map((line) => line.id);
    setLineErrors({});
    setFieldErrors({});
    submit(submitOrderBody(tableId, cart, details, orderType), {
      onError: (error) => {
        setLineErrors(lineErrorsById(error, sentIds));
        setFieldErrors(error instanceof ApiError ? (error.errors ?? {}) : {});
      },
    });
  };

  return (
    <div className="mx-auto max-w-2xl px-4 pt-6 pb-16">
      <Link
        to={menuPath}
        className="-ml-2 mb-3 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 font-medium text-link hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('guest.checkout.backToMenu')}
      </Link>
      <h1 className="mb-5 text-2xl font-semibold tracking-tight">{t('customer.screens.checkout')}</h1>

      <form noValidate onSubmit={onSubmit} className="space-y-6" aria-busy={isPending || undefined}>
        {cart.items.length === 0 ? (
          <section className="flex flex-col items-center rounded-2xl border border-line bg-card px-4 py-10 text-center">
            <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-muted">
              <ShoppingBag aria-hidden="true" className="size-6" />
            </span>
            <h2 className="text-lg font-semibold">{t('guest.checkout.empty')}</h2>
            <p className="mt-1 text-fg-muted">{t('guest.checkout.emptyText')}</p>
            <Link to={menuPath} className={`${buttonStyles({ variant: 'secondary' })} mt-5`}>
              {t('guest.checkout.browseMenu')}
            </Link>
          </section>
        ) : (
          <section
            aria-labelledby="checkout-lines"
            className="rounded-2xl border border-line bg-card px-4 pt-3 pb-4 shadow-sm sm:px-5"
          >
            <h2 id="checkout-lines" className="text-lg font-semibold">
              {t('guest.checkout.yourOrder')}
            </h2>
            {/* A disabled fieldset keeps the lines as they were sent while the order is on its way. */}
            <fieldset disabled={isPending} className="min-w-0">
              <legend className="sr-only">{t('guest.checkout.yourOrder')}</legend>
              <ul className="divide-y divide-line">
                {cart.items.map((line) => (
                  <CartLineRow
                    key={line.id}
                    line={line}
                    customizations={customizations.get(line.menuItemId)}
                    unavailableReason={unavailable.get(line.id) ?? lineErrors[line.id]?.join(' ')}
                    onQuantity={(quantity) => setQuantity(line.id, quantity)}
                    onRemove={() => removeLine(line.id)}
                  />
                ))}
              </ul>
            </fieldset>
            <dl className="mt-2 space-y-1 border-t border-line pt-3 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-fg-muted">{t('guest.checkout.subtotal')}</dt>
                <dd className="tabular-nums">{format.price(cart.subtotal)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-fg-muted">
                  {t(settings.prices_include_tax ? 'customer.cart.taxIncluded' : 'guest.checkout.tax')}
                </dt>
                <dd className="tabular-nums">{format.price(cart.tax)}</dd>
              </div>
              {cart.serviceCharge ? (
                <div className="flex justify-between gap-4">
                  <dt className="text-fg-muted">
                    {t('customer.cart.serviceCharge', { percent: settings.service_charge_percent })}
                  </dt>
                  <dd className="tabular-nums">{format.price(cart.serviceCharge)}</dd>
                </div>
              ) : null}
              <div className="flex justify-between gap-4 text-base font-semibold">
                <dt>{t('guest.checkout.total')}</dt>
                <dd className="tabular-nums">{format.price(cart.total)}</dd>
              </div>
            </dl>
          </section>
        )}

        {cart.items.length > 0 && orderType ? (
          <OrderTypeChoice
            offered={offeredTypes}
            value={orderType}
            onChange={setChosenType}
            error={fieldErrors.order_type?.join(' ')}
          />
        ) : null}

        {cart.items.length > 0 ? (
          <CheckoutDetailsFields
            details={details}
            onChange={setDetails}
            errors={fieldErrors}
            disabled={isPending}
          />
        ) : null}

        <div className="space-y-3">
          {paused ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {t('customer.menu.ordersPaused')}
            </p>
          ) : null}
          {blockedBy === 'unavailable' ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {t('guest.checkout.unavailableBlock')}
            </p>
          ) : null}
          <Button
            type="submit"
            size="lg"
            fullWidth
            disabled={blockedBy !== null || paused}
            loading={isPending}
          >
            {isPending
              ? t('guest.checkout.submitting')
              : blockedBy === 'empty'
                ? t('guest.checkout.submit')
                : t('guest.checkout.submitWithTotal', { total: format.price(cart.total) })}
          </Button>
        </div>
      </form>
    </div>
  );
}

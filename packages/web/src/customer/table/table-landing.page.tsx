import { Accessibility, BookOpen, ChevronRight, Coffee, ReceiptText, Users } from 'lucide';
import { useId } from 'react';
import { useBranding } from '../../lib/branding/branding.queries.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Icon, type TIconNode } from '../../lib/icons/icon.tsx';
import { Link, useLocation } from '../../lib/router/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { buttonStyles } from '../../ui/button.tsx';
import { accessibilityLinkState } from '../accessibility/accessibility-link.ts';
import { useCurrentTable } from '../current-table/current-table.tsx';

/** /table/:tableId: where the table's QR code leads (spec customer 2); the guest's start screen. */
export function TableLandingPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const branding = useBranding();
  const table = useCurrentTable();
  useDocumentTitle(table.name);
  const base = `/table/${table.id}`;

  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 pt-8 pb-12 text-center">
      {branding.logo_url ? (
        <img
          src={branding.logo_url}
          alt={t('customer.welcome.logoAlt', { name: branding.restaurant_name || t('app.name') })}
          className="size-20 rounded-full border-4 border-card object-cover shadow-md"
        />
      ) : (
        <div className="flex size-20 items-center justify-center rounded-full bg-action text-action-fg shadow-md">
          <Icon icon={Coffee} className="size-9" />
        </div>
      )}
      <p className="mt-4 font-medium text-fg-muted">
        {branding.restaurant_name
          ? t('customer.welcome.title', { name: branding.restaurant_name })
          : t('customer.welcome.titleWithoutName')}
      </p>
      {branding.tagline ? <p className="text-sm text-fg-muted">{branding.tagline}</p> : null}
      <h1 className="mt-1 text-3xl font-semibold tracking-tight text-balance break-words">
        {t('customer.tableGuard.landing.title', { table: table.name })}
      </h1>
      {branding.settings.welcome_message ? (
        <p className="mt-3 text-pretty whitespace-pre-line">{branding.settings.welcome_message}</p>
      ) : null}
      {table.seat_capacity == null ? null : (
        <p className="mt-2 flex items-center gap-1.5 text-sm text-fg-muted">
          <Icon icon={Users} className="size-4" />
          {t('customer.tables.seats', { count: table.seat_capacity })}
        </p>
      )}

      <Link
        to={`${base}/menu`}
        className={`${buttonStyles({ size: 'lg', fullWidth: true })} mt-8 h-14 text-lg`}
      >
        <Icon icon={BookOpen} className="size-5" />
        {t('customer.tableGuard.landing.viewMenu')}
      </Link>
      <ul className="mt-4 w-full space-y-3 text-left">
        <ActionLink
          to={`${base}/orders`}
          icon={ReceiptText}
          label={t('customer.tableGuard.landing.orders')}
          hint={t('customer.tableGuard.landing.ordersHint')}
        />
        {branding.settings.allow_shared_carts ? (
          <ActionLink
            to={`${base}/menu?together=1`}
            icon={Users}
            label={t('customer.tableGuard.landing.together')}
            hint={t('customer.tableGuard.landing.togetherHint')}
          />
        ) : null}
      </ul>

      <div className="mt-8 flex flex-col items-center gap-3 text-sm">
        <Link
          to="/accessibility"
          state={accessibilityLinkState(location)}
          className="inline-flex min-h-11 items-center gap-2 font-medium text-link underline-offset-4 hover:underline"
        >
          <Icon icon={Accessibility} className="size-4" />
          {t('customer.accessibility.open')}
        </Link>
        <Link
          to="/table/"
          className="inline-flex min-h-11 items-center text-fg-muted underline-offset-4 hover:underline"
        >
          {t('customer.tableGuard.landing.otherTable')}
        </Link>
      </div>
    </div>
  );
}

function ActionLink(props: { to: string; icon: TIconNode; label: string; hint: string }) {
  const hintId = useId();
  // The link holds the label alone and stretches over the card; the hint describes it.
  return (
    <li className="relative flex min-h-16 items-center gap-3 rounded-xl border border-line bg-card p-4 shadow-xs transition-colors has-[a:hover]:border-ring has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted">
        <Icon icon={props.icon} className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <Link
          to={props.to}
          aria-describedby={hintId}
          className="block font-semibold outline-none after:absolute after:inset-0 after:rounded-xl"
        >
          {props.label}
        </Link>
        <p id={hintId} className="text-sm text-fg-muted">
          {props.hint}
        </p>
      </div>
      <Icon icon={ChevronRight} className="size-5 shrink-0 text-fg-muted" />
    </li>
  );
}

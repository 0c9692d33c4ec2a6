import { Coffee, QrCode } from 'lucide-react';
import { useBranding } from '../../lib/branding/branding.queries.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from '../../lib/router/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { buttonStyles } from '../../ui/button.tsx';
import { RestaurantContact } from './restaurant-contact.tsx';

/** /welcome: the guest's landing page (spec customer 2). */
export function WelcomePage() {
  const { t } = useTranslation();
  const branding = useBranding();
  const name = branding.restaurant_name;
  useDocumentTitle(t('customer.welcome.documentTitle'));

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 pt-10 pb-16 text-center sm:pt-16">
      {branding.logo_url ? (
        <img
          src={branding.logo_url}
          alt={t('customer.welcome.logoAlt', { name: name || t('app.name') })}
          className="size-28 rounded-full border-4 border-card object-cover shadow-md"
        />
      ) : (
        <div className="flex size-28 items-center justify-center rounded-full bg-action text-action-fg shadow-md">
          <Coffee aria-hidden="true" className="size-12" />
        </div>
      )}
      <h1 className="mt-6 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
        {name ? t('customer.welcome.title', { name }) : t('customer.welcome.titleWithoutName')}
      </h1>
      {branding.tagline ? <p className="mt-2 text-lg font-medium text-pretty">{branding.tagline}</p> : null}
      <p className="mt-3 text-lg text-fg-muted text-pretty whitespace-pre-line">
        {branding.settings.welcome_message || t('customer.welcome.text')}
      </p>

      <div className="mt-8 w-full max-w-sm space-y-3">
        <Link to="/table/" className={buttonStyles({ size: 'lg', fullWidth: true })}>
          {t('customer.welcome.chooseTable')}
        </Link>
        <p className="flex items-center justify-center gap-2 text-sm text-fg-muted">
          <QrCode aria-hidden="true" className="size-4 shrink-0" />
          {t('customer.welcome.qrHint')}
        </p>
      </div>

      <RestaurantContact contact={branding.contact} />

      <p className="mt-16 text-sm">
        <Link to="/login" className="font-medium text-link underline-offset-4 hover:underline">
          {t('customer.welcome.staffSignIn')}
        </Link>
      </p>
    </div>
  );
}

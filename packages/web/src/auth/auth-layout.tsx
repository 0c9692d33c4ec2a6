import { Coffee } from 'lucide-react';
import type { ReactNode } from 'react';
import { useBranding } from '../lib/branding/branding.queries.ts';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { Link } from '../lib/router/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { SettingsPopover } from '../ui/settings-popover.tsx';

/** The frame of the sign-in and password screens: a centred card on the login colours. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const branding = useBranding();
  useDocumentTitle(title);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between px-4 py-3 sm:px-6">
        <Link to="/welcome" className="flex items-center gap-2 rounded-lg font-semibold text-fg">
          {branding.logo_url ? (
            <img src={branding.logo_url} alt="" className="size-9 rounded-full object-cover" />
          ) : (
            <span className="flex size-9 items-center justify-center rounded-full bg-action text-action-fg">
              <Coffee aria-hidden="true" className="size-5" />
            </span>
          )}
          {/* BRANDING.RESTAURANT_NAME and LOGO_URL: staff sign in to their restaurant. */}
          {branding.restaurant_name || t('app.name')}
        </Link>
        <SettingsPopover />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-12 sm:items-center sm:pt-0">
        <div className="w-full max-w-md rounded-2xl border border-line bg-card p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {subtitle ? <p className="mt-1 text-sm text-fg-muted">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
      </main>
    </div>
  );
}

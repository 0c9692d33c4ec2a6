import { Coffee } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useBranding } from '../../lib/branding/branding.queries.ts';
import { useBrandColours } from '../../lib/theme/brand-colours.ts';
import { SettingsPopover } from '../../ui/settings-popover.tsx';

/** The frame of every guest screen: the restaurant's name and colours, and the settings. */
export function CustomerLayout() {
  const { t } = useTranslation();
  const branding = useBranding();
  useBrandColours(branding);
  const name = branding.restaurant_name || t('app.name');

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 border-b border-line bg-card/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-3 px-4">
          <Link to="/welcome" className="flex min-w-0 items-center gap-2.5 rounded-lg font-semibold">
            {branding.logo_url ? (
              <img src={branding.logo_url} alt="" className="size-9 shrink-0 rounded-full object-cover" />
            ) : (
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-action text-action-fg">
                <Coffee aria-hidden="true" className="size-5" />
              </span>
            )}
            <span className="truncate">{name}</span>
          </Link>
          <SettingsPopover />
        </div>
      </header>
      <main className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}

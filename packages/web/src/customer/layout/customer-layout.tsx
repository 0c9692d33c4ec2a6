import { Accessibility, Coffee } from 'lucide';
import { useBranding } from '../../lib/branding/branding.queries.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Icon } from '../../lib/icons/icon.tsx';
import { Link, Outlet, useLocation } from '../../lib/router/router.tsx';
import { buttonStyles } from '../../ui/button.tsx';
import { SettingsPopover } from '../../ui/settings-popover.tsx';
import { accessibilityLinkState } from '../accessibility/accessibility-link.ts';
import { useApplyPreferences } from '../accessibility/apply-preferences.ts';
import { useCustomerTheme, useRestaurantDefaults } from './customer-theme.ts';

/**
 * The frame of every guest screen: the restaurant's name, logo and colours, the settings and the
 * way to the accessibility settings, whose preferences apply here to every screen at once.
 */
export function CustomerLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const branding = useBranding();
  useCustomerTheme(branding);
  useRestaurantDefaults();
  useApplyPreferences();
  const name = branding.restaurant_name || t('app.name');

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-[var(--demo-banner-height,0px)] z-30 border-b border-line bg-card/90 backdrop-blur">
        <div className="mx-auto flex min-h-16 max-w-5xl items-center justify-between gap-2 px-4 py-2">
          <Link to="/welcome" className="flex min-w-0 items-center gap-2.5 rounded-lg font-semibold">
            {branding.logo_url ? (
              <img src={branding.logo_url} alt="" className="size-9 shrink-0 rounded-full object-cover" />
            ) : (
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-action text-action-fg">
                <Icon icon={Coffee} className="size-5" />
              </span>
            )}
            <span className="truncate">{name}</span>
          </Link>
          <div className="flex shrink-0 items-center gap-1">
            {location.pathname === '/accessibility' ? null : (
              <Link
                to="/accessibility"
                state={accessibilityLinkState(location)}
                aria-label={t('customer.accessibility.open')}
                title={t('customer.accessibility.open')}
                className={buttonStyles({ variant: 'ghost', size: 'icon' })}
              >
                <Icon icon={Accessibility} className="size-5" />
              </Link>
            )}
            <SettingsPopover />
          </div>
        </div>
      </header>
      <main className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}

import { Menu, Store } from 'lucide-react';
import type { RefObject } from 'react';
import { useBranding } from '../../lib/branding/branding.queries.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from '../../lib/router/router.tsx';
import { SettingsPopover } from '../../ui/settings-popover.tsx';
import { NotificationsMenu } from '../notifications/notifications-menu.tsx';
import { AdminSearchBox } from './admin-search-box.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { UserMenu } from './user-menu.tsx';

type TAdminHeaderProps = {
  sidebarId: string | undefined;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
};

/**
 * spec (admin 2): a fixed 64 px header with the menu toggle, the restaurant name and its 'Admin
 * Panel' caption, the global search, the language switcher, notifications and the user menu.
 * Theme (and language again) sit in the settings popover. On a phone the language switcher folds
 * away, as the settings popover offers the same choice.
 */
export function AdminHeader({ sidebarId, sidebarOpen, onToggleSidebar, toggleRef }: TAdminHeaderProps) {
  const { t } = useTranslation();
  const name = useBranding().restaurant_name || t('app.name');
  return (
    <header className="fixed inset-x-0 top-[var(--demo-banner-height,0px)] z-40 h-16 border-b border-line bg-card">
      <div className="flex h-full items-center gap-1 px-2 sm:gap-2 sm:px-4">
        <button
          ref={toggleRef}
          type="button"
          onClick={onToggleSidebar}
          aria-label={t('admin.shell.toggleSidebar')}
          aria-expanded={sidebarOpen}
          aria-controls={sidebarId}
          className="flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-muted"
        >
          <Menu aria-hidden="true" className="size-5" />
        </button>
        <Link to="/admin" className="flex min-w-0 items-center gap-2.5 rounded-lg pr-1 sm:gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-action text-action-fg">
            <Store aria-hidden="true" className="size-5" />
          </span>
          <span className="min-w-0">
            <span className="block truncate leading-tight font-semibold">{name}</span>
            <span className="block truncate text-xs leading-tight text-fg-muted">
              {t('admin.header.caption')}
            </span>
          </span>
        </Link>
        <div className="flex min-w-0 flex-1 justify-end md:justify-center md:px-4">
          <AdminSearchBox />
        </div>
        <div className="flex shrink-0 items-center">
          <LanguageSwitcher className="hidden sm:flex" />
          <SettingsPopover />
          <NotificationsMenu />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}

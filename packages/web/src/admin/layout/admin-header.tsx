import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { useBranding } from '../../lib/branding/branding.queries.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { SettingsPopover } from '../../ui/settings-popover.tsx';
import { UserMenu } from './user-menu.tsx';

/** spec (admin 2): a 64 px header with the restaurant name and an 'Admin Panel' caption. */
export function AdminHeader() {
  const { t } = useTranslation();
  const name = useBranding().restaurant_name || t('app.name');
  return (
    <header className="sticky top-0 z-30 h-16 border-b border-line bg-card">
      <div className="flex h-full items-center justify-between gap-3 px-4 sm:px-6">
        <Link to="/admin" className="flex min-w-0 items-center gap-3 rounded-lg">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-action text-action-fg">
            <Store aria-hidden="true" className="size-5" />
          </span>
          <span className="min-w-0">
            <span className="block truncate leading-tight font-semibold">{name}</span>
            <span className="block text-xs leading-tight text-fg-muted">{t('admin.header.caption')}</span>
          </span>
        </Link>
        <div className="flex items-center gap-1">
          <SettingsPopover />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}

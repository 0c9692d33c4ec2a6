import { Info, TriangleAlert } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from '../../lib/router/router.tsx';
import { PUBLIC_URL_SETTING_PATH, type TTableLinks } from './use-table-links.hook.ts';

/**
 * Says where the QR codes point and links to the setting. While the public address is empty the
 * codes use this browser's address, which guests' phones may not reach: that is a warning.
 */
export function PublicAddressHint({ links }: { links: TTableLinks }) {
  const { t } = useTranslation();
  const warn = !links.configured || links.local;
  const Icon = warn ? TriangleAlert : Info;
  const text = !links.configured
    ? 'admin.tablesAdmin.qr.fallbackHint'
    : links.local
      ? 'admin.tablesAdmin.qr.localHint'
      : 'admin.tablesAdmin.qr.pointsTo';
  return (
    <p className="flex items-start gap-2 text-sm text-fg-muted">
      <Icon
        aria-hidden="true"
        className={
          links.configured
            ? 'mt-0.5 size-4 shrink-0'
            : 'mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400'
        }
      />
      <span>
        {t(text, { address: links.base })}{' '}
        <Link to={PUBLIC_URL_SETTING_PATH} className="font-medium text-link underline underline-offset-2">
          {t(warn ? 'admin.tablesAdmin.qr.setAddress' : 'admin.tablesAdmin.qr.changeAddress')}
        </Link>
      </span>
    </p>
  );
}

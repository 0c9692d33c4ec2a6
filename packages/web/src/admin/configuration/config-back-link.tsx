import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from '../../lib/router/router.tsx';

/** Back to the configuration index, above each configuration screen. */
export function ConfigBackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/admin/configuration"
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg text-sm font-medium text-link hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('admin.configuration.back')}
    </Link>
  );
}

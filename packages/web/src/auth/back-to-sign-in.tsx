import { useTranslation } from '../lib/i18n/use-translation.ts';
import { Link } from '../lib/router/router.tsx';

export function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <p className="text-center text-sm">
      <Link to="/login" className="font-medium text-link underline-offset-4 hover:underline">
        {t('auth.backToSignIn')}
      </Link>
    </p>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

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

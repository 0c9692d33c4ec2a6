import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useLocation, useNavigate } from '../../lib/router/router.tsx';
import { AuthLayout } from '../auth-layout.tsx';
import { LoginForm } from './login-form.tsx';
import { redirectTarget } from './redirect-target.ts';
import { useSignedOutNotice } from './signed-out-notice.ts';

/** /login and /admin/login (spec customer 2, sign-in screen). */
export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const notice = useSignedOutNotice();
  return (
    <AuthLayout title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <LoginForm
        notice={notice}
        onSignedIn={() => void navigate(redirectTarget(location.state), { replace: true })}
      />
    </AuthLayout>
  );
}

import { ShieldX } from 'lucide-react';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { Link } from '../lib/router/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { buttonStyles } from '../ui/button.tsx';

type TAccessDeniedProps = {
  roles?: readonly string[] | undefined;
  permissions?: readonly string[] | undefined;
};

/** spec (customer 2): what a signed-in user without the required role or permission sees. */
export function AccessDenied({ roles, permissions }: TAccessDeniedProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.guard.deniedTitle'));
  return (
    <main className="grid min-h-dvh place-items-center px-4 py-12">
      <div className="flex max-w-md flex-col items-center text-center">
        <div className="mb-5 flex size-14 items-center justify-center rounded-full bg-danger-soft text-danger">
          <ShieldX aria-hidden="true" className="size-7" />
        </div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('auth.guard.deniedTitle')}</h1>
        <p className="mt-2 text-fg-muted">{t('auth.guard.deniedText')}</p>
        {roles?.length ? (
          <p className="mt-3 text-sm font-medium">
            {t('auth.guard.requiredRoles', { roles: roles.join(', ') })}
          </p>
        ) : null}
        {permissions?.length ? (
          <p className="mt-3 text-sm font-medium">
            {t('auth.guard.requiredPermissions', { permissions: permissions.join(', ') })}
          </p>
        ) : null}
        <Link to="/" className={`${buttonStyles({ variant: 'secondary' })} mt-8`}>
          {t('notFound.home')}
        </Link>
      </div>
    </main>
  );
}

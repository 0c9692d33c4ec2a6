import type { ReactNode } from 'react';
import { useAuth } from '../../auth/session.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { roleLabel } from '../people/role-labels.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

/** /admin/profile: who is signed in (name, email, roles) and a password change. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const title = t('admin.screens.profile');
  useDocumentTitle(title);

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {user ? (
        <>
          <Section title={t('admin.profile.account')}>
            <dl className="divide-y divide-line text-sm">
              <Detail term={t('admin.profile.name')}>{user.name}</Detail>
              <Detail term={t('admin.profile.email')}>
                <span className="break-all">{user.email}</span>
              </Detail>
              <Detail term={t('admin.profile.roles')}>
                {user.roles.length ? (
                  <ul className="flex flex-wrap gap-1.5">
                    {user.roles.map((role) => (
                      <li key={role} className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold">
                        {roleLabel(t, role)}
                      </li>
                    ))}
                  </ul>
                ) : (
                  t('admin.profile.noRoles')
                )}
              </Detail>
            </dl>
          </Section>
          <Section title={t('admin.profile.changePassword')} intro={t('admin.profile.changePasswordIntro')}>
            <ChangePasswordForm />
          </Section>
        </>
      ) : (
        <p className="rounded-lg border border-line bg-card p-4 text-sm">{t('admin.profile.demoMode')}</p>
      )}
    </div>
  );
}

function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-card p-5 shadow-xs sm:p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      {intro ? <p className="mt-1 text-sm text-fg-muted">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-[8rem_1fr] sm:gap-4">
      <dt className="font-medium text-fg-muted">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

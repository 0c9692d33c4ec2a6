import { useBranding } from '../../lib/branding/branding.queries.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

export type TResetPasswordCopy = {
  title: string;
  text: string;
  password: string;
  confirm: string;
  submit: string;
  successTitle: string;
  successText: string;
  invalidLink: string;
};

/**
 * The texts of /reset-password. The same page and call set a new staff member's first password:
 * the invitation mail links to it with invite=1, and then it reads as a welcome.
 */
export function useResetPasswordCopy(invite: boolean): TResetPasswordCopy {
  const { t } = useTranslation();
  const restaurant = useBranding().restaurant_name || t('app.name');
  if (invite) {
    return {
      title: t('auth.invite.title', { restaurant }),
      text: t('auth.invite.text'),
      password: t('auth.invite.password'),
      confirm: t('auth.invite.confirm'),
      submit: t('auth.invite.submit'),
      successTitle: t('auth.invite.successTitle'),
      successText: t('auth.invite.successText'),
      invalidLink: t('auth.invite.invalidLink'),
    };
  }
  return {
    title: t('auth.reset.title'),
    text: t('auth.reset.text'),
    password: t('auth.reset.password'),
    confirm: t('auth.reset.confirm'),
    submit: t('auth.reset.submit'),
    successTitle: t('auth.reset.successTitle'),
    successText: t('auth.reset.successText'),
    invalidLink: t('auth.reset.invalidLink'),
  };
}

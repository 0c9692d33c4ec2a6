import { Clock, Globe, Languages, Monitor, Smartphone } from 'lucide-react';
import { acceptConsent, declineConsent } from '../../lib/consent/consent.store.ts';
import { currentLanguage } from '../../lib/i18n/i18n.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';

/**
 * spec (customer 2, consent dialog): lists what is collected and can only be answered with
 * Decline or 'Accept & Continue'; Escape, outside clicks and a close button do nothing.
 */
export function ConsentDialog() {
  const { t } = useTranslation();
  const collected = [
    { icon: Globe, text: t('consent.items.location') },
    { icon: Languages, text: t('consent.items.language') },
    { icon: Smartphone, text: t('consent.items.device') },
    { icon: Monitor, text: t('consent.items.browser') },
    { icon: Clock, text: t('consent.items.timezone') },
  ];

  return (
    <Dialog
      open
      dismissible={false}
      title={t('consent.title')}
      description={t('consent.intro')}
      footer={
        <>
          <Button variant="secondary" onClick={() => declineConsent()}>
            {t('consent.decline')}
          </Button>
          <Button onClick={() => acceptConsent(currentLanguage())}>{t('consent.accept')}</Button>
        </>
      }
    >
      <h3 className="mt-5 text-sm font-semibold">{t('consent.collectedHeading')}</h3>
      <ul className="mt-2 space-y-2">
        {collected.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3 text-sm">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
            {text}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-fg-muted">{t('consent.choice')}</p>
    </Dialog>
  );
}

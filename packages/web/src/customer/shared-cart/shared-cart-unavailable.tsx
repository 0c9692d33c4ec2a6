import { Clock, SearchX, TriangleAlert, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from '../../lib/router/router.tsx';
import { Button, buttonStyles } from '../../ui/button.tsx';

const SCREENS = {
  notFound: {
    Icon: SearchX,
    title: 'guest.sharedCart.notFound.title',
    text: 'guest.sharedCart.notFound.text',
  },
  expired: {
    Icon: Clock,
    title: 'guest.sharedCart.expired.title',
    text: 'guest.sharedCart.expired.text',
  },
  /** TABLES.ALLOW_SHARED_CARTS off (issue 10). */
  disabled: {
    Icon: Users,
    title: 'guest.sharedCart.disabledTitle',
    text: 'guest.sharedCart.disabled',
  },
} as const;

/**
 * The shared-cart guard's answers (spec customer 2 "/shared-cart/:cartId, with its own guard"): an
 * unknown link (404) and an expired cart (410) each get a plain screen and a way back to the tables.
 */
export function SharedCartUnavailable({ reason }: { reason: keyof typeof SCREENS }) {
  const { t } = useTranslation();
  const { Icon, title, text } = SCREENS[reason];
  return (
    <Notice icon={<Icon aria-hidden="true" className="size-7" />} title={t(title)} text={t(text)}>
      <Link to="/table/" className={buttonStyles({ size: 'lg' })}>
        {t('guest.sharedCart.backToTables')}
      </Link>
    </Notice>
  );
}

/** Any other failure to load (no network, server trouble): say so and offer to try again. */
export function SharedCartLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Notice
      icon={<TriangleAlert aria-hidden="true" className="size-7" />}
      title={t('guest.sharedCart.loadError')}
      text={userFacingErrorMessage(t, error)}
    >
      <Button size="lg" onClick={onRetry}>
        {t('guest.sharedCart.retry')}
      </Button>
    </Notice>
  );
}

function Notice({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <div className="mb-5 flex size-14 items-center justify-center rounded-full bg-muted text-fg">
        {icon}
      </div>
      <h1 className="text-2xl font-semibold tracking-tight text-balance">{title}</h1>
      <p className="mt-2 text-fg-muted text-pretty">{text}</p>
      <div className="mt-8">{children}</div>
    </section>
  );
}

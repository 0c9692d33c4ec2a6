import { FlaskConical } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { login } from '../auth/auth-session.service.ts';
import { getAuthState } from '../auth/auth-session.store.ts';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { useNavigate } from '../lib/router/router.tsx';
import { Button } from '../ui/button.tsx';
import { toast } from '../ui/toast.ts';
import { DEMO_ADMIN } from './demo-account.ts';
import { DemoDialog } from './demo-dialog.tsx';
import type { TActivateDemo } from './demo-mode.ts';
import { demoCanStart } from './demo-secure-context.ts';

/**
 * The demo banner (spec customer 2): without demo data it offers 'Initialize demo'; with it, the
 * way into the admin panel and the customer view, and 'Reset demo'. Sticky at the top; its height
 * is published as --demo-banner-height so the fixed admin header and sticky bars sit below it.
 */
export function DemoBanner({ active, activate }: { active: boolean; activate: TActivateDemo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'closed' | 'initialize' | 'reset'>('closed');
  const ref = useBannerHeight();
  // Over plain http on another host there is no WebCrypto: nothing to offer but the reason.
  const blocked = !active && !demoCanStart();
  const headline = active
    ? 'demo.banner.active'
    : blocked
      ? 'demo.banner.insecureContext'
      : 'demo.banner.unavailable';

  async function run(reset: boolean): Promise<void> {
    try {
      await activate({ reset });
      toast.success(t(reset ? 'demo.toast.reset' : 'demo.toast.loaded'));
      setDialog('closed');
    } catch (error) {
      console.error('[demo] initialisation failed', error);
      toast.error(t('demo.toast.failed'));
    }
  }

  async function openAdminPanel(): Promise<void> {
    // The guard lets everyone through in demo mode; the admin's calls still need a session.
    if (!getAuthState().user) await login(DEMO_ADMIN).catch(() => undefined);
    navigate('/admin');
  }

  return (
    <section
      ref={ref}
      aria-label={t('demo.banner.label')}
      className="sticky top-0 z-50 border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <p className="flex min-w-0 flex-1 basis-56 items-start gap-2">
          <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-medium">{t(headline)}</span>
            {active ? (
              // On phones the credentials stay in the dialog; the banner keeps to two lines.
              <span className="ml-1 hidden text-amber-900/80 sm:inline dark:text-amber-200/80">
                {t('demo.banner.account', DEMO_ADMIN)}
              </span>
            ) : null}
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          {active ? (
            <>
              <Button size="sm" onClick={() => void openAdminPanel()}>
                {t('demo.banner.adminPanel')}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => navigate('/table/')}>
                {t('demo.banner.customerView')}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setDialog('reset')}>
                {t('demo.banner.reset')}
              </Button>
            </>
          ) : blocked ? null : (
            <Button size="sm" onClick={() => setDialog('initialize')}>
              {t('demo.banner.initialize')}
            </Button>
          )}
        </div>
      </div>
      <DemoDialog
        open={dialog !== 'closed'}
        initialReset={dialog === 'reset'}
        onCancel={() => setDialog('closed')}
        onConfirm={run}
      />
    </section>
  );
}

function useBannerHeight() {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--demo-banner-height', `${element.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--demo-banner-height');
    };
  }, []);
  return ref;
}

import '../lib/zod-jitless.ts';
import '../ui/theme.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { readStoredUser } from '../auth/auth-session.store.ts';
import { DemoBannerSlot } from '../demo/demo-banner-slot.tsx';
import { resumeDemo } from '../demo/demo-mode.ts';
import { initI18n, storedLanguage } from '../lib/i18n/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { BrowserRouter } from '../lib/router/router.tsx';
import { applyTheme, getTheme } from '../lib/theme/theme.store.ts';
import { AppRoutes } from './app.routes.tsx';
import { AppProviders } from './app-providers.tsx';

async function start(): Promise<void> {
  applyTheme(getTheme());
  // Before the first API call: a browser with demo data and no backend answers from the page.
  await resumeDemo();
  // Staff only: a stored user gets a fresh token from the refresh cookie, alongside the language
  // load (their screens show a loading state until it settles). A guest's phone, with no stored
  // user, never downloads the session code (decision 0007).
  if (readStoredUser()) void import('../auth/auth-session.service.ts').then((auth) => auth.restoreSession());
  // The first screens' texts only: the others load with the screens that need them (decision 0007).
  await initI18n(storedLanguage(), ['firstScreens']);

  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html has no #root element');
  const root = createRoot(rootElement);
  // As a transition, the first render yields to the browser every few milliseconds rather than
  // blocking it in one long task on a slow phone (decision 0007).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={createQueryClient()}>
          <BrowserRouter>
            <DemoBannerSlot />
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
}

void start();

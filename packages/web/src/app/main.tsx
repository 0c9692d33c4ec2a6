import '../ui/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { installAuthListeners, restoreSession } from '../auth/auth-session.service.ts';
import { DemoBannerSlot } from '../demo/demo-banner-slot.tsx';
import { resumeDemo } from '../demo/demo-mode.ts';
import { initI18n } from '../lib/i18n/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { applyTheme, getTheme } from '../lib/theme/theme.store.ts';
import { AppRoutes } from './app.routes.tsx';
import { AppProviders } from './app-providers.tsx';

async function start(): Promise<void> {
  applyTheme(getTheme());
  installAuthListeners();
  // Before the first API call: a browser with demo data and no backend answers from the page.
  await resumeDemo();
  // Runs alongside the language load; screens that need auth show a loading state until it settles.
  void restoreSession();
  await initI18n();

  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html has no #root element');
  createRoot(rootElement).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <BrowserRouter>
          <DemoBannerSlot />
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

void start();

import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { useTheme } from '../lib/theme/theme.store.ts';

/** The app-wide providers: server-state cache and toasts (spec customer 9: top right, 4 s, 3 at once). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position="top-right"
        duration={4000}
        visibleToasts={3}
        theme={theme}
        richColors
        containerAriaLabel={t('ui.notifications')}
      />
    </QueryClientProvider>
  );
}

import type { TStaffSettings } from '@tableside/shared/config.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { staffSettingsQueries } from './staff-settings.queries.ts';
import { staffSettings } from './staff-settings.test-fixtures.ts';

/** Renders a staff component whose formats read the staff settings, given as already loaded. */
export function renderWithStaffSettings(element: ReactElement, overrides: Partial<TStaffSettings> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  queryClient.setQueryData(staffSettingsQueries.all(), staffSettings(overrides));
  return render(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>);
}

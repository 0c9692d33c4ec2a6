import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { seedSettings } from '../guest-settings.test-fixtures.ts';
import { SharedCartPage } from './shared-cart.page.tsx';

describe('shared cart link while shared carts are off (TABLES.ALLOW_SHARED_CARTS, issue 10)', () => {
  it('explains that ordering together is off', async () => {
    mockFetch(() => ok({}));
    const { queryClient } = renderRoute(
      [{ path: '/shared-cart/:cartId', element: <SharedCartPage /> }],
      '/shared-cart/abc',
    );
    seedSettings(queryClient, { allow_shared_carts: false });
    expect(
      await screen.findByRole('heading', { name: 'Ordering together is turned off' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Shared carts are turned off here/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to tables' })).toHaveAttribute('href', '/table/');
  });
});

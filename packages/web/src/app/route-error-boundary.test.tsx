import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Link, Route, Routes } from '../lib/router/router.tsx';
import { renderRoute } from '../test/render-route.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

function Broken(): never {
  throw new Error('screen failed');
}

const routes = (
  <RouteErrorBoundary>
    <Routes>
      <Route path="/broken" element={<Broken />} />
      <Route path="/fine" element={<Link to="/broken">Open broken</Link>} />
    </Routes>
  </RouteErrorBoundary>
);

describe('route error boundary', () => {
  it('shows the error page when a screen throws, and leaves it on navigation', async () => {
    // React and the page itself log the error; the test provokes it on purpose.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { navigate } = renderRoute(routes, '/broken');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();

    await navigate('/fine');
    expect(await screen.findByRole('link', { name: 'Open broken' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Link, MemoryRouter, Navigate, Route, Routes, useSearchParams } from './router.tsx';

/** A screen as the app's are: its name as the h1 in <main>. */
function Screen({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <>
      <h1>{name}</h1>
      {children}
    </>
  );
}

/** A screen that shows its heading only once its data has come. */
function SlowScreen() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <Screen name="Orders" /> : <p>Loading…</p>;
}

/** A screen with a filter box that writes the address's query as the user types. */
function Filtered() {
  const [params, setParams] = useSearchParams();
  return (
    <Screen name="Tables">
      <input
        aria-label="Filter"
        value={params.get('q') ?? ''}
        onChange={(event) => setParams({ q: event.target.value })}
      />
    </Screen>
  );
}

function App({ at = '/menu' }: { at?: string }) {
  return (
    <MemoryRouter initialEntries={[at]}>
      <header>
        <Link to="/checkout">Checkout</Link>
        <div role="dialog" aria-label="Cart">
          <Link to="/orders">Orders from the cart</Link>
        </div>
      </header>
      <main>
        <Routes>
          <Route path="/" element={<Navigate to="/menu" replace />} />
          <Route
            path="menu"
            element={
              <Screen name="Menu">
                <Link to="/slow">Slow</Link>
                <Link to="/tables">Tables</Link>
                <Link to="/form">Form</Link>
              </Screen>
            }
          />
          <Route path="checkout" element={<Screen name="Checkout" />} />
          <Route path="orders" element={<Screen name="Orders" />} />
          <Route path="slow" element={<SlowScreen />} />
          <Route path="tables" element={<Filtered />} />
          <Route
            path="form"
            element={
              <Screen name="Sign in">
                {/* biome-ignore lint/a11y/noAutofocus: the case under test, a screen placing focus itself */}
                <input aria-label="Email" autoFocus />
              </Screen>
            }
          />
        </Routes>
      </main>
    </MemoryRouter>
  );
}

const heading = (name: string) => screen.getByRole('heading', { level: 1, name });

describe('focus after a navigation (issue 41)', () => {
  it("moves to the new screen's heading, focusable for it but not a Tab stop", async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('link', { name: 'Checkout' }));
    await waitFor(() => expect(heading('Checkout')).toHaveFocus());
    expect(heading('Checkout')).toHaveAttribute('tabindex', '-1');
  });

  it('stays where it is on the first load, redirect included', async () => {
    render(<App at="/" />);
    expect(await screen.findByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    expect(document.activeElement).toBe(document.body);
  });

  it('waits for a screen that shows its heading after loading', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('link', { name: 'Slow' }));
    await waitFor(() => expect(heading('Orders')).toHaveFocus());
  });

  it('lets the user decide when they act before the heading shows', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('link', { name: 'Slow' }));
    await user.tab();
    const chosen = document.activeElement;
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(document.activeElement).toBe(chosen);
  });

  it('waits while a dialog holds focus, and does not take it from one that stays open', async () => {
    const user = userEvent.setup();
    render(<App />);
    const link = screen.getByRole('link', { name: 'Orders from the cart' });
    act(() => link.focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(link).toHaveFocus();
  });

  it('leaves focus in a field when only the query changes, and with a field the new screen focused', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<App />);
    await user.click(screen.getByRole('link', { name: 'Tables' }));
    await waitFor(() => expect(heading('Tables')).toHaveFocus());
    await user.type(screen.getByRole('textbox', { name: 'Filter' }), 'ter');
    expect(screen.getByRole('textbox', { name: 'Filter' })).toHaveFocus();
    unmount();

    render(<App />);
    await user.click(screen.getByRole('link', { name: 'Form' }));
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveFocus();
  });
});

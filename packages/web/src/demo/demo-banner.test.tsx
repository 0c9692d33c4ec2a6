import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../lib/i18n/i18n.ts';
import { renderRoute } from '../test/render-route.tsx';
import { toast } from '../ui/toast.ts';
import { DemoBanner } from './demo-banner.tsx';

vi.mock('../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('demo banner and dialog (spec customer 2)', () => {
  it('offers the demo when the backend is unavailable and loads it', async () => {
    const user = userEvent.setup();
    const loading = deferred();
    const activate = vi.fn(() => loading.promise);
    renderRoute(<DemoBanner active={false} activate={activate} />, '/welcome');

    const banner = screen.getByRole('region', { name: 'Demo mode' });
    expect(banner).toHaveTextContent(
      'Backend is unavailable. You can load local demo data to explore the app.',
    );
    await user.click(within(banner).getByRole('button', { name: 'Initialize demo' }));

    const dialog = await screen.findByRole('dialog', { name: 'Initialize demo data?' });
    expect(dialog).toHaveTextContent('This will load sample locations, menu, tables and orders.');
    const reset = within(dialog).getByRole('checkbox', { name: 'Reset existing demo data (if any)' });
    expect(reset).not.toBeChecked();
    await user.click(reset);
    expect(screen.getByRole('dialog', { name: 'Reset demo data?' })).toHaveTextContent(
      'This will re-seed the demo and override existing demo data.',
    );
    expect(within(dialog).getByRole('button', { name: 'Reset demo' })).toBeVisible();
    await user.click(reset);

    await user.click(within(dialog).getByRole('button', { name: 'Initialize' }));
    expect(within(dialog).getByRole('button', { name: 'Working…' })).toBeDisabled();
    expect(activate).toHaveBeenCalledWith({ reset: false });
    loading.resolve();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Demo data loaded.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers the admin panel, the customer view and a reset once the demo runs', async () => {
    const user = userEvent.setup();
    const activate = vi.fn(async () => {});
    const view = renderRoute(<DemoBanner active activate={activate} />, '/welcome');

    const banner = screen.getByRole('region', { name: 'Demo mode' });
    expect(banner).toHaveTextContent('Demo mode is active.');
    await user.click(within(banner).getByRole('button', { name: 'Customer view' }));
    expect(view.location().pathname).toBe('/table/');

    await user.click(within(banner).getByRole('button', { name: 'Reset demo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset demo data?' });
    expect(within(dialog).getByRole('checkbox', { name: 'Reset existing demo data (if any)' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Reset demo' }));
    expect(activate).toHaveBeenCalledWith({ reset: true });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Demo data reset.'));
  });

  it('says so when the demo cannot start, and keeps the dialog open', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const activate = vi.fn(async () => {
      throw new Error('no WebAssembly');
    });
    renderRoute(<DemoBanner active={false} activate={activate} />, '/welcome');
    await user.click(screen.getByRole('button', { name: 'Initialize demo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Initialize demo data?' });
    await user.click(within(dialog).getByRole('button', { name: 'Initialize' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to initialize demo.'));
    expect(within(dialog).getByRole('button', { name: 'Initialize' })).toBeEnabled();
  });

  it.each([
    ['plain http on another host', () => vi.stubGlobal('isSecureContext', false)],
    [
      'a browser without WebCrypto',
      () => vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) }),
    ],
  ])('says the demo needs https or localhost instead of offering it: %s', (_label, withoutWebCrypto) => {
    withoutWebCrypto();
    const activate = vi.fn(async () => {});
    renderRoute(<DemoBanner active={false} activate={activate} />, '/welcome');
    const banner = screen.getByRole('region', { name: 'Demo mode' });
    expect(banner).toHaveTextContent(
      "Backend is unavailable, and demo mode cannot start on this address: it needs a secure connection for the browser's WebCrypto. Open the app over https or on localhost.",
    );
    expect(within(banner).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so in German', async () => {
    vi.stubGlobal('isSecureContext', false);
    await changeLanguage('de');
    try {
      renderRoute(<DemoBanner active={false} activate={vi.fn(async () => {})} />, '/welcome');
      expect(screen.getByRole('region', { name: 'Demo-Modus' })).toHaveTextContent(
        'der Demo-Modus kann unter dieser Adresse nicht starten',
      );
    } finally {
      await changeLanguage('en');
    }
  });
});

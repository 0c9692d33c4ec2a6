import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readConsent } from '../../lib/consent/consent.store.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { ConsentGate } from './consent-gate.tsx';

const routes = [
  {
    element: <ConsentGate />,
    children: [
      {
        path: '/welcome',
        element: (
          <main>
            <h1>Welcome</h1>
            <p>Welcome screen</p>
          </main>
        ),
      },
    ],
  },
];

async function openDialog() {
  renderRoute(routes, '/welcome');
  return screen.findByRole('dialog', { name: 'Privacy & Data Collection Notice' });
}

describe('consent dialog (spec customer 2)', () => {
  it('lists what is collected', async () => {
    const dialog = await openDialog();
    expect(dialog).toHaveAccessibleDescription(/^With your consent, this app collects/);
    for (const item of [
      'Geographic location derived from your language setting',
      'Language preference',
      'Device type',
      'Browser information',
      'Timezone',
    ]) {
      expect(dialog).toHaveTextContent(item);
    }
  });

  it('cannot be dismissed with Escape, an outside click or a close button', async () => {
    // The modal makes the page behind it inert; click it anyway.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const dialog = await openDialog();
    await user.keyboard('{Escape}');
    await user.click(document.body);
    expect(dialog).toBeVisible();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Decline', 'Accept & Continue']);
  });

  it('opens again when the browser closes it without a decision', async () => {
    // Chrome before closedby lets a back gesture without a prior tap close a modal dialog.
    const dialog = await openDialog();
    (dialog as HTMLDialogElement).close();
    expect(dialog).not.toBeVisible();
    await waitFor(() => expect(dialog).toBeVisible());
    expect(readConsent()).toBeNull();
  });

  it('records an acceptance and closes, and the page behind scrolls again', async () => {
    const user = userEvent.setup();
    await openDialog();
    // theme.css: the page behind the open notice does not scroll.
    expect(document.documentElement).toHaveClass('modal-open');
    await user.click(screen.getByRole('button', { name: 'Accept & Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.documentElement).not.toHaveClass('modal-open');
    expect(readConsent()).toMatchObject({ hasConsented: true, version: '1.0' });
    expect(screen.getByText('Welcome screen')).toBeInTheDocument();
  });

  it('records a decline and closes, and can be answered by keyboard', async () => {
    const user = userEvent.setup();
    await openDialog();
    // Focus starts inside the dialog; Tab moves between its two buttons only.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Decline' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readConsent()).toMatchObject({ hasConsented: false, version: '1.0' });
  });

  it.each(['Accept & Continue', 'Decline'])(
    'answered with %s, gives focus to the screen heading, as nothing had it before (issue 41)',
    async (answer) => {
      const user = userEvent.setup();
      await openDialog();
      await user.click(screen.getByRole('button', { name: answer }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const heading = screen.getByRole('heading', { level: 1, name: 'Welcome' });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(heading).toHaveAttribute('tabindex', '-1');
    },
  );
});

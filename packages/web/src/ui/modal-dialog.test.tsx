import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog.tsx';

/** A page whose button opens a dialog (no Radix Trigger), as the app's screens do. */
function Page({ removeOpener = false }: { removeOpener?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>Tables</h1>
      {removeOpener && open ? null : (
        <button type="button" onClick={() => setOpen(true)}>
          Delete Table 4
        </button>
      )}
      <Dialog open={open} onOpenChange={setOpen} title="Delete Table 4?" />
    </main>
  );
}

describe('ModalDialog focus (issue 41)', () => {
  it('gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Delete Table 4' }));
    await screen.findByRole('dialog', { name: 'Delete Table 4?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Table 4' })).toHaveFocus());
  });

  it("gives focus to the screen's heading when that button has gone", async () => {
    const user = userEvent.setup();
    render(<Page removeOpener />);
    await user.click(screen.getByRole('button', { name: 'Delete Table 4' }));
    await screen.findByRole('dialog', { name: 'Delete Table 4?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Tables' })).toHaveFocus());
  });
});

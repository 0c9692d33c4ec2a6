import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../auth/auth-session.service.ts';
import { changeLanguage } from '../../lib/i18n/i18n.ts';
import { fail, ok } from '../../test/fetch-mock.ts';
import { toast } from '../../ui/toast.ts';
import { BACKUPS, databaseApiMock, renderDatabasePage, writesOf } from './database.test-fixtures.ts';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(async () => {
  endSession();
  await changeLanguage('en');
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

const [beforeRestore, automatic, manual] = BACKUPS.map((backup) => backup.name) as [string, string, string];
/** The row of a backup: its header names the backup, then its kind. */
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('/admin/database', () => {
  it('lists the server backups with their kind, size and date', async () => {
    databaseApiMock();
    renderDatabasePage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Database' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Backups on the server' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.firstChild?.textContent),
    ).toEqual([beforeRestore, automatic, manual]);
    expect(within(rowOf(beforeRestore)).getByText('Before restore')).toBeInTheDocument();
    expect(within(rowOf(beforeRestore)).getByText('2.4 MB')).toBeInTheDocument();
    expect(within(rowOf(automatic)).getByText('Automatic')).toBeInTheDocument();
    expect(within(rowOf(automatic)).getByText('1.4 MB')).toBeInTheDocument();
    expect(within(rowOf(manual)).getByText('Manual')).toBeInTheDocument();
    expect(within(rowOf(manual)).getByText('860 kB')).toBeInTheDocument();
    const date = within(rowOf(manual)).getByText(/Feb 27, 2026/);
    expect(date).toHaveAttribute('dateTime', '2026-02-27T18:12:00.000Z');
    for (const action of ['Download', 'Restore', 'Delete']) {
      expect(screen.getByRole('button', { name: `${action}: ${manual}` })).toBeInTheDocument();
    }
  });

  it('says so when the server holds no backups', async () => {
    databaseApiMock([]);
    renderDatabasePage();
    expect(await screen.findByText('No backups on the server yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('speaks German: kinds, sizes and dates in the reader’s language', async () => {
    await changeLanguage('de');
    databaseApiMock();
    renderDatabasePage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Datenbank' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Sicherungen auf dem Server' });
    expect(within(rowOf(beforeRestore)).getByText('Vor Wiederherstellung')).toBeInTheDocument();
    expect(within(rowOf(beforeRestore)).getByText('2,4 MB')).toBeInTheDocument();
    expect(within(rowOf(manual)).getByText(/27\.02\.2026/)).toBeInTheDocument();
  });

  it('asks before deleting a backup, and deletes only once confirmed', async () => {
    const spy = databaseApiMock(BACKUPS, ({ method }) =>
      method === 'DELETE' ? ok(null, 'Backup deleted successfully') : undefined,
    );
    const user = userEvent.setup();
    renderDatabasePage();
    await user.click(await screen.findByRole('button', { name: `Delete: ${manual}` }));
    let dialog = await screen.findByRole('dialog', { name: `Delete ${manual}?` });
    expect(dialog).toHaveTextContent('The backup is removed from the server for good.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writesOf(spy)).toEqual([]);

    await user.click(screen.getByRole('button', { name: `Delete: ${manual}` }));
    dialog = await screen.findByRole('dialog', { name: `Delete ${manual}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Backup deleted successfully', { description: manual }),
    );
    expect(writesOf(spy)).toEqual([
      { method: 'DELETE', path: `/api/database/backups/${manual}`, body: undefined },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('saves a backup on the server with the note given', async () => {
    const created = { ...BACKUPS[2]!, name: 'tableside-2026-03-02t11-00-00-before-menu.sqlite' };
    const spy = databaseApiMock(BACKUPS, ({ method }) =>
      method === 'POST' ? ok(created, 'Backup created successfully') : undefined,
    );
    const user = userEvent.setup();
    renderDatabasePage();
    const label = await screen.findByLabelText('Label (optional)');
    expect(label).toHaveAttribute('maxLength', '40');
    await user.type(label, '  before menu ');
    await user.click(screen.getByRole('button', { name: 'Save backup on the server' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Backup created successfully', {
        description: created.name,
      }),
    );
    expect(writesOf(spy)).toEqual([
      { method: 'POST', path: '/api/database/backup-dialog', body: JSON.stringify({ label: 'before menu' }) },
    ]);
    expect(label).toHaveValue('');
  });

  it('shows why a backup could not be saved', async () => {
    databaseApiMock(BACKUPS, ({ method }) => (method === 'POST' ? fail(507, 'The disk is full') : undefined));
    const user = userEvent.setup();
    renderDatabasePage();
    await user.click(await screen.findByRole('button', { name: 'Save backup on the server' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The backup could not be saved.');
    expect(alert).toHaveTextContent('The disk is full');
  });

  it('downloads with the staff token and saves under the name the server gives', async () => {
    const spy = databaseApiMock(BACKUPS, ({ url }) =>
      url === '/api/database/backup'
        ? new Response('SQLite format 3', {
            headers: {
              'Content-Type': 'application/vnd.sqlite3',
              'Content-Disposition': 'attachment; filename="tableside-2026-03-02.sqlite"',
            },
          })
        : undefined,
    );
    // jsdom has no object URLs; the page only needs an address for the link.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:backup'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    const user = userEvent.setup();
    renderDatabasePage();
    await user.click(await screen.findByRole('button', { name: 'Download backup' }));
    await waitFor(() => expect(saved).toEqual(['tableside-2026-03-02.sqlite blob:backup']));
    const [, init] = spy.mock.calls.find(([url]) => url === '/api/database/backup') ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer /);
    click.mockRestore();
  });
});

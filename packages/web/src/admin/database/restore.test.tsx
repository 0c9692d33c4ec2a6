import { BACKUP_FILE_MESSAGES, BACKUP_MAX_BYTES } from '@tableside/shared/database.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../auth/auth-session.service.ts';
import { getAuthState } from '../../auth/session.ts';
import { changeLanguage } from '../../lib/i18n/i18n.ts';
import { fail, fakeJwt, ok, sessionData, testUser } from '../../test/fetch-mock.ts';
import { toast } from '../../ui/toast.ts';
import {
  BACKUPS,
  backupFile,
  databaseApiMock,
  renderDatabasePage,
  restoreResultOf,
  writesOf,
} from './database.test-fixtures.ts';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(async () => {
  endSession();
  await changeLanguage('en');
  vi.mocked(toast.success).mockClear();
});

// userEvent would drop files the input's accept leaves out; the browser's picker lets them through.
const setup = () => userEvent.setup({ applyAccept: false });
const fileInput = () => screen.findByLabelText('Backup file');
const restoreButton = () => screen.getByRole('button', { name: 'Restore from this file' });
const uploads = (spy: ReturnType<typeof databaseApiMock>) =>
  writesOf(spy).filter((call) => call.path.startsWith('/api/database/restore'));

describe('restoring from a file', () => {
  it.each([
    ['notes.txt', backupFile('notes.txt'), BACKUP_FILE_MESSAGES.wrongType],
    ['an empty file', backupFile('empty.sqlite', ''), BACKUP_FILE_MESSAGES.empty],
    ['a file over 100 MB', backupFile('huge.db', 'x', BACKUP_MAX_BYTES + 1), BACKUP_FILE_MESSAGES.tooLarge],
  ])('names the problem with %s before uploading anything', async (_, file, message) => {
    const spy = databaseApiMock();
    const user = setup();
    renderDatabasePage();
    await user.upload(await fileInput(), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(await fileInput()).toHaveAttribute('aria-invalid', 'true');
    await user.click(restoreButton());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(uploads(spy)).toEqual([]);
  });

  it('says when no file is chosen', async () => {
    databaseApiMock();
    const user = setup();
    renderDatabasePage();
    await fileInput();
    await user.click(restoreButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('No file provided');
  });

  it('names the problem in German', async () => {
    await changeLanguage('de');
    databaseApiMock();
    const user = setup();
    renderDatabasePage();
    await user.upload(await screen.findByLabelText('Sicherungsdatei'), backupFile('notes.txt'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ungültiger Dateityp. Erwartet wird eine .db- oder .sqlite-Datei',
    );
  });

  it('asks first, saying what is replaced, and uploads nothing when cancelled', async () => {
    const spy = databaseApiMock();
    const user = setup();
    renderDatabasePage();
    await user.upload(await fileInput(), backupFile('friday.sqlite'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(restoreButton());
    const dialog = await screen.findByRole('dialog', { name: 'Restore from friday.sqlite?' });
    expect(dialog).toHaveTextContent(
      "Every order, the menu, tables, settings, users and roles are replaced by the backup's content",
    );
    expect(dialog).toHaveTextContent('The current data is kept as a server backup first');
    expect(dialog).toHaveTextContent('Everyone else is signed out.');
    // The safe choice has the focus.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(uploads(spy)).toEqual([]);
  });

  it('uploads once confirmed, shows its progress, then renews the session and reloads every screen', async () => {
    let answer: (response: Response) => void = () => undefined;
    const renewed = fakeJwt({ sub: 1, renewed: true });
    const spy = databaseApiMock(BACKUPS, ({ url }) => {
      if (url === '/api/database/restore') return new Promise<Response>((resolve) => (answer = resolve));
      // The token from before the restore is refused; the refresh cookie still works.
      if (url === '/api/auth/me') return fail(401, 'Invalid or expired token');
      if (url === '/api/auth/refresh') return ok({ ...sessionData(), access_token: renewed });
      return undefined;
    });
    const user = setup();
    const { queryClient } = renderDatabasePage();
    // A screen visited before: its cached answer must not outlive the restore.
    queryClient.setQueryData(['menu-categories'], [{ id: 1, name: 'Tea' }]);
    await screen.findByRole('table');

    const file = backupFile('friday.sqlite');
    await user.upload(await fileInput(), file);
    await user.click(restoreButton());
    const dialog = await screen.findByRole('dialog', { name: 'Restore from friday.sqlite?' });
    await user.click(within(dialog).getByRole('button', { name: 'Replace all data' }));

    expect(await within(dialog).findByRole('progressbar', { name: 'Restore progress' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Restoring… Keep this page open.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const [upload] = uploads(spy);
    expect(upload?.path).toBe('/api/database/restore');
    expect(upload?.body).toBeInstanceOf(FormData);
    expect((upload!.body as FormData).get('file')).toBe(file);

    answer(ok(restoreResultOf(), 'Database restored successfully'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Database restored successfully'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByText(/kept on the server as tableside-2026-03-02t10-00-00-before-restore\.sqlite/),
    ).toBeInTheDocument();

    const paths = spy.mock.calls.map(([url]) => String(url));
    expect(paths.indexOf('/api/auth/refresh')).toBeGreaterThan(paths.indexOf('/api/database/restore'));
    expect(getAuthState().status).toBe('authenticated');
    expect(queryClient.getQueryData(['menu-categories'])).toBeUndefined();
    // The list on screen is asked again, with the renewed token.
    const lastList = spy.mock.calls.filter(([url]) => url === '/api/database/backups').at(-1);
    expect(new Headers(lastList?.[1]?.headers).get('Authorization')).toBe(`Bearer ${renewed}`);
  });

  it('shows the server’s reason in an alert when it refuses the file', async () => {
    databaseApiMock(BACKUPS, ({ url }) =>
      url === '/api/database/restore'
        ? fail(400, 'This file is a backup from a newer version of Tableside')
        : undefined,
    );
    const user = setup();
    renderDatabasePage();
    await user.upload(await fileInput(), backupFile('future.sqlite'));
    await user.click(restoreButton());
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Replace all data' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database was not restored.');
    expect(alert).toHaveTextContent('This file is a backup from a newer version of Tableside');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('signs out, with a word why, when the restored data does not hold this user', async () => {
    databaseApiMock(BACKUPS, ({ url }) => {
      if (url === '/api/database/restore') return ok(restoreResultOf({ session_kept: false }));
      if (url === '/api/auth/logout') return fail(401, 'Invalid or expired token');
      return undefined;
    });
    const user = setup();
    renderDatabasePage();
    await user.upload(await fileInput(), backupFile('other-cafe.sqlite'));
    await user.click(restoreButton());
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Replace all data' }),
    );
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(getAuthState().status).toBe('anonymous');
    expect(toast.success).toHaveBeenCalledWith('Database restored successfully', {
      description:
        'Your account is not in the restored data, so you were signed out. Please sign in with an account from the backup.',
    });
  });
});

describe('restoring a server backup', () => {
  it('asks first, then restores the backup by name', async () => {
    const name = BACKUPS[1]!.name;
    const spy = databaseApiMock(BACKUPS, ({ url }) => {
      if (url === '/api/database/restore-dialog')
        return ok(restoreResultOf(), 'Database restored successfully');
      if (url === '/api/auth/me') return ok(testUser);
      return undefined;
    });
    const user = setup();
    renderDatabasePage();
    await user.click(await screen.findByRole('button', { name: `Restore: ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Restore the backup ${name}?` });
    expect(uploads(spy)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Replace all data' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Database restored successfully'));
    expect(uploads(spy)).toEqual([
      { method: 'POST', path: '/api/database/restore-dialog', body: JSON.stringify({ name }) },
    ]);
  });
});

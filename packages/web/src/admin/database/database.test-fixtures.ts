import type { TRestoreResult, TServerBackup } from '@tableside/shared/database.schemas';
import { PERMISSIONS } from '@tableside/shared/permissions';
import { createElement } from 'react';
import { startSession } from '../../auth/auth-session.service.ts';
import { fail, mockFetch, ok, sessionData, type TFetchCall, testUser } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { DatabasePage } from './database.page.tsx';

export const BACKUPS: TServerBackup[] = [
  {
    name: 'tableside-2026-03-02t09-30-00-before-restore.sqlite',
    size: 2_516_582,
    created_at: '2026-03-02T09:30:00.000Z',
    kind: 'before-restore',
  },
  {
    name: 'tableside-2026-03-01t22-00-00-automatic.sqlite',
    size: 1_468_006,
    created_at: '2026-03-01T22:00:00.000Z',
    kind: 'automatic',
  },
  {
    name: 'tableside-2026-02-27t18-12-00-new-menu.sqlite',
    size: 880_640,
    created_at: '2026-02-27T18:12:00.000Z',
    kind: 'manual',
  },
];

export function restoreResultOf(extra: Partial<TRestoreResult> = {}): TRestoreResult {
  return {
    restored_at: '2026-03-02T10:00:00.000Z',
    backup_taken_at: '2026-03-01T22:00:00.000Z',
    schema_version: '0007',
    migrated: false,
    previous_backup: 'tableside-2026-03-02t10-00-00-before-restore.sqlite',
    tables: { orders: 12, menu_items: 40 },
    session_kept: true,
    ...extra,
  };
}

/** A backup file as the browser hands it over; `size` overrides the real one (100 MB are not built). */
export function backupFile(name: string, content = 'SQLite format 3\u0000', size?: number): File {
  const file = new File([content], name, { type: 'application/vnd.sqlite3' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

type TWrites = (call: TFetchCall) => Response | Promise<Response> | undefined;

/**
 * The database API: the backup list as given (newest first), and `write` for everything else
 * (restore, save, delete, the session calls); what it leaves unanswered is a 404.
 */
export function databaseApiMock(backups: TServerBackup[] = BACKUPS, write: TWrites = () => undefined) {
  return mockFetch(async (call) => {
    const path = new URL(call.url, 'http://test').pathname;
    const answer = await write(call);
    if (answer) return answer;
    if (call.method === 'GET' && path === '/api/database/backups') return ok(backups);
    return fail(404, 'Not found');
  });
}

/** The owner (every permission, database.manage among them) on /admin/database. */
export function renderDatabasePage() {
  startSession(sessionData({ user: { ...testUser, roles: ['OWNER'], permissions: [...PERMISSIONS] } }));
  return renderRoute(
    [
      { path: '/admin/database', element: createElement(DatabasePage) },
      { path: '/login', element: createElement('h1', null, 'Sign in') },
    ],
    '/admin/database',
  );
}

/** The calls made, without the list reads: method, path and body. */
export function writesOf(spy: ReturnType<typeof mockFetch>) {
  return spy.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([url, init]) => ({
      method: init?.method,
      path: new URL(String(url), 'http://test').pathname,
      body: init?.body,
    }));
}

import type { TRole, TUser } from '@tableside/shared/access.schemas';
import type { TAuditEntry } from '@tableside/shared/audit.schemas';
import type { TPage } from '@tableside/shared/envelope';
import { fail, mockFetch, ok, pageOf, type TFetchCall } from '../../test/fetch-mock.ts';

export { pageOf };

const STAMP = '2026-01-01T00:00:00.000Z';

/** A user as GET /users answers it. */
export function userOf(id: number, name: string, extra: Partial<TUser> = {}): TUser {
  return {
    id,
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
    is_active: true,
    roles: ['WAITER'],
    role_ids: [3],
    direct_permissions: [],
    effective_roles: ['WAITER'],
    permissions: [],
    last_login_at: null,
    invitation_pending: false,
    locked_until: null,
    created_at: STAMP,
    updated_at: STAMP,
    ...extra,
  };
}

export function roleOf(id: number, name: string, description: string | null = null): TRole {
  return {
    id,
    name,
    description,
    seeded: true,
    permissions: [],
    effective_permissions: [],
    child_role_ids: [],
    parent_role_ids: [],
    user_count: 1,
    created_at: STAMP,
    updated_at: STAMP,
  };
}

export const ROLES = [
  roleOf(1, 'OWNER', 'Owns the restaurant: everything'),
  roleOf(2, 'MANAGER', 'Runs the restaurant'),
  roleOf(3, 'WAITER', 'Serves tables'),
  roleOf(4, 'KITCHEN', 'Prepares orders'),
];

/** An entry of the audit trail as GET /audit-log answers it; by Ada Lovelace unless told. */
export function auditOf(id: number, summary: string, extra: Partial<TAuditEntry> = {}): TAuditEntry {
  return {
    id,
    at: STAMP,
    actor_id: 1,
    actor_name: 'Ada Lovelace',
    action: 'user.updated',
    entity_type: 'user',
    entity_id: '2',
    summary,
    before: null,
    after: null,
    ...extra,
  };
}

/** One page of `entries` as the list helper cuts it (0-based `page`, `size` 20 unless asked). */
function pageFrom<T>(entries: T[], params: URLSearchParams): TPage<T> {
  const page = Number(params.get('page') ?? 0);
  const size = Number(params.get('size') ?? 20);
  const pages = Math.ceil(entries.length / size);
  return {
    content: entries.slice(page * size, (page + 1) * size),
    page_number: page,
    page_size: size,
    total_elements: entries.length,
    total_pages: pages,
    is_first: page === 0,
    is_last: page >= pages - 1,
    has_next: page < pages - 1,
    has_previous: page > 0,
  };
}

/**
 * The people API as the team screen sees it: GET /users filters `TEAM` by `search` and
 * `is_active`, GET /roles answers ROLES, GET /audit-log pages `audit` (or answers a Response
 * given instead), and `write` answers every other method.
 */
export function peopleApiMock(
  team: TUser[],
  write: (call: TFetchCall) => Response = () => fail(500, 'boom'),
  audit: TAuditEntry[] | (() => Response) = [],
) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://test');
    if (call.method !== 'GET') return write(call);
    if (url.pathname === '/api/roles') return ok(ROLES);
    if (url.pathname === '/api/audit-log')
      return typeof audit === 'function' ? audit() : ok(pageFrom(audit, url.searchParams));
    if (url.pathname === '/api/users') {
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      const active = url.searchParams.get('is_active');
      return ok(
        pageOf(
          team.filter(
            (user) =>
              `${user.name} ${user.email}`.toLowerCase().includes(search) &&
              (active === null || String(user.is_active) === active),
          ),
        ),
      );
    }
    return fail(404, 'Not found');
  });
}

import type { TRole, TUser } from '@tableside/shared/access.schemas';
import type { TPage } from '@tableside/shared/envelope';
import { fail, mockFetch, ok, type TFetchCall } from '../../test/fetch-mock.ts';

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

export function pageOf<T>(content: T[]): TPage<T> {
  return {
    content,
    page_number: 0,
    page_size: 20,
    total_elements: content.length,
    total_pages: 1,
    is_first: true,
    is_last: true,
    has_next: false,
    has_previous: false,
  };
}

/**
 * The people API as the team screen sees it: GET /users filters `TEAM` by `search` and
 * `is_active`, GET /roles answers ROLES, and `write` answers every other method.
 */
export function peopleApiMock(
  team: TUser[],
  write: (call: TFetchCall) => Response = () => fail(500, 'boom'),
) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://test');
    if (call.method !== 'GET') return write(call);
    if (url.pathname === '/api/roles') return ok(ROLES);
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

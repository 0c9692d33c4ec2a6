import { describe, expect, it } from 'vitest';
import { ROLES } from '../people/people.test-fixtures.ts';
import { containableRoles, mayDeleteRole } from './role-inheritance.ts';

const named = (name: string) => ROLES.find((role) => role.name === name)!;

describe('role inheritance', () => {
  it('offers no role that contains this one, directly or further up', () => {
    expect(containableRoles(named('WAITER'), ROLES).map((r) => r.name)).toEqual(['KITCHEN', 'BARISTA']);
    expect(containableRoles(named('OWNER'), ROLES).map((r) => r.name)).toEqual([
      'WAITER',
      'KITCHEN',
      'BARISTA',
    ]);
  });

  it('lets a built-in role go only when no one holds it', () => {
    expect(mayDeleteRole(named('WAITER'))).toBe(false);
    expect(mayDeleteRole({ ...named('WAITER'), user_count: 0 })).toBe(true);
    expect(mayDeleteRole({ ...named('BARISTA'), user_count: 4 })).toBe(true);
  });
});

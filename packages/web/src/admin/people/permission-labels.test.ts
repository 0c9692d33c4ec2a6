import { PERMISSIONS } from '@tableside/shared/permissions';
import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../lib/i18n/translate.ts';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import { CLAIMS } from './people.test-fixtures.ts';
import {
  areaTitle,
  groupPermissions,
  permissionArea,
  permissionText,
  sortPermissions,
} from './permission-labels.ts';

const t = createTranslate('en', en, en);

describe('permission labels', () => {
  it('has a title and a description for every permission of the product, in English and German', () => {
    const german = createTranslate('de', de, en);
    for (const name of PERMISSIONS) {
      for (const translate of [t, german]) {
        const text = permissionText(translate, name);
        expect(text.title, name).not.toContain('admin.permissions');
        expect(text.description, name).not.toContain('admin.permissions');
      }
    }
    expect(permissionText(t, 'orders.update_status')).toEqual({
      name: 'orders.update_status',
      title: 'Move orders along',
      description: "Change an order's status on the board and in the list",
    });
  });

  it('names every area of the product in words, payments included (issue 41)', () => {
    const german = createTranslate('de', de, en);
    for (const area of new Set(PERMISSIONS.map(permissionArea))) {
      expect(areaTitle(t, area), area).not.toBe(area);
      expect(areaTitle(german, area), area).not.toBe(area);
    }
    expect(areaTitle(t, 'payments')).toBe('Payments');
    expect(areaTitle(german, 'payments')).toBe('Zahlungen');
  });

  it("falls back to a claim's own name and description when the product does not know it", () => {
    expect(permissionText(t, 'inventory.count', { built_in: false, description: 'Count the stock' })).toEqual(
      {
        name: 'inventory.count',
        title: 'inventory.count',
        description: 'Count the stock',
      },
    );
  });

  it("groups by area in the product's order, unknown areas last", () => {
    const groups = groupPermissions(
      t,
      ['inventory.count', 'users.read', 'admin.access', 'orders.edit', 'orders.read'],
      CLAIMS,
    );
    expect(groups.map((group) => group.title)).toEqual([
      'Admin area',
      'Orders',
      'Users and roles',
      'inventory',
    ]);
    expect(groups[1]?.permissions.map((p) => p.name)).toEqual(['orders.read', 'orders.edit']);
    expect(sortPermissions(['b.x', 'audit.read', 'a.y', 'admin.access'])).toEqual([
      'admin.access',
      'audit.read',
      'a.y',
      'b.x',
    ]);
  });
});

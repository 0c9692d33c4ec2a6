import { ROLE_NAMES, SEEDED_ROLES } from '@tableside/shared/permissions';
import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../lib/i18n/translate.ts';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import { roleDescription, roleLabel } from './role-labels.ts';

const t = createTranslate('en', en, en);
const german = createTranslate('de', de, en);

describe('role labels (issue 41)', () => {
  it('names every built-in role in words, in English and German', () => {
    for (const name of ROLE_NAMES) {
      for (const translate of [t, german]) {
        expect(roleLabel(translate, name)).not.toBe(name);
        expect(roleLabel(translate, name)).not.toContain('admin.roleNames');
        expect(
          roleDescription(translate, { name, description: SEEDED_ROLES[name].description }),
        ).not.toContain('admin.roleNames');
      }
    }
    expect(roleLabel(t, 'OWNER')).toBe('Owner');
    expect(roleLabel(german, 'WAITER')).toBe('Service');
  });

  it('shows a custom role under its own name and description', () => {
    expect(roleLabel(t, 'Barista', false)).toBe('Barista');
    expect(roleLabel(t, 'Barista')).toBe('Barista');
    expect(roleDescription(t, { name: 'Barista', seeded: false, description: 'Makes coffee' })).toBe(
      'Makes coffee',
    );
    // A role an owner made may not borrow a built-in id's translation.
    expect(roleLabel(t, 'OWNER', false)).toBe('OWNER');
  });

  it("keeps a built-in role's description once the owner rewrote it", () => {
    expect(roleDescription(german, { name: 'KITCHEN', seeded: true, description: 'Unsere Köche' })).toBe(
      'Unsere Köche',
    );
    expect(
      roleDescription(german, {
        name: 'KITCHEN',
        seeded: true,
        description: SEEDED_ROLES.KITCHEN.description,
      }),
    ).toBe('Bereitet Bestellungen zu: sieht sie und setzt sie weiter');
  });
});

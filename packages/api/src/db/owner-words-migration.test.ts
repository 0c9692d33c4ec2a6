import { findConfigSetting, type TConfigSetting } from '@tableside/shared/config-catalogue';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertCatalogueSetting, loadSettings } from '../config/config.repository.ts';
import { createTestDatabase, type TTestDatabase } from '../test/test-database.ts';
import { up } from './migrations/0019-owner-words.ts';

const stamp = { at: '2026-01-01T00:00:00.000Z', by: null };

/** A setting as a database seeded before issue 41 holds it: the catalogue's old words. */
function before41(key: string, patch: (setting: TConfigSetting) => TConfigSetting): TConfigSetting {
  return patch(findConfigSetting(key)!);
}

describe('migration 0019: the words an owner reads (issue 41)', () => {
  let database: TTestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  const textsOf = async (key: string) =>
    (await loadSettings(database.db)).find((setting) => setting.key === key)!;

  it('renames the sound "Default" and rewords the tip suggestions, leaving texts an owner changed', async () => {
    await insertCatalogueSetting(
      database.db,
      before41('NOTIFICATIONS.SOUND', (setting) => ({
        ...setting,
        select_translations: {
          en: { DEFAULT: 'Default', THUNDER: 'Thunder' },
          de: { DEFAULT: 'Unser Gong', THUNDER: 'Donner' },
        },
      })),
      stamp,
    );
    await insertCatalogueSetting(
      database.db,
      before41('PAYMENT.TIP_PERCENTAGES', (setting) => ({
        ...setting,
        translations: {
          en: { name: 'Tip suggestions (%)', description: 'Comma-separated percentages offered as tips' },
          de: {
            name: 'Trinkgeldvorschläge (%)',
            description: 'Kommagetrennte Prozentsätze als Trinkgeldvorschlag',
          },
        },
      })),
      stamp,
    );

    await up(database.db as unknown as Kysely<unknown>);
    await up(database.db as unknown as Kysely<unknown>); // again: nothing more changes

    const sound = await textsOf('NOTIFICATIONS.SOUND');
    expect(sound.select_translations?.en).toEqual({ DEFAULT: 'Short tone', THUNDER: 'Thunder' });
    expect(sound.select_translations?.de).toEqual({ DEFAULT: 'Unser Gong', THUNDER: 'Donner' });
    const tips = await textsOf('PAYMENT.TIP_PERCENTAGES');
    expect(tips.translations.en?.description).toBe('The percentages a guest is offered as a tip when paying');
    expect(tips.translations.de?.description).toBe(
      'Die Prozentsätze, die Gästen beim Bezahlen als Trinkgeld angeboten werden',
    );
  });

  it('does nothing on a database without those settings', async () => {
    await expect(up(database.db as unknown as Kysely<unknown>)).resolves.toBeUndefined();
  });
});

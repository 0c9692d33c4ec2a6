import { foldText } from '@tableside/shared/text-fold';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TTestDatabase } from '../test/test-database.ts';
import { folded } from './text-fold.ts';

const range = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index));
// The dialect createTestDatabase picks.
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL) && process.env.TEST_DATABASE !== 'sqljs';
const UNASSIGNED = new Set(['\u038b', '\u038d', '\u03a2']);

/** Every letter of Latin-1 and Latin Extended-A, Greek and Cyrillic, and words that mix them. */
const SAMPLES = [
  '\u00aa',
  '\u00b5',
  '\u00ba',
  ...range(0xc0, 0x17f),
  '\u1e9e',
  ...range(0x386, 0x3ce).filter((char) => !UNASSIGNED.has(char)),
  ...range(0x400, 0x45f),
  '\u0490',
  '\u0491',
  'Käsekuchen',
  'KÄSEKUCHEN',
  // Stored decomposed (NFD), as some keyboards and imports write it.
  'Ka\u0308sekuchen',
  'Crème Brûlée',
  'Weißwurst',
  'STRASSE',
  'GROẞ',
  'ΓΥΡΟΣ ΜΕ ΠΊΤΑ',
  'Ёлочка Йогурт',
  'İstanbul',
  'Łódź, Ærø, Œuf',
  'Phở bò',
  'नमस्ते',
  '100% Tea_Time \\',
  '',
];

describe('ts_fold, the SQL function every search compares through', () => {
  let database: TTestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const foldInSql = async (text: string | null, collation?: 'C') => {
    const value = collation ? sql`${text} collate "C"` : sql`${text}`;
    const { rows } = await sql<{ folded: string | null }>`select ts_fold(${value}) as folded`.execute(
      database.db,
    );
    return rows[0]?.folded;
  };

  it('gives exactly what foldText gives, letter by letter and for whole words', async () => {
    const differences: string[] = [];
    for (const text of SAMPLES) {
      const folded = await foldInSql(text);
      if (folded !== foldText(text)) differences.push(`${text}: ${folded} instead of ${foldText(text)}`);
    }
    expect(differences).toEqual([]);
  });

  it('and so does folded(), which the searches use, with its shortcut for ASCII text', async () => {
    const differences: string[] = [];
    for (const text of SAMPLES) {
      const { rows } = await sql<{
        folded: string;
      }>`select ${folded(sql`cast(${text} as text)`)} as folded`.execute(database.db);
      if (rows[0]?.folded !== foldText(text)) differences.push(`${text}: ${rows[0]?.folded}`);
    }
    expect(differences).toEqual([]);
  });

  it('keeps null', async () => {
    expect(await foldInSql(null)).toBeNull();
  });

  it.runIf(ON_POSTGRES)(
    'on PostgreSQL, does not depend on the locale (lower() folds ASCII only under C)',
    async () => {
      const differences: string[] = [];
      for (const text of SAMPLES) {
        const folded = await foldInSql(text, 'C');
        if (folded !== foldText(text)) differences.push(`${text}: ${folded} instead of ${foldText(text)}`);
      }
      expect(differences).toEqual([]);
    },
  );
});

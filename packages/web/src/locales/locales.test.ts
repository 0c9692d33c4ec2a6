import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';

type TTree = { [key: string]: string | TTree };

function flatten(tree: TTree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, `${path}.`)) entries.set(nested, text);
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  const english = flatten(en);
  const german = flatten(de);

  it('have identical keys', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have no empty texts', () => {
    for (const [key, text] of [...english, ...german]) expect(text.trim(), key).not.toBe('');
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, text] of english)
      expect(placeholders(german.get(key) ?? ''), key).toEqual(placeholders(text));
  });
});

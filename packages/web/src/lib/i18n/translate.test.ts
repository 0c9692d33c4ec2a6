import { describe, expect, it } from 'vitest';
import { createTranslate, interpolate } from './translate.ts';
import type { TTranslationKey } from './translation-keys.ts';

const english = {
  greeting: 'Hello {{name}}',
  nested: { deep: { text: 'Deep text' } },
  items_one: '{{count}} item',
  items_other: '{{count}} items',
  only_other: 'always {{count}}',
  quantity: 'Qty {{count}}',
  onlyEnglish: 'Only in English',
};
const german = {
  greeting: 'Hallo {{ name }}',
  items_one: '{{count}} Artikel',
  items_other: '{{count}} Artikel',
};

// The fixtures are not en.json, so their keys are cast to the type t() takes.
const key = (value: string) => value as TTranslationKey;

describe('interpolate', () => {
  it('fills every placeholder, with or without spaces inside the braces', () => {
    expect(interpolate('{{a}} and {{ b }} and {{a}}', { a: 1, b: 'two' })).toBe('1 and two and 1');
  });

  it('leaves a placeholder without a value visible and text without vars as it is', () => {
    expect(interpolate('Hi {{name}}', { other: 'x' })).toBe('Hi {{name}}');
    expect(interpolate('Hi {{name}}', undefined)).toBe('Hi {{name}}');
  });
});

describe('createTranslate', () => {
  const t = createTranslate('en', english, english);
  const tDe = createTranslate('de', german, english);

  it('finds nested keys and interpolates', () => {
    expect(t(key('nested.deep.text'))).toBe('Deep text');
    expect(t(key('greeting'), { name: 'Ana' })).toBe('Hello Ana');
    expect(tDe(key('greeting'), { name: 'Ana' })).toBe('Hallo Ana');
  });

  it('picks the plural form by count with the language rules', () => {
    expect(t(key('items'), { count: 1 })).toBe('1 item');
    expect(t(key('items'), { count: 0 })).toBe('0 items');
    expect(t(key('items'), { count: 5 })).toBe('5 items');
    expect(tDe(key('items'), { count: 1 })).toBe('1 Artikel');
  });

  it('falls back to _other, then to the plain key, when a plural form is missing', () => {
    expect(t(key('only'), { count: 1 })).toBe('always 1');
    expect(t(key('quantity'), { count: 3 })).toBe('Qty 3');
  });

  it('falls back to English, then to the key itself', () => {
    expect(tDe(key('onlyEnglish'))).toBe('Only in English');
    expect(tDe(key('nested.deep.text'))).toBe('Deep text');
    expect(t(key('no.such.key'))).toBe('no.such.key');
    expect(t(key('nested.deep'))).toBe('nested.deep');
  });
});

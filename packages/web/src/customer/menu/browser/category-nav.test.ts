import { describe, expect, it } from 'vitest';
import { sameEntries } from './category-nav.tsx';

const coffee = { id: 'menu-category-1', name: 'Coffee' };
const cakes = { id: 'menu-category-2', name: 'Cakes' };

describe('sameEntries (the category chips render again only when their sections change)', () => {
  it('holds for the same sections in the same order, in new arrays', () => {
    expect(sameEntries([coffee, cakes], [{ ...coffee }, { ...cakes }])).toBe(true);
    expect(sameEntries([], [])).toBe(true);
  });

  it('fails when a section is left out, added, moved or renamed', () => {
    expect(sameEntries([coffee, cakes], [coffee])).toBe(false);
    expect(sameEntries([coffee], [coffee, cakes])).toBe(false);
    expect(sameEntries([coffee, cakes], [cakes, coffee])).toBe(false);
    expect(sameEntries([coffee], [{ ...coffee, name: 'Kaffee' }])).toBe(false);
  });
});

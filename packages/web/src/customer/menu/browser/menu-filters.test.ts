import { describe, expect, it } from 'vitest';
import { BROWNIE, CURRY, LATTE, SALAD, TAGS, testMenu } from '../menu.test-fixtures.ts';
import { filterGroups, matchesSearch, menuSections, NO_FILTERS } from './menu-filters.ts';

const names = (filters: Partial<typeof NO_FILTERS>, preferred: number[] = []) =>
  menuSections(testMenu(), { ...NO_FILTERS, ...filters }, preferred).flatMap((s) =>
    s.items.map((i) => i.name),
  );

describe('menu filters', () => {
  it('searches name, description and ingredients, every word, ignoring case and accents', () => {
    expect(matchesSearch(LATTE, 'latte')).toBe(true);
    expect(matchesSearch(LATTE, 'steamed')).toBe(true);
    expect(matchesSearch(CURRY, 'BASIL tofu')).toBe(true);
    expect(matchesSearch(CURRY, 'basil beef')).toBe(false);
    expect(matchesSearch(SALAD, 'creme')).toBe(true);
    expect(names({ search: 'brownie' })).toEqual(['Walnut Brownie']);
  });

  it('folds the search as the server does: KÄSE, kase and ß spelled ss find the same dishes', () => {
    const cheesecake = { ...LATTE, name: 'Käsekuchen', description: 'Mit Weißwein-Sauce', ingredients: null };
    for (const search of ['KÄSE', 'kase', 'WEISSWEIN', 'weißwein', 'KASEKUCHEN sauce']) {
      expect(matchesSearch(cheesecake, search), search).toBe(true);
    }
    expect(matchesSearch(cheesecake, 'weisswurst')).toBe(false);
  });

  it('includes only items with every chosen dietary tag', () => {
    expect(names({ tagIds: [TAGS.vegan.id] })).toEqual(['Latte', 'Green Curry', 'Crème Salad']);
    expect(names({ tagIds: [TAGS.vegan.id, TAGS.glutenFree.id] })).toEqual(['Green Curry']);
  });

  it('excludes items containing a chosen allergen', () => {
    expect(names({ tagIds: [TAGS.nuts.id] })).toEqual(['Latte', 'Green Curry', 'Crème Salad']);
    expect(names({ tagIds: [TAGS.nuts.id], search: 'walnut' })).toEqual([]);
  });

  it('drops categories left empty and puts preferred items first within a category', () => {
    expect(menuSections(testMenu(), { ...NO_FILTERS, search: 'curry' }, []).map((s) => s.name)).toEqual([
      'Food',
    ]);
    expect(names({}, [TAGS.spicy.id])).toEqual(['Latte', 'Green Curry', 'Walnut Brownie', 'Crème Salad']);
  });

  it('offers the used tags grouped in the spec order', () => {
    expect(filterGroups(testMenu()).map((g) => [g.type, g.tags.map((t) => t.name)])).toEqual([
      ['DIETARY', ['Vegan', 'Gluten-Free']],
      ['ALLERGEN', ['Contains Nuts']],
      ['SPICINESS', ['Spicy']],
    ]);
    expect(BROWNIE.tags).toContain(TAGS.nuts.id);
  });
});

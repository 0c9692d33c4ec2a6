import { afterEach, describe, expect, it, vi } from 'vitest';
import { BROWNIE, CURRY, LATTE, SALAD, TAGS, testMenu } from '../menu.test-fixtures.ts';
import {
  filterGroups,
  matchesSearch,
  menuSections,
  NO_FILTERS,
  prepareSearchWhenIdle,
} from './menu-filters.ts';

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

describe('preparing the search while the page is idle', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Idle callbacks run by hand, each with time left for `itemsPerCallback` items. */
  function idleCallbacks(itemsPerCallback: number) {
    const queued: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => queued.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => queued.splice(0));
    return {
      queued,
      runNext() {
        let asked = 0;
        const timeRemaining = () => {
          asked++;
          return asked <= itemsPerCallback ? 5 : 0;
        };
        queued.shift()?.({ didTimeout: false, timeRemaining });
      },
    };
  }

  it('folds the menu a few items per idle moment until every item is done, and stops when asked', () => {
    const idle = idleCallbacks(2);
    const menu = testMenu();
    const itemCount = menu.categories.flatMap((category) => category.items).length;
    prepareSearchWhenIdle(menu);
    let moments = 0;
    while (idle.queued.length > 0 && moments < 100) {
      idle.runNext();
      moments++;
    }
    expect(moments).toBe(Math.ceil(itemCount / 2));
    // Folded ahead or not, the search answers the same.
    expect(names({ search: 'brownie' })).toEqual(['Walnut Brownie']);

    const stop = prepareSearchWhenIdle(testMenu());
    expect(idle.queued).toHaveLength(1);
    stop();
    expect(idle.queued).toHaveLength(0);
  });

  it('leaves the folding to the first search where the browser has no idle callbacks', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    expect(() => prepareSearchWhenIdle(testMenu())()).not.toThrow();
    expect(names({ search: 'steamed' })).toEqual(['Latte']);
  });
});

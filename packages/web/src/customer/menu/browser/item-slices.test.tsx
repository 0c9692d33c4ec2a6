import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../../test/fetch-mock.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { MenuPage } from '../menu.page.tsx';
import { menuItem, menuResponse, type TTestMenuItem, testMenu } from '../menu.test-fixtures.ts';
import { nearSlices, SLICE_SIZE, SLICE_THRESHOLD } from './item-slices.tsx';

/** An IntersectionObserver the test drives: it reports what it watches, and crossings on demand. */
class FakeObserver {
  static all = new Set<FakeObserver>();
  readonly watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.add(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
    FakeObserver.all.delete(this);
  }
  takeRecords() {
    return [];
  }
  /** Reports every watched element as near the screen. */
  static approachAll() {
    for (const observer of [...FakeObserver.all]) {
      const entries = [...observer.watched].map((target) => ({ target, isIntersecting: true }));
      if (entries.length > 0) {
        observer.callback(entries as unknown as IntersectionObserverEntry[], observer as never);
      }
    }
  }
}

const ITEMS_PER_CATEGORY = 40;

/** Three categories of 40 items (120 in all, over the threshold where slicing starts), or of `perCategory`. */
function bigMenu(perCategory = ITEMS_PER_CATEGORY) {
  const items = (category: number, name: string): TTestMenuItem[] =>
    Array.from({ length: perCategory }, (_, index) =>
      menuItem(category * 1000 + index, `${name} ${index + 1}`, { category_id: category }),
    );
  const category = (id: number, name: string) => ({
    id,
    name,
    description: null,
    sort_order: id,
    image_url: null,
    time_availability: null,
    available: true,
    items: items(id, name),
  });
  return testMenu({
    categories: [category(1, 'Soup'), category(2, 'Pasta'), category(3, 'Cake')],
    featured_items: [],
  });
}

function renderMenu(menu = bigMenu()) {
  mockFetch(({ url }) => menuResponse(url, menu) ?? ok({}));
  renderRoute([{ path: '/table/:tableId/menu', element: <MenuPage /> }], '/table/3/menu');
  return userEvent.setup();
}

const addButtons = () => screen.queryAllByRole('button', { name: /^Add / });
const placeholders = () => document.querySelectorAll('li[aria-hidden="true"]');

describe('a big menu renders in slices', () => {
  beforeEach(() => {
    FakeObserver.all.clear();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the first items at once and the rest as the guest scrolls near them', async () => {
    expect(3 * ITEMS_PER_CATEGORY).toBeGreaterThan(SLICE_THRESHOLD);
    renderMenu();
    expect(await screen.findByRole('button', { name: 'Add Soup 1' })).toBeInTheDocument();
    // Every category is there to jump to, but only the first slice's cards are.
    for (const name of ['Soup', 'Pasta', 'Cake']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(addButtons()).toHaveLength(SLICE_SIZE);
    expect(screen.queryByRole('button', { name: 'Add Cake 40' })).not.toBeInTheDocument();

    act(() => FakeObserver.approachAll());
    expect(addButtons().length).toBeGreaterThan(SLICE_SIZE);
    // Once near, a slice stays: scrolling on renders the rest, nothing is taken away again.
    for (let round = 0; round < 20 && addButtons().length < 3 * ITEMS_PER_CATEGORY; round++) {
      act(() => FakeObserver.approachAll());
    }
    expect(addButtons()).toHaveLength(3 * ITEMS_PER_CATEGORY);
  });

  it('keeps one placeholder for each run of slices not rendered yet, not one per slice', async () => {
    renderMenu();
    expect(await screen.findByRole('button', { name: 'Add Soup 1' })).toBeInTheDocument();
    // Soup's slices 2-5 and all of Pasta's and Cake's: three runs, where there are 14 slices.
    expect(placeholders()).toHaveLength(3);

    act(() => FakeObserver.approachAll());
    // Each run rendered the slice that came near (its first, as the fake observer has no geometry)
    // and the rest of it waits as one placeholder again.
    expect(addButtons()).toHaveLength(4 * SLICE_SIZE);
    expect(placeholders()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Add Pasta 8' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Pasta 9' })).not.toBeInTheDocument();
  });

  it('renders a menu of at most SLICE_THRESHOLD items whole, every category at once', async () => {
    renderMenu(bigMenu(20));
    // The last category starts at item 41: far past the first slice, and still there at once.
    expect(await screen.findByRole('button', { name: 'Add Cake 20' })).toBeInTheDocument();
    expect(addButtons()).toHaveLength(60);
  });

  it('shows search results from the end of the menu without scrolling', async () => {
    const user = renderMenu();
    await user.type(await screen.findByRole('searchbox', { name: 'Search the menu' }), 'cake 4');
    // Cake 4, 14, 24, 34 and 40: the last category, far below the first slice.
    expect(await screen.findByRole('button', { name: 'Add Cake 40' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('5 items found');
    expect(addButtons()).toHaveLength(5);
  });
});

describe('nearSlices', () => {
  const entry = (top: number, height: number, reach: { top: number; bottom: number } | null) => ({
    boundingClientRect: { top, height } as DOMRectReadOnly,
    rootBounds: reach as DOMRectReadOnly | null,
  });
  const heights = [1000, 1000, 1000, 500];

  it('names the slices of a run within the screen and its margin', () => {
    // The screen with its margin reaches from -400 to 1200; the run starts at 900.
    expect(nearSlices(entry(900, 3500, { top: -400, bottom: 1200 }), heights)).toEqual([0]);
    // Scrolled into the middle of the run: its second and third slices are near.
    expect(nearSlices(entry(-1500, 3500, { top: -400, bottom: 1200 }), heights)).toEqual([1, 2]);
    // Its end only.
    expect(nearSlices(entry(-3400, 3500, { top: -400, bottom: 1200 }), heights)).toEqual([3]);
  });

  it('falls back to the first slice when the geometry is unknown', () => {
    expect(nearSlices(entry(0, 0, { top: 0, bottom: 800 }), heights)).toEqual([0]);
    expect(nearSlices(entry(100, 3500, null), heights)).toEqual([0]);
  });
});

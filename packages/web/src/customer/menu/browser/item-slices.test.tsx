import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../../test/fetch-mock.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { MenuPage } from '../menu.page.tsx';
import { menuItem, menuResponse, type TTestMenuItem, testMenu } from '../menu.test-fixtures.ts';
import { nearSlices, SLICE_THRESHOLD, sliceSize } from './item-slices.tsx';

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
  /**
   * Reports every watched element as near the screen: without geometry, or at `top` (px from the top
   * of an 800 px screen, whose reach with the 400 px margin is -400 to 1200).
   */
  static approachAll(top?: number) {
    const geometry = (target: Element) =>
      top === undefined
        ? {}
        : {
            boundingClientRect: { top, height: Number.parseFloat((target as HTMLElement).style.height) },
            rootBounds: { top: -400, bottom: 1200 },
          };
    for (const observer of [...FakeObserver.all]) {
      const entries = [...observer.watched].map((target) => ({
        target,
        isIntersecting: true,
        ...geometry(target),
      }));
      if (entries.length > 0) {
        observer.callback(entries as unknown as IntersectionObserverEntry[], observer as never);
      }
    }
  }
}

const ITEMS_PER_CATEGORY = 40;
/** The menu's grid on a phone (matchMedia answers narrow below): two columns, two rows a slice. */
const SLICE_SIZE = sliceSize(2);

/**
 * Reports every placeholder near (FakeObserver.approachAll) once each is watched: a placeholder starts
 * watching in an effect, which React may run after the cards are on the page.
 */
async function approachAll(top?: number) {
  const watched = (element: Element) => [...FakeObserver.all].some((one) => one.watched.has(element));
  await waitFor(() => expect([...placeholders()].every(watched)).toBe(true));
  act(() => FakeObserver.approachAll(top));
}

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
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
  });

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

    await approachAll();
    expect(addButtons().length).toBeGreaterThan(SLICE_SIZE);
    // Once near, a slice stays: scrolling on renders the rest, nothing is taken away again.
    for (let round = 0; round < 20 && addButtons().length < 3 * ITEMS_PER_CATEGORY; round++) {
      await approachAll();
    }
    expect(addButtons()).toHaveLength(3 * ITEMS_PER_CATEGORY);
  });

  it('keeps one placeholder for each run of slices not rendered yet, not one per slice', async () => {
    renderMenu();
    expect(await screen.findByRole('button', { name: 'Add Soup 1' })).toBeInTheDocument();
    // Soup's slices after the first and all of Pasta's and Cake's: three runs, where there are 29 slices.
    expect(ITEMS_PER_CATEGORY / SLICE_SIZE).toBe(10);
    expect(placeholders()).toHaveLength(3);

    await approachAll();
    // Each run rendered the slice that came near (its first, as the fake observer has no geometry)
    // and the rest of it waits as one placeholder again.
    expect(addButtons()).toHaveLength(4 * SLICE_SIZE);
    expect(placeholders()).toHaveLength(3);
    expect(screen.getByRole('button', { name: `Add Pasta ${SLICE_SIZE}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Add Pasta ${SLICE_SIZE + 1}` })).not.toBeInTheDocument();
  });

  it('ends a slice of the grid with a row: two rows of three cards on a wide screen', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener() {}, removeEventListener() {} }));
    renderMenu();
    expect(await screen.findByRole('button', { name: 'Add Soup 6' })).toBeInTheDocument();
    expect(addButtons()).toHaveLength(6);
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
    // Cake 4, 14, 24, 34 and 40: the last category, far below the first slice. The first slice of
    // the results renders at once, the last one when the observer finds it near.
    expect(screen.getByRole('status')).toHaveTextContent('5 items found');
    expect(await screen.findByRole('button', { name: 'Add Cake 34' })).toBeInTheDocument();
    expect(addButtons()).toHaveLength(SLICE_SIZE);
    await approachAll();
    expect(screen.getByRole('button', { name: 'Add Cake 40' })).toBeInTheDocument();
    expect(addButtons()).toHaveLength(5);
  });

  it('renders what the screen shows at once, and what is just below it once the guest scrolls', async () => {
    renderMenu();
    expect(await screen.findByRole('button', { name: 'Add Soup 1' })).toBeInTheDocument();
    const soupAfterFirstSlice = `Add Soup ${SLICE_SIZE + 1}`;

    // The runs start below the screen but within the margin: nobody sees them yet.
    await approachAll(900);
    expect(addButtons()).toHaveLength(SLICE_SIZE);
    // The guest scrolls: what was near renders before it comes into view.
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('button', { name: soupAfterFirstSlice })).toBeInTheDocument();
    expect(addButtons()).toHaveLength(4 * SLICE_SIZE);
  });

  it('renders a run at once where it reaches onto the screen', async () => {
    renderMenu();
    expect(await screen.findByRole('button', { name: 'Add Soup 1' })).toBeInTheDocument();
    // Each run's first slice starts 100 px above the screen's bottom edge.
    await approachAll(700);
    expect(screen.getByRole('button', { name: `Add Soup ${SLICE_SIZE + 1}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Add Soup ${2 * SLICE_SIZE + 1}` })).not.toBeInTheDocument();
    expect(addButtons()).toHaveLength(4 * SLICE_SIZE);
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

  it('with an inset, names only the slices on the screen itself, which may be none', () => {
    // The reach less its 400 px margin: the screen, 0 to 800.
    expect(nearSlices(entry(700, 3500, { top: -400, bottom: 1200 }), heights, 400)).toEqual([0]);
    expect(nearSlices(entry(900, 3500, { top: -400, bottom: 1200 }), heights, 400)).toEqual([]);
    expect(nearSlices(entry(-2000, 3500, { top: -400, bottom: 1200 }), heights, 400)).toEqual([2]);
  });

  it('falls back to the first slice when the geometry is unknown', () => {
    expect(nearSlices(entry(0, 0, { top: 0, bottom: 800 }), heights)).toEqual([0]);
    expect(nearSlices(entry(100, 3500, null), heights)).toEqual([0]);
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TGuestSettings } from '../../lib/responses/branding.response.ts';
import { mockFetch, ok } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { CurrentTableContext } from '../current-table/current-table.tsx';
import { seedSettings } from '../guest-settings.test-fixtures.ts';
import { menuItem, menuResponse, type TTestMenuItem, testMenu } from '../menu/menu.test-fixtures.ts';
import { GamePage } from './game.page.tsx';

const NAMES = [
  'Latte',
  'Walnut Brownie',
  'Green Curry',
  'Garden Salad',
  'Espresso',
  'Apple Pie',
  'Chai',
  'Scone',
];

/** A menu of eight items; `pictured` of them (the first ones) have a picture. */
function menuWith(pictured: number, names: readonly string[] = NAMES) {
  const items: TTestMenuItem[] = names.map((name, index) =>
    menuItem(index + 1, name, { image_url: index < pictured ? `/uploads/${index + 1}.jpg` : null }),
  );
  return testMenu({ categories: [{ ...testMenu().categories[0]!, items }], featured_items: [] });
}

function renderGame(
  menu: ReturnType<typeof menuWith>,
  { atTable = true, settings = {} }: { atTable?: boolean; settings?: Partial<TGuestSettings> } = {},
) {
  const fetch = mockFetch(({ url }) => menuResponse(url, menu) ?? ok({}));
  const page = atTable ? (
    <CurrentTableContext value={{ id: 3, name: 'Table 3', seat_capacity: 4 }}>
      <GamePage />
    </CurrentTableContext>
  ) : (
    <GamePage />
  );
  const view = renderRoute(
    [
      { path: '/table/:tableId/game', element: page },
      { path: '/game', element: page },
    ],
    atTable ? '/table/3/game' : '/game',
  );
  seedSettings(view.queryClient, settings);
  return { ...view, fetch };
}

const cards = () => within(screen.getByRole('list', { name: 'Cards' })).getAllByRole('button');
const labelOf = (card: HTMLElement) => card.getAttribute('aria-label') ?? '';
/** 'Latte' from 'Card 3: Latte' or 'Card 3: Latte, pair found'. */
const nameOf = (card: HTMLElement) =>
  labelOf(card)
    .replace(/^Card \d+: /, '')
    .replace(/, pair found$/, '');
const stat = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('GamePage (issue 14)', () => {
  it("deals twelve face-down cards from the table's menu, pictures first", async () => {
    const { fetch, container } = renderGame(menuWith(6));
    expect(await screen.findByRole('heading', { level: 1, name: 'Find the pairs' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Cards' });
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain(
      '/api/public/menu?bench_id=3&customizations=separate',
    );
    expect(cards().map(labelOf)).toEqual(Array.from({ length: 12 }, (_, i) => `Card ${i + 1}, face down`));
    const pictures = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(pictures).toHaveLength(12);
    expect(new Set(pictures)).toEqual(
      new Set([
        '/uploads/1.jpg',
        '/uploads/2.jpg',
        '/uploads/3.jpg',
        '/uploads/4.jpg',
        '/uploads/5.jpg',
        '/uploads/6.jpg',
      ]),
    );
    expect(screen.getByRole('link', { name: 'Back to my order' })).toHaveAttribute('href', '/table/3/orders');
  });

  it('shows names on coloured cards, one colour per pair, for items without a picture or with pictures off', async () => {
    const { container } = renderGame(menuWith(8), { settings: { show_item_images: false } });
    await screen.findByRole('list', { name: 'Cards' });
    expect(container.querySelector('img')).toBeNull();
    const faces = [...container.querySelectorAll('.text-white')];
    expect(faces).toHaveLength(12);
    const colourOf = new Map<string, Set<string>>();
    for (const face of faces) {
      const name = face.textContent ?? '';
      expect(NAMES).toContain(name);
      const colour = [...face.classList].find((className) => /^bg-\w+-700$/.test(className)) ?? '';
      colourOf.set(name, new Set([...(colourOf.get(name) ?? []), colour]));
    }
    expect(colourOf.size).toBe(6);
    expect([...colourOf.values()].every((colours) => colours.size === 1)).toBe(true);
    expect(new Set([...colourOf.values()].flatMap((colours) => [...colours])).size).toBe(6);
  });

  it('is played by keyboard to the win: arrows move, Enter and Space turn, pairs stay, the result is told', async () => {
    const user = userEvent.setup();
    renderGame(menuWith(0));
    await screen.findByRole('list', { name: 'Cards' });
    const live = screen.getByRole('status');
    await user.tab(); // the back link
    await user.tab(); // New game
    await user.tab();
    expect(cards()[0]).toHaveFocus();

    // Arrow keys move through the 4 × 3 grid; Home and End go to the ends.
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(cards()[5]).toHaveFocus();
    await user.keyboard('{End}');
    expect(cards()[11]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cards()[0]).toHaveFocus();

    // Turn the cards two by two, remembering what they show.
    let at = 0;
    const turn = async (position: number, key = '{Enter}') => {
      const arrow = position > at ? '{ArrowRight}' : '{ArrowLeft}';
      await user.keyboard(arrow.repeat(Math.abs(position - at)) + key);
      at = position;
      return cards()[position] as HTMLElement;
    };
    const seen = new Map<string, number[]>();
    for (let position = 0; position < 12; position++) {
      const card = await turn(position, position % 2 ? ' ' : '{Enter}');
      expect(labelOf(card)).toMatch(new RegExp(`^Card ${position + 1}: `));
      seen.set(nameOf(card), [...(seen.get(nameOf(card)) ?? []), position]);
      if (position === 0) expect(live).toHaveTextContent(`${nameOf(card)} turned over.`);
    }
    expect(seen.size).toBe(6);
    expect(Number(stat('Moves'))).toBe(6);

    // Cards 1 and 2, 3 and 4, ... were turned together: a pair there is found already.
    const foundTogether = ([first = 0, second]: number[]) => first % 2 === 0 && second === first + 1;
    const pairs = [...seen.entries()].filter(([, positions]) => !foundTogether(positions));
    const done = 6 - pairs.length;
    expect(stat('Pairs')).toBe(`${done} of 6`);
    for (const [index, [name, [first = 0, second = 0]]] of pairs.entries()) {
      await turn(first);
      const last = await turn(second);
      expect(labelOf(last)).toBe(`Card ${second + 1}: ${name}, pair found`);
      if (index < pairs.length - 1) {
        expect(live).toHaveTextContent(`A pair: ${name}. ${done + index + 1} of 6 pairs found.`);
      }
    }

    const moves = 6 + pairs.length;
    expect(stat('Moves')).toBe(String(moves));
    expect(cards().every((card) => labelOf(card).endsWith('pair found'))).toBe(true);
    const won = screen.getByRole('heading', { name: 'Well done!' });
    expect(won).toHaveFocus();
    const result = new RegExp(`You found all 6 pairs in ${moves} moves\\. Time: \\d+:\\d\\d\\.`);
    expect(screen.getByRole('region', { name: 'Well done!' })).toHaveTextContent(result);
    expect(live).toHaveTextContent(/^Well done! You found all 6 pairs/);

    // Play again: new cards, all face down, the count back at zero, the focus on the first card.
    await user.click(screen.getByRole('button', { name: 'Play again' }));
    expect(screen.queryByRole('heading', { name: 'Well done!' })).not.toBeInTheDocument();
    expect(cards().every((card) => labelOf(card).endsWith('face down'))).toBe(true);
    expect(stat('Moves')).toBe('0');
    expect(cards()[0]).toHaveFocus();
  });

  it('turns two cards that are no pair back after a moment, and says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderGame(menuWith(0));
      await screen.findByRole('list', { name: 'Cards' });
      // Cards 1 and 2, then 3 and 4, ... until two of them are no pair.
      let miss: [HTMLElement, HTMLElement] | undefined;
      for (let position = 0; position < 12 && !miss; position += 2) {
        const [first, second] = cards().slice(position, position + 2) as [HTMLElement, HTMLElement];
        await user.click(first);
        await user.click(second);
        if (!labelOf(second).endsWith('pair found')) miss = [first, second];
      }
      if (!miss) throw new Error('every card lay beside its twin');
      const [first, second] = miss;
      expect(screen.getByRole('status')).toHaveTextContent(
        `${nameOf(first)} and ${nameOf(second)} are not a pair.`,
      );
      expect(labelOf(first)).not.toMatch(/face down$/);
      await act(() => vi.advanceTimersByTimeAsync(1_100));
      expect(labelOf(first)).toMatch(/face down$/);
      expect(labelOf(second)).toMatch(/face down$/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when the menu has too few dishes, and leads home outside a table', async () => {
    renderGame(menuWith(0, ['Latte']), { atTable: false });
    expect(await screen.findByText('The menu has too few dishes for a game yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the start' })).toHaveAttribute('href', '/welcome');
  });
});

import { expect, type Locator, type Page, test } from '@playwright/test';
import { checkAxe } from '../support/axe.ts';
import { PHONE, prepareGuest, type TLanguage, type TTheme } from '../support/guest.ts';

/**
 * Issue 14: a guest waiting for their order plays "Find the pairs" with cards from the menu. The
 * journey goes from the menu to the order tracking screen, on to the game and back, and plays a
 * whole game with the keyboard alone; axe checks the game in every state on a phone, light and dark.
 */
const TABLE = 1;
const AXE_TABLE = 13;

const TEXTS = {
  en: {
    playGame: 'Play a game while you wait',
    title: 'Find the pairs',
    backToOrder: 'Back to my order',
    cards: 'Cards',
    won: 'Well done!',
    result: (moves: number) => new RegExp(`You found all 6 pairs in ${moves} moves\\. Time: \\d+:\\d\\d\\.`),
    // 'Card 3, face down', 'Card 3: Latte', 'Card 3: Latte, pair found'
    card: /^Card (\d+)(?:, face down|: (.+?)(, pair found)?)$/,
  },
  de: {
    playGame: 'Ein Spiel, während Sie warten',
    title: 'Paare finden',
    backToOrder: 'Zurück zu meiner Bestellung',
    cards: 'Karten',
    won: 'Gut gemacht!',
    result: (moves: number) =>
      new RegExp(`Sie haben alle 6 Paare in ${moves} Zügen gefunden\\. Zeit: \\d+:\\d\\d\\.`),
    card: /^Karte (\d+)(?:, verdeckt|: (.+?)(, Paar gefunden)?)$/,
  },
} as const;

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

/** What a card says about itself: its dish once face up, and whether its pair was found. */
async function cardState(card: Locator, language: TLanguage) {
  const label = (await card.getAttribute('aria-label')) ?? '';
  const match = TEXTS[language].card.exec(label);
  if (!match) throw new Error(`Unexpected card label '${label}'`);
  return { name: match[2] ?? null, found: Boolean(match[3]) };
}

/**
 * Plays a whole game with the keyboard: arrow keys to a card, Enter or Space to turn it. First every
 * card once, two by two, remembering each dish; then every pair not yet found. Returns the moves.
 */
async function playByKeyboard(page: Page, language: TLanguage): Promise<number> {
  const cards = page.getByRole('list', { name: TEXTS[language].cards }).getByRole('button');
  await expect(cards).toHaveCount(12);
  await cards.first().focus();
  let at = 0;
  const turn = async (position: number, key: 'Enter' | ' ') => {
    const arrow = position > at ? 'ArrowRight' : 'ArrowLeft';
    for (let step = 0; step < Math.abs(position - at); step++) await page.keyboard.press(arrow);
    at = position;
    await expect(cards.nth(position)).toBeFocused();
    await page.keyboard.press(key);
    const card = cards.nth(position);
    await expect(card).not.toHaveAttribute('aria-label', /(face down|verdeckt)$/);
    return cardState(card, language);
  };

  const positions = new Map<string, number[]>();
  let moves = 0;
  for (let position = 0; position < 12; position += 2) {
    for (const [offset, key] of [
      [0, 'Enter'],
      [1, ' '],
    ] as const) {
      const { name } = await turn(position + offset, key);
      positions.set(name ?? '', [...(positions.get(name ?? '') ?? []), position + offset]);
    }
    moves++;
  }
  expect(positions.size).toBe(6);
  for (const [name, [first = 0, second = 0]] of positions) {
    if ((await cardState(cards.nth(first), language)).found) continue;
    await turn(first, 'Enter');
    expect(await turn(second, 'Enter')).toEqual({ name, found: true });
    moves++;
  }
  return moves;
}

test('from the tracking screen a guest plays a whole game by keyboard and goes back to the order', async ({
  page,
}) => {
  test.slow();
  const text = TEXTS.en;
  await prepareGuest(page);
  await page.goto(`/table/${TABLE}/menu`);
  await page.getByRole('button', { name: 'Add Sparkling Water' }).click();
  await page.getByRole('button', { name: /^View cart/ }).click();
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  const submitted = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/customer/orders/submit') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: /^Place order/ }).click();
  const { sequence_number } = ((await (await submitted).json()) as { data: { sequence_number: string } })
    .data;
  const order = `Order ${sequence_number}`;
  await expect(page).toHaveURL(new RegExp(`/table/${TABLE}/orders$`));
  await expect(page.getByRole('article', { name: order })).toContainText('Just submitted');

  await page.getByRole('link', { name: text.playGame }).click();
  await expect(page).toHaveURL(new RegExp(`/table/${TABLE}/game$`));
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();

  const moves = await playByKeyboard(page, 'en');
  const won = page.getByRole('heading', { level: 2, name: text.won });
  await expect(won).toBeFocused();
  await expect(page.getByRole('region', { name: text.won })).toContainText(text.result(moves));
  await expect(page.getByRole('status').filter({ hasText: text.won })).toBeAttached();

  // Play again deals a fresh game, all face down.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(won).toBeHidden();
  const cards = page.getByRole('list', { name: text.cards }).getByRole('button');
  await expect(cards.first()).toBeFocused();
  for (const card of await cards.all()) await expect(card).toHaveAttribute('aria-label', /face down$/);

  await page.getByRole('link', { name: text.backToOrder }).click();
  await expect(page).toHaveURL(new RegExp(`/table/${TABLE}/orders$`));
  await expect(page.getByRole('article', { name: order })).toBeVisible();
});

const LOOKS: { theme: TTheme; language: TLanguage }[] = [
  { theme: 'light', language: 'en' },
  { theme: 'dark', language: 'de' },
];

for (const { theme, language } of LOOKS) {
  test.describe(`${theme} theme, ${language}`, () => {
    test.use({ colorScheme: theme });

    test('the game passes axe face down, mid-game and won', async ({ page }) => {
      test.slow();
      const text = TEXTS[language];
      await prepareGuest(page, { language, theme });
      await page.goto(`/table/${AXE_TABLE}/game`);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await checkAxe(page, `the game, face down (${theme})`);

      const cards = page.getByRole('list', { name: text.cards }).getByRole('button');
      await cards.nth(0).click();
      await cards.nth(1).click();
      await checkAxe(page, `the game with two cards up (${theme})`);

      await playByKeyboard(page, language);
      await expect(page.getByRole('heading', { level: 2, name: text.won })).toBeFocused();
      await checkAxe(page, `the game, won (${theme})`);
    });
  });
}

import { describe, expect, it } from 'vitest';
import {
  chooseFaces,
  elapsedSeconds,
  flipCard,
  hideMiss,
  isFaceUp,
  isWon,
  newGame,
  shuffle,
  type TFace,
  type TGame,
} from './game-rules.ts';

const face = (id: number, name: string, imageUrl: string | null = null): TFace => ({ id, name, imageUrl });
const LATTE = face(1, 'Latte');
const SCONE = face(2, 'Scone');
const TEA = face(3, 'Tea');

/** The same numbers every run: a cycling list standing in for Math.random. */
const fixedRandom = (...values: number[]) => {
  let next = 0;
  return () => values[next++ % values.length] as number;
};

/** A game dealt in a known order, for tests of the moves. */
const dealt = (...cards: TFace[]): TGame => ({ ...newGame([]), cards });

/** Flips the positions one after another, one second apart. */
const play = (game: TGame, ...positions: number[]) =>
  positions.reduce((state, position, index) => flipCard(state, position, 1_000 * (index + 1)), game);

describe('shuffle', () => {
  it('returns a reordered copy with the same items', () => {
    const items = [1, 2, 3, 4, 5];
    const shuffled = shuffle(items, fixedRandom(0));
    expect(shuffled).toEqual([2, 3, 4, 5, 1]);
    expect(items).toEqual([1, 2, 3, 4, 5]);
    expect([...shuffle(items)].sort()).toEqual(items);
  });
});

describe('chooseFaces', () => {
  it('takes items with a picture first and fills up with named ones', () => {
    const candidates = [face(1, 'A'), face(2, 'B', '/b.jpg'), face(3, 'C'), face(4, 'D', '/d.jpg')];
    const chosen = chooseFaces(candidates, 3, fixedRandom(0.5, 0.1, 0.9));
    expect(chosen).toHaveLength(3);
    expect(
      chosen
        .slice(0, 2)
        .map((chosenFace) => chosenFace.id)
        .sort(),
    ).toEqual([2, 4]);
    expect([1, 3]).toContain(chosen[2]?.id);
  });

  it('counts a name once, whatever its case, and skips nameless items', () => {
    const chosen = chooseFaces([face(1, 'Latte'), face(2, ' latte '), face(3, '  '), face(4, 'Tea')], 6);
    expect(chosen.map((chosenFace) => chosenFace.name.trim().toLowerCase()).sort()).toEqual(['latte', 'tea']);
  });

  it('gives at most the number asked for', () => {
    const many = Array.from({ length: 20 }, (_, index) => face(index, `Item ${index}`));
    expect(chooseFaces(many)).toHaveLength(6);
  });
});

describe('newGame', () => {
  it('deals every face twice, face down', () => {
    const game = newGame([LATTE, SCONE, TEA]);
    expect(game.cards).toHaveLength(6);
    for (const each of [LATTE, SCONE, TEA]) {
      expect(game.cards.filter((card) => card.id === each.id)).toHaveLength(2);
    }
    expect(game.cards.some((_, position) => isFaceUp(game, position))).toBe(false);
    expect(game.moves).toBe(0);
  });
});

describe('flipCard', () => {
  it('keeps a pair face up and counts the move', () => {
    const game = play(dealt(LATTE, SCONE, LATTE, SCONE), 0, 2);
    expect(game.found).toEqual([LATTE.id]);
    expect(game.open).toEqual([]);
    expect(game.moves).toBe(1);
    expect(isFaceUp(game, 0) && isFaceUp(game, 2)).toBe(true);
    expect(game.lastTurn).toEqual({ kind: 'match', face: LATTE });
  });

  it('leaves two different cards showing until they are hidden or the next card is turned', () => {
    const missed = play(dealt(LATTE, SCONE, LATTE, SCONE), 0, 1);
    expect(missed.open).toEqual([0, 1]);
    expect(missed.moves).toBe(1);
    expect(missed.lastTurn).toEqual({ kind: 'miss', faces: [LATTE, SCONE] });
    expect(hideMiss(missed).open).toEqual([]);

    const next = flipCard(missed, 2, 5_000);
    expect(next.open).toEqual([2]);
    expect(next.lastTurn).toEqual({ kind: 'first', face: LATTE });
    expect(next.moves).toBe(1);
    // One of the two still showing starts the next move.
    expect(flipCard(missed, 1, 5_000).open).toEqual([1]);
  });

  it('ignores a card that is already face up or found', () => {
    const first = play(dealt(LATTE, SCONE, LATTE, SCONE), 0);
    expect(flipCard(first, 0, 2_000)).toBe(first);
    const matched = play(first, 2);
    expect(flipCard(matched, 2, 3_000)).toBe(matched);
    expect(flipCard(matched, 9, 3_000)).toBe(matched);
  });

  it('is won when every pair is found, and stops the clock there', () => {
    const cards = dealt(LATTE, SCONE, SCONE, LATTE);
    const almost = flipCard(play(cards, 0, 1, 0, 3), 1, 10_000);
    expect(almost.found).toEqual([LATTE.id]);
    expect(isWon(almost)).toBe(false);
    expect(elapsedSeconds(almost, 60_000)).toBe(59);

    const won = flipCard(almost, 2, 20_000);
    expect(isWon(won)).toBe(true);
    expect(won.moves).toBe(3);
    expect(won.finishedAt).toBe(20_000);
    expect(elapsedSeconds(won, 99_000)).toBe(19);
    expect(flipCard(won, 0, 21_000)).toBe(won);
  });

  it('starts the clock at the first flip', () => {
    const game = dealt(LATTE, SCONE, LATTE, SCONE);
    expect(elapsedSeconds(game, 50_000)).toBe(0);
    expect(flipCard(game, 1, 7_000).startedAt).toBe(7_000);
  });
});

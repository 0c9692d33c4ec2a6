/**
 * The rules of "Find the pairs" (issue 14): a deck of menu items, each twice, face down; a guest
 * turns two cards per move, a pair stays face up, anything else turns back. Pure functions over
 * plain data, so the screen and the tests share one set of rules.
 */

/** What a card shows when face up: a menu item, by picture or, without one, by name. */
export type TFace = { id: number; name: string; imageUrl: string | null };

/** The last thing a flip did, for the screen to announce. */
export type TTurn =
  | { kind: 'first'; face: TFace }
  | { kind: 'match'; face: TFace }
  | { kind: 'miss'; faces: readonly [TFace, TFace] };

export type TGame = {
  /** The dealt deck: every face twice, shuffled. */
  cards: readonly TFace[];
  /** Positions turned face up in the current move (0, 1 or 2), not yet a pair. */
  open: readonly number[];
  /** Ids of the faces whose pair was found. */
  found: readonly number[];
  /** Completed moves: two cards turned. */
  moves: number;
  /** Milliseconds since the epoch of the first flip, and of the flip that found the last pair. */
  startedAt: number | null;
  finishedAt: number | null;
  lastTurn: TTurn | null;
};

/** Six pairs: twelve cards fill a phone's screen (4 × 3) and take a minute or two to clear. */
export const PAIR_COUNT = 6;
/** Fewer than two pairs is no game. */
export const MIN_PAIR_COUNT = 2;

/** A random number in [0, 1), as Math.random gives; tests pass their own. */
export type TRandom = () => number;

/** A shuffled copy (Fisher–Yates). */
export function shuffle<T>(items: readonly T[], random: TRandom = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * Up to `count` faces picked at random from the menu's items, those with a picture first; items
 * whose names repeat (the same dish in two categories) count once, as two cards must never look
 * alike without being a pair.
 */
export function chooseFaces(
  candidates: readonly TFace[],
  count: number = PAIR_COUNT,
  random: TRandom = Math.random,
): TFace[] {
  const seen = new Set<string>();
  const distinct = shuffle(candidates, random).filter((face) => {
    const name = face.name.trim().toLocaleLowerCase();
    if (!name || seen.has(name)) return false;
    seen.add(name);
    return true;
  });
  // A stable sort keeps the random order within each group.
  return distinct.sort((a, b) => Number(b.imageUrl !== null) - Number(a.imageUrl !== null)).slice(0, count);
}

/** A new game: each face twice, shuffled, all face down. */
export function newGame(faces: readonly TFace[], random: TRandom = Math.random): TGame {
  return {
    cards: shuffle([...faces, ...faces], random),
    open: [],
    found: [],
    moves: 0,
    startedAt: null,
    finishedAt: null,
    lastTurn: null,
  };
}

export const isFound = (game: TGame, position: number): boolean =>
  game.found.includes(game.cards[position]?.id ?? Number.NaN);

export const isFaceUp = (game: TGame, position: number): boolean =>
  game.open.includes(position) || isFound(game, position);

export const pairCount = (game: TGame): number => game.cards.length / 2;

export const isWon = (game: TGame): boolean => game.cards.length > 0 && game.found.length === pairCount(game);

/**
 * Turns the card at `position` face up. When two unmatched cards are still showing, they turn back
 * first, so a quick guest need not wait for them (turning one of them starts the next move with it).
 * A card face up in this move, a found one, or any card after the win is ignored: the same game
 * comes back.
 */
export function flipCard(game: TGame, position: number, now: number): TGame {
  const face = game.cards[position];
  const open = game.open.length === 2 ? [] : game.open;
  if (!face || isWon(game) || open.includes(position) || isFound(game, position)) return game;
  const startedAt = game.startedAt ?? now;
  const first = open[0];
  if (first === undefined) {
    return { ...game, open: [position], startedAt, lastTurn: { kind: 'first', face } };
  }
  const firstFace = game.cards[first] as TFace;
  const moves = game.moves + 1;
  if (firstFace.id !== face.id) {
    return {
      ...game,
      open: [first, position],
      moves,
      startedAt,
      lastTurn: { kind: 'miss', faces: [firstFace, face] },
    };
  }
  const found = [...game.found, face.id];
  const finishedAt = found.length === pairCount(game) ? now : null;
  return { ...game, open: [], found, moves, startedAt, finishedAt, lastTurn: { kind: 'match', face } };
}

/** Turns a missed pair back face down (the screen does so after a moment). */
export function hideMiss(game: TGame): TGame {
  return game.open.length === 2 ? { ...game, open: [] } : game;
}

/** Whole seconds played: until the win, or until `now` while the game runs. */
export function elapsedSeconds(game: TGame, now: number): number {
  if (game.startedAt === null) return 0;
  return Math.max(0, Math.floor(((game.finishedAt ?? now) - game.startedAt) / 1000));
}

import { PartyPopper, Shuffle } from 'lucide-react';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { gameAnnouncement } from './game-announcement.ts';
import { GameCard } from './game-card.tsx';
import {
  chooseFaces,
  elapsedSeconds,
  flipCard,
  hideMiss,
  isFaceUp,
  isFound,
  isWon,
  newGame,
  pairCount,
  type TFace,
} from './game-rules.ts';

/** Four cards to a row: 4 × 3 fits a 375 px phone without scrolling. */
const COLUMNS = 4;
/** How long two cards that are no pair stay face up, unless the guest turns the next one first. */
const MISS_SHOWN_MS = 1_000;

/** Where an arrow key (or Home, End) moves the focus from `from` among `count` cards; null for other keys. */
function targetOf(key: string, from: number, count: number): number | null {
  const moves: Record<string, number> = {
    ArrowRight: from + 1,
    ArrowLeft: from - 1,
    ArrowDown: from + COLUMNS,
    ArrowUp: from - COLUMNS,
    Home: 0,
    End: count - 1,
  };
  const to = moves[key];
  return to === undefined ? null : Math.min(count - 1, Math.max(0, to));
}

/** '0:07', '1:05', '12:30'. */
export function clockTime(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The current time, every second while `running`. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}

function Stat({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-fg-muted">{term}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * "Find the pairs" with cards from the menu: moves, time and pairs found above the cards, each flip
 * told to screen readers, and a win message whose "Play again" deals new cards. Cards are buttons:
 * Tab or the arrow keys move between them, Enter or Space turns one over.
 */
export function PairsGame({ candidates }: { candidates: readonly TFace[] }) {
  const { t } = useTranslation();
  const [game, setGame] = useState(() => newGame(chooseFaces(candidates)));
  // A new deal mounts new cards, so no card turns back over showing the new deck's faces.
  const [round, setRound] = useState(0);
  const won = isWon(game);
  const seconds = elapsedSeconds(game, useNow(game.startedAt !== null && !won));
  const cards = useRef<Array<HTMLButtonElement | null>>([]);
  const focusFirstCard = useRef(false);
  const wonHeading = useRef<HTMLHeadingElement>(null);
  const tones = useMemo(() => [...new Set(game.cards.map((card) => card.id))], [game.cards]);

  const missShowing = game.open.length === 2;
  useEffect(() => {
    if (!missShowing) return;
    const timer = window.setTimeout(() => setGame(hideMiss), MISS_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [missShowing]);

  useEffect(() => {
    if (won) wonHeading.current?.focus();
  }, [won]);

  useEffect(() => {
    if (round > 0 && focusFirstCard.current) cards.current[0]?.focus();
    focusFirstCard.current = false;
  }, [round]);

  const deal = (thenFocusFirstCard: boolean) => {
    focusFirstCard.current = thenFocusFirstCard;
    setGame(newGame(chooseFaces(candidates)));
    setRound((current) => current + 1);
  };

  const onKeyDown = (position: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const to = targetOf(event.key, position, game.cards.length);
    if (to === null) return;
    event.preventDefault();
    cards.current[to]?.focus();
  };

  const label = (face: TFace, position: number) => {
    const vars = { position: position + 1, name: face.name };
    if (isFound(game, position)) return t('guest.game.cardFound', vars);
    return isFaceUp(game, position) ? t('guest.game.cardShown', vars) : t('guest.game.cardHidden', vars);
  };

  const pairs = pairCount(game);
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <dl className="flex gap-5 text-sm">
          <Stat term={t('guest.game.moves')} value={String(game.moves)} />
          <Stat term={t('guest.game.time')} value={clockTime(seconds)} />
          <Stat
            term={t('guest.game.pairs')}
            value={t('guest.game.pairsValue', { found: game.found.length, total: pairs })}
          />
        </dl>
        <Button variant="secondary" size="sm" onClick={() => deal(false)}>
          <Shuffle aria-hidden="true" className="size-4" />
          {t('guest.game.newGame')}
        </Button>
      </div>

      {won ? (
        <section
          aria-labelledby="game-won"
          className="flex flex-col items-center gap-2 rounded-2xl border border-success/40 bg-success-soft p-4 text-center"
        >
          <PartyPopper aria-hidden="true" className="size-7 text-success" />
          <h2 id="game-won" ref={wonHeading} tabIndex={-1} className="text-lg font-semibold">
            {t('guest.game.wonTitle')}
          </h2>
          <p>{t('guest.game.wonText', { count: game.moves, pairs, time: clockTime(seconds) })}</p>
          <Button className="mt-1" onClick={() => deal(true)}>
            {t('guest.game.playAgain')}
          </Button>
        </section>
      ) : null}

      <ul key={round} aria-label={t('guest.game.cardsLabel')} className="grid grid-cols-4 gap-2">
        {game.cards.map((face, position) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a card keeps its place for the whole deal, and each deal is a new list (key above)
          <li key={position}>
            <GameCard
              face={face}
              tone={tones.indexOf(face.id)}
              faceUp={isFaceUp(game, position)}
              found={isFound(game, position)}
              label={label(face, position)}
              onFlip={() => setGame((current) => flipCard(current, position, Date.now()))}
              onKeyDown={onKeyDown(position)}
              ref={(element) => {
                cards.current[position] = element;
              }}
            />
          </li>
        ))}
      </ul>

      <p role="status" className="sr-only">
        {gameAnnouncement(t, game, clockTime(seconds))}
      </p>
    </div>
  );
}

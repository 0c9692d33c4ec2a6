import type { TTranslate } from '../../lib/i18n/translation-keys.ts';
import { isWon, pairCount, type TGame } from './game-rules.ts';

/**
 * What the game's live region says after a flip: the card turned, a pair found (with the count so
 * far) or two cards that are no pair; after the last pair, the result. Empty before the first flip.
 */
export function gameAnnouncement(t: TTranslate, game: TGame, time: string): string {
  const turn = game.lastTurn;
  if (!turn) return '';
  if (isWon(game)) {
    return `${t('guest.game.wonTitle')} ${t('guest.game.wonText', { count: game.moves, pairs: pairCount(game), time })}`;
  }
  if (turn.kind === 'first') return t('guest.game.turned', { name: turn.face.name });
  if (turn.kind === 'match') {
    return t('guest.game.match', { name: turn.face.name, found: game.found.length, total: pairCount(game) });
  }
  return t('guest.game.miss', { first: turn.faces[0].name, second: turn.faces[1].name });
}

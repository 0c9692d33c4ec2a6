import { lazy } from 'react';

const Game = lazy(() => import('./game.page.tsx').then((m) => ({ default: m.GamePage })));

/**
 * The game screen as the guest screens' chunk lists it: the game itself is a chunk of its own,
 * fetched when opened, so neither the other guest screens nor the menu carry it, and the app's own
 * chunk gains nothing for it (decision 0007's budget). A component rather than the lazy one itself,
 * as a lazy page must resolve to a component, not to another lazy one.
 */
export function LazyGamePage() {
  return <Game />;
}

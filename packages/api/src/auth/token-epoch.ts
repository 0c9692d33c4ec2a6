import type { TApiDeps } from '../deps.ts';

/**
 * The oldest moment an access token may have been issued at and still count (app_meta, ISO time).
 * A restore sets it, so every token issued before the restore is refused even though it has not
 * expired: after a restore a user id may name another person. Cached per API instance, dropped on
 * 'access.changed' (which a restore publishes, on every instance) and after EPOCH_TTL_MS anyway.
 */
export const TOKENS_VALID_FROM = 'auth.tokens_valid_from';

const EPOCH_TTL_MS = 60_000;

type TEpoch = { loadedAt: number; seconds: Promise<number> };
const epochs = new WeakMap<TApiDeps, { current?: TEpoch }>();

/** In whole seconds, as a token's `iat`: a token issued in the second of the restore still counts. */
export function tokensValidFromSeconds(deps: TApiDeps): Promise<number> {
  let state = epochs.get(deps);
  if (!state) {
    const created: { current?: TEpoch } = {};
    deps.events.subscribe((event) => {
      if (event.type === 'access.changed') created.current = undefined;
    });
    epochs.set(deps, created);
    state = created;
  }
  const now = deps.clock.now().getTime();
  const current = state.current;
  if (current && now - current.loadedAt >= 0 && now - current.loadedAt < EPOCH_TTL_MS) return current.seconds;
  const seconds = load(deps);
  const entry = { loadedAt: now, seconds };
  state.current = entry;
  const owner = state;
  seconds.catch(() => {
    if (owner.current === entry) owner.current = undefined;
  });
  return seconds;
}

async function load(deps: TApiDeps): Promise<number> {
  const row = await deps.db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', TOKENS_VALID_FROM)
    .executeTakeFirst();
  const at = row ? Date.parse(row.value) : Number.NaN;
  return Number.isFinite(at) ? Math.floor(at / 1000) : 0;
}

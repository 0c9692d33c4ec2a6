import type { TLocation } from '../../lib/router/router.tsx';

type TAccessibilityLinkState = { from: string };

/** Link state for /accessibility, so its Back link returns the guest to where they were. */
export function accessibilityLinkState(
  location: Pick<TLocation, 'pathname' | 'search'>,
): TAccessibilityLinkState {
  return { from: `${location.pathname}${location.search}` };
}

/** Where the accessibility screen's Back link goes: the screen the guest came from, else /welcome. */
export function accessibilityBackTarget(state: unknown): string {
  const from = (state as Partial<TAccessibilityLinkState> | null)?.from;
  // Only paths inside the app: a crafted state must not send the guest elsewhere.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/welcome';
}

/** The table whose menu the guest came from, else null (opened directly, or from another screen). */
export function accessibilityTableId(state: unknown): number | null {
  const table = /^\/table\/(\d{1,10})(?:[/?#]|$)/.exec(accessibilityBackTarget(state));
  return table ? Number(table[1]) : null;
}

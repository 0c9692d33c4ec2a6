import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { scrollToHighlighted } from '../highlight.ts';

/**
 * spec admin 2: /admin/configuration/{group}?highlight={KEY} (global search, the configuration
 * search, the tables screen's public-address hint) scrolls to that setting and moves focus to its
 * control; the row stays marked while the parameter is in the address. Answers the marked key.
 */
export function useHighlightSetting(ready: boolean): string | null {
  const [params] = useSearchParams();
  const raw = params.get('highlight');
  // Keys are GROUP.KEY (spec admin 5), which also keeps the selector below safe.
  const key = raw && /^[A-Z0-9_]+\.[A-Z0-9_]+$/.test(raw) ? raw : null;

  useEffect(() => {
    if (!ready || !key) return;
    const row = document.querySelector<HTMLElement>(`[data-setting-key="${key}"]`);
    if (!row) return;
    scrollToHighlighted(row);
    row.querySelector<HTMLElement>('input, select, textarea, button[role="switch"], button')?.focus({
      preventScroll: true,
    });
  }, [ready, key]);

  return key;
}

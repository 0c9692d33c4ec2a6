import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { scrollToHighlighted } from '../highlight.ts';

/** How long the highlighted row keeps its ring. */
const FLASH_MS = 3000;

/**
 * spec admin 2: /admin/menu?highlight={itemId} or ?highlightCategory={categoryId}. Once the target
 * is on screen (`ready`), it is scrolled into view and flashed, and the parameter leaves the
 * address so a reload does not flash again.
 */
export function useHighlight(
  param: 'highlight' | 'highlightCategory',
  selector: (id: number) => string,
  ready: (id: number) => boolean,
  /** Replaces the address without the parameter (one update, so no other change is lost). */
  onHandled: (param: 'highlight' | 'highlightCategory') => void,
) {
  const [searchParams] = useSearchParams();
  const requested = Number(searchParams.get(param));
  const target = Number.isInteger(requested) && requested > 0 ? requested : undefined;
  const [flashId, setFlashId] = useState<number>();
  const isReady = target !== undefined && ready(target);

  useEffect(() => {
    if (target === undefined || !isReady) return;
    const element = document.querySelector(selector(target));
    if (!element) return;
    scrollToHighlighted(element);
    setFlashId(target);
    onHandled(param);
  }, [target, isReady, selector, param, onHandled]);

  useEffect(() => {
    if (flashId === undefined) return;
    const timer = setTimeout(() => setFlashId(undefined), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flashId]);

  return { target, flashId };
}

import type { Page } from '@playwright/test';

/**
 * Moves the loaded app to `path` as its own links do (history.pushState, then the popstate the
 * router listens to), so a spec visiting many screens loads the app once.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/**
 * Resolves once the screen has stopped loading: no request in flight (live event streams aside)
 * and no spinner on screen, twice in a row; after 6 s it resolves anyway and the check that
 * follows measures whatever is there.
 */
export function quietWatcher(page: Page): () => Promise<void> {
  const pending = new Set<object>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource') pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return async () => {
    const until = Date.now() + 6000;
    let calm = 0;
    while (calm < 2 && Date.now() < until) {
      await page.waitForTimeout(120);
      const spinning = await page.locator('.animate-spin:visible').count();
      calm = pending.size === 0 && spinning === 0 ? calm + 1 : 0;
    }
  };
}

export type TSidewaysReport = { scrollWidth: number; innerWidth: number; culprits: string[] };

/**
 * How wide the page is against the window (once a resize has settled), and when it is wider, the outermost elements that stick
 * out past the right edge without a clipping or scrolling box around them (fixed layers aside).
 */
export async function measureSideways(page: Page): Promise<TSidewaysReport> {
  return page.evaluate(async () => {
    // Two frames after a resize: the media queries, then what components render for the new width.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const innerWidth = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    const culprits: string[] = [];
    if (scrollWidth <= innerWidth) return { scrollWidth, innerWidth, culprits };
    const sticksOut = (element: Element) => {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= innerWidth + 0.5) return false;
      // An absolute element escapes the clipping boxes between it and its positioned ancestor.
      let escaping = false;
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.position === 'fixed') return false;
        if (node !== element) {
          if (escaping && style.position !== 'static') escaping = false;
          if (!escaping && style.overflowX !== 'visible') return false;
        }
        if (style.position === 'absolute') escaping = true;
      }
      return true;
    };
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (!sticksOut(element) || (element.parentElement && sticksOut(element.parentElement))) continue;
      const rect = element.getBoundingClientRect();
      const name = `${element.tagName.toLowerCase()}.${String(element.getAttribute('class') ?? '').slice(0, 80)}`;
      const text = (element.textContent ?? '').trim().slice(0, 40);
      culprits.push(`${name} "${text}" right=${Math.round(rect.right)} width=${Math.round(rect.width)}`);
      if (culprits.length === 5) break;
    }
    return { scrollWidth, innerWidth, culprits };
  });
}

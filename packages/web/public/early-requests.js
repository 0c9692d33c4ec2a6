// Runs before the app bundle on a table's first screens (the QR landing and the menu): starts the
// API calls those screens begin with, so that they travel while the bundle downloads instead of
// after it (issue 15, decision 0030). The app takes each answer once (src/lib/http/early-responses.ts)
// and asks again itself when one is missing or unexpected. No personal data: these are public reads.
(() => {
  const table = /^\/table\/(\d{1,10})(?:\/menu)?\/?$/.exec(window.location.pathname);
  if (!table || typeof fetch !== 'function') return;
  // A browser running the demo answers from the page (src/demo/demo-mode.ts keeps this flag).
  try {
    if (localStorage.getItem('tableside.demo')) return;
  } catch {
    // Blocked storage: no demo either.
  }
  const id = table[1];
  const urls = [`/api/tables/${id}/validate`, `/api/public/menu?bench_id=${id}`, '/api/branding'];
  const responses = {};
  for (const url of urls) {
    responses[url] = fetch(url, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      // As the app's own calls: the answer is revalidated, never an old copy of the browser's cache.
      cache: 'no-cache',
      signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(10000) : undefined,
    }).catch(() => null);
  }
  window.__tablesideEarlyResponses = responses;
})();

// Theme before the first paint; a table's first API calls (src/lib/http/early-responses.ts); the
// browser's number formatting made ready while the app downloads.
(() => {
  // The page's first number format loads the locale data (decision 0030): now, not in the first render.
  setTimeout(() => new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' }).format(1));
  let theme = null;
  let demo = null;
  try {
    theme = localStorage.getItem('tableside.theme') || localStorage.getItem('tableside.defaultTheme');
    demo = localStorage.getItem('tableside.demo');
  } catch {}
  if (theme !== 'light' && theme !== 'dark')
    theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
  const table = /^\/table\/(\d{1,10})(?:\/menu)?\/?$/.exec(location.pathname);
  if (!table || demo) return;
  const responses = {};
  for (const url of [
    `/api/tables/${table[1]}/validate`,
    `/api/public/menu?bench_id=${table[1]}&customizations=separate`,
    '/api/branding',
  ]) {
    responses[url] = fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout?.(10000) }).catch(
      () => null,
    );
  }
  window.__tablesideEarlyResponses = responses;
})();

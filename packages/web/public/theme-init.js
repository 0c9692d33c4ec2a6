// Runs before the app bundle: applies the theme stored by src/lib/theme/theme.store.ts (same
// keys: the visitor's choice, else the restaurant's default as last seen), or the system
// preference, so a dark page does not flash white while loading.
(() => {
  let theme = null;
  try {
    theme = localStorage.getItem('tableside.theme') || localStorage.getItem('tableside.defaultTheme');
  } catch {
    // Storage can be blocked; the system preference still applies.
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
})();

/** Any character beyond ASCII (surrogate halves included). */
const BEYOND_ASCII = /[\u0080-\uffff]/;

/**
 * Text as every search compares it (docs/decisions/0024-search-folding.md): accents off (NFD, then
 * the combining diacritical marks U+0300–U+036F dropped), lower case, ß → ss and final ς → σ.
 * 'KÄSE', 'käse' and 'kase' all become 'kase'. SQLite hosts run this very function as the SQL
 * function ts_fold; PostgreSQL's ts_fold (migration 0010) gives the same result.
 */
export function foldText(text: string): string {
  // Plain ASCII has no accents, ß or ς: lower case is all it needs, and most menus and names are
  // plain ASCII (normalising is most of the work: a 2,000-item menu's first search letter, issue 15).
  if (!BEYOND_ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ς/g, 'σ');
}

/** WCAG 2 contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio) between two #RRGGBB colours. */
const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** spec-free rule of thumb from WCAG AA: normal text needs 4.5:1. */
export const MIN_TEXT_CONTRAST = 4.5;

function channel(hex: string): number {
  const value = Number.parseInt(hex, 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(color: string): number | null {
  const match = HEX.exec(color.trim());
  if (!match) return null;
  const [, r = '0', g = '0', b = '0'] = match;
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The ratio from 1 to 21, or null when either colour is not #RRGGBB. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  const [light, dark] = la > lb ? [la, lb] : [lb, la];
  return (light + 0.05) / (dark + 0.05);
}

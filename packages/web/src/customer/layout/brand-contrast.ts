/**
 * Readable colours derived from the restaurant's branding. A restaurant may pick any colours
 * (spec customer 9), e.g. a pale yellow primary, on which the theme's white button text would
 * vanish; WCAG 2 contrast ratios decide instead.
 */
type TRgb = [number, number, number];

const WHITE = '#ffffff';
const DARK_TEXT = '#1c1917';
/** WCAG AA for normal text. */
const MIN_TEXT_CONTRAST = 4.5;

function toRgb(hex: string): TRgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: TRgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function relativeLuminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as TRgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** `weight` of `a` mixed with the rest of `b`, as CSS color-mix(in srgb) does. */
export function mixColours(a: string, b: string, weight: number): string {
  const [ra, ga, ba] = toRgb(a);
  const [rb, gb, bb] = toRgb(b);
  return toHex([
    ra * weight + rb * (1 - weight),
    ga * weight + gb * (1 - weight),
    ba * weight + bb * (1 - weight),
  ]);
}

/** White or dark text, whichever reads better on `background`. */
export function readableForeground(background: string): string {
  return contrastRatio(background, WHITE) >= contrastRatio(background, DARK_TEXT) ? WHITE : DARK_TEXT;
}

/**
 * `colour` itself when it reads well as text on `background`, else the nearest shade of it (mixed
 * towards black or white, whichever the background calls for) that does.
 */
export function legibleOn(colour: string, background: string): string {
  const towards = readableForeground(background) === WHITE ? WHITE : '#000000';
  for (let weight = 1; weight > 0; weight -= 0.1) {
    const candidate = mixColours(colour, towards, weight);
    if (contrastRatio(candidate, background) >= MIN_TEXT_CONTRAST) return candidate;
  }
  return towards;
}

/**
 * The strongest tint of `colour` over `base`, up to `maxWeight`, on which `text` still reads well:
 * a restaurant's dark secondary colour must not turn the page grey under grey text.
 */
export function readableTint(colour: string, base: string, maxWeight: number, text: string): string {
  for (let weight = maxWeight; weight > 0; weight -= 0.05) {
    const candidate = mixColours(colour, base, weight);
    if (contrastRatio(text, candidate) >= MIN_TEXT_CONTRAST) return candidate;
  }
  return base;
}

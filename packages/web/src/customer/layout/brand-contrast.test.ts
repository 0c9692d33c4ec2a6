import { describe, expect, it } from 'vitest';
import { contrastRatio, legibleOn, mixColours, readableForeground, readableTint } from './brand-contrast.ts';
import { derivedBrandColours } from './customer-theme.ts';

describe('readable brand colours (spec customer 9)', () => {
  it('measures contrast as WCAG 2 does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('mixes like color-mix(in srgb)', () => {
    expect(mixColours('#ff0000', '#0000ff', 0.5)).toBe('#800080');
    expect(mixColours('#123456', '#ffffff', 1)).toBe('#123456');
  });

  it('puts white text on dark colours and dark text on light ones', () => {
    expect(readableForeground('#4a2c2a')).toBe('#ffffff');
    expect(readableForeground('#f5e6d3')).toBe('#1c1917');
    expect(readableForeground('#facc15')).toBe('#1c1917');
  });

  it('keeps a readable colour and darkens or lightens one that is not', () => {
    expect(legibleOn('#4a2c2a', '#ffffff')).toBe('#4a2c2a');
    const onWhite = legibleOn('#facc15', '#ffffff');
    expect(contrastRatio(onWhite, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const onDark = legibleOn('#3b0764', '#171412');
    expect(contrastRatio(onDark, '#171412')).toBeGreaterThanOrEqual(4.5);
  });

  it('derives backgrounds, button text and links that stay readable whatever the branding', () => {
    const atLeastAA = (text: string, background: string) =>
      expect(contrastRatio(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
    for (const [primary, secondary] of [
      ['#4a2c2a', '#f5e6d3'],
      ['#facc15', '#1e293b'],
      ['#ffffff', '#000000'],
    ] as const) {
      const derived = derivedBrandColours({ primary, secondary });
      atLeastAA(derived['--brand-primary-fg'], primary);
      atLeastAA(derived['--brand-secondary-fg'], secondary);
      atLeastAA('#57534e', derived['--brand-surface']);
      atLeastAA('#57534e', derived['--brand-muted']);
      atLeastAA(derived['--brand-link'], derived['--brand-surface']);
      atLeastAA('#d6d3d1', derived['--brand-card-dark']);
      atLeastAA('#d6d3d1', derived['--brand-muted-dark']);
      atLeastAA(derived['--brand-link-dark'], derived['--brand-card-dark']);
    }
  });

  it('keeps the cafe defaults exactly as ui/theme.css mixes them', () => {
    const derived = derivedBrandColours({ primary: '#4a2c2a', secondary: '#f5e6d3' });
    expect(derived['--brand-surface']).toBe(mixColours('#f5e6d3', '#ffffff', 0.45));
    expect(derived['--brand-card-dark']).toBe(mixColours('#4a2c2a', '#171412', 0.3));
  });

  it('tints no further than the text allows', () => {
    expect(readableTint('#000000', '#ffffff', 0.7, '#57534e')).not.toBe(
      mixColours('#000000', '#ffffff', 0.7),
    );
    expect(
      contrastRatio('#57534e', readableTint('#000000', '#ffffff', 0.7, '#57534e')),
    ).toBeGreaterThanOrEqual(4.5);
  });
});

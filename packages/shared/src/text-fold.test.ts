import { describe, expect, it } from 'vitest';
import { foldText } from './text-fold.ts';

describe('foldText', () => {
  it('drops case and accents, whatever the Unicode form of the text', () => {
    expect(foldText('KÄSEKUCHEN')).toBe('kasekuchen');
    expect(foldText('Käsekuchen')).toBe('kasekuchen');
    expect(foldText('Ka\u0308sekuchen')).toBe('kasekuchen');
    expect(foldText('Crème Brûlée')).toBe('creme brulee');
    expect(foldText('İSTANBUL')).toBe('istanbul');
    expect(foldText('Ёлка')).toBe('елка');
  });

  it('spells ß and ẞ as ss and a final ς as σ', () => {
    expect(foldText('Weißwurst')).toBe(foldText('WEISSWURST'));
    expect(foldText('GROẞ')).toBe('gross');
    expect(foldText('ΓΎΡΟΣ')).toBe(foldText('γύρος'));
  });

  it('keeps letters that are no accented form of another, and LIKE wildcards', () => {
    expect(foldText('ØL Æble Łódź Œuf')).toBe('øl æble łodz œuf');
    expect(foldText('100% Tea_Time \\')).toBe('100% tea_time \\');
    expect(foldText('नमस्ते')).toBe('नमस्ते');
  });

  it('folds plain ASCII by lower case alone, as the full folding would', () => {
    for (const text of ['Spicy Chicken Wrap 7', 'Latte\tmacchiato\n', 'ABC xyz 0-9 ~!@#']) {
      const full = text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
      expect(foldText(text)).toBe(full);
    }
    // One character beyond ASCII anywhere takes the full path.
    expect(foldText('Plain text then CAFÉ')).toBe('plain text then cafe');
  });
});

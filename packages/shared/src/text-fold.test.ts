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
});

import { describe, expect, it } from 'vitest';
import { nestingDepth, parseImportRows } from './import-file.ts';

describe('import file', () => {
  it('measures nesting outside strings, escaped quotes included', () => {
    expect(nestingDepth('[{"name":"Euro"}]')).toBe(2);
    expect(nestingDepth('[{"name":"[[[{{{ \\" ]]]"}]')).toBe(2);
    expect(nestingDepth('[{"a":[{"b":1}]}]')).toBe(4);
  });

  it('stops scanning once a file is too deep', () => {
    const deep = `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`;
    expect(nestingDepth(deep)).toBe(4);
    expect(() => parseImportRows(deep)).toThrow('nested too deeply');
  });

  it('answers the rows of an array of objects', () => {
    expect(parseImportRows(' [{"name":"Euro","code":"EUR"}] ')).toEqual([{ name: 'Euro', code: 'EUR' }]);
  });
});

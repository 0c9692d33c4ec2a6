import { describe, expect, it } from 'vitest';
import { searchSettings } from './config-search.ts';
import { configViewOf } from './configuration.test-fixtures.ts';

describe('searchSettings', () => {
  const names = (query: string) => searchSettings(configViewOf(), query, 'de').map((match) => match.name);

  it('ignores case and accents, and finds ß spelled ss, as every search does (decision 0024)', () => {
    expect(names('QR-CODE-GRÖSSE')).toEqual(['QR-Code-Größe (Pixel)']);
    expect(names('qr code grosse')).toEqual(['QR-Code-Größe (Pixel)']);
    expect(names('MASSEINHEITEN')).toEqual(['Maßeinheiten']);
  });
});

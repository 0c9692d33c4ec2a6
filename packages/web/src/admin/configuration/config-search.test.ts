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

describe('searchSettings by internal key (issue 41)', () => {
  const matches = (query: string) => searchSettings(configViewOf(), query, 'en');

  it('finds a setting by its key, and says so, so the results show the key only then', () => {
    const [byKey] = matches('TABLES.QR_CODE_SIZE');
    expect(byKey?.setting.key).toBe('TABLES.QR_CODE_SIZE');
    expect(byKey?.byKey).toBe(true);
    const byName = matches('QR code size').find((match) => match.setting.key === 'TABLES.QR_CODE_SIZE');
    expect(byName?.byKey).toBe(false);
  });
});

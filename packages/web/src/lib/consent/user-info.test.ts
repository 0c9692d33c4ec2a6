import { describe, expect, it } from 'vitest';
import { countryFromLanguage, detectBrowser, detectDeviceType } from './user-info.ts';

const UA = {
  chromeDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/604.1',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
};

describe('user info detection', () => {
  it('derives the country from the language', () => {
    expect(countryFromLanguage('de')).toBe('DE');
    expect(countryFromLanguage('en')).toBe('US');
    expect(countryFromLanguage('en-GB')).toBe('GB');
    expect(countryFromLanguage('de_AT')).toBe('AT');
    expect(countryFromLanguage('nl')).toBe('NL');
  });

  it('tells phones, tablets and desktops apart', () => {
    expect(detectDeviceType(UA.chromeDesktop)).toBe('desktop');
    expect(detectDeviceType(UA.iphoneSafari)).toBe('mobile');
    expect(detectDeviceType(UA.androidPhone)).toBe('mobile');
    expect(detectDeviceType(UA.androidTablet)).toBe('tablet');
    expect(detectDeviceType(UA.ipad)).toBe('tablet');
  });

  it('names the browser', () => {
    expect(detectBrowser(UA.chromeDesktop)).toBe('Chrome');
    expect(detectBrowser(UA.edge)).toBe('Edge');
    expect(detectBrowser(UA.iphoneSafari)).toBe('Safari');
    expect(detectBrowser(UA.firefox)).toBe('Firefox');
    expect(detectBrowser('curl/8.0')).toBe('Other');
  });
});

import { deviceTimeZone } from '../format/date-time-format.ts';
/**
 * What the consent dialog lists as collected (spec customer 2): country derived from the language
 * setting, language, device type, browser and timezone. Detected only after consent and cached
 * in localStorage for 24 hours (spec customer 9).
 */
export type TDeviceType = 'mobile' | 'tablet' | 'desktop';
export type TUserInfo = {
  language: string;
  country: string;
  deviceType: TDeviceType;
  browser: string;
  timezone: string;
};

export const USER_INFO_STORAGE_KEY = 'tableside.user-info';
export const USER_INFO_TTL_MS = 24 * 60 * 60 * 1000;

type TCachedUserInfo = { info: TUserInfo; detectedAt: number };

// A bare language code names no country; these are the countries its speakers most likely mean.
const COUNTRY_BY_LANGUAGE: Record<string, string> = { en: 'US', de: 'DE', fr: 'FR', es: 'ES', it: 'IT' };

/** 'de' → 'DE', 'en-GB' → 'GB', 'en' → 'US'. */
export function countryFromLanguage(language: string): string {
  const [base = '', region] = language.split(/[-_]/);
  if (region && /^[a-z]{2}$/i.test(region)) return region.toUpperCase();
  return COUNTRY_BY_LANGUAGE[base.toLowerCase()] ?? base.toUpperCase();
}

export function detectDeviceType(userAgent: string): TDeviceType {
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

export function detectBrowser(userAgent: string): string {
  // Order matters: Edge and Opera also claim to be Chrome, and Chrome claims to be Safari.
  if (/Edg\//.test(userAgent)) return 'Edge';
  if (/OPR\/|Opera/.test(userAgent)) return 'Opera';
  if (/Firefox\//.test(userAgent)) return 'Firefox';
  if (/Chrome\/|CriOS\//.test(userAgent)) return 'Chrome';
  if (/Safari\//.test(userAgent)) return 'Safari';
  return 'Other';
}

export function detectUserInfo(language: string): TUserInfo {
  const userAgent = navigator.userAgent;
  return {
    language,
    country: countryFromLanguage(language),
    deviceType: detectDeviceType(userAgent),
    browser: detectBrowser(userAgent),
    timezone: deviceTimeZone(),
  };
}

export function readCachedUserInfo(now = new Date()): TUserInfo | null {
  try {
    const cached = JSON.parse(
      localStorage.getItem(USER_INFO_STORAGE_KEY) ?? 'null',
    ) as TCachedUserInfo | null;
    if (!cached || typeof cached.detectedAt !== 'number') return null;
    return now.getTime() - cached.detectedAt < USER_INFO_TTL_MS ? cached.info : null;
  } catch {
    return null;
  }
}

export function refreshUserInfo(language: string, now = new Date()): TUserInfo {
  const info = detectUserInfo(language);
  const cached: TCachedUserInfo = { info, detectedAt: now.getTime() };
  localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(cached));
  return info;
}

export function clearUserInfo(): void {
  localStorage.removeItem(USER_INFO_STORAGE_KEY);
}

import { hasAcceptedConsent } from './consent.store.ts';
import { readCachedUserInfo, refreshUserInfo } from './user-info.ts';

/**
 * The headers the API may use for localisation and statistics, sent only after the guest
 * accepted the consent notice (spec customer 7). The cache is re-detected when it expired.
 */
export function consentHeaders(language: string): Record<string, string> {
  if (!hasAcceptedConsent()) return {};
  const cached = readCachedUserInfo();
  const info = cached && cached.language === language ? cached : refreshUserInfo(language);
  return {
    'X-Language': info.language,
    'X-Device-Type': info.deviceType,
    'X-Browser': info.browser,
    'X-Timezone': info.timezone,
    'X-Country': info.country,
    'X-Consent': 'accepted',
  };
}

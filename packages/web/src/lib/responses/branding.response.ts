import { isRecord, parserFromGuard } from '../http/data-parser.ts';

// Checked here because packages/shared has no branding schema yet; use it when it has one.

/** spec (customer 3): Branding. */
export type TBranding = {
  primary: string;
  secondary: string;
  accent: string;
  restaurant_name: string;
  logo_url: string | null;
  /** REGIONAL.CURRENCY (ISO 4217); absent from servers older than the field. */
  currency?: string;
};

const isHexColor = (value: unknown) => typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value);

function isBranding(value: unknown): value is TBranding {
  return (
    isRecord(value) &&
    isHexColor(value.primary) &&
    isHexColor(value.secondary) &&
    isHexColor(value.accent) &&
    typeof value.restaurant_name === 'string' &&
    (value.logo_url === null || typeof value.logo_url === 'string') &&
    (value.currency === undefined ||
      (typeof value.currency === 'string' && /^[A-Z]{3}$/.test(value.currency)))
  );
}

export const brandingResponse = parserFromGuard(isBranding);

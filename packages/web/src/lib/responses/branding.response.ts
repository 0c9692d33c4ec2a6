import { isRecord, parserFromGuard } from '../http/data-parser.ts';

// Checked here because packages/shared has no branding schema yet; use it when it has one.

/** spec (customer 3): Branding. */
export type TBranding = {
  primary: string;
  secondary: string;
  accent: string;
  restaurant_name: string;
  logo_url: string | null;
};

const isHexColor = (value: unknown) => typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value);

function isBranding(value: unknown): value is TBranding {
  return (
    isRecord(value) &&
    isHexColor(value.primary) &&
    isHexColor(value.secondary) &&
    isHexColor(value.accent) &&
    typeof value.restaurant_name === 'string' &&
    (value.logo_url === null || typeof value.logo_url === 'string')
  );
}

export const brandingResponse = parserFromGuard(isBranding);

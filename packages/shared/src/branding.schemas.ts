import { z } from 'zod';

/** spec customer 3: what GET /api/branding answers; colours theme the customer side. */
export const ZBranding = z.object({
  primary: z.string(),
  secondary: z.string(),
  accent: z.string(),
  restaurant_name: z.string(),
  /** null while no logo has been uploaded. */
  logo_url: z.string().nullable(),
  /** REGIONAL.CURRENCY as an ISO 4217 code: every price on screen is shown in it. */
  currency: z.string(),
});
export type TBranding = z.infer<typeof ZBranding>;

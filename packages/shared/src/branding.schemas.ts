import { z } from 'zod';

/** spec customer 3: what GET /api/branding answers; colours theme the customer side. */
export const ZBranding = z.object({
  primary: z.string(),
  secondary: z.string(),
  accent: z.string(),
  restaurant_name: z.string(),
  /** null while no logo has been uploaded. */
  logo_url: z.string().nullable(),
});
export type TBranding = z.infer<typeof ZBranding>;

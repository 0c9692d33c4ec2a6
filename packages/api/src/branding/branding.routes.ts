import { ApiRouter } from '../http/api-router.ts';
import { ok } from '../http/respond.ts';
import { getBranding } from './branding.service.ts';

/** Public: the customer side themes itself before anyone signs in (DESIGN 3). */
export const brandingRouter = new ApiRouter('Branding').get(
  '/',
  { summary: "The restaurant's name, logo and colours", access: 'public' },
  async (c) => {
    const branding = await getBranding(c.get('deps'));
    // Branding rarely changes; a minute of caching spares the database on every guest's first load.
    c.header('Cache-Control', 'public, max-age=60');
    return ok(c, branding);
  },
);

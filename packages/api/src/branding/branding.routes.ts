import { ApiRouter } from '../http/api-router.ts';
import { etagOf } from '../http/etag.ts';
import { okUnlessCached } from '../http/respond.ts';
import { getBranding } from './branding.service.ts';

/**
 * Public: the customer side themes itself before anyone signs in (DESIGN 3). The answer also
 * carries the settings the guest screens obey, so it is revalidated on every use (a 304 when
 * nothing changed): a guest's screen follows a changed setting as soon as the live event asks.
 */
export const brandingRouter = new ApiRouter('Branding').get(
  '/',
  {
    summary: "The restaurant's name, logo, colours, public contact and guest settings",
    description: 'Answers an ETag; send it back as If-None-Match to get 304 Not Modified.',
    access: 'public',
  },
  async (c) => {
    const branding = await getBranding(c.get('deps'));
    return okUnlessCached(c, branding, { etag: etagOf(JSON.stringify(branding)), cacheControl: 'no-cache' });
  },
);

import { describe, expect, it } from 'vitest';
import { brandingResponse, DEFAULT_GUEST_SETTINGS, NO_CONTACT } from './branding.response.ts';

const COLOURS = { primary: '#4a2c2a', secondary: '#f5e6d3', accent: '#d97706' };

describe('branding response (issue 10)', () => {
  it('keeps the settings, tagline and contact the server sends', () => {
    const settings = {
      ...DEFAULT_GUEST_SETTINGS,
      accept_orders: false,
      time_format: '12H',
      time_zone: 'Asia/Tokyo',
    };
    const contact = { ...NO_CONTACT, phone: '+49 30 1234' };
    const result = brandingResponse.safeParse({
      ...COLOURS,
      restaurant_name: 'Café',
      logo_url: null,
      currency: 'USD',
      tagline: 'Since 1990',
      contact,
      settings,
    });
    expect(result).toEqual({
      success: true,
      data: expect.objectContaining({ tagline: 'Since 1990', contact, settings }),
    });
  });

  it('falls back to the defaults for an older server and for values it does not know', () => {
    const older = brandingResponse.safeParse({ ...COLOURS, restaurant_name: 'Café', logo_url: null });
    expect(older).toEqual({
      success: true,
      data: expect.objectContaining({ tagline: '', contact: NO_CONTACT, settings: DEFAULT_GUEST_SETTINGS }),
    });
    const odd = brandingResponse.safeParse({
      ...COLOURS,
      restaurant_name: 'Café',
      logo_url: null,
      settings: {
        menu_layout: 'MASONRY',
        featured_items_limit: '3',
        order_poll_seconds: 10,
        order_types: [1],
      },
    });
    expect(odd.success && odd.data.settings).toEqual({ ...DEFAULT_GUEST_SETTINGS, order_poll_seconds: 10 });
  });

  it('still refuses branding without its colours', () => {
    expect(brandingResponse.safeParse({ restaurant_name: 'Café', logo_url: null }).success).toBe(false);
  });
});

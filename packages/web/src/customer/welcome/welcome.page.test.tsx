import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { testBranding } from '../guest-settings.test-fixtures.ts';
import { WelcomePage } from './welcome.page.tsx';

function renderWelcome(branding = testBranding()) {
  mockFetch(({ url }) => (url.endsWith('/api/branding') ? ok(branding) : ok({})));
  return renderRoute([{ path: '/welcome', element: <WelcomePage /> }], '/welcome');
}

describe('WelcomePage (issue 10)', () => {
  it("shows the restaurant's tagline, welcome message, contact and social links", async () => {
    renderWelcome(
      testBranding(
        { welcome_message: 'Order from your table, we bring it over.' },
        {
          tagline: 'Coffee since 1990',
          contact: {
            phone: '+49 30 123 456',
            email: 'hello@aroma.example',
            address: 'Hauptstraße 1, Berlin',
            website: 'aroma.example',
            instagram: 'https://instagram.com/aroma',
            tiktok: 'https://tiktok.com/@aroma',
          },
        },
      ),
    );
    expect(await screen.findByText('Coffee since 1990')).toBeInTheDocument();
    expect(screen.getByText('Order from your table, we bring it over.')).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: '+49 30 123 456' })).toHaveAttribute(
      'href',
      'tel:+4930123456',
    );
    expect(within(contact).getByRole('link', { name: 'hello@aroma.example' })).toHaveAttribute(
      'href',
      'mailto:hello@aroma.example',
    );
    expect(within(contact).getByText('Hauptstraße 1, Berlin')).toBeInTheDocument();
    const website = within(contact).getByRole('link', { name: 'aroma.example' });
    expect(website).toHaveAttribute('href', 'https://aroma.example');
    const instagram = within(contact).getByRole('link', { name: 'Instagram' });
    expect(instagram).toHaveAttribute('href', 'https://instagram.com/aroma');
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(contact).getByRole('link', { name: 'TikTok' })).toBeInTheDocument();
    expect(within(contact).queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
  });

  it('keeps the standard text and shows no contact section when nothing is set', async () => {
    renderWelcome();
    expect(await screen.findByText('Order right from your table. No account needed.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Contact' })).not.toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyToaster } from './lazy-toaster.tsx';
import { toast } from './toast.ts';

describe('lazy toaster (spec customer 9)', () => {
  it('stays away until the first toast, then shows it in the labelled notification area', async () => {
    const { container } = render(<LazyToaster />);
    expect(container).toBeEmptyDOMElement();

    toast.success('Added to cart', { description: '1 × Latte' });
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(screen.getByText('1 × Latte')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });

  it('starts below the demo banner, whose height the banner publishes', async () => {
    render(<LazyToaster />);
    toast.success('Demo data loaded');
    await screen.findByText('Demo data loaded');
    const toaster = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(toaster?.style.getPropertyValue('--offset-top')).toBe(
      'calc(24px + var(--demo-banner-height, 0px))',
    );
    expect(toaster?.style.getPropertyValue('--mobile-offset-top')).toBe(
      'calc(16px + var(--demo-banner-height, 0px))',
    );
    // The other sides keep Sonner's distances.
    expect(toaster?.style.getPropertyValue('--offset-right')).toBe('24px');
  });
});

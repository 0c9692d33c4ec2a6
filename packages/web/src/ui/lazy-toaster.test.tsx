import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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

  it('starts below the header and the demo banner, whose height the banner publishes', async () => {
    render(<LazyToaster />);
    toast.success('Demo data loaded');
    await screen.findByText('Demo data loaded');
    const toaster = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    // issue 41: Sonner's own 24 px put toasts over the header's controls (4rem high).
    expect(toaster?.style.getPropertyValue('--offset-top')).toBe(
      'calc(4rem + 12px + var(--demo-banner-height, 0px))',
    );
    expect(toaster?.style.getPropertyValue('--mobile-offset-top')).toBe(
      'calc(4rem + 8px + var(--demo-banner-height, 0px))',
    );
    // The other sides keep Sonner's distances.
    expect(toaster?.style.getPropertyValue('--offset-right')).toBe('24px');
  });

  it('keeps toasts out of the Tab order and Alt+T out of them (issue 41)', async () => {
    render(
      <>
        <button type="button">Before</button>
        <LazyToaster />
      </>,
    );
    toast.error('Failed to add item');
    const message = await screen.findByText('Failed to add item');
    const item = message.closest('[data-sonner-toast]');
    await waitFor(() => expect(item).toHaveAttribute('tabindex', '-1'));
    screen.getByRole('button', { name: 'Before' }).focus();
    fireEvent.keyDown(document, { altKey: true, code: 'KeyT' });
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  });
});

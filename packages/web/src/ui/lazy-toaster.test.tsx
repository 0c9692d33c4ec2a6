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
});

import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useStaffToastDuration } from '../admin/staff-settings/use-staff-toast-duration.hook.ts';
import { LazyToaster } from './lazy-toaster.tsx';
import { toast } from './toast.ts';
import { DEFAULT_TOAST_DURATION_MS, setToastDuration } from './toast-duration.ts';

vi.mock('sonner', () => ({
  Toaster: ({ duration }: { duration: number }) => <p>Toasts stay {duration} ms</p>,
  toast: { success: () => {}, error: () => {} },
}));

describe('toast duration', () => {
  it("is 4 s, or the admin area's NOTIFICATIONS.DURATION_SECONDS while it is open", async () => {
    render(<LazyToaster />);
    toast.success('Saved');
    expect(await screen.findByText(`Toasts stay ${DEFAULT_TOAST_DURATION_MS} ms`)).toBeInTheDocument();

    const admin = renderHook(({ seconds }) => useStaffToastDuration(seconds), {
      initialProps: { seconds: 9 },
    });
    expect(await screen.findByText('Toasts stay 9000 ms')).toBeInTheDocument();
    admin.rerender({ seconds: 2 });
    expect(await screen.findByText('Toasts stay 2000 ms')).toBeInTheDocument();
    admin.unmount();
    expect(await screen.findByText('Toasts stay 4000 ms')).toBeInTheDocument();
    act(() => setToastDuration(null));
  });
});

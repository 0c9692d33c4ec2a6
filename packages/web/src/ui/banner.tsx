import { clsx } from 'clsx';
import { CircleAlert, CircleCheck } from 'lucide';
import type { ReactNode } from 'react';
import { Icon } from '../lib/icons/icon.tsx';

const TONES = {
  error: {
    className: 'border-danger/40 bg-danger-soft text-danger',
    icon: CircleAlert,
    role: 'alert',
  },
  success: {
    className: 'border-success/40 bg-success-soft text-success',
    icon: CircleCheck,
    role: 'status',
  },
} as const;

/** An inline message; errors are announced at once (role=alert), successes politely. */
export function Banner({ tone = 'error', children }: { tone?: keyof typeof TONES; children: ReactNode }) {
  const { className, icon, role } = TONES[tone];
  return (
    <div
      role={role}
      className={clsx('flex items-start gap-3 rounded-lg border p-3 text-sm font-medium', className)}
    >
      <Icon icon={icon} className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

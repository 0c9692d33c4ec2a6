import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Spinner } from './spinner.tsx';

const VARIANTS = {
  primary: 'bg-action text-action-fg shadow-sm hover:bg-action-hover',
  secondary: 'border border-line bg-card text-fg hover:bg-muted',
  ghost: 'text-fg hover:bg-muted',
} as const;

// md and lg keep the 44 px touch target guests need on phones.
const SIZES = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-11',
} as const;

export type TButtonStyle = {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  fullWidth?: boolean;
};

/** The button look, also for links that act as buttons (`<Link className={buttonStyles()}>`). */
export function buttonStyles({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
}: TButtonStyle = {}): string {
  return clsx(
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-medium transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    fullWidth && 'w-full',
  );
}

type TButtonProps = ComponentProps<'button'> & TButtonStyle & { loading?: boolean };

/** A button; `loading` disables it and shows a spinner next to its (changed) label. */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: TButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={clsx(buttonStyles({ variant, size, fullWidth }), className)}
      {...props}
    >
      {loading ? <Spinner size="sm" /> : null}
      {children}
    </button>
  );
}

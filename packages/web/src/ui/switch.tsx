import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

type TSwitchProps = Omit<ComponentProps<'button'>, 'onChange' | 'role'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The accessible name when no visible label points at the switch. */
  label?: string;
  /** Visible text beside the track; part of the switch, so clicking it toggles too. */
  children?: ReactNode;
};

/**
 * An on/off switch (role="switch"): Space and Enter toggle it like any button. 44 px touch target
 * around a small track, so it fits list rows on phones.
 */
export function Switch({
  checked,
  onCheckedChange,
  label,
  className,
  disabled,
  children,
  ...props
}: TSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={clsx(
        'group inline-flex h-11 shrink-0 items-center gap-2 rounded-full px-1 text-sm',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'relative inline-block h-6 w-11 rounded-full border transition-colors motion-reduce:transition-none',
          checked ? 'border-action bg-action' : 'border-line bg-muted',
        )}
      >
        <span
          className={clsx(
            'absolute top-0.5 left-0.5 size-[18px] rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
            checked && 'translate-x-5',
          )}
        />
      </span>
      {children}
    </button>
  );
}

import { clsx } from 'clsx';
import { Minus, Plus } from 'lucide-react';

type TQuantityStepperProps = {
  value: number;
  onChange: (next: number) => void;
  /** Accessible names of the two buttons, e.g. 'One less Latte' / 'One more Latte'. */
  decreaseLabel: string;
  increaseLabel: string;
  /** Lowest value the minus button goes to; 0 lets it remove a cart line. */
  min?: number;
  max?: number;
  size?: 'sm' | 'md';
  disabled?: boolean;
  className?: string;
};

/**
 * A − n + control with 44 px touch targets (36 px when small). The number is announced politely so
 * a screen-reader user hears the new quantity after pressing a button.
 */
export function QuantityStepper({
  value,
  onChange,
  decreaseLabel,
  increaseLabel,
  min = 1,
  max = 99,
  size = 'md',
  disabled = false,
  className,
}: TQuantityStepperProps) {
  const button = clsx(
    'flex items-center justify-center rounded-lg text-fg hover:bg-muted disabled:cursor-not-allowed disabled:opacity-50',
    size === 'sm' ? 'size-9' : 'size-11',
  );
  return (
    <div className={clsx('inline-flex items-center rounded-lg border border-line bg-card', className)}>
      <button
        type="button"
        className={button}
        aria-label={decreaseLabel}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <span aria-live="polite" className="min-w-8 text-center text-base font-semibold tabular-nums">
        {value}
      </span>
      <button
        type="button"
        className={button}
        aria-label={increaseLabel}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

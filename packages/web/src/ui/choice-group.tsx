import { clsx } from 'clsx';
import type { ReactNode } from 'react';

type TChoice<T extends string> = { value: T; label: string; preview?: ReactNode };

type TChoiceGroupProps<T extends string> = {
  legend: string;
  name: string;
  options: readonly TChoice<T>[];
  value: T;
  onChange: (value: T) => void;
  /** 'tiles' (default): large cards for a screen of choices; 'segmented': a compact switcher. */
  variant?: 'tiles' | 'segmented';
  columns?: 2 | 4;
};

const STYLES = {
  tiles: {
    legend: 'mb-2 font-semibold',
    group: 'grid grid-cols-2 gap-2',
    option: clsx(
      'flex min-h-14 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-line bg-card p-3 text-center text-sm font-medium',
      'has-checked:border-ring has-checked:bg-muted has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
    ),
  },
  segmented: {
    legend: 'mb-1.5 text-sm font-medium',
    group: 'grid grid-cols-2 gap-1 rounded-lg bg-muted p-1',
    option: clsx(
      'flex h-9 cursor-pointer items-center justify-center gap-1.5 rounded-md text-sm font-medium',
      'has-checked:bg-card has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-ring',
    ),
  },
} as const;

/** Native radios drawn as tiles or a segmented control: arrow keys, labels and screen readers work as usual. */
export function ChoiceGroup<T extends string>({ variant = 'tiles', ...props }: TChoiceGroupProps<T>) {
  const styles = STYLES[variant];
  return (
    <fieldset>
      <legend className={styles.legend}>{props.legend}</legend>
      <div className={clsx(styles.group, props.columns === 4 && 'sm:grid-cols-4')}>
        {props.options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              className="sr-only"
              name={props.name}
              value={option.value}
              checked={props.value === option.value}
              onChange={() => props.onChange(option.value)}
            />
            {option.preview}
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

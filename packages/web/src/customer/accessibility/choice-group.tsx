import { clsx } from 'clsx';
import type { ReactNode } from 'react';

type TChoice<T extends string> = { value: T; label: string; preview?: ReactNode };

type TChoiceGroupProps<T extends string> = {
  legend: string;
  name: string;
  options: readonly TChoice<T>[];
  value: T;
  onChange: (value: T) => void;
  columns?: 2 | 4;
};

/** Native radios drawn as large tiles: arrow keys, labels and screen readers work as usual. */
export function ChoiceGroup<T extends string>(props: TChoiceGroupProps<T>) {
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">{props.legend}</legend>
      <div className={clsx('grid grid-cols-2 gap-2', props.columns === 4 && 'sm:grid-cols-4')}>
        {props.options.map((option) => (
          <label
            key={option.value}
            className={clsx(
              'flex min-h-14 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-line bg-card p-3 text-center text-sm font-medium',
              'has-checked:border-ring has-checked:bg-muted has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
            )}
          >
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

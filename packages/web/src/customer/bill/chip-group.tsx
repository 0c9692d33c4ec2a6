import { clsx } from 'clsx';

type TChip<T extends string> = { value: T; label: string };

type TChipGroupProps<T extends string> = {
  legend: string;
  name: string;
  options: readonly TChip<T>[];
  value: T | null;
  onChange: (value: T) => void;
  disabled?: boolean;
};

/**
 * A row of native radios drawn as chips that wrap on a phone: arrow keys, labels and screen readers
 * work as usual. Touch targets are 44 px high.
 */
export function ChipGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  disabled,
}: TChipGroupProps<T>) {
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={clsx(
              'inline-flex min-h-11 cursor-pointer items-center rounded-full border-2 border-line bg-card px-4 text-sm font-medium',
              'has-checked:border-ring has-checked:bg-muted has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
              'has-disabled:cursor-not-allowed has-disabled:opacity-60',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

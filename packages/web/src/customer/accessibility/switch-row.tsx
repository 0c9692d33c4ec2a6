import { clsx } from 'clsx';
import { useId } from 'react';

type TSwitchRowProps = {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** An on/off preference: a native checkbox with the switch role, so it toggles with Space. */
export function SwitchRow({ label, hint, checked, onChange }: TSwitchRowProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 rounded-xl border border-line bg-card p-4">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block cursor-pointer font-semibold">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-fg-muted">
          {hint}
        </p>
      </div>
      <span className="relative inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-checked={checked}
          aria-describedby={`${id}-hint`}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          className="peer h-8 w-14 cursor-pointer appearance-none rounded-full border-2 border-fg-muted bg-muted transition-colors checked:border-action checked:bg-action"
        />
        <span
          aria-hidden="true"
          className={clsx(
            'pointer-events-none absolute top-1.5 left-1.5 size-5 rounded-full bg-fg-muted transition-transform',
            'peer-checked:translate-x-6 peer-checked:bg-action-fg',
          )}
        />
      </span>
    </div>
  );
}

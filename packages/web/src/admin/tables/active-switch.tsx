import { clsx } from 'clsx';

type TActiveSwitchProps = {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
};

/** A compact on/off switch: a native checkbox with the switch role, so Space toggles it. */
export function ActiveSwitch({ label, checked, disabled = false, onChange }: TActiveSwitchProps) {
  return (
    <span className="relative inline-flex h-11 shrink-0 items-center">
      <input
        type="checkbox"
        role="switch"
        aria-label={label}
        aria-checked={checked}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className="peer h-7 w-12 cursor-pointer appearance-none rounded-full border-2 border-fg-muted bg-muted transition-colors checked:border-action checked:bg-action disabled:cursor-not-allowed disabled:opacity-50"
      />
      <span
        aria-hidden="true"
        className={clsx(
          'pointer-events-none absolute left-1.5 size-4 rounded-full bg-fg-muted transition-transform',
          'peer-checked:translate-x-5 peer-checked:bg-action-fg',
        )}
      />
    </span>
  );
}

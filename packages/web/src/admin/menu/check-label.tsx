import { clsx } from 'clsx';
import type { ReactNode } from 'react';

type TCheckLabelProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  /** A radio groups by `name` (one default option among several). */
  type?: 'checkbox' | 'radio';
  name?: string;
  onClick?: () => void;
  className?: string;
};

/** A checkbox (or radio) with its text beside it, 44 px high. */
export function CheckLabel({
  checked,
  onChange,
  children,
  type = 'checkbox',
  name,
  onClick,
  className,
}: TCheckLabelProps) {
  return (
    <label className={clsx('flex min-h-11 items-center gap-2 text-sm', className)}>
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        onClick={onClick}
        className="size-5 accent-(--color-action)"
      />
      {children}
    </label>
  );
}

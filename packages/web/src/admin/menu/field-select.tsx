import type { ReactNode } from 'react';
import { useFieldControl } from '../../ui/field.tsx';
import { selectStyles } from './menu-styles.ts';

type TFieldSelectProps = { value: string; onChange: (value: string) => void; children: ReactNode };

/** A native select; inside a Field it is labelled and described like ui/input.tsx. */
export function FieldSelect({ value, onChange, children }: TFieldSelectProps) {
  const field = useFieldControl();
  return (
    <select
      id={field?.id}
      aria-invalid={field?.invalid || undefined}
      aria-describedby={field?.describedBy}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={selectStyles}
    >
      {children}
    </select>
  );
}

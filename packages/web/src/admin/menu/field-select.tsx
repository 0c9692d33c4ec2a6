import type { ReactNode } from 'react';
import { Select } from '../../ui/select.tsx';

type TFieldSelectProps = { value: string; onChange: (value: string) => void; children: ReactNode };

/** A native select handing its value (not the event) to onChange, as the menu editors' drafts want. */
export function FieldSelect({ value, onChange, children }: TFieldSelectProps) {
  return (
    <Select value={value} onChange={(event) => onChange(event.target.value)}>
      {children}
    </Select>
  );
}

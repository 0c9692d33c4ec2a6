import { useFieldControl } from '../../ui/field.tsx';
import { textareaStyles } from './menu-styles.ts';

type TTextAreaProps = { value: string; max: number; onChange: (value: string) => void; rows?: number };

/** A multi-line text box; inside a Field it is labelled and described like ui/input.tsx. */
export function TextArea({ value, max, onChange, rows = 3 }: TTextAreaProps) {
  const field = useFieldControl();
  return (
    <textarea
      id={field?.id}
      aria-invalid={field?.invalid || undefined}
      aria-describedby={field?.describedBy}
      rows={rows}
      maxLength={max}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={textareaStyles}
    />
  );
}

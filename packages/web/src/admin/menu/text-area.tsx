import { Textarea } from '../../ui/textarea.tsx';

type TTextAreaProps = { value: string; max: number; onChange: (value: string) => void; rows?: number };

/** A multi-line text box; inside a Field it is labelled and described like ui/input.tsx. */
export function TextArea({ value, max, onChange, rows = 3 }: TTextAreaProps) {
  return (
    <Textarea rows={rows} maxLength={max} value={value} onChange={(event) => onChange(event.target.value)} />
  );
}

import { createContext, type ReactNode, useContext, useId } from 'react';

type TFieldControl = { id: string; invalid: boolean; describedBy: string | undefined };

const FieldContext = createContext<TFieldControl | null>(null);

/** The control inside a Field (Input, PasswordInput) picks up its id and error wiring from here. */
export function useFieldControl(): TFieldControl | null {
  return useContext(FieldContext);
}

type TFieldProps = { label: ReactNode; error?: string | undefined; hint?: ReactNode; children: ReactNode };

/** A labelled form control with its hint and error text, linked for screen readers. */
export function Field({ label, error, hint, children }: TFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <FieldContext value={{ id, invalid: Boolean(error), describedBy }}>
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-fg">
          {label}
        </label>
        {children}
        {hint ? (
          <p id={hintId} className="text-sm text-fg-muted">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </FieldContext>
  );
}

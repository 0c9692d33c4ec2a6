import type { FormEventHandler, ReactNode } from 'react';
import { Banner } from './banner.tsx';
import { Button } from './button.tsx';

type TDialogFormProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A failure no field can show (the network, a rule of the server), above the fields. */
  error?: string | null;
  children: ReactNode;
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  /** The submit button spins and cannot be pressed again. */
  submitting: boolean;
  submitDisabled?: boolean;
};

/**
 * The form inside a Dialog: an error banner, the fields, then Cancel and the submit button
 * (stacked on phones, in a row from `sm` up, like the Dialog's own footer).
 */
export function DialogForm({
  onSubmit,
  error,
  children,
  cancelLabel,
  onCancel,
  submitLabel,
  submitting,
  submitDisabled,
}: TDialogFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
      {error ? <Banner>{error}</Banner> : null}
      {children}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" loading={submitting} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

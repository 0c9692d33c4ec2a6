import { zodResolver } from '@hookform/resolvers/zod';
import { formatSequenceNumber, type TNumberRecord } from '@tableside/shared/number-records.schemas';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../lib/http/api-error.ts';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { DialogForm } from '../../ui/dialog-form.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { toast } from '../../ui/toast.ts';
import { formMessage, nextNumberForm, type TNextNumberInput } from './sequence-forms.ts';
import { useSaveSequence } from './use-sequence-actions.hook.ts';
import { useSequenceTexts } from './use-sequence-texts.hook.ts';

type TNextNumberDialogProps = { record: TNumberRecord | null; onClose: () => void };

/**
 * Moves a sequence's next number forward in two steps: the number (checked to come after the
 * current one, with a preview of what the next order, invoice or customer will get), then a
 * confirmation naming the numbers that will never be handed out, as it cannot be undone.
 */
export function NextNumberDialog({ record, onClose }: TNextNumberDialogProps) {
  const { t } = useTranslation();
  const texts = useSequenceTexts();
  const save = useSaveSequence();
  const [confirming, setConfirming] = useState<number | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  // The form's rules follow the sequence as it is now (the list is read again after every write).
  const schema = useMemo(() => (record ? nextNumberForm(record) : null), [record]);
  const { register, handleSubmit, reset, watch, formState } = useForm<
    TNextNumberInput,
    unknown,
    { next_value: number }
  >({
    resolver: schema ? zodResolver(schema) : undefined,
  });
  const open = record !== null;

  useEffect(() => {
    if (!open) return;
    setBanner(null);
    setConfirming(null);
    reset({ next_value: '' });
  }, [open, reset]);

  if (!record) return null;
  const label = texts.label(record.entity_name);
  const format = (value: number) => formatSequenceNumber(record.prefix, value, record.padding);
  // Only a number the form would take: a preview of a refused one would read like a promise.
  const typed = (watch('next_value') ?? '').trim();
  const preview = /^\d{1,9}$/.test(typed) && Number(typed) > record.next_value ? format(Number(typed)) : null;

  const confirm = () => {
    if (confirming === null) return;
    save.mutate(
      { record, change: { next_value: confirming } },
      {
        onSuccess: (saved) => {
          toast.success(
            t('admin.numberSequences.toast.nextSet', { sequence: label, number: saved.next_formatted }),
          );
          onClose();
        },
        onError: (error) => {
          setConfirming(null);
          setBanner(
            error instanceof ApiError && error.status === 409
              ? t('admin.numberSequences.next.movedMeanwhile')
              : userFacingErrorMessage(t, error),
          );
        },
      },
    );
  };

  return (
    <>
      <Dialog
        open={confirming === null}
        onOpenChange={(next) => (next ? undefined : onClose())}
        title={t('admin.numberSequences.next.title', { sequence: label })}
        description={t('admin.numberSequences.next.current', {
          last: record.last_formatted ?? t('admin.numberSequences.fields.none'),
          next: record.next_formatted,
        })}
      >
        <DialogForm
          onSubmit={handleSubmit(({ next_value }) => setConfirming(next_value))}
          error={banner}
          cancelLabel={t('admin.numberSequences.next.cancel')}
          onCancel={onClose}
          submitLabel={t('admin.numberSequences.next.continue')}
          submitting={false}
        >
          <Field
            label={t('admin.numberSequences.next.label')}
            hint={t('admin.numberSequences.next.hint')}
            error={formMessage(t, formState.errors.next_value?.message, record)}
          >
            <Input inputMode="numeric" autoComplete="off" {...register('next_value')} />
          </Field>
          <p aria-live="polite" className="text-sm text-fg-muted">
            {preview ? t('admin.numberSequences.next.preview', { number: preview }) : null}
          </p>
        </DialogForm>
      </Dialog>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(next) => (next ? undefined : setConfirming(null))}
        title={t('admin.numberSequences.confirm.title', { sequence: label, number: format(confirming ?? 0) })}
        description={
          confirming !== null && confirming - record.next_value === 1
            ? t('admin.numberSequences.confirm.skipOne', { first: record.next_formatted })
            : t('admin.numberSequences.confirm.skipMany', {
                first: record.next_formatted,
                last: format((confirming ?? 1) - 1),
              })
        }
        confirmLabel={t('admin.numberSequences.confirm.confirm')}
        cancelLabel={t('admin.numberSequences.confirm.back')}
        onConfirm={confirm}
        loading={save.isPending}
      />
    </>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatSequenceNumber,
  NUMBER_RECORD_LIMITS,
  type TNumberRecord,
} from '@tableside/shared/number-records.schemas';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../lib/http/api-error.ts';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { DialogForm } from '../../ui/dialog-form.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { toast } from '../../ui/toast.ts';
import { formMessage, type TFormatInput, ZFormatForm } from './sequence-forms.ts';
import { useSaveSequence } from './use-sequence-actions.hook.ts';
import { useSequenceTexts } from './use-sequence-texts.hook.ts';

type TSequenceFormatDialogProps = { record: TNumberRecord | null; onClose: () => void };

/**
 * The look of a sequence's later numbers: prefix and digits, with the next number as it will
 * read. Numbers already handed out keep theirs; a prefix another sequence uses is refused.
 */
export function SequenceFormatDialog({ record, onClose }: TSequenceFormatDialogProps) {
  const { t } = useTranslation();
  const texts = useSequenceTexts();
  const save = useSaveSequence();
  const [banner, setBanner] = useState<string | null>(null);
  const { register, handleSubmit, reset, watch, setError, formState } = useForm<
    TFormatInput,
    unknown,
    { prefix: string; padding: number }
  >({ resolver: zodResolver(ZFormatForm) });
  const open = record !== null;
  const recordId = record?.id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts from the sequence it opens with
  useEffect(() => {
    if (!open || !record) return;
    setBanner(null);
    reset({ prefix: record.prefix, padding: String(record.padding) });
  }, [open, recordId, reset]);

  if (!record) return null;
  const label = texts.label(record.entity_name);
  const [prefix, padding] = [watch('prefix') ?? '', Number(watch('padding'))];
  const paddingOk = Number.isInteger(padding) && padding >= 1 && padding <= NUMBER_RECORD_LIMITS.maxPadding;
  const preview = paddingOk ? formatSequenceNumber(prefix.trim(), record.next_value, padding) : null;

  const onSubmit = handleSubmit(async (change) => {
    setBanner(null);
    try {
      const saved = await save.mutateAsync({ record, change });
      toast.success(
        t('admin.numberSequences.toast.formatSaved', { sequence: label, number: saved.next_formatted }),
      );
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.errors?.prefix) {
        setError('prefix', { type: 'server', message: t('admin.numberSequences.format.prefixTaken') });
      } else {
        setBanner(userFacingErrorMessage(t, error));
      }
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('admin.numberSequences.format.title', { sequence: label })}
      description={t('admin.numberSequences.format.note')}
    >
      <DialogForm
        onSubmit={onSubmit}
        error={banner}
        cancelLabel={t('admin.numberSequences.format.cancel')}
        onCancel={onClose}
        submitLabel={t('admin.numberSequences.format.save')}
        submitting={formState.isSubmitting}
      >
        <Field
          label={t('admin.numberSequences.format.prefix')}
          hint={t('admin.numberSequences.format.prefixHint')}
          error={formMessage(t, formState.errors.prefix?.message, record)}
        >
          <Input autoComplete="off" {...register('prefix')} />
        </Field>
        <Field
          label={t('admin.numberSequences.format.padding')}
          hint={t('admin.numberSequences.format.paddingHint')}
          error={formMessage(t, formState.errors.padding?.message, record)}
        >
          <Input inputMode="numeric" autoComplete="off" {...register('padding')} />
        </Field>
        <p aria-live="polite" className="text-sm text-fg-muted">
          {preview ? t('admin.numberSequences.format.preview', { number: preview }) : null}
        </p>
      </DialogForm>
    </Dialog>
  );
}

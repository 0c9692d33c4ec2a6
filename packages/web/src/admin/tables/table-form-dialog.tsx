import { zodResolver } from '@hookform/resolvers/zod';
import { BENCH_LIMITS, type TBench, ZBenchName, ZSeatCapacity } from '@tableside/shared/tables.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { showServerFieldErrors } from '../../lib/forms/form-errors.ts';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { translateValidationMessage } from '../../lib/i18n/translate-validation.ts';
import type { TTranslate, TTranslationKey } from '../../lib/i18n/translation-keys.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { DialogForm } from '../../ui/dialog-form.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { toast } from '../../ui/toast.ts';
import { LocationSelect } from '../location-scope/location-select.tsx';
import { useLocations } from '../location-scope/locations.queries.ts';
import { useStaffSettings } from '../staff-settings/use-staff-settings.hook.ts';
import { tablesApi } from './tables.api.ts';
import { staffTableQueries } from './tables.queries.ts';

// The form holds text; the shared rules check what it becomes (the server checks the same).
const ZTableForm = z.object({
  name: ZBenchName,
  seat_capacity: z
    .string()
    .transform((value) => (value.trim() === '' ? null : Number(value)))
    .pipe(ZSeatCapacity),
  branch_id: z.string().transform((value) => (value === '' ? null : Number(value))),
});
type TFormInput = { name: string; seat_capacity: string; branch_id: string };
type TFormOutput = z.output<typeof ZTableForm>;
type TField = keyof TFormInput;

/** The shared schema's English messages, in the current language. */
const MESSAGE_KEYS: Record<string, TTranslationKey> = {
  'Name is required': 'admin.tablesAdmin.form.nameRequired',
  [`At most ${BENCH_LIMITS.name} characters`]: 'admin.tablesAdmin.form.nameTooLong',
  [`Seats must be between ${BENCH_LIMITS.minSeats} and ${BENCH_LIMITS.maxSeats}`]:
    'admin.tablesAdmin.form.seatsRange',
  'Seats must be a whole number': 'admin.tablesAdmin.form.seatsWhole',
};

function messageText(t: TTranslate, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = MESSAGE_KEYS[message];
  return key ? t(key) : translateValidationMessage(t, message);
}

type TTableFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The table to edit; null adds a new one. */
  bench: TBench | null;
  onSaved: (bench: TBench, isNew: boolean) => void;
};

/** Add or edit a table: name (unique per location), seats (1 to 99 or empty) and, with several, its location. */
export function TableFormDialog({ open, onOpenChange, bench, onSaved }: TTableFormDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const locations = useLocations(open);
  const { default_capacity: defaultCapacity } = useStaffSettings();
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<TFormInput, unknown, TFormOutput>({ resolver: zodResolver(ZTableForm) });

  useEffect(() => {
    if (!open) return;
    setBanner(null);
    reset({
      name: bench?.name ?? '',
      // TABLES.DEFAULT_CAPACITY: the seats of a new table (4 in the catalogue).
      seat_capacity: bench ? (bench.seat_capacity?.toString() ?? '') : String(defaultCapacity),
      branch_id: bench?.branch_id?.toString() ?? '',
    });
  }, [open, bench, reset, defaultCapacity]);

  // A new table goes to the first location (most restaurants have one) unless staff pick another.
  const firstBranch = locations.active[0]?.id;
  useEffect(() => {
    if (open && !bench && firstBranch !== undefined && getValues('branch_id') === '') {
      setValue('branch_id', String(firstBranch));
    }
  }, [open, bench, firstBranch, getValues, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      const saved = bench ? await tablesApi.update(bench.id, values) : await tablesApi.create(values);
      await queryClient.invalidateQueries({ queryKey: staffTableQueries.all() });
      toast.success(t(bench ? 'admin.tablesAdmin.toast.updated' : 'admin.tablesAdmin.toast.created'), {
        description: saved.name,
      });
      onSaved(saved, !bench);
      onOpenChange(false);
    } catch (error) {
      const fields: TField[] = ['name', 'seat_capacity', 'branch_id'];
      const shown = showServerFieldErrors(t, error, fields, (field, value) =>
        setError(field, { ...value, message: messageText(t, value.message) ?? value.message }),
      );
      if (!shown) setBanner(userFacingErrorMessage(t, error));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(bench ? 'admin.tablesAdmin.form.editTitle' : 'admin.tablesAdmin.form.createTitle')}
    >
      <DialogForm
        onSubmit={onSubmit}
        error={banner}
        cancelLabel={t('admin.tablesAdmin.form.cancel')}
        onCancel={() => onOpenChange(false)}
        submitLabel={t(bench ? 'admin.tablesAdmin.form.save' : 'admin.tablesAdmin.form.create')}
        submitting={isSubmitting}
      >
        <Field label={t('admin.tablesAdmin.form.name')} error={messageText(t, errors.name?.message)}>
          <Input autoComplete="off" maxLength={BENCH_LIMITS.name + 20} {...register('name')} />
        </Field>
        <Field
          label={t('admin.tablesAdmin.form.seats')}
          hint={t('admin.tablesAdmin.form.seatsHint')}
          error={messageText(t, errors.seat_capacity?.message)}
        >
          <Input type="number" inputMode="numeric" min={1} max={99} step={1} {...register('seat_capacity')} />
        </Field>
        {locations.several ? (
          <Field label={t('admin.tablesAdmin.form.branch')} error={messageText(t, errors.branch_id?.message)}>
            <LocationSelect
              locations={locations.all.filter((branch) => !branch.archived || branch.id === bench?.branch_id)}
              emptyLabel={t('admin.tablesAdmin.form.noBranch')}
              {...register('branch_id')}
            />
          </Field>
        ) : null}
      </DialogForm>
    </Dialog>
  );
}

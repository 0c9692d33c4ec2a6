import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_OPERATING_HOURS } from '@tableside/shared/availability.schemas';
import {
  BRANCH_LIMITS,
  type TBranch,
  type TBranchInput,
  ZBranchInput,
} from '@tableside/shared/tables.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showServerFieldErrors } from '../../lib/forms/form-errors.ts';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { translateValidationMessage } from '../../lib/i18n/translate-validation.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { DialogForm } from '../../ui/dialog-form.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Switch } from '../../ui/switch.tsx';
import { toast } from '../../ui/toast.ts';
import { ScheduleEditor } from '../configuration/setting-editors/schedule-editor.tsx';
import { locationQueries } from '../location-scope/locations.queries.ts';
import { locationsApi } from './locations.api.ts';

type TFormInput = z.input<typeof ZBranchInput>;
type TField = keyof TFormInput;

type TLocationFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The location to edit; null adds one. */
  location: TBranch | null;
};

/**
 * Add or edit a location: name, address, phone, and its own opening hours, or the restaurant's
 * (OPERATIONS.OPERATING_HOURS) when it keeps them (decision 0019).
 */
export function LocationFormDialog({ open, onOpenChange, location }: TLocationFormDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const hoursId = useId();
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<TFormInput, unknown, TBranchInput>({ resolver: zodResolver(ZBranchInput) });

  useEffect(() => {
    if (!open) return;
    setBanner(null);
    reset({
      name: location?.name ?? '',
      address: location?.address ?? '',
      phone: location?.phone ?? '',
      opening_hours: location?.opening_hours ?? null,
    });
  }, [open, location, reset]);

  const ownHours = (watch('opening_hours') ?? null) !== null;
  const message = (text: string | undefined) => (text ? translateValidationMessage(t, text) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      const saved = location
        ? await locationsApi.update(location.id, values)
        : await locationsApi.create(values);
      await queryClient.invalidateQueries({ queryKey: locationQueries.all() });
      toast.success(t(location ? 'admin.locations.toast.updated' : 'admin.locations.toast.created'), {
        description: saved.name,
      });
      onOpenChange(false);
    } catch (error) {
      const fields: TField[] = ['name', 'address', 'phone', 'opening_hours'];
      const shown = showServerFieldErrors(t, error, fields, (field, value) => setError(field, value));
      if (!shown) setBanner(userFacingErrorMessage(t, error));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(location ? 'admin.locations.form.editTitle' : 'admin.locations.form.createTitle')}
    >
      <DialogForm
        onSubmit={onSubmit}
        error={banner}
        cancelLabel={t('admin.locations.form.cancel')}
        onCancel={() => onOpenChange(false)}
        submitLabel={t(location ? 'admin.locations.form.save' : 'admin.locations.form.create')}
        submitting={isSubmitting}
      >
        <Field label={t('admin.locations.form.name')} error={message(errors.name?.message)}>
          <Input autoComplete="off" maxLength={BRANCH_LIMITS.name + 20} {...register('name')} />
        </Field>
        <Field label={t('admin.locations.form.address')} error={message(errors.address?.message)}>
          <Input autoComplete="off" maxLength={BRANCH_LIMITS.address + 20} {...register('address')} />
        </Field>
        <Field
          label={t('admin.locations.form.phone')}
          hint={t('admin.locations.form.phoneHint')}
          error={message(errors.phone?.message)}
        >
          <Input type="tel" autoComplete="off" maxLength={BRANCH_LIMITS.phone + 10} {...register('phone')} />
        </Field>
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">{t('admin.locations.form.hours')}</legend>
          <Switch
            checked={ownHours}
            onCheckedChange={(on) =>
              setValue('opening_hours', on ? DEFAULT_OPERATING_HOURS : null, { shouldDirty: true })
            }
          >
            {t('admin.locations.form.ownHours')}
          </Switch>
          {ownHours ? (
            <Controller
              control={control}
              name="opening_hours"
              render={({ field, fieldState }) => (
                <>
                  <ScheduleEditor
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    disabled={isSubmitting}
                    control={{
                      id: hoursId,
                      'aria-invalid': fieldState.invalid || undefined,
                      'aria-describedby': fieldState.error ? `${hoursId}-error` : undefined,
                    }}
                  />
                  {fieldState.error ? (
                    <p id={`${hoursId}-error`} className="text-sm text-danger">
                      {message(fieldState.error.message)}
                    </p>
                  ) : null}
                </>
              )}
            />
          ) : (
            <p className="text-sm text-fg-muted">{t('admin.locations.form.restaurantHours')}</p>
          )}
        </fieldset>
      </DialogForm>
    </Dialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  MASTER_DATA_LIMITS,
  type TMasterDataKind,
  UNIT_SYSTEMS,
} from '@tableside/shared/master-data.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { showServerFieldErrors } from '../../lib/forms/form-errors.ts';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { DialogForm } from '../../ui/dialog-form.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Select } from '../../ui/select.tsx';
import { toast } from '../../ui/toast.ts';
import { masterDataApi, type TMasterBody, type TMasterRecord } from './master-data.api.ts';
import { masterDataQueries } from './master-data.queries.ts';
import {
  formSchema,
  formValues,
  messageText,
  type TMasterForm,
  type TMasterFormField,
} from './master-data-form.ts';
import { fieldHintKey, fieldLabelKey, MASTER_KIND_VIEWS } from './master-data-kinds.ts';

type TMasterDataFormDialogProps = {
  kind: TMasterDataKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The record to edit; null adds a new one. */
  record: TMasterRecord | null;
};

const FIELDS: readonly TMasterFormField[] = ['name', 'code', 'symbol', 'value', 'system', 'country_code'];
/** Add or edit a record of one kind: its name and the kind's own fields, checked as the server checks them. */
export function MasterDataFormDialog({ kind, open, onOpenChange, record }: TMasterDataFormDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { fields } = MASTER_KIND_VIEWS[kind];
  const countries = useQuery({
    ...masterDataQueries.countries(),
    enabled: open && fields.includes('country_code'),
  });
  const [banner, setBanner] = useState<string | null>(null);
  const resolver = useMemo(() => zodResolver(formSchema(kind)), [kind]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TMasterForm, unknown, TMasterBody>({ resolver });

  useEffect(() => {
    if (!open) return;
    setBanner(null);
    reset(formValues(record));
  }, [open, record, reset]);

  const onSubmit = handleSubmit(async (body) => {
    setBanner(null);
    try {
      const saved = record
        ? await masterDataApi.update(kind, record.id, body)
        : await masterDataApi.create(kind, body);
      await queryClient.invalidateQueries({ queryKey: masterDataQueries.kind(kind) });
      toast.success(
        t(record ? 'admin.masterData.toast.updated' : 'admin.masterData.toast.created', { name: saved.name }),
      );
      onOpenChange(false);
    } catch (error) {
      const shown = showServerFieldErrors(t, error, FIELDS, (field, value) =>
        setError(field, { ...value, message: messageText(t, value.message) ?? value.message }),
      );
      if (!shown) setBanner(userFacingErrorMessage(t, error));
    }
  });

  // An inactive country is offered only to the bank that already has it; that one is there from the
  // start, so the form does not lose it while the countries load.
  const current = record?.country_code;
  const countryChoices = (countries.data ?? []).filter(
    (country) => country.is_active || country.code === current,
  );
  const countryOptions = countryChoices.map((country) => ({
    code: country.code ?? '',
    label: `${country.name} (${country.code})`,
  }));
  if (current && !countryChoices.some((country) => country.code === current)) {
    countryOptions.unshift({ code: current, label: current });
  }
  const error = (field: TMasterFormField) => messageText(t, errors[field]?.message);
  const hint = (field: (typeof fields)[number]) => {
    const key = fieldHintKey(kind, field);
    return key ? t(key) : undefined;
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(record ? `admin.masterData.editTitle.${kind}` : `admin.masterData.addTitle.${kind}`)}
    >
      <DialogForm
        onSubmit={onSubmit}
        error={banner}
        cancelLabel={t('admin.masterData.form.cancel')}
        onCancel={() => onOpenChange(false)}
        submitLabel={t(record ? 'admin.masterData.form.save' : 'admin.masterData.form.add')}
        submitting={isSubmitting}
      >
        <Field label={t('admin.masterData.fields.name')} error={error('name')}>
          <Input autoComplete="off" maxLength={MASTER_DATA_LIMITS.name + 20} {...register('name')} />
        </Field>
        {fields.map((field) => (
          <Field key={field} label={t(fieldLabelKey(kind, field))} hint={hint(field)} error={error(field)}>
            {field === 'system' ? (
              <Select {...register('system')}>
                <option value="">{t('admin.masterData.systems.none')}</option>
                {UNIT_SYSTEMS.map((system) => (
                  <option key={system} value={system}>
                    {t(`admin.masterData.systems.${system}`)}
                  </option>
                ))}
              </Select>
            ) : field === 'country_code' ? (
              <Select {...register('country_code')}>
                <option value="">{t('admin.masterData.none')}</option>
                {countryOptions.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.label}
                  </option>
                ))}
              </Select>
            ) : field === 'value' ? (
              <Input inputMode="decimal" autoComplete="off" {...register('value')} />
            ) : (
              <Input autoComplete="off" autoCapitalize="off" spellCheck={false} {...register(field)} />
            )}
          </Field>
        ))}
      </DialogForm>
    </Dialog>
  );
}

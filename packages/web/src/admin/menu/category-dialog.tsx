import type { TAvailabilitySchedule } from '@tableside/shared/availability.schemas';
import type { TMenuCategory } from '@tableside/shared/menu-categories.schemas';
import { MENU_LIMITS } from '@tableside/shared/menu-fields.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../lib/http/api-error.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { toast } from '../../ui/toast.ts';
import { LocationSelect } from '../location-scope/location-select.tsx';
import { useLocations } from '../location-scope/locations.queries.ts';
import { scheduleProblems } from './availability-editor.state.ts';
import { AvailabilityEditor } from './availability-editor.tsx';
import { DialogActions } from './dialog-actions.tsx';
import { ErrorText } from './error-text.tsx';
import { ImageField, saveImageChange, type TImageChange } from './image-field.tsx';
import { createCategory, updateCategory } from './menu-admin.api.ts';
import { invalidateMenu } from './menu-admin.queries.ts';
import { menuErrorMessage } from './menu-error-message.ts';
import { TextArea } from './text-area.tsx';

type TCategoryDialogProps = {
  open: boolean;
  /** The category to edit; without one the dialog creates a category. */
  category: TMenuCategory | undefined;
  onOpenChange: (open: boolean) => void;
  onCreated: (category: TMenuCategory) => void;
};

type TErrors = Partial<Record<'name' | 'description' | 'time_availability', string>>;

/** Create or edit a category: name, description, location (with several), picture and weekly availability. */
export function CategoryDialog({ open, category, onOpenChange, onCreated }: TCategoryDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [schedule, setSchedule] = useState<TAvailabilitySchedule | null>(null);
  const [image, setImage] = useState<TImageChange>({ kind: 'keep' });
  const [errors, setErrors] = useState<TErrors>({});
  // Only with several locations: otherwise a new category is every location's and an edit keeps it.
  const locations = useLocations(open);
  const [location, setLocation] = useState('');

  useEffect(() => {
    if (!open) return;
    setName(category?.name ?? '');
    setDescription(category?.description ?? '');
    setSchedule(category?.time_availability ?? null);
    setImage({ kind: 'keep' });
    setLocation(category?.branch_id?.toString() ?? '');
    setErrors({});
  }, [open, category]);

  const save = useMutation({
    mutationFn: async () => {
      const body = {
        name: name.trim(),
        description: description.trim() || null,
        time_availability: schedule,
        ...(locations.several ? { branch_id: location === '' ? null : Number(location) } : {}),
      };
      const saved = category ? await updateCategory(category.id, body) : await createCategory(body);
      await saveImageChange('menu-categories', saved.id, image);
      return saved;
    },
    onSuccess: (saved) => {
      // spec admin 8: exactly 'Category created successfully'.
      toast.success(
        t(category ? 'admin.menuAdmin.toasts.category.updated' : 'admin.menuAdmin.toasts.category.created'),
      );
      if (!category) onCreated(saved);
      onOpenChange(false);
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.errors : undefined;
      if (fields) {
        setErrors({
          name: fields.name?.join(' '),
          description: fields.description?.join(' '),
          time_availability:
            Object.entries(fields)
              .filter(([key]) => key.startsWith('time_availability'))
              .flatMap(([, messages]) => messages)
              .join(' ') || undefined,
        });
      }
      toast.error(menuErrorMessage(t, error));
    },
    onSettled: () => invalidateMenu(queryClient),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: TErrors = {};
    if (name.trim() === '') next.name = t('admin.menuAdmin.form.nameRequired');
    if (Object.keys(scheduleProblems(schedule)).length > 0)
      next.time_availability = t('admin.menuAdmin.form.fixSchedule');
    setErrors(next);
    if (Object.keys(next).length === 0) save.mutate();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={category ? t('admin.menuAdmin.categories.editTitle') : t('admin.menuAdmin.categories.newTitle')}
    >
      <form id="category-form" onSubmit={submit} noValidate className="mt-4 space-y-4">
        <Field label={t('admin.menuAdmin.form.name')} error={errors.name}>
          <Input
            value={name}
            maxLength={MENU_LIMITS.categoryName}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <Field label={t('admin.menuAdmin.form.description')} error={errors.description}>
          <TextArea value={description} max={MENU_LIMITS.description} onChange={setDescription} />
        </Field>
        {locations.several ? (
          <Field label={t('admin.menuAdmin.form.location')} hint={t('admin.menuAdmin.form.locationHint')}>
            <LocationSelect
              locations={locations.all.filter(
                (branch) => !branch.archived || branch.id === category?.branch_id,
              )}
              emptyLabel={t('admin.menuAdmin.form.everyLocation')}
              value={location}
              onChange={(event) => setLocation(event.target.value)}
            />
          </Field>
        ) : null}
        <ImageField current={category?.image_url_thumbnail ?? null} value={image} onChange={setImage} />
        <AvailabilityEditor value={schedule} onChange={setSchedule} />
        <ErrorText text={errors.time_availability} />
        <DialogActions onCancel={() => onOpenChange(false)} saving={save.isPending} />
      </form>
    </Dialog>
  );
}

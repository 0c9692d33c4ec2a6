import { TAG_TYPES, type TTagType } from '@tableside/shared/constants';
import type { TItemTag } from '@tableside/shared/item-tags.schemas';
import { MENU_LIMITS } from '@tableside/shared/menu-fields.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../lib/http/api-error.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { toast } from '../../ui/toast.ts';
import { CheckLabel } from './check-label.tsx';
import { DialogActions } from './dialog-actions.tsx';
import { ErrorText } from './error-text.tsx';
import { FieldSelect } from './field-select.tsx';
import { createTag, updateTag } from './menu-admin.api.ts';
import { invalidateMenu } from './menu-admin.queries.ts';
import { menuErrorMessage } from './menu-error-message.ts';
import { useTagGroupName } from './tag-groups.ts';
import { TextArea } from './text-area.tsx';

type TTagDialogProps = {
  open: boolean;
  tag: TItemTag | undefined;
  defaultType: TTagType | undefined;
  onOpenChange: (open: boolean) => void;
};

type TTagDraft = {
  name: string;
  tag_type: TTagType;
  color: string;
  hasColor: boolean;
  icon_name: string;
  featured: boolean;
  internal: boolean;
  warning_message: string;
};

const ICON_NAME = /^[a-z0-9-]*$/;

/** Create or edit an item tag: name, type, colour, lucide icon name, featured, internal, warning. */
export function TagDialog({ open, tag, defaultType, onOpenChange }: TTagDialogProps) {
  const { t } = useTranslation();
  const groupName = useTagGroupName();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<TTagDraft>(blank(defaultType));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  useEffect(() => {
    if (!open) return;
    setErrors({});
    setDraft(
      tag
        ? {
            name: tag.name,
            tag_type: tag.tag_type,
            color: tag.color ?? '#3b82f6',
            hasColor: tag.color !== null,
            icon_name: tag.icon_name ?? '',
            featured: tag.featured,
            internal: tag.internal,
            warning_message: tag.warning_message ?? '',
          }
        : blank(defaultType),
    );
  }, [open, tag, defaultType]);

  const set = <K extends keyof TTagDraft>(key: K, value: TTagDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const save = useMutation({
    mutationFn: () => {
      const body = {
        name: draft.name.trim(),
        tag_type: draft.tag_type,
        color: draft.hasColor ? draft.color : null,
        icon_name: draft.icon_name.trim() || null,
        featured: draft.featured,
        internal: draft.internal,
        warning_message: draft.warning_message.trim() || null,
      };
      return tag ? updateTag(tag.id, body) : createTag(body);
    },
    onSuccess: () => {
      // spec admin 8: exactly 'Tag created successfully'.
      toast.success(t(tag ? 'admin.tagsAdmin.toasts.updated' : 'admin.tagsAdmin.toasts.created'));
      onOpenChange(false);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.errors) {
        setErrors(
          Object.fromEntries(
            Object.entries(error.errors).map(([key, messages]) => [key, messages.join(' ')]),
          ),
        );
      }
      toast.error(menuErrorMessage(t, error));
    },
    onSettled: () => invalidateMenu(queryClient),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string | undefined> = {};
    if (draft.name.trim() === '') next.name = t('admin.menuAdmin.form.nameRequired');
    if (!ICON_NAME.test(draft.icon_name.trim())) next.icon_name = t('admin.tagsAdmin.iconInvalid');
    setErrors(next);
    if (Object.values(next).every((value) => !value)) save.mutate();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={tag ? t('admin.tagsAdmin.editTitle') : t('admin.tagsAdmin.newTitle')}
    >
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <Field label={t('admin.menuAdmin.form.name')} error={errors.name}>
          <Input
            value={draft.name}
            maxLength={MENU_LIMITS.tagName}
            onChange={(e) => set('name', e.target.value)}
          />
        </Field>
        <Field label={t('admin.tagsAdmin.type')} error={errors.tag_type}>
          <FieldSelect value={draft.tag_type} onChange={(value) => set('tag_type', value as TTagType)}>
            {TAG_TYPES.map((type) => (
              <option key={type} value={type}>
                {groupName(type)}
              </option>
            ))}
          </FieldSelect>
        </Field>
        <div className="flex flex-wrap items-end gap-4">
          <CheckLabel checked={draft.hasColor} onChange={(on) => set('hasColor', on)}>
            {t('admin.tagsAdmin.useColor')}
          </CheckLabel>
          {draft.hasColor ? (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="color"
                value={draft.color}
                onChange={(e) => set('color', e.target.value)}
                className="h-11 w-14 cursor-pointer rounded-lg border border-line bg-card p-1"
              />
              {t('admin.tagsAdmin.color')} <span className="font-mono text-fg-muted">{draft.color}</span>
            </label>
          ) : null}
        </div>
        <ErrorText text={errors.color} />
        <Field
          label={t('admin.tagsAdmin.icon')}
          hint={t('admin.tagsAdmin.iconHint')}
          error={errors.icon_name}
        >
          <Input
            value={draft.icon_name}
            maxLength={MENU_LIMITS.iconName}
            onChange={(e) => set('icon_name', e.target.value)}
          />
        </Field>
        <div className="flex flex-wrap gap-x-6">
          <CheckLabel checked={draft.featured} onChange={(on) => set('featured', on)}>
            {t('admin.tagsAdmin.featured')}
          </CheckLabel>
          <CheckLabel checked={draft.internal} onChange={(on) => set('internal', on)}>
            {t('admin.tagsAdmin.internal')}
          </CheckLabel>
        </div>
        <Field
          label={t('admin.tagsAdmin.warning')}
          hint={t('admin.tagsAdmin.warningHint')}
          error={errors.warning_message}
        >
          <TextArea
            value={draft.warning_message}
            max={MENU_LIMITS.warningMessage}
            onChange={(value) => set('warning_message', value)}
            rows={2}
          />
        </Field>
        <DialogActions onCancel={() => onOpenChange(false)} saving={save.isPending} />
      </form>
    </Dialog>
  );
}

function blank(type: TTagType | undefined): TTagDraft {
  return {
    name: '',
    tag_type: type ?? 'DIETARY',
    color: '#3b82f6',
    hasColor: false,
    icon_name: '',
    featured: false,
    internal: false,
    warning_message: '',
  };
}

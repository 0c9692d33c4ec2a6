import type { TConfigSettingView } from '@tableside/shared/config.schemas';
import type { TConfigLocale } from '@tableside/shared/config-catalogue';
import { Save, Undo2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../lib/http/api-error.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { configMessageText } from './config-messages.ts';
import { SettingRow } from './setting-row.tsx';
import { useConfigActions } from './use-config-actions.hook.ts';
import type { TGroupDraft } from './use-group-draft.hook.ts';
import { useLeaveGuard } from './use-leave-guard.hook.ts';

type TGroupFormProps = {
  settings: TConfigSettingView[];
  draft: TGroupDraft;
  canManage: boolean;
  language: TConfigLocale;
  highlighted: string | null;
};

/** Moves focus to a setting's control, e.g. the first one a save could not accept. */
function focusSetting(key: string): void {
  requestAnimationFrame(() => {
    const row = document.querySelector<HTMLElement>(`[data-setting-key="${key}"]`);
    row?.scrollIntoView?.({ block: 'center' });
    row?.querySelector<HTMLElement>('[aria-invalid="true"], input, select, textarea, button')?.focus();
  });
}

/**
 * One group's settings as one form: Save sends only the changed values (PUT /config/bulk, all or
 * nothing), the server's errors land under their fields, and leaving with unsaved changes asks first.
 */
export function ConfigurationGroupForm({
  settings,
  draft,
  canManage,
  language,
  highlighted,
}: TGroupFormProps) {
  const { t } = useTranslation();
  const { save } = useConfigActions();
  const [problem, setProblem] = useState<string | null>(null);
  const dirty = draft.dirtyKeys.length > 0;
  const guard = useLeaveGuard(dirty);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const sent = Object.fromEntries(draft.dirtyKeys.map((key) => [key, draft.values[key] ?? '']));
    const invalid = draft.dirtyKeys.find((key) => draft.errors[key]);
    if (invalid) {
      draft.checkEverything();
      setProblem(t('admin.configuration.group.fixErrors'));
      focusSetting(invalid);
      return;
    }
    save.mutate(
      Object.entries(sent).map(([key, value]) => ({ key, value })),
      {
        onSuccess: () => draft.forget(Object.keys(sent), sent),
        onError: (error) => {
          if (!(error instanceof ApiError) || !error.errors) return;
          const known = Object.keys(error.errors).filter((key) => key in sent);
          draft.setServerErrors(error.errors);
          if (known[0]) {
            setProblem(t('admin.configuration.group.fixErrors'));
            focusSetting(known[0]);
          }
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {problem ? <Banner>{problem}</Banner> : null}
      <ul className="divide-y divide-line rounded-2xl border border-line bg-card p-1 sm:p-2">
        {settings.map((setting) => (
          <SettingRow
            key={setting.key}
            setting={setting}
            value={draft.values[setting.key] ?? ''}
            dirty={draft.dirtyKeys.includes(setting.key)}
            error={
              draft.errors[setting.key] ? configMessageText(t, draft.errors[setting.key] ?? '') : undefined
            }
            onChange={(value) => draft.change(setting.key, value)}
            onReset={() => draft.forget([setting.key])}
            canManage={canManage}
            language={language}
            groupValues={draft.values}
            highlighted={highlighted === setting.key}
          />
        ))}
      </ul>
      {canManage ? (
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-2 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
          <p role="status" className="me-auto text-sm text-fg-muted max-sm:sr-only">
            {dirty
              ? t('admin.configuration.group.unsaved', { count: draft.dirtyKeys.length })
              : t('admin.configuration.group.noChanges')}
          </p>
          <Button variant="secondary" disabled={!dirty || save.isPending} onClick={() => draft.forget()}>
            <Undo2 aria-hidden="true" className="size-4" />
            {t('admin.configuration.group.discard')}
          </Button>
          <Button type="submit" disabled={!dirty} loading={save.isPending}>
            <Save aria-hidden="true" className="size-4" />
            {dirty
              ? t('admin.configuration.group.saveCount', { count: draft.dirtyKeys.length })
              : t('admin.configuration.group.save')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={guard.asking}
        onOpenChange={(open) => (open ? undefined : guard.stay())}
        title={t('admin.configuration.leave.title')}
        description={t('admin.configuration.leave.description')}
        confirmLabel={t('admin.configuration.leave.confirm')}
        cancelLabel={t('admin.configuration.leave.stay')}
        destructive
        onConfirm={guard.leave}
      />
    </form>
  );
}

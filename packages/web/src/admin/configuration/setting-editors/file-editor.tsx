import { ImageOff, Trash2, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Button } from '../../../ui/button.tsx';
import { useConfigActions } from '../use-config-actions.hook.ts';
import { describedBy, type TEditorProps } from './editor-props.ts';

/** What POST /config/upload accepts (issue 10): raster images up to 2 MB; SVG is refused (scripts). */
const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];
const MAX_BYTES = 2 * 1024 * 1024;

/**
 * FILE: upload stores the file and the setting at once (the answer's path, e.g. /api/files/12);
 * "Remove" empties the value like any other edit, saved with the form.
 */
export function FileEditor({ setting, value, onChange, disabled, control, name }: TEditorProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { upload } = useConfigActions();
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = `${control.id}-file-problem`;

  const choose = (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (!ACCEPTED.includes(file.type)) return setProblem(t('admin.configuration.editors.fileType'));
    if (file.size > MAX_BYTES) return setProblem(t('admin.configuration.editors.fileTooLarge'));
    upload.mutate({ key: setting.key, file }, { onSuccess: ({ path }) => onChange(path) });
  };

  return (
    <div className="space-y-3">
      <div className="flex size-28 items-center justify-center overflow-hidden rounded-xl border border-line bg-muted">
        {value ? (
          <img
            src={value}
            alt={t('admin.configuration.editors.preview', { name })}
            className="max-h-full max-w-full object-contain"
          />
        ) : (
          <span className="flex flex-col items-center gap-1 p-2 text-center text-xs text-fg-muted">
            <ImageOff aria-hidden="true" className="size-5" />
            {t('admin.configuration.editors.noFile')}
          </span>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          {...control}
          aria-describedby={describedBy(control, problem ? problemId : undefined)}
          variant="secondary"
          size="sm"
          disabled={disabled}
          loading={upload.isPending}
          onClick={() => input.current?.click()}
        >
          <Upload aria-hidden="true" className="size-4" />
          {t('admin.configuration.editors.upload')}
        </Button>
        {value ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={disabled || upload.isPending}
            onClick={() => onChange('')}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('admin.configuration.editors.clearFile')}
          </Button>
        ) : null}
        <input
          ref={input}
          type="file"
          accept={ACCEPTED.join(',')}
          hidden
          tabIndex={-1}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      <p className="text-xs text-fg-muted">{t('admin.configuration.editors.uploadHint')}</p>
      {problem ? (
        <p id={problemId} role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

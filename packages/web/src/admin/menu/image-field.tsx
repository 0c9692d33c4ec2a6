import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ErrorText } from './error-text.tsx';
import { resizeImage, type TResizedImages } from './image-resize.ts';
import { deleteImage, type TImageOwner, uploadImage } from './menu-admin.api.ts';

/** What the form will do with the picture when it is saved. */
export type TImageChange =
  | { kind: 'keep' }
  | { kind: 'replace'; images: TResizedImages }
  | { kind: 'remove' };

type TImageFieldProps = {
  /** The stored picture's URL, if any. */
  current: string | null;
  value: TImageChange;
  onChange: (value: TImageChange) => void;
  disabled?: boolean;
  /** Inside a section already titled 'Picture', the label is for screen readers only. */
  hideLabel?: boolean;
};

/** Picks a picture, resizes it in the browser (image-resize.ts) and previews it; saved with the form. */
export function ImageField({
  current,
  value,
  onChange,
  disabled = false,
  hideLabel = false,
}: TImageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [preview, setPreview] = useState<string>();

  useEffect(() => {
    if (value.kind !== 'replace') return setPreview(undefined);
    const url = URL.createObjectURL(value.images.full);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const shown =
    value.kind === 'replace' ? preview : value.kind === 'remove' ? undefined : (current ?? undefined);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    setBusy(true);
    try {
      onChange({ kind: 'replace', images: await resizeImage(file) });
    } catch {
      setError(t('admin.menuAdmin.image.unreadable'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-2">
      <span id={`${id}-label`} className={hideLabel ? 'sr-only' : 'block text-sm font-medium'}>
        {t('admin.menuAdmin.image.label')}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex size-24 items-center justify-center overflow-hidden rounded-xl border border-line bg-muted">
          {busy ? (
            <Spinner />
          ) : shown ? (
            <img src={shown} alt={t('admin.menuAdmin.image.preview')} className="size-full object-cover" />
          ) : (
            <ImagePlus aria-hidden="true" className="size-6 text-fg-muted" />
          )}
        </div>
        <div className="flex flex-col gap-2">
          <label className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-line bg-card px-3 text-sm font-medium hover:bg-muted has-focus-visible:outline-2 has-focus-visible:outline-ring">
            <ImagePlus aria-hidden="true" className="size-4" />
            {shown ? t('admin.menuAdmin.image.replace') : t('admin.menuAdmin.image.choose')}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              aria-describedby={`${id}-hint`}
              disabled={disabled || busy}
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
          {shown ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange(current ? { kind: 'remove' } : { kind: 'keep' })}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t('admin.menuAdmin.image.remove')}
            </Button>
          ) : null}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-sm text-fg-muted">
        {t('admin.menuAdmin.image.hint')}
      </p>
      <ErrorText text={error} />
    </div>
  );
}

/** Applies the picture change after the entity is saved (the upload needs its id). */
export async function saveImageChange(owner: TImageOwner, id: number, change: TImageChange): Promise<void> {
  if (change.kind === 'replace') await uploadImage(owner, id, change.images);
  if (change.kind === 'remove') await deleteImage(owner, id);
}

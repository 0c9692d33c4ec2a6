import type { TMenuItemFull } from '@tableside/shared/menu-items.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useReducer, useState } from 'react';
import { ApiError } from '../../lib/http/api-error.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useNavigate, useSearchParams } from '../../lib/router/router.tsx';
import { toast } from '../../ui/toast.ts';
import { customizationsReducer, type TCustomizationDraft } from './customization-editor.state.ts';
import { saveImageChange, type TImageChange } from './image-field.tsx';
import {
  draftFromItem,
  emptyItem,
  itemProblems,
  mapServerErrors,
  type TItemDraft,
  toFullPayload,
} from './item-form.state.ts';
import { createFullItem, updateFullItem } from './menu-admin.api.ts';
import { invalidateMenu, menuAdminQueries } from './menu-admin.queries.ts';
import { menuErrorMessage } from './menu-error-message.ts';

/** Changes one field of the item draft. */
export type TSetItemField = <K extends keyof TItemDraft>(key: K, value: TItemDraft[K]) => void;

/** What a card of the item's own fields edits, and the problems to show under them. */
export type TItemFieldsProps = { draft: TItemDraft; set: TSetItemField; errors: Record<string, string> };

/**
 * The item editor's state and its save: the draft, its customizations and picture, the problems to
 * show, and the submit that checks the form and saves the item, its customizations and options in
 * one request (the `full` calls), then the picture.
 */
export function useItemEditor(item: TMenuItemFull | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const categories = useQuery(menuAdminQueries.categories());

  const [initial] = useState(() =>
    item
      ? draftFromItem(item)
      : {
          item: emptyItem(Number(searchParams.get('category')) || 0),
          customizations: [] as TCustomizationDraft[],
        },
  );
  const [draft, setDraft] = useState<TItemDraft>(initial.item);
  const [customizations, dispatch] = useReducer(customizationsReducer, initial.customizations);
  const [image, setImage] = useState<TImageChange>({ kind: 'keep' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);

  // A new item without a category in the address goes to the first one.
  useEffect(() => {
    const first = categories.data?.[0]?.id;
    if (draft.category_id === 0 && first) setDraft((current) => ({ ...current, category_id: first }));
  }, [categories.data, draft.category_id]);

  const set: TSetItemField = (key, value) => setDraft((current) => ({ ...current, [key]: value }));

  const problemText = (problems: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(problems).map(([key, problem]) => [
        key,
        t(`admin.menuAdmin.problems.${problem as 'nameRequired'}`),
      ]),
    );
  // Client checks show after the first save attempt; the server's errors until the next one.
  const shown = { ...(submitted ? problemText(itemProblems(draft, customizations)) : {}), ...errors };

  const save = useMutation({
    mutationFn: async () => {
      const payload = toFullPayload(draft, customizations);
      const saved = item ? await updateFullItem(item.id, payload) : await createFullItem(payload);
      try {
        await saveImageChange('menu-items', saved.id, image);
      } catch (error) {
        toast.error(t('admin.menuAdmin.image.failed', { message: menuErrorMessage(t, error) }));
      }
      return saved;
    },
    onSuccess: (saved) => {
      // spec admin 8: exactly 'Item created successfully'.
      toast.success(t(item ? 'admin.menuAdmin.toasts.item.updated' : 'admin.menuAdmin.toasts.item.created'));
      void invalidateMenu(queryClient);
      navigate(`/admin/menu?category=${saved.category_id}&highlight=${saved.id}`);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.errors) setErrors(mapServerErrors(error.errors, customizations));
      toast.error(menuErrorMessage(t, error));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setErrors({});
    const problems = itemProblems(draft, customizations);
    if (Object.keys(problems).length > 0) {
      toast.error(t('admin.menuAdmin.editor.fixErrors'));
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    save.mutate();
  };

  return {
    draft,
    set,
    customizations,
    dispatch,
    image,
    setImage,
    errors: shown,
    saving: save.isPending,
    submit,
  };
}

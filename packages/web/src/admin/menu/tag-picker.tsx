import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from '../../lib/router/router.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { menuAdminQueries } from './menu-admin.queries.ts';
import { useTagGroupName } from './tag-groups.ts';

type TTagPickerProps = { value: number[]; onChange: (ids: number[]) => void };

/** The item's tags, chosen per tag group (spec admin 9 group names) as toggle chips. */
export function TagPicker({ value, onChange }: TTagPickerProps) {
  const { t } = useTranslation();
  const groupName = useTagGroupName();
  const typed = useQuery(menuAdminQueries.typedTags());
  if (typed.isPending) return <Spinner />;
  const groups = typed.data?.tag_groups.filter((group) => group.tags.length > 0) ?? [];
  if (groups.length === 0) {
    return (
      <p className="text-sm text-fg-muted">
        {t('admin.menuAdmin.editor.noTags')}{' '}
        <Link to="/admin/menu/tags" className="text-link underline">
          {t('admin.tagsAdmin.title')}
        </Link>
      </p>
    );
  }
  const toggle = (id: number) =>
    onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  return (
    <div className="space-y-3">
      {groups.map((group) => (
        <fieldset key={group.tag_type}>
          <legend className="mb-1 text-sm font-medium text-fg-muted">{groupName(group.tag_type)}</legend>
          <div className="flex flex-wrap gap-2">
            {group.tags.map((tag) => {
              const on = value.includes(tag.id);
              return (
                <button
                  key={tag.id}
                  type="button"
                  aria-pressed={on}
                  onClick={() => toggle(tag.id)}
                  className={clsx(
                    'inline-flex h-9 items-center gap-1 rounded-full border px-3 text-sm',
                    on
                      ? 'border-action bg-action text-action-fg'
                      : 'border-line bg-card text-fg hover:bg-muted',
                  )}
                >
                  {on ? <Check aria-hidden="true" className="size-4" /> : null}
                  {tag.color ? (
                    <span
                      aria-hidden="true"
                      className="size-2.5 rounded-full"
                      style={{ backgroundColor: tag.color }}
                    />
                  ) : null}
                  {tag.name}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

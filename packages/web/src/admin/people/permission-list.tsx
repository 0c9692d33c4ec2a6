import type { TClaim } from '@tableside/shared/access.schemas';
import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { groupPermissions } from './permission-labels.ts';

export type TPermissionState = {
  checked: boolean;
  disabled: boolean;
  /** Why it is ticked or locked, e.g. 'from MANAGER' or 'You do not have this permission yourself'. */
  note?: string | undefined;
};

type TPermissionListProps = {
  /** Names the whole list for screen readers, e.g. 'Permissions of MANAGER'. */
  label: string;
  claims: readonly TClaim[];
  stateOf: (name: string) => TPermissionState;
  onChange: (name: string, checked: boolean) => void;
};

/**
 * Every claim as a checkbox, one fieldset per area, with its plain-language title and what it
 * allows. The whole row is the label (a large target on phones); the title alone names the box.
 */
export function PermissionList({ label, claims, stateOf, onChange }: TPermissionListProps) {
  const { t } = useTranslation();
  const id = useId();
  const groups = groupPermissions(
    t,
    claims.map((claim) => claim.name),
    claims,
  );
  return (
    <fieldset className="grid min-w-0 gap-3 xl:grid-cols-2">
      <legend className="sr-only">{label}</legend>
      {groups.map((group) => (
        <fieldset key={group.area} className="min-w-0 rounded-xl border border-line p-3">
          <legend className="px-1 text-sm font-semibold">{group.title}</legend>
          <ul className="space-y-1">
            {group.permissions.map(({ name, title, description }) => {
              const state = stateOf(name);
              const titleId = `${id}-${name}-title`;
              const detailId = `${id}-${name}-detail`;
              return (
                <li key={name}>
                  <label
                    className={clsx(
                      'flex min-h-11 items-start gap-3 rounded-lg px-2 py-2',
                      state.disabled ? 'cursor-not-allowed' : 'cursor-pointer hover:bg-muted/60',
                    )}
                  >
                    <input
                      type="checkbox"
                      aria-labelledby={titleId}
                      aria-describedby={detailId}
                      checked={state.checked}
                      disabled={state.disabled}
                      onChange={(event) => onChange(name, event.target.checked)}
                      className="mt-0.5 size-5 shrink-0 accent-action disabled:opacity-60"
                    />
                    <span className="min-w-0">
                      <span id={titleId} className="block font-medium break-words">
                        {title}
                      </span>
                      <span id={detailId} className="block text-sm text-fg-muted">
                        {description ? <span className="block">{description}</span> : null}
                        {state.note ? <span className="block font-medium text-fg">{state.note}</span> : null}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </fieldset>
  );
}

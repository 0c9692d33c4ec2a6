import type { TRole } from '@tableside/shared/access.schemas';
import type { ComponentProps } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Select } from '../../ui/select.tsx';
import { roleLabel } from '../people/role-labels.ts';

type TRoleSelectProps = ComponentProps<'select'> & {
  roles: readonly TRole[];
  /** The first option, with the value '' (e.g. 'Default role (from settings)'). */
  emptyLabel?: string;
};

/** A native select of roles inside a Field, labelled and described by it. */
export function RoleSelect({ roles, emptyLabel, ...props }: TRoleSelectProps) {
  const { t } = useTranslation();
  return (
    <Select {...props}>
      {emptyLabel ? <option value="">{emptyLabel}</option> : null}
      {roles.map((role) => (
        <option key={role.id} value={role.id}>
          {roleLabel(t, role.name, role.seeded)}
        </option>
      ))}
    </Select>
  );
}

import type { TBranch } from '@tableside/shared/tables.schemas';
import type { ComponentProps } from 'react';
import { Select } from '../../ui/select.tsx';

type TLocationSelectProps = ComponentProps<'select'> & {
  locations: TBranch[];
  /** What the empty choice means: no location (a table) or every location (a menu category). */
  emptyLabel: string;
};

/**
 * A native select of locations inside a Field, labelled and described by it. Forms show it only
 * when there are two or more locations (decision 0019); an archived location stays listed while
 * it is the current value, so saving does not move the row.
 */
export function LocationSelect({ locations, emptyLabel, ...props }: TLocationSelectProps) {
  return (
    <Select {...props}>
      <option value="">{emptyLabel}</option>
      {locations.map((branch) => (
        <option key={branch.id} value={branch.id}>
          {branch.name}
        </option>
      ))}
    </Select>
  );
}

import { MapPin } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Select } from '../../ui/select.tsx';
import type { TLocationScope } from './use-location-scope.hook.ts';

/**
 * The staff screens' location choice: shown only with two or more active locations (decision 0019).
 * The screen owns the scope (useLocationScope) so its queries and this picker agree.
 */
export function LocationPicker({ scope }: { scope: TLocationScope }) {
  const { t } = useTranslation();
  const id = useId();
  if (!scope.several) return null;
  return (
    <div className="w-48 max-w-full">
      <label htmlFor={id} className="mb-1 flex items-center gap-1.5 text-sm font-medium">
        <MapPin aria-hidden="true" className="size-4" />
        {t('admin.locations.picker.label')}
      </label>
      <Select
        id={id}
        value={scope.branchId ?? ''}
        onChange={(event) => scope.setBranchId(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{t('admin.locations.picker.all')}</option>
        {scope.active.map((branch) => (
          <option key={branch.id} value={branch.id}>
            {branch.name}
          </option>
        ))}
      </Select>
    </div>
  );
}

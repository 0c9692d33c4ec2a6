import type { TBranch } from '@tableside/shared/tables.schemas';
import { Archive, ArchiveRestore, Clock, MapPin, Pencil, Phone, Trash2 } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { LocationHours } from './location-hours.tsx';

const pillStyles =
  'inline-flex items-center rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-fg';

type TLocationListProps = {
  locations: readonly TBranch[];
  busy: boolean;
  onEdit: (location: TBranch) => void;
  onArchive: (location: TBranch) => void;
  onUnarchive: (location: TBranch) => void;
  onDelete: (location: TBranch) => void;
};

/** The locations as cards: name, state, address, phone, hours and tables, with their actions. */
export function LocationList({
  locations,
  busy,
  onEdit,
  onArchive,
  onUnarchive,
  onDelete,
}: TLocationListProps) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {locations.map((location) => (
        <li key={location.id} className="min-w-0 space-y-3 rounded-2xl border border-line bg-card p-4 sm:p-5">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold break-words">{location.name}</h2>
            {location.archived ? <span className={pillStyles}>{t('admin.locations.archived')}</span> : null}
          </div>
          <dl className="space-y-1.5 text-sm">
            <Fact icon={MapPin} label={t('admin.locations.form.address')}>
              {location.address ?? <span className="text-fg-muted">{t('admin.locations.noAddress')}</span>}
            </Fact>
            <Fact icon={Phone} label={t('admin.locations.form.phone')}>
              {location.phone ?? <span className="text-fg-muted">{t('admin.locations.noPhone')}</span>}
            </Fact>
            <Fact icon={Clock} label={t('admin.locations.form.hours')}>
              <LocationHours own={location.opening_hours} />
            </Fact>
          </dl>
          <p className="text-sm text-fg-muted">
            {t('admin.locations.tablesCount', { count: location.tables_count })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label={`${t('admin.locations.edit')} ${location.name}`}
              onClick={() => onEdit(location)}
            >
              <Pencil aria-hidden="true" className="size-4" />
              {t('admin.locations.edit')}
            </Button>
            {location.archived ? (
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                aria-label={`${t('admin.locations.unarchive')} ${location.name}`}
                onClick={() => onUnarchive(location)}
              >
                <ArchiveRestore aria-hidden="true" className="size-4" />
                {t('admin.locations.unarchive')}
              </Button>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                aria-label={`${t('admin.locations.archive')} ${location.name}`}
                onClick={() => onArchive(location)}
              >
                <Archive aria-hidden="true" className="size-4" />
                {t('admin.locations.archive')}
              </Button>
            )}
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              aria-label={`${t('admin.locations.delete')} ${location.name}`}
              onClick={() => onDelete(location)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t('admin.locations.delete')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

type TFactProps = { icon: typeof MapPin; label: string; children: React.ReactNode };

function Fact({ icon: Icon, label, children }: TFactProps) {
  return (
    <div className="flex items-start gap-2">
      <dt className="mt-0.5 shrink-0">
        <Icon aria-hidden="true" className="size-4 text-fg-muted" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

import {
  BACKUP_NAME_PATTERN,
  type TBackupKind,
  type TServerBackup,
} from '@tableside/shared/database.schemas';
import { zonedParts } from '@tableside/shared/zoned-time';
import type { TStoredBackup } from '../deps.ts';

/**
 * Backup file names say the restaurant, the date and time in the restaurant's time zone and, for
 * server backups, why they exist: `cafe-aroma-2026-11-26-093000.sqlite` (taken by someone, maybe
 * with a note: `…-093000-before-the-party.sqlite`), `….auto.sqlite` (the schedule) and
 * `….before-restore.sqlite` (the data a restore replaced).
 */
const KIND_SUFFIX: Record<TBackupKind, string> = {
  manual: '',
  automatic: '.auto',
  'before-restore': '.before-restore',
};

/** Lower-case letters, digits and single dashes; accents are dropped, not the letters under them. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function backupFileName(options: {
  restaurant: string;
  at: Date;
  timeZone: string;
  kind: TBackupKind;
  label?: string;
}): string {
  const p = zonedParts(options.at, options.timeZone);
  const stamp = `${p.year}-${pad(p.month)}-${pad(p.day)}-${pad(p.hour)}${pad(p.minute)}${pad(p.second)}`;
  const restaurant = slugify(options.restaurant).slice(0, 60) || 'tableside';
  const label = options.label ? slugify(options.label).slice(0, 40) : '';
  return `${restaurant}-${stamp}${label ? `-${label}` : ''}${KIND_SUFFIX[options.kind]}.sqlite`;
}

/** The next free name: `name.sqlite`, else `name-2.sqlite`, `name-3.sqlite`, … */
export function freeName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  const [stem, suffix] = splitKind(name);
  for (let count = 2; ; count += 1) {
    const candidate = `${stem}-${count}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

function splitKind(name: string): [stem: string, suffix: string] {
  for (const kind of ['automatic', 'before-restore', 'manual'] as const) {
    const suffix = `${KIND_SUFFIX[kind]}.sqlite`;
    if (name.endsWith(suffix)) return [name.slice(0, -suffix.length), suffix];
  }
  return [name, ''];
}

export function backupKindOf(name: string): TBackupKind {
  if (name.endsWith(`${KIND_SUFFIX.automatic}.sqlite`)) return 'automatic';
  if (name.endsWith(`${KIND_SUFFIX['before-restore']}.sqlite`)) return 'before-restore';
  return 'manual';
}

/** The store's files that are backups, newest first. */
export function toServerBackups(files: readonly TStoredBackup[]): TServerBackup[] {
  return files
    .filter((file) => BACKUP_NAME_PATTERN.test(file.name))
    .map((file) => ({
      name: file.name,
      size: file.size,
      created_at: file.modified_at,
      kind: backupKindOf(file.name),
    }))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.name.localeCompare(a.name));
}

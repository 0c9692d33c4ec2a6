import { AppError } from '@tableside/shared/errors';
import type { TMasterDataKind, TMasterDataRecords } from '@tableside/shared/master-data.schemas';
import type { Kysely } from 'kysely';
import type { TSettings } from '../config/settings.ts';
import type { Database } from '../db/schema.ts';
import type { TMasterKind } from './master-data.kinds.ts';

/**
 * The refusals every kind shares (docs/decisions/0018-master-data.md), each a 409 that says why and
 * what to do instead: a record a setting names stays, active and with its code; a record something
 * refers to is deactivated rather than deleted, and keeps a code it is referred to by.
 */
type TDb = Kysely<Database>;
type TRecord<K extends TMasterDataKind> = TMasterDataRecords[K];

export const title = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

const codeOf = (record: object): string | null =>
  'code' in record && typeof record.code === 'string' ? record.code : null;

function refused(noun: string, record: { name: string }, reason: string): AppError {
  return new AppError('CONFLICT', `${title(noun)} "${record.name}" ${reason}`);
}

/** The unique key (a code, or a tax's name) belongs to another record. */
export function taken(def: Pick<TMasterKind<TMasterDataKind>, 'noun' | 'unique'>, value: string): AppError {
  const message =
    def.unique === 'code'
      ? `A ${def.noun} with the code ${value} already exists`
      : `A ${def.noun} named "${value}" already exists`;
  return new AppError('CONFLICT', message, { errors: { [def.unique]: [message] } });
}

async function usedBy<K extends TMasterDataKind>(db: TDb, def: TMasterKind<K>, record: TRecord<K>) {
  const count = def.usage ? await def.usage.count(db, record) : 0;
  return def.usage && count > 0 ? def.usage.what(count) : undefined;
}

export function refuseDeactivating<K extends TMasterDataKind>(
  def: TMasterKind<K>,
  settings: TSettings,
  record: TRecord<K>,
): void {
  const pinned = def.pinnedBy?.(settings, record);
  if (pinned) throw refused(def.noun, record, `${pinned}; choose another one there first`);
}

export async function refuseCodeChange<K extends TMasterDataKind>(
  db: TDb,
  def: TMasterKind<K>,
  settings: TSettings,
  record: TRecord<K>,
  newCode: unknown,
): Promise<void> {
  const code = codeOf(record);
  if (code === null || newCode === code) return;
  const pinned = def.pinnedBy?.(settings, record);
  if (pinned) throw refused(def.noun, record, `${pinned}; its code cannot change`);
  const users = def.usage?.byCode ? await usedBy(db, def, record) : undefined;
  if (users) throw refused(def.noun, record, `is used by ${users}; its code cannot change`);
}

export async function refuseDeleting<K extends TMasterDataKind>(
  db: TDb,
  def: TMasterKind<K>,
  settings: TSettings,
  record: TRecord<K>,
): Promise<void> {
  const pinned = def.pinnedBy?.(settings, record);
  const users = await usedBy(db, def, record);
  // Both reasons at once: advice that one of them would refute (deactivate it) is left out.
  if (pinned && users) throw refused(def.noun, record, `${pinned} and is used by ${users}`);
  if (pinned) throw refused(def.noun, record, `${pinned}; choose another one there first`);
  if (users) throw refused(def.noun, record, `is used by ${users}; deactivate it instead`);
}

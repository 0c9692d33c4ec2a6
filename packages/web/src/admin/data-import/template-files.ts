import type { TImportEntity } from '@tableside/shared/data-import.schemas';
import { IMPORT_COLUMNS } from '@tableside/shared/import-columns';
import { saveBlob } from '../../lib/http/download-file.ts';

/**
 * A template per entity (decision 0044): the header row a spreadsheet import expects, as CSV and as
 * XLSX, made in the page. The CSV starts with a byte order mark, without which Excel reads UTF-8 as
 * Windows-1252 and garbles an umlaut typed into it.
 */
export type TTemplateFormat = 'csv' | 'xlsx';

export const columnNames = (entity: TImportEntity) => IMPORT_COLUMNS[entity].map((column) => column.name);

export function templateCsv(entity: TImportEntity): Blob {
  return new Blob([`\uFEFF${columnNames(entity).join(',')}\r\n`], { type: 'text/csv;charset=utf-8' });
}

export async function downloadTemplate(entity: TImportEntity, format: TTemplateFormat): Promise<void> {
  const blob =
    format === 'csv'
      ? templateCsv(entity)
      : (await import('./xlsx-file.ts')).writeXlsx([columnNames(entity)], entity);
  saveBlob(blob, `${entity}-template.${format}`);
}

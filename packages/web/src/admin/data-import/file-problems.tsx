import type { TImportEntity } from '@tableside/shared/data-import.schemas';
import { IMPORT_COLUMNS } from '@tableside/shared/import-columns';
import type { TTranslate } from '../../lib/i18n/translation-keys.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Banner } from '../../ui/banner.tsx';
import type { TFileProblem } from './sheet-problem.ts';

const quoted = (names: readonly string[]) => names.map((name) => `“${name}”`).join(', ');

function problemText(t: TTranslate, problem: TFileProblem): string {
  switch (problem.kind) {
    case 'unknownColumns':
    case 'missingColumns':
    case 'duplicateColumns':
    case 'unnamedColumns':
      return t(`admin.dataImport.sheet.${problem.kind}`, { columns: quoted(problem.columns) });
    case 'csvQuotes':
      return t('admin.dataImport.sheet.csvQuotes', { row: problem.row });
    case 'tooLarge':
    case 'tooManyRows':
      return t(`admin.dataImport.messages.${problem.kind}`);
    default:
      return t(`admin.dataImport.sheet.${problem.kind}`);
  }
}

const HEADER_PROBLEMS = new Set<TFileProblem['kind']>([
  'unknownColumns',
  'missingColumns',
  'duplicateColumns',
  'unnamedColumns',
]);

/**
 * Why a chosen file is not sent: each problem in the owner's language, and for a header that does
 * not fit, the columns it must have.
 */
export function FileProblems({ entity, problems }: { entity: TImportEntity; problems: TFileProblem[] }) {
  const { t } = useTranslation();
  const columns = IMPORT_COLUMNS[entity];
  const header = problems.some((problem) => HEADER_PROBLEMS.has(problem.kind));
  return (
    <Banner>
      <p>{t('admin.dataImport.sheet.title')}</p>
      <ul className="mt-1 list-disc space-y-0.5 ps-5 font-normal">
        {problems.map((problem) => (
          <li key={problem.kind}>{problemText(t, problem)}</li>
        ))}
      </ul>
      {header ? (
        <p className="mt-2 font-normal">
          {t('admin.dataImport.sheet.expected', {
            entity: t(`admin.masterData.kinds.${entity}`),
            columns: columns.map((column) => column.name).join(', '),
            required: columns
              .filter((column) => column.required)
              .map((column) => column.name)
              .join(', '),
          })}
        </p>
      ) : null}
    </Banner>
  );
}

import { isBuiltInSequence } from '@tableside/shared/number-records.schemas';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

/**
 * What staff call a sequence: the product's own (orders, invoices, customers) by name, with what it
 * numbers and where people see that number (issue 41, decision 0043); any other (made through the
 * API for an integration) by its entity name.
 */
export function useSequenceTexts() {
  const { t } = useTranslation();
  return {
    label: (entityName: string) =>
      isBuiltInSequence(entityName) ? t(`admin.numberSequences.entities.${entityName}.label`) : entityName,
    description: (entityName: string) =>
      isBuiltInSequence(entityName) ? t(`admin.numberSequences.entities.${entityName}.description`) : null,
    shownIn: (entityName: string) =>
      isBuiltInSequence(entityName) ? t(`admin.numberSequences.entities.${entityName}.shownIn`) : null,
  };
}

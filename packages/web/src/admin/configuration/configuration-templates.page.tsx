import { CONFIG_TEMPLATES } from '@tableside/shared/config-templates';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Banner } from '../../ui/banner.tsx';
import { ConfigBackLink } from './config-back-link.tsx';
import { useCanManageConfig } from './config-permissions.ts';
import { ConfigTemplateCard } from './config-template-card.tsx';

/**
 * /admin/configuration/templates (also under /admin/config): named starting points
 * (shared/config-templates.ts), previewed and applied as imports.
 */
export function ConfigurationTemplatesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.screens.configurationTemplates'));
  const canManage = useCanManageConfig();
  return (
    <div className="mx-auto w-full max-w-4xl space-y-5 px-4 py-6 sm:px-6">
      <ConfigBackLink />
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">{t('admin.screens.configurationTemplates')}</h1>
        <p className="text-fg-muted">{t('admin.configuration.templateList.intro')}</p>
      </div>
      {!canManage ? <Banner tone="success">{t('admin.configuration.readOnly')}</Banner> : null}
      <ul className="space-y-4">
        {CONFIG_TEMPLATES.map((template) => (
          <ConfigTemplateCard key={template.id} template={template} canManage={canManage} />
        ))}
      </ul>
    </div>
  );
}

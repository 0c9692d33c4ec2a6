import { Copy } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast.ts';

/**
 * A setting's internal key (BRANDING.RESTAURANT_NAME) is for support, exports and the API, not for
 * the owner reading the screen (issue 41): it is not printed under the name, but one click copies it
 * and its tooltip shows it. The configuration search still finds a setting by its key.
 */
export function SettingKeyCopy({ settingKey, name }: { settingKey: string; name: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(settingKey);
      toast.success(t('admin.configuration.setting.keyCopied', { key: settingKey }));
    } catch {
      // No clipboard (plain http, an old browser): the key is shown so it can be copied by hand.
      toast.error(t('admin.configuration.setting.keyNotCopied', { key: settingKey }));
    }
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      title={settingKey}
      aria-label={t('admin.configuration.setting.copyKeyLabel', { name })}
      onClick={copy}
    >
      <Copy aria-hidden="true" className="size-4" />
      {/* On a phone the icon alone, so the row's reset button keeps its line. */}
      <span className="sr-only sm:not-sr-only">{t('admin.configuration.setting.copyKey')}</span>
    </Button>
  );
}

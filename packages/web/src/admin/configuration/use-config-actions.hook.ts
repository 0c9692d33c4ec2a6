import { useMutation, useQueryClient } from '@tanstack/react-query';
import { brandingQueries } from '../../lib/branding/branding.queries.ts';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { toast } from '../../ui/toast.ts';
import { configApi, type TConfigImportBody } from './config.api.ts';
import { configQueries } from './config.queries.ts';

/** After any write: the settings and the branding built from them (logo, colours, name). */
export function useRefreshConfig() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: configQueries.all() }),
      queryClient.invalidateQueries({ queryKey: brandingQueries.current().queryKey }),
    ]);
}

/**
 * The configuration writes with the spec's toasts (admin 8): 'Configurations updated
 * successfully', 'Configuration reset successfully', 'Configuration group reset successfully',
 * 'File uploaded successfully' and their 'Failed to …: {message}' counterparts. Callers add their
 * own onSuccess/onError (field errors, clearing a draft) through mutate's options.
 */
export function useConfigActions() {
  const { t } = useTranslation();
  const refresh = useRefreshConfig();
  const reason = (error: unknown) => ({ message: userFacingErrorMessage(t, error) });
  const resetFailed = (error: unknown) =>
    toast.error(t('admin.configuration.toast.resetFailed', reason(error)));

  const save = useMutation({
    mutationFn: configApi.saveBulk,
    onSuccess: () => toast.success(t('admin.configuration.toast.saved')),
    onError: (error) => toast.error(t('admin.configuration.toast.saveFailed', reason(error))),
    onSettled: refresh,
  });
  const resetKey = useMutation({
    mutationFn: configApi.resetKey,
    onSuccess: () => toast.success(t('admin.configuration.toast.reset')),
    onError: resetFailed,
    onSettled: refresh,
  });
  const resetGroup = useMutation({
    mutationFn: configApi.resetGroup,
    onSuccess: () => toast.success(t('admin.configuration.toast.groupReset')),
    onError: resetFailed,
    onSettled: refresh,
  });
  const resetAll = useMutation({
    mutationFn: configApi.resetAll,
    onSuccess: () => toast.success(t('admin.configuration.toast.reset')),
    onError: resetFailed,
    onSettled: refresh,
  });
  const upload = useMutation({
    mutationFn: ({ key, file }: { key: string; file: File }) => configApi.upload(key, file),
    onSuccess: () => toast.success(t('admin.configuration.toast.uploaded')),
    onError: (error) => toast.error(t('admin.configuration.toast.uploadFailed', reason(error))),
    onSettled: refresh,
  });
  const applyImport = useMutation({
    mutationFn: (body: TConfigImportBody) => configApi.applyImport(body),
    onError: (error) => toast.error(t('admin.configuration.toast.importFailed', reason(error))),
    onSettled: refresh,
  });
  return { save, resetKey, resetGroup, resetAll, upload, applyImport };
}

import { ApiError } from '../../lib/http/api-error.ts';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Banner } from '../../ui/banner.tsx';
import { configMessageText } from './config-messages.ts';

/** A refused import or preview: the server's message and, per setting, what was wrong with it. */
export function ConfigErrorDetails({ title, error }: { title: string; error: unknown }) {
  const { t } = useTranslation();
  const byKey = error instanceof ApiError && error.errors ? Object.entries(error.errors) : [];
  return (
    <Banner>
      <p>{title}</p>
      <p className="font-normal">{userFacingErrorMessage(t, error)}</p>
      {byKey.length > 0 ? (
        <ul className="mt-2 list-disc space-y-0.5 ps-5 font-normal">
          {byKey.map(([key, messages]) => (
            <li key={key}>
              <span className="font-mono break-all">{key}</span>:{' '}
              {messages.map((m) => configMessageText(t, m)).join(' ')}
            </li>
          ))}
        </ul>
      ) : null}
    </Banner>
  );
}

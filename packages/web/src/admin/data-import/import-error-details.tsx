import { ApiError } from '../../lib/http/api-error.ts';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Banner } from '../../ui/banner.tsx';
import { refusalLabel, type TSheet } from './import-labels.ts';
import { importMessageText } from './import-messages.ts';

/** A refused file or import: the server's message and, per row and field, what was wrong. */
type TProps = { title: string; error: unknown; sheet?: TSheet };

export function ImportErrorDetails({ title, error, sheet }: TProps) {
  const { t } = useTranslation();
  const details = error instanceof ApiError && error.errors ? Object.entries(error.errors) : [];
  const shown = details.filter(([field]) => field !== 'file');
  const message =
    error instanceof ApiError && error.fromServer
      ? importMessageText(t, error.message)
      : userFacingErrorMessage(t, error);
  return (
    <Banner>
      <p>{title}</p>
      <p className="font-normal">{message}</p>
      {shown.length > 0 ? (
        <ul className="mt-2 list-disc space-y-0.5 ps-5 font-normal">
          {shown.slice(0, 20).map(([field, messages]) => (
            <li key={field}>
              <span className="break-all">{refusalLabel(t, field, sheet)}</span>:{' '}
              {messages.map((m) => importMessageText(t, m, sheet)).join(' ')}
            </li>
          ))}
        </ul>
      ) : null}
    </Banner>
  );
}

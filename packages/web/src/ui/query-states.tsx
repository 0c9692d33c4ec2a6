import { Banner } from './banner.tsx';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

type TQueryStatesProps = {
  query: { isError: boolean; isPending: boolean; refetch: () => unknown };
  texts: { error: string; retry: string; loading: string };
};

/** A query's failure (with Retry) and its first load, the one way every admin screen shows them. */
export function QueryStates({ query, texts }: TQueryStatesProps) {
  return (
    <>
      {query.isError ? (
        <Banner>
          <p>{texts.error}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            {texts.retry}
          </Button>
        </Banner>
      ) : null}
      {query.isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-16 text-fg-muted">
          <Spinner />
          {texts.loading}
        </div>
      ) : null}
    </>
  );
}

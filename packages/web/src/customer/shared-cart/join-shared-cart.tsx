import type { TSharedCartView } from '@tableside/shared/shared-cart.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { sharedCartApi } from './shared-cart.api.ts';
import { storeSharedCart } from './shared-cart.queries.ts';
import { PARTICIPANT_NAME_MAX_LENGTH } from './shared-cart-limits.ts';
import { rememberParticipant } from './shared-cart-participants.store.ts';

/**
 * A guest who opened the link or scanned the QR code joins first: the name (optional; the server
 * names them "Guest n" otherwise) is what the others see next to this guest's lines.
 */
export function JoinSharedCart({ view, tableName }: { view: TSharedCartView; tableName: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');

  const join = useMutation({
    mutationFn: () => sharedCartApi.join(view.sharedCartId, name.trim()),
    onSuccess: ({ participant, ...joined }) => {
      rememberParticipant(joined.sharedCartId, participant);
      storeSharedCart(queryClient, joined);
    },
    onError: () => undefined,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    join.mutate();
  };
  const names = view.participants.map((participant) => participant.name).join(', ');

  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <div className="mb-5 flex size-14 items-center justify-center rounded-full bg-muted text-fg">
        <Users aria-hidden="true" className="size-7" />
      </div>
      <h1 className="text-2xl font-semibold tracking-tight text-balance">
        {t('guest.sharedCart.join.title')}
      </h1>
      <p className="mt-2 text-fg-muted text-pretty">
        {t('guest.sharedCart.join.text', { table: tableName, names })}
      </p>
      <form onSubmit={submit} className="mt-6 space-y-4 rounded-2xl border border-line bg-card p-4">
        <Field label={t('guest.sharedCart.nameLabel')} hint={t('guest.sharedCart.nameHint')}>
          <Input
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={PARTICIPANT_NAME_MAX_LENGTH}
            autoComplete="given-name"
          />
        </Field>
        {join.isError ? <Banner>{userFacingErrorMessage(t, join.error)}</Banner> : null}
        <Button type="submit" size="lg" fullWidth loading={join.isPending}>
          {t('guest.sharedCart.join.submit')}
        </Button>
      </form>
    </section>
  );
}

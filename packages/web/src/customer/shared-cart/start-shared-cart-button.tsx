import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { useTableCart } from '../cart/cart.store.ts';
import { sharedCartApi } from './shared-cart.api.ts';
import { storeSharedCart } from './shared-cart.queries.ts';
import { PARTICIPANT_NAME_MAX_LENGTH } from './shared-cart-limits.ts';
import { rememberParticipant } from './shared-cart-participants.store.ts';

/**
 * "Order together" on the menu (issue "Guest journey"): starts a shared cart for the table, takes
 * the guest's local cart lines along (they become this guest's lines) and opens the shared cart,
 * whose screen offers the link and QR code for the others.
 */
export function StartSharedCartButton({ tableId }: { tableId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-card p-4 sm:flex-row sm:items-center"
    >
      <span className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-muted sm:flex">
        <Users aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="font-semibold">
          {t('customer.sharedCart.start.title')}
        </h2>
        <p className="text-sm text-fg-muted">{t('customer.sharedCart.start.text')}</p>
      </div>
      <Button onClick={() => setOpen(true)}>{t('customer.sharedCart.start.open')}</Button>
      {open ? <StartDialog tableId={tableId} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}

function StartDialog({ tableId, onClose }: { tableId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const localCart = useTableCart(tableId);
  const [name, setName] = useState('');
  const formId = useId();

  const start = useMutation({
    mutationFn: () =>
      sharedCartApi.start({ bench_id: tableId, participant_name: name.trim(), lines: localCart.cart.items }),
    onSuccess: (session) => {
      const { participant, ...view } = session;
      rememberParticipant(session.sharedCartId, participant);
      storeSharedCart(queryClient, view);
      // The lines now live in the shared cart; keeping them locally would order them twice.
      localCart.clear();
      navigate(`/shared-cart/${encodeURIComponent(session.sharedCartId)}`);
    },
    onError: () => undefined,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate();
  };
  const lines = localCart.itemCount;

  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('customer.sharedCart.start.dialogTitle')}
      description={t('customer.sharedCart.start.dialogText')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('customer.sharedCart.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={start.isPending}>
            {t('customer.sharedCart.start.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="mt-4 space-y-4">
        <Field label={t('customer.sharedCart.nameLabel')} hint={t('customer.sharedCart.nameHint')}>
          <Input
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={PARTICIPANT_NAME_MAX_LENGTH}
            autoComplete="given-name"
          />
        </Field>
        {lines > 0 ? (
          <p className="text-sm text-fg-muted">
            {t('customer.sharedCart.start.moveLines', { count: lines })}
          </p>
        ) : null}
        {start.isError ? <Banner>{userFacingErrorMessage(t, start.error)}</Banner> : null}
      </form>
    </Dialog>
  );
}

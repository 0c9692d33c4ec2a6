import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useNavigate } from '../../lib/router/router.tsx';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
// This file loads lazily itself, so it takes the Radix dialog along: one round trip, not two.
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { useTableCart } from '../cart/cart.store.ts';
import { sharedCartApi } from './shared-cart.api.ts';
import { storeSharedCart } from './shared-cart.queries.ts';
import { PARTICIPANT_NAME_MAX_LENGTH } from './shared-cart-limits.ts';
import { rememberParticipant } from './shared-cart-participants.store.ts';

/**
 * The dialog behind StartSharedCartButton: the guest's name, then the shared cart starts. It loads
 * on the first click, so the menu does not carry the shared cart's code (decision 0007).
 */
export function StartSharedCartDialog({ tableId, onClose }: { tableId: number; onClose: () => void }) {
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
    <ModalDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('guest.sharedCart.start.dialogTitle')}
      description={t('guest.sharedCart.start.dialogText')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('guest.sharedCart.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={start.isPending}>
            {t('guest.sharedCart.start.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="mt-4 space-y-4">
        <Field label={t('guest.sharedCart.nameLabel')} hint={t('guest.sharedCart.nameHint')}>
          <Input
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={PARTICIPANT_NAME_MAX_LENGTH}
            autoComplete="given-name"
          />
        </Field>
        {lines > 0 ? (
          <p className="text-sm text-fg-muted">{t('guest.sharedCart.start.moveLines', { count: lines })}</p>
        ) : null}
        {start.isError ? <Banner>{userFacingErrorMessage(t, start.error)}</Banner> : null}
      </form>
    </ModalDialog>
  );
}

import { Check, Copy, Share2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';

// The QR encoder is a chunk of its own, fetched only when a shared cart is on screen.
const SharedCartQrCode = lazy(() =>
  import('./shared-cart-qr-code.tsx').then((module) => ({ default: module.SharedCartQrCode })),
);

const COPIED_FEEDBACK_MS = 2500;

/** The link to this cart, for everyone else at the table: copy it, share it, or let them scan it. */
function shareLinkFor(cartId: string): string {
  return `${window.location.origin}/shared-cart/${encodeURIComponent(cartId)}`;
}

export function SharedCartSharePanel({ cartId, tableName }: { cartId: string; tableName: string }) {
  const { t } = useTranslation();
  const link = shareLinkFor(cartId);
  const linkId = useId();
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const canShare = typeof navigator.share === 'function';

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard (plain http, old browser): select the link so the guest can copy it by hand.
      inputRef.current?.select();
    }
  };

  const share = async () => {
    try {
      await navigator.share({
        title: t('guest.sharedCart.share.shareTitle', { table: tableName }),
        url: link,
      });
    } catch {
      // The guest closed the share sheet; nothing to report.
    }
  };

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-line bg-card p-4">
      {/* wrap: with a large font setting the code moves below the text instead of squeezing it. */}
      <div className="flex flex-wrap items-start gap-4">
        <div className="min-w-32 flex-1">
          <h2 id={titleId} className="font-semibold">
            {t('guest.sharedCart.share.title')}
          </h2>
          <p className="mt-1 text-sm text-fg-muted">{t('guest.sharedCart.share.text')}</p>
        </div>
        <div className="size-36 shrink-0 rounded-lg border border-line bg-white p-1">
          <Suspense fallback={null}>
            <SharedCartQrCode value={link} label={t('guest.sharedCart.share.qrLabel')} />
          </Suspense>
        </div>
      </div>
      <div className="mt-3 space-y-1.5">
        <label htmlFor={linkId} className="block text-sm font-medium">
          {t('guest.sharedCart.share.linkLabel')}
        </label>
        <input
          id={linkId}
          ref={inputRef}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="block h-11 w-full truncate rounded-lg border border-line bg-muted px-3 text-sm text-fg"
        />
      </div>
      {/* nowrap: with a large font setting the buttons move onto two rows instead of squeezing. */}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()} className="flex-1 whitespace-nowrap">
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? t('guest.sharedCart.share.copied') : t('guest.sharedCart.share.copy')}
        </Button>
        {canShare ? (
          <Button variant="secondary" onClick={() => void share()} className="flex-1 whitespace-nowrap">
            <Share2 aria-hidden="true" className="size-4" />
            {t('guest.sharedCart.share.share')}
          </Button>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {copied ? t('guest.sharedCart.share.copied') : ''}
      </p>
    </section>
  );
}

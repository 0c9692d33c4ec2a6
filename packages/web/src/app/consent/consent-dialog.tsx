import { Clock, Globe, Languages, Monitor, Smartphone } from 'lucide';
import { type SyntheticEvent, useId } from 'react';
import { acceptConsent, declineConsent } from '../../lib/consent/consent.store.ts';
import { returnFocus } from '../../lib/focus/page-focus.ts';
import { currentLanguage } from '../../lib/i18n/i18n.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Icon } from '../../lib/icons/icon.tsx';
import { Button } from '../../ui/button.tsx';

/**
 * spec (customer 2, consent dialog): lists what is collected and can only be answered with
 * Decline or 'Accept & Continue'; Escape, outside clicks and a close button do nothing.
 *
 * A native modal <dialog> rather than Radix: every first visit shows it, so it is part of the
 * app's own chunk and must stay small (decision 0007). showModal() makes the page behind it inert
 * and keeps focus inside; a click on the backdrop never closes a native dialog.
 */
export function ConsentDialog() {
  const { t } = useTranslation();
  const id = useId();
  const collected = [
    { icon: Globe, text: t('consent.items.location') },
    { icon: Languages, text: t('consent.items.language') },
    { icon: Smartphone, text: t('consent.items.device') },
    { icon: Monitor, text: t('consent.items.browser') },
    { icon: Clock, text: t('consent.items.timezone') },
  ];

  return (
    <dialog
      ref={holdPage}
      // Browsers that know closedby ignore Escape and the back gesture; the handlers cover the rest.
      closedby="none"
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.preventDefault();
      }}
      onCancel={(event) => event.preventDefault()}
      onClose={reopen}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl border border-line bg-card p-6 text-fg shadow-2xl outline-none backdrop:bg-black/50 backdrop:backdrop-blur-[2px]"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('consent.title')}
      </h2>
      <p id={`${id}-intro`} className="mt-2 text-sm text-fg-muted">
        {t('consent.intro')}
      </p>
      <h3 className="mt-5 text-sm font-semibold">{t('consent.collectedHeading')}</h3>
      <ul className="mt-2 space-y-2">
        {collected.map(({ icon, text }) => (
          <li key={text} className="flex items-center gap-3 text-sm">
            <Icon icon={icon} className="size-4 shrink-0 text-fg-muted" />
            {text}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-fg-muted">{t('consent.choice')}</p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => declineConsent()}>
          {t('consent.decline')}
        </Button>
        <Button onClick={() => acceptConsent(currentLanguage())}>{t('consent.accept')}</Button>
      </div>
    </dialog>
  );
}

/**
 * Opens the dialog as a modal as it mounts and keeps the page behind it from scrolling until the
 * consent gate unmounts it, once the guest decides. A class rather than `:root:has(dialog:modal)`:
 * a `:has()` rule on the root makes the browser check it at every change of the page's elements,
 * such as every keystroke's search results (issue 15). Answered, focus goes back to what had it
 * before, or to the page's heading: the notice usually opens as the page loads, before anything
 * has focus (issue 41).
 */
function holdPage(dialog: HTMLDialogElement): () => void {
  const opener = document.activeElement;
  showModal(dialog);
  document.documentElement.classList.add(MODAL_OPEN_CLASS);
  return () => {
    document.documentElement.classList.remove(MODAL_OPEN_CLASS);
    // Once the dialog has left the page: until then the page behind it is inert.
    queueMicrotask(() => returnFocus(opener));
  };
}

/** theme.css: the page does not scroll behind the modal. */
const MODAL_OPEN_CLASS = 'modal-open';

function showModal(dialog: HTMLDialogElement | null): void {
  if (dialog && !dialog.open) dialog.showModal();
}

/**
 * Browsers without closedby may still close the dialog on a close request (Chrome's back gesture
 * before any tap cannot be cancelled); while it is mounted no decision exists yet, so it reopens.
 */
function reopen(event: SyntheticEvent<HTMLDialogElement>): void {
  const dialog = event.currentTarget;
  if (dialog.isConnected) showModal(dialog);
}

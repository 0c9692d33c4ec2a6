import { useId, useState } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { DEMO_ADMIN } from './demo-account.ts';

type TDemoDialogProps = {
  open: boolean;
  /** Opened from 'Reset demo': the reset variant with the box ticked. */
  initialReset: boolean;
  onCancel(): void;
  onConfirm(reset: boolean): Promise<void>;
};

/**
 * spec (customer 2): 'Initialize demo data?' with 'Reset existing demo data (if any)'; ticking
 * the box turns it into the reset variant, 'Reset demo data?' with the button 'Reset demo'.
 * The button reads 'Working…' while the demo loads.
 */
export function DemoDialog({ open, initialReset, onCancel, onConfirm }: TDemoDialogProps) {
  const { t } = useTranslation();
  const checkboxId = useId();
  const [reset, setReset] = useState(initialReset);
  const [busy, setBusy] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setReset(initialReset);
  }

  async function confirm(): Promise<void> {
    setBusy(true);
    try {
      await onConfirm(reset);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
      dismissible={!busy}
      title={t(reset ? 'demo.dialog.resetTitle' : 'demo.dialog.initTitle')}
      description={t(reset ? 'demo.dialog.resetText' : 'demo.dialog.initText')}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {t('demo.dialog.cancel')}
          </Button>
          <Button disabled={busy} onClick={() => void confirm()}>
            {busy
              ? t('demo.dialog.working')
              : t(reset ? 'demo.dialog.resetButton' : 'demo.dialog.initialize')}
          </Button>
        </>
      }
    >
      <div className="mt-4 flex items-center gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={reset}
          disabled={busy}
          onChange={(event) => setReset(event.target.checked)}
          className="size-5 rounded border-line accent-action"
        />
        <label htmlFor={checkboxId} className="text-sm">
          {t('demo.dialog.resetExisting')}
        </label>
      </div>
      <p className="mt-4 text-sm text-fg-muted">{t('demo.dialog.account', DEMO_ADMIN)}</p>
    </Dialog>
  );
}

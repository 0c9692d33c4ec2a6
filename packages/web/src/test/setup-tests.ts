import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { initI18n } from '../lib/i18n/i18n.ts';

await initI18n('en');

// Screens load as lazy chunks; on a busy CI machine (API suites on two databases beside these)
// the first import of a chunk can take over a second, so findBy waits longer than its 1 s default.
configure({ asyncUtilTimeout: 5000 });

polyfillModalDialog();

// The request layer logs every failed call at debug level; tests provoke many on purpose.
beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});

// Globals a test stubs (vi.stubGlobal) are restored by `unstubGlobals` (vitest.config.ts), not in a
// file's own afterEach: that ran before this one, and the effects the unmount below still runs (a
// placeholder's IntersectionObserver, say) then met the test DOM without the stub.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

/**
 * jsdom has <dialog> but not its modal API (the consent notice opens with showModal()). Just what a
 * browser without `closedby` does: showModal() opens the dialog and focuses its first control;
 * Escape is a close request, a cancelable `cancel` event, and closes the dialog unless cancelled.
 */
function polyfillModalDialog(): void {
  if (typeof HTMLDialogElement.prototype.showModal === 'function') return;
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
    this.querySelector<HTMLElement>('button, input, select, textarea, [href], [tabindex]')?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    // A task later, as in browsers.
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
  document.addEventListener('keydown', (event) => {
    const topmost = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].at(-1);
    if (event.key !== 'Escape' || event.defaultPrevented || !topmost) return;
    if (topmost.dispatchEvent(new Event('cancel', { cancelable: true }))) topmost.close();
  });
}

import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '../../lib/router/router.tsx';

/** A click that would follow a link inside the app, or null for one the browser should handle. */
function internalTarget(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url : null;
}

/**
 * Asks before unsaved edits are lost. The app's router (decision 0034) has no navigation blocker,
 * so a click on any in-app link is held here (capture phase, before the link's own handler) until
 * staff confirm, and closing or reloading the tab gets the browser's own question. Navigations by script (global search) are not held.
 */
export function useLeaveGuard(dirty: boolean) {
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const here = `${location.pathname}${location.search}`;
    const onClick = (event: MouseEvent) => {
      const url = internalTarget(event);
      if (!url) return;
      const next = `${url.pathname}${url.search}${url.hash}`;
      if (`${url.pathname}${url.search}` === here) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(next);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty, location.pathname, location.search]);

  return {
    asking: pending !== null,
    stay: () => setPending(null),
    leave: () => {
      const target = pending;
      setPending(null);
      if (target) navigate(target);
    },
  };
}

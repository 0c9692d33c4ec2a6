import { useEffect, useRef } from 'react';
import { Toaster as Sonner } from 'sonner';

/**
 * Top right (spec customer 9), but below the header (4rem high on both sides, growing with the
 * guest's font size) and the demo banner: Sonner's own 24 px (16 px on a phone) put toasts over the
 * header's language, settings, notification and account buttons, and on a phone over all of it.
 */
const OFFSET = { top: 'calc(4rem + 12px + var(--demo-banner-height, 0px))' };
const MOBILE_OFFSET = { top: 'calc(4rem + 8px + var(--demo-banner-height, 0px))' };

type TToasterProps = { duration: number; theme: 'light' | 'dark'; label: string };

/**
 * Sonner's toaster, loaded with the first toast. Its toasts hold no buttons here, yet Sonner makes
 * each one a Tab stop and sends focus back to where it came from when it leaves, so Tab bounced
 * between a toast and the control before it (issue 41). The live region reads toasts out; they
 * take no focus: no Tab stop (tabindex -1 as each one appears) and no Alt+T shortcut into them.
 */
export function Toaster({ duration, theme, label }: TToasterProps) {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = area.current;
    if (!root) return;
    const untab = () => {
      for (const toast of root.querySelectorAll('[data-sonner-toast]:not([tabindex="-1"])')) {
        toast.setAttribute('tabindex', '-1');
      }
    };
    untab();
    const observer = new MutationObserver(untab);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={area} className="contents">
      <Sonner
        position="top-right"
        offset={OFFSET}
        mobileOffset={MOBILE_OFFSET}
        duration={duration}
        visibleToasts={3}
        theme={theme}
        richColors
        hotkey={[]}
        customAriaLabel={label}
      />
    </div>
  );
}

import { clsx } from 'clsx';

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

/** A decorative spinner; whoever shows it names what is loading (see LoadingScreen, Button). */
export function Spinner({ size = 'md', className }: { size?: keyof typeof SIZES; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      className={clsx(SIZES[size], 'shrink-0 motion-safe:animate-spin', className)}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

import { clsx } from 'clsx';
import { useMemo } from 'react';
import { qrShape } from './qr-code.ts';

/** A table's QR code on screen and on the print sheet, dark on white whatever the theme. */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => qrShape(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={clsx('block', className)}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}

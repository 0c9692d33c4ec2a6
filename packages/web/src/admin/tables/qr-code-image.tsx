import { clsx } from 'clsx';
import { useMemo } from 'react';
import { qrShape } from './qr-code.ts';

type TQrCodeProps = {
  value: string;
  label: string;
  className?: string;
  /** TABLES.QR_CODE_SIZE: the code's width in CSS pixels, shrinking to fit a narrower place. */
  pixels?: number;
};

/** A table's QR code on screen and on the print sheet, dark on white whatever the theme. */
export function QrCode({ value, label, className, pixels }: TQrCodeProps) {
  const { size, path } = useMemo(() => qrShape(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      width={pixels}
      height={pixels}
      style={pixels ? { maxWidth: '100%', height: 'auto' } : undefined}
      className={clsx('block', pixels && 'mx-auto', className)}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}

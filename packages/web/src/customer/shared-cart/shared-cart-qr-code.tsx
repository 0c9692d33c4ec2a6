import { useMemo } from 'react';
import { encode } from 'uqr';

/** Light modules around the code; scanners need a quiet zone of four (ISO/IEC 18004). */
const QUIET_ZONE = 4;

/**
 * The share link as a QR code for the phones at the table. Loaded lazily by the share panel, so
 * the encoder reaches only guests who open a shared cart. It is always dark on white, whatever the
 * theme, because many scanners cannot read an inverted code.
 */
export function SharedCartQrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 0 });
    let d = '';
    qr.data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
      });
    });
    return { size: qr.size + QUIET_ZONE * 2, path: d };
  }, [value]);

  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-full rounded-lg"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}

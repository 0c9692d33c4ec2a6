import { encode } from 'uqr';

/** Light modules around the code; scanners need a quiet zone of four (ISO/IEC 18004). */
const QUIET_ZONE = 4;

export type TQrShape = { size: number; path: string };

/** The code as one SVG path of dark modules, on a grid of `size` including the quiet zone. */
export function qrShape(value: string): TQrShape {
  const qr = encode(value, { ecc: 'M', border: 0 });
  let path = '';
  qr.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
    });
  });
  return { size: qr.size + QUIET_ZONE * 2, path };
}

/**
 * A standalone SVG file of the code: always dark on white (many scanners cannot read an inverted
 * code), `pixels` wide so it opens at a useful size.
 */
export function qrSvgMarkup(value: string, pixels = 1024): string {
  const { size, path } = qrShape(value);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" ` +
    `viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#ffffff"/><path d="${path}" fill="#000000"/></svg>`
  );
}

/** The SVG drawn onto a canvas: a PNG of `pixels` square, crisp (no smoothing between modules). */
export async function qrPngBlob(value: string, pixels = 1024): Promise<Blob> {
  const svgUrl = URL.createObjectURL(new Blob([qrSvgMarkup(value, pixels)], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = svgUrl;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = pixels;
    canvas.height = pixels;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.imageSmoothingEnabled = false;
    context.drawImage(image, 0, 0, pixels, pixels);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(svgUrl);
  }
}

/** Saves a blob under `fileName` through a temporary link (the browser's download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** 'table-5-qr.png' */
export function qrFileName(tableId: number, extension: 'png' | 'svg'): string {
  return `table-${tableId}-qr.${extension}`;
}

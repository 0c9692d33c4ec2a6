import { describe, expect, it } from 'vitest';
import { qrFileName, qrShape, qrSvgMarkup } from './qr-code.ts';

describe('table QR codes', () => {
  it('draws the code with a quiet zone of four modules', () => {
    const { size, path } = qrShape('https://cafe.example/table/5');
    // Version 3 (29 modules) holds this address at level M; plus 4 on each side.
    expect(size).toBe(29 + 8);
    expect(path.startsWith('M4 4h1v1h-1z')).toBe(true);
  });

  it('makes a standalone SVG file, dark on white', () => {
    const svg = qrSvgMarkup('https://cafe.example/table/5', 512);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="512" height="512"/);
    expect(svg).toContain('fill="#ffffff"');
    expect(svg).toContain('fill="#000000"');
  });

  it('names the files after the table', () => {
    expect(qrFileName(5, 'png')).toBe('table-5-qr.png');
    expect(qrFileName(12, 'svg')).toBe('table-12-qr.svg');
  });
});

/**
 * A QR code of a link, drawn as one SVG path from uqr's module matrix: no markup from a string, so nothing to
 * sanitize. Dark on white whatever the theme, with a quiet zone, so phone cameras read it.
 */
import { useMemo } from 'react';
import { encode } from 'uqr';
import './qr-code.css';

/** The modules of the quiet zone around the code (the standard asks for 4; 2 reads well on screens). */
const QUIET_ZONE = 2;

/** The path of the dark modules, one unit square each. */
export function qrPath(value: string): { size: number; path: string } {
  const { data, size } = encode(value, { ecc: 'M', border: QUIET_ZONE });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return { size, path };
}

export interface QrCodeProps {
  value: string;
  /** What the code leads to, for screen readers. */
  label: string;
  /** CSS pixels. */
  size?: number;
}

export function QrCode({ value, label, size = 168 }: QrCodeProps) {
  const qr = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      data-testid="qr-code"
      data-value={value}
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

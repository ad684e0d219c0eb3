import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** Quiet zone around the code, in modules; scanners need at least 4. */
const QUIET_ZONE = 4;

/**
 * A QR code of `text` as one SVG path (error correction M). It stays black on white in the dark theme too,
 * since some scanners cannot read an inverted code.
 */
export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const { path, extent } = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(text);
    code.make();
    const count = code.getModuleCount();
    const cells: string[] = [];
    for (let row = 0; row < count; row++) {
      for (let col = 0; col < count; col++) {
        if (code.isDark(row, col)) cells.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
      }
    }
    return { path: cells.join(''), extent: count + QUIET_ZONE * 2 };
  }, [text]);
  return (
    <svg
      // White around the code even in the dark theme: scanners need the light quiet zone.
      style={{ borderRadius: 'var(--kit-radius-m)' }}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

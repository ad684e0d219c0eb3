import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** Modules of white around the code; scanners need at least 4. */
const MARGIN = 4;

/** The otpauth link as a QR code for an authenticator app, black on white in either theme. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { cells, extent } = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(text);
    code.make();
    const count = code.getModuleCount();
    let path = '';
    for (let row = 0; row < count; row++) {
      for (let col = 0; col < count; col++) {
        if (code.isDark(row, col)) path += `M${col + MARGIN} ${row + MARGIN}h1v1h-1z`;
      }
    }
    return { cells: path, extent: count + MARGIN * 2 };
  }, [text]);
  return (
    <svg
      className="security-qr"
      role="img"
      aria-label={label}
      width={200}
      height={200}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={cells} fill="#000" />
    </svg>
  );
}

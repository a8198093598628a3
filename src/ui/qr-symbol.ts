/**
 * The QR encoder, in its own lazy chunk: qrcode is ~10 KB gzip and only the crypto address,
 * unified and pay-link pages draw codes (CRYPTO-06, UNI-03, REDIR-05). qr-code.tsx loads this file
 * with import(), like i18n.ts loads i18next-engine.ts: the build's lazy-import plugin maps a
 * dynamic import of one of OUR files to a chunk (a bare `import('qrcode')` is not one).
 * The symbol is drawn as one SVG path of dark runs: plain React attributes, so no innerHTML and
 * nothing a strict CSP blocks (no data: URL, no inline style).
 */
import { create } from 'qrcode';

/** Medium error correction (15 %): survives a smudged screen without growing the code much. */
const ERROR_CORRECTION = 'M';
/** The light border a reader needs around the code, in modules (4: the QR standard's quiet zone). */
export const QR_QUIET_ZONE = 4;

/** A drawn QR symbol: a square viewBox `size` units wide and the path of its dark modules. */
export interface QrSymbol {
  size: number;
  path: string;
}

/**
 * The path of the dark modules of a `modules` × `modules` matrix, one rectangle per horizontal
 * run (far fewer nodes and bytes than a rect per module), shifted by `margin` on both axes.
 */
export function darkModulesPath(modules: number, isDark: (row: number, col: number) => boolean, margin = 0): string {
  let path = '';
  for (let row = 0; row < modules; row += 1) {
    let col = 0;
    while (col < modules) {
      if (!isDark(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules && isDark(row, col)) col += 1;
      const run = col - start;
      path += `M${start + margin} ${row + margin}h${run}v1h-${run}z`;
    }
  }
  return path;
}

/** Encodes `value` (throws when it is empty or too long for a QR code). */
export function encodeQr(value: string): QrSymbol {
  const { modules } = create(value, { errorCorrectionLevel: ERROR_CORRECTION });
  return {
    size: modules.size + 2 * QR_QUIET_ZONE,
    path: darkModulesPath(modules.size, (row, col) => modules.get(row, col) === 1, QR_QUIET_ZONE),
  };
}

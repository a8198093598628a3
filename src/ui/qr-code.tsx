/**
 * A QR code for a value (CRYPTO-06: the deposit address; UNI-03, REDIR-05: pay links), with an
 * accessible name. The encoder loads lazily (qr-symbol.ts); meanwhile a busy placeholder of the
 * same size holds the layout, and if it cannot load or the value does not fit a code, the value
 * is shown as text so the user can still copy or type it.
 * Always black on white, also in the dark theme: many readers cannot scan an inverted code.
 */
import { useEffect, useState } from 'react';
import type { QrSymbol } from './qr-symbol.ts';

/** Loads the encoder module; tests pass their own. */
export type QrEncoderLoader = () => Promise<{ encodeQr(value: string): QrSymbol }>;
const loadEncoder: QrEncoderLoader = () => import('./qr-symbol.ts');

/** Default rendered side in CSS pixels: large enough for a phone camera at arm's length. */
export const QR_DEFAULT_SIZE_PX = 200;

type QrState = { status: 'loading' } | { status: 'ok'; symbol: QrSymbol } | { status: 'error' };

export interface QrCodeProps {
  /** What the code holds (an address, a payment link). */
  value: string;
  /** Accessible name ("QR code of the deposit address"), already translated. */
  label: string;
  /** Side in CSS pixels. */
  size?: number;
  /** Test seam for the lazy encoder. */
  loadEncoder?: QrEncoderLoader;
}

/** Draws `value` as a QR code; nothing for an empty value. */
export function QrCode({ value, label, size = QR_DEFAULT_SIZE_PX, loadEncoder: load = loadEncoder }: QrCodeProps) {
  // Keyed by value: a new value shows the placeholder, never the previous value's code.
  const [result, setResult] = useState<{ value: string; state: QrState } | null>(null);

  useEffect(() => {
    if (value === '') return undefined;
    let current = true;
    const settle = (state: QrState) => {
      if (current) setResult({ value, state });
    };
    load()
      .then((encoder) => encoder.encodeQr(value))
      .then(
        (symbol) => settle({ status: 'ok', symbol }),
        () => settle({ status: 'error' }),
      );
    return () => {
      current = false;
    };
  }, [value, load]);

  if (value === '') return null;
  const state: QrState = result?.value === value ? result.state : { status: 'loading' };

  if (state.status === 'error') {
    // Addresses and links read left to right, also inside right-to-left text.
    return (
      <p className="cashier-qr-fallback" dir="ltr">
        {value}
      </p>
    );
  }
  if (state.status === 'loading') {
    return <div className="cashier-qr cashier-qr--loading" role="img" aria-label={label} aria-busy="true" style={{ inlineSize: size, blockSize: size }} />;
  }
  const { size: units, path } = state.symbol;
  return (
    <svg
      className="cashier-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${units} ${units}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      focusable="false"
    >
      <rect width={units} height={units} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}

/**
 * A QR code for a value (CRYPTO-06: the deposit address; UNI-03, REDIR-05: pay links), with an
 * accessible name. The encoder loads lazily (qr-symbol.ts); meanwhile a busy placeholder of the
 * same size holds the layout, and if it cannot load or the value does not fit a code, the value
 * is shown as text so the user can still copy or type it.
 * Always black on white, also in the dark theme: many readers cannot scan an inverted code.
 */
import { useEffect, useMemo, useState } from 'react';
import type { QrSymbol } from './qr-symbol.ts';

type QrEncoder = { encodeQr(value: string): QrSymbol };
/** Loads the encoder module; tests pass their own. */
export type QrEncoderLoader = () => Promise<QrEncoder>;
/**
 * The encoder once its chunk is in (the page's closure brings it, TAP-02): a page that renders after
 * that draws its code in its first render, without a placeholder frame and a second render (issue
 * #24: the crypto address page within 150 ms of the answer).
 */
let loadedEncoder: QrEncoder | undefined;
const loadEncoder: QrEncoderLoader = () => import('./qr-symbol.ts').then((encoder) => (loadedEncoder = encoder));

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
  const drawnAtOnce = useMemo((): QrState | null => {
    if (value === '' || load !== loadEncoder || !loadedEncoder) return null;
    try {
      return { status: 'ok', symbol: loadedEncoder.encodeQr(value) };
    } catch {
      return { status: 'error' };
    }
  }, [value, load]);

  useEffect(() => {
    if (value === '' || drawnAtOnce) return undefined;
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
  }, [value, load, drawnAtOnce]);

  if (value === '') return null;
  const state: QrState = drawnAtOnce ?? (result?.value === value ? result.state : { status: 'loading' });

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

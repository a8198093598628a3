/**
 * The crypto transfer on the complete page (flows §4 "Crypto confirmation", §9; CRYPTO-19..27):
 * while waiting, "k of N confirmations" over a progress bar; in every status, the network and the
 * transaction hash (shortened 5…5) with its block explorer link. The bar is not a live region —
 * one block every 2 s would drown everything else — a polite region reads the count at each
 * quarter of the way instead (decision CRYPTO-24); the limit itself is the status change the page
 * already announces.
 */
import { useId } from 'react';
import type { MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { shortenHash } from '../../domain/address-display.ts';
import { announcedBlocks } from '../../domain/crypto-confirmations.ts';
import type { TransactionStatus } from '../../domain/transaction-status.ts';
import { useT } from '../../i18n/react.tsx';
import { notifyHost } from '../../stores/host-outbox.ts';
import { $isNative } from '../../stores/native.ts';
import type { ConfirmationProgress } from './confirmations.ts';
import { useScope } from '../../stores/scope-context.ts';

/** The i18n keys of the block (locales: `complete.crypto.*`). */
export const CRYPTO_TEXT = {
  count: 'complete.crypto.confirmations',
  bar: 'complete.crypto.progress',
  network: 'complete.crypto.network',
  transaction: 'complete.crypto.transaction',
  explorer: 'complete.crypto.explorer',
} as const;

export interface CryptoTransferProps {
  progress: ConfirmationProgress;
  status: TransactionStatus;
}

export function CryptoTransfer({ progress, status }: CryptoTransferProps) {
  const scope = useScope();
  const { t } = useT();
  const native = useStore($isNative(scope));
  const countId = useId();
  const { done, required, network, txid, explorerUrl } = progress;
  const counting = status === 'waiting' && required > 0;
  const count = (n: number): string => t(CRYPTO_TEXT.count, { done: n, total: required });
  // A native web view cannot open a new tab: the host opens the link, as for provider pages.
  const openNatively = (event: MouseEvent) => {
    if (!native || !explorerUrl) return;
    event.preventDefault();
    notifyHost(scope, 'openExtBrowser', { url: explorerUrl });
  };
  if (!counting && !network && !txid) return null;

  return (
    <div className="cashier-crypto-transfer">
      {counting ? (
        <div className="cashier-crypto-transfer__progress">
          <p className="cashier-crypto-transfer__count" id={countId}>
            {count(done)}
          </p>
          <div
            className="cashier-crypto-transfer__bar"
            role="progressbar"
            aria-label={t(CRYPTO_TEXT.bar)}
            aria-describedby={countId}
            aria-valuemin={0}
            aria-valuemax={required}
            aria-valuenow={done}
            aria-valuetext={count(done)}
          >
            {/* The width is set through the CSSOM (React's style), which the strict CSP allows. */}
            <span className="cashier-crypto-transfer__fill" style={{ inlineSize: `${(done / required) * 100}%` }} />
          </div>
          <p className="cashier-visually-hidden" role="status" aria-live="polite" data-announce="confirmations">
            {count(announcedBlocks(done, required))}
          </p>
        </div>
      ) : null}
      {network || txid ? (
        <dl className="cashier-crypto-transfer__details">
          {network ? (
            <div className="cashier-crypto-transfer__row">
              <dt>{t(CRYPTO_TEXT.network)}</dt>
              <dd dir="auto">{network}</dd>
            </div>
          ) : null}
          {txid ? (
            <div className="cashier-crypto-transfer__row">
              <dt>{t(CRYPTO_TEXT.transaction)}</dt>
              <dd>
                <span className="cashier-crypto-transfer__hash" dir="ltr" translate="no">
                  {shortenHash(txid)}
                </span>
                {explorerUrl ? (
                  <a className="cashier-crypto-transfer__link" href={explorerUrl} target="_blank" rel="noopener noreferrer" onClick={openNatively}>
                    {t(CRYPTO_TEXT.explorer)}
                  </a>
                ) : null}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </div>
  );
}

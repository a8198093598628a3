/**
 * `/deposit/crypto/address` and its crypto-balance twin (flows §2 "Crypto address page";
 * CRYPTO-02..18): the network selector, the sweepstake order, the address as a QR code and as
 * text with its first and last 5 characters highlighted, copy (and share in the native app), the
 * minimum and the warning, the video guide, the crypto bonus switch, an empty-address notice with
 * a retry, and — when a transfer shows up — the complete page. The page state is model.ts's.
 */
import { useEffect, useId, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation } from 'wouter';
import { splitAddress } from '../../domain/address-display.ts';
import { cryptoMinimum, networkSelectorDisabled } from './crypto-address.ts';
import { cryptoBonusPercent } from '../../domain/crypto-list.ts';
import { videoGuideUrl } from '../../domain/guides.ts';
import { methodLabel } from '../../domain/method-text.ts';
import { useT } from '../../i18n/react.tsx';
import { api } from '../../stores/api.ts';
import { $bonus, toggleCryptoBonus } from '../../stores/bonus.ts';
import { $cryptoBonusOffered } from '../../stores/crypto-bonus.ts';
import { $effectiveTransport } from '../../stores/debug-switches.ts';
import { $guideContext } from '../../stores/guides.ts';
import { notifyHost } from '../../stores/host-outbox.ts';
import { $isNative } from '../../stores/native.ts';
import { $selection } from '../../stores/selection.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { $selectedBox } from '../../stores/sweepstake-box.ts';
import { Button } from '../../ui/button.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { AlertIcon } from '../../ui/icons.tsx';
import { Page } from '../../ui/page.tsx';
import { QrCode } from '../../ui/qr-code.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { SweepstakeOrder } from '../../ui/sweepstake-order.tsx';
import { bidiIsolate } from '../../i18n/bidi-isolate.ts';
import uiParts from '../../../styles/ui-parts.css';
import flowStyles from '../../../styles/crypto.css';
import { $addressPage, chooseNetwork, closeAddressPage, openAddressPage, retryAddress, videoGuidePath, watchForTransfer } from './model.ts';
import { useScope } from '../../stores/scope-context.ts';

adoptFlowStyles(uiParts);
adoptFlowStyles(flowStyles);

/** CRYPTO-07: the address with its first and last 5 characters highlighted. */
function AddressText({ address }: { address: string }) {
  const { head, middle, tail } = splitAddress(address);
  // Addresses read left to right, also inside right-to-left text.
  return (
    <p className="cashier-crypto__address" dir="ltr" translate="no">
      <mark className="cashier-crypto__edge">{head}</mark>
      {middle}
      <mark className="cashier-crypto__edge">{tail}</mark>
    </p>
  );
}

export default function CryptoAddressScreen() {
  const scope = useScope();
  const { t, language, formatAmount } = useT();
  const [pathname, navigate] = useLocation();
  const selection = useStore($selection(scope));
  const page = useStore($addressPage(scope));
  const native = useStore($isNative(scope));
  const transport = useStore($effectiveTransport(scope));
  const guideContext = useStore($guideContext(scope));
  const bonusOffered = useStore($cryptoBonusOffered(scope));
  const bonusSelected = useStore($bonus(scope)).cryptoSelected;
  const box = useStore($selectedBox(scope));
  const selectId = useId();
  const method = selection.kind === 'method' ? selection.method : undefined;
  const group = selection.kind === 'method' ? selection.group : undefined;

  // Read once: the page's place and transport are what it was opened with.
  const opened = useRef({ pathname, transport });
  useEffect(() => {
    if (!method) return undefined;
    const place = { path: opened.current.pathname };
    openAddressPage(scope, method, group, place);
    const stopWatch = watchForTransfer(scope, place, { poll: opened.current.transport === 'http', api: api(scope) });
    return () => {
      stopWatch();
      closeAddressPage(scope);
    };
  }, [method, group]);

  if (!method) return null; // the route guard sends a missing choice back to the list
  const coin = methodLabel(method, language);
  const loading = page.phase === 'loading';
  const network = page.options.find((o) => o.value === page.network);
  const minimum = cryptoMinimum(page.data, network, method.name.toUpperCase());
  const hasVideo = videoGuideUrl(method, guideContext) !== null;
  const share = () => notifyHost(scope, 'onShare', { text: page.address, currency: coin, ...(network ? { network: network.value } : {}) });

  return (
    <Page className="cashier-crypto">
      <h2 className="cashier-page__title" dir="auto">
        {t('crypto.address.title', { coin })}
      </h2>
      {box ? <SweepstakeOrder box={box} /> : null}
      {page.options.length > 0 ? (
        <div className="cashier-crypto__network">
          <label htmlFor={selectId}>{t('crypto.network')}</label>
          <select
            id={selectId}
            className="cashier-crypto__select"
            value={page.network ?? ''}
            disabled={networkSelectorDisabled(page.options.length, loading)}
            onChange={(e) => chooseNetwork(scope, e.currentTarget.value)}
          >
            {page.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {/* The address arriving is announced too (the spinner announced the wait; an empty answer is an alert). */}
      <p className="cashier-visually-hidden" role="status">
        {page.phase === 'ready' ? `${t('crypto.address.label')}: ${network?.label ?? coin}` : ''}
      </p>
      {page.phase === 'loading' ? (
        // Busy from the tap on (decision TAP-12): the address is what the player waits for.
        <div className="cashier-crypto__loading" aria-busy="true">
          <Spinner label={t('crypto.address.loading')} showLabel />
        </div>
      ) : page.phase === 'empty' ? (
        <div role="alert">
          <StatusPanel icon={<AlertIcon />} title={t('crypto.empty.title')} hint={t('crypto.empty.hint')}>
            <Button onClick={() => retryAddress(scope)}>{t('crypto.retry')}</Button>
          </StatusPanel>
        </div>
      ) : (
        <section className="cashier-crypto__card" aria-label={t('crypto.address.label')}>
          <QrCode value={page.address} label={t('crypto.address.qr', { coin })} />
          <AddressText address={page.address} />
          <div className="cashier-crypto__actions">
            <CopyButton value={page.address} label={t('crypto.address.copy')} copiedLabel={t('crypto.address.copied')} showLabel />
            {native ? (
              <Button variant="secondary" onClick={share}>
                {t('crypto.address.share')}
              </Button>
            ) : null}
          </div>
        </section>
      )}
      {minimum ? <p className="cashier-crypto__minimum">{t('crypto.minimum', { amount: formatAmount(minimum.amount, minimum.currency) })}</p> : null}
      <div className="cashier-crypto__warning">
        <AlertIcon />
        <p>
          {network ? `${t('crypto.warning.network', { coin: bidiIsolate(coin), network: bidiIsolate(network.label) })} ` : null}
          {t('crypto.warning.minimum')}
        </p>
      </div>
      {bonusOffered ? (
        <section className="cashier-bonus-offer cashier-crypto__bonus" aria-labelledby={`${selectId}-bonus`}>
          <p className="cashier-bonus-offer__title" id={`${selectId}-bonus`}>
            {t('crypto.bonus.title', { percent: cryptoBonusPercent(language) })}
          </p>
          <label className="cashier-bonus-offer__switch">
            <input
              type="checkbox"
              role="switch"
              checked={bonusSelected}
              disabled={loading}
              onChange={() => {
                toggleCryptoBonus(scope);
                retryAddress(scope); // decision CRYPTO-13: the deposit is made again with the new choice
              }}
            />
            <span>{t('crypto.bonus.switch')}</span>
          </label>
        </section>
      ) : null}
      {hasVideo ? (
        <Button variant="secondary" block onClick={() => navigate(videoGuidePath({ path: pathname }))}>
          {t('redirect.videoGuide')}
        </Button>
      ) : null}
    </Page>
  );
}

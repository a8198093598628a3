/**
 * `/deposit/onramp/offer-list` (flows §2 "On-ramp base and offer list", §3; ONRAMP-01, ONRAMP-02,
 * ONRAMP-04, decision ONRAMP-14): the offers of the deposit the on-ramp page created — each with
 * its provider icons, what the player gets and the fee, the best one marked. Choosing one resumes
 * the deposit (ONRAMP-10..12): the provider window opens and the complete page follows.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/react.tsx';
import { $methodIconBase } from '../../stores/assets.ts';
import { $pendingDeposit } from '../../stores/deposit/pending-deposit.ts';
import { requestBack } from '../../stores/navigation.ts';
import { $selection } from '../../stores/selection.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { Button } from '../../ui/button.tsx';
import { AlertIcon } from '../../ui/icons.tsx';
import { MethodIcon } from '../../ui/method-icon.tsx';
import { Page } from '../../ui/page.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { $offerList, chooseOffer, closeOfferList, continueBlocked, currentOffers } from './model.ts';
import paymentStyles from '../../../styles/deposit-payment.css';
import listStyles from '../../../styles/deposit-list.css';
import flowStyles from '../../../styles/onramp.css';
import { ProcessingStatus } from '../../ui/processing-status.tsx';
import { ContinueToPayment } from '../../ui/continue-to-payment.tsx';
import { useScope } from '../../stores/scope-context.ts';

adoptFlowStyles(paymentStyles);
adoptFlowStyles(listStyles);
adoptFlowStyles(flowStyles);

export default function OfferListScreen() {
  const scope = useScope();
  const { t, formatAmount } = useT();
  const selection = useStore($selection(scope));
  const pending = useStore($pendingDeposit(scope));
  const state = useStore($offerList(scope));
  const iconBase = useStore($methodIconBase(scope));

  useEffect(() => () => closeOfferList(scope), []);

  if (selection.kind !== 'method') return null; // the route guard sends a missing choice back to the list
  const offers = currentOffers(scope);
  const currency = pending?.currency ?? '';
  const busy = state.continuing !== null;

  if (offers.length === 0) {
    return (
      <Page className="cashier-onramp">
        <StatusPanel icon={<AlertIcon />} title={t('onramp.offers.empty')}>
          <Button block onClick={() => requestBack(scope)}>
            {t('onramp.offers.back')}
          </Button>
        </StatusPanel>
      </Page>
    );
  }

  return (
    <Page className="cashier-onramp" title={t('onramp.offers.title')}>
      <p className="cashier-onramp__hint">{t('onramp.offers.hint', { amount: formatAmount(pending?.amount ?? 0, currency) })}</p>
      <ul className="cashier-offers" aria-busy={busy ? 'true' : undefined}>
        {offers.map((offer) => (
          <li key={offer.method}>
            <button
              type="button"
              className={offer.best ? 'cashier-offer cashier-offer--best' : 'cashier-offer'}
              disabled={busy}
              aria-busy={state.continuing === offer.method ? 'true' : undefined}
              onClick={() => void chooseOffer(scope, offer)}
            >
              <span className="cashier-offer__icons" aria-hidden="true">
                {(offer.iconIds.length > 0 ? offer.iconIds : [undefined]).map((id, i) => (
                  <MethodIcon key={`${id ?? ''}-${i}`} iconId={id} iconBase={iconBase} alt="" label={offer.method} size="sm" />
                ))}
              </span>
              <span className="cashier-offer__name" dir="auto">
                {offer.method}
              </span>
              <span className="cashier-offer__amount">{t('onramp.offer.amount', { amount: formatAmount(offer.amount, offer.currency) })}</span>
              <span className="cashier-offer__fee">{t('onramp.offer.fee', { fee: formatAmount(offer.fee, currency) })}</span>
              {offer.best ? <span className="cashier-badge cashier-offer__best">{t('onramp.offer.best')}</span> : null}
            </button>
          </li>
        ))}
      </ul>
      {state.pending ? (
        <ContinueToPayment id="cashier-onramp-pending" onContinue={() => void continueBlocked(scope)} />
      ) : null}
      <ProcessingStatus busy={busy} />
    </Page>
  );
}

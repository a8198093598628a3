/**
 * Sweepstake `/deposit/select-method` (ROUTE-18; SWEEP-11, SWEEP-12, ERR-19, ERR-20; decision
 * SWEEP-14): the order (gold coins plus sweep coins free, the price) and the disclaimer; the methods
 * the pack can be bought with — the deposit methods in its price currency; a coin opens its address
 * page, the crypto group the crypto list, any other method is paid right here: its fields, then
 * "Buy for $4.99" through the deposit engine (`deposit-create-sweepstake` with `boxId`).
 */
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { SWEEP_DEPOSIT_LIST } from '../../domain/paths.ts';
import { methodLabel } from '../../domain/method-text.ts';
import { useT } from '../../i18n/react.tsx';
import { $methodIconBase } from '../../stores/assets.ts';
import { $submitDisabled, keepErrorOnNextFocus } from '../../stores/form-fields.ts';
import { requestNavigation } from '../../stores/navigation.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { $selectedBox } from '../../stores/sweepstake-box.ts';
import { Button } from '../../ui/button.tsx';
import { focusFirstBadField, prefersStillScrolling } from '../../ui/focus-bad-field.ts';
import { TileList } from '../../ui/method-tiles.tsx';
import type { TileContext } from '../../ui/method-tiles.tsx';
import { Page } from '../../ui/page.tsx';
import { SweepstakeEmpty } from '../../ui/sweepstake-empty.tsx';
import { boxPrice, SweepstakeOrder } from '../../ui/sweepstake-order.tsx';
import { buyBox, continueToPayment } from './buy-box.ts';
import { $selectMethod, chooseGroup, chooseMethod, closeSelectMethod, loadBoxMethods } from './select-method.ts';
import listStyles from '../../../styles/deposit-list.css';
import fieldStyles from '../../../styles/fields.css';
import uiParts from '../../../styles/ui-parts.css';
import sweepStyles from '../../../styles/sweep.css';
import cryptoStyles from '../../../styles/crypto.css';
import checkingStyles from '../../../styles/checking-notice.css';
import { CheckingNotice } from '../../ui/checking-notice.tsx';
import { $checkingDeposit } from '../../stores/deposit/unknown-outcome.ts';
import { PaymentFields } from './payment-fields.tsx';
import { ProcessingStatus } from '../../ui/processing-status.tsx';
import { ContinueToPayment } from '../../ui/continue-to-payment.tsx';
import { useScope } from '../../stores/scope-context.ts';

adoptFlowStyles(listStyles);
adoptFlowStyles(uiParts);
adoptFlowStyles(fieldStyles);
adoptFlowStyles(sweepStyles);
adoptFlowStyles(cryptoStyles); // the order box (SweepstakeOrder), shared with the crypto pages
adoptFlowStyles(checkingStyles);

export default function SelectMethodScreen() {
  const scope = useScope();
  const { t, language, formatAmount } = useT();
  const box = useStore($selectedBox(scope));
  const page = useStore($selectMethod(scope));
  const checking = useStore($checkingDeposit(scope));
  const submitDisabled = useStore($submitDisabled(scope));
  const iconBase = useStore($methodIconBase(scope));
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // No pack chosen (a reload, a host route): the pack list is where one is chosen.
    if (!box) requestNavigation(scope, SWEEP_DEPOSIT_LIST, { replace: true });
    else void loadBoxMethods(scope, box);
    return () => closeSelectMethod(scope);
  }, [box]);

  // A chosen method's payment opens under the list: everyone is taken to it — the form is scrolled
  // into view (on a phone it opens below the fold) and focus moves to its heading.
  const chosenName = page.chosen?.name;
  useEffect(() => {
    if (!chosenName || !formRef.current) return;
    formRef.current.scrollIntoView({ block: 'start', behavior: prefersStillScrolling() ? 'auto' : 'smooth' });
    formRef.current.querySelector<HTMLElement>('.cashier-sweep-pay__method')?.focus({ preventScroll: true });
  }, [chosenName]);

  // FORM-13: after each rejected press, once the errors are on screen.
  useEffect(() => {
    if (page.rejections > 0) focusFirstBadField(formRef.current, keepErrorOnNextFocus.bind(null, scope));
  }, [page.rejections]);

  if (!box) return null;
  const ctx: TileContext = { language, iconBase, countLabel: (count) => t('list.group.count', { count }) };
  const price = boxPrice(box, formatAmount) ?? '';
  const chosen = page.chosen;
  return (
    <Page className="cashier-sweep" title={t('sweep.methods.heading')}>
      <SweepstakeOrder box={box} />
      {page.phase === 'loading' ? (
        <p className="cashier-sweep__loading" role="status">
          {t('common.loading')}
        </p>
      ) : page.phase === 'empty' ? (
        <SweepstakeEmpty title={t('sweep.methods.empty.title')} hint={t('sweep.empty.hint')} retryLabel={t('crypto.retry')} onRetry={() => void loadBoxMethods(scope, box)}>
          <Button variant="secondary" onClick={() => requestNavigation(scope, SWEEP_DEPOSIT_LIST)}>
            {t('sweep.methods.otherPackage')}
          </Button>
        </SweepstakeEmpty>
      ) : (
        <TileList tiles={page.tiles} ctx={ctx} label={t('sweep.methods.heading')} chosen={chosenName ?? null} onMethod={chooseMethod.bind(null, scope)} onGroup={(tile) => chooseGroup(scope, tile.group)} />
      )}
      {chosen ? (
        <form
          ref={formRef}
          className="cashier-sweep-pay"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void buyBox(scope);
          }}
        >
          <h3 className="cashier-sweep-pay__method" dir="auto" tabIndex={-1}>
            {methodLabel(chosen, language)}
          </h3>
          <PaymentFields />
          <CheckingNotice checking={checking} />
          <Button type="submit" block disabled={page.buying || submitDisabled} aria-busy={page.buying ? 'true' : undefined}>
            {page.buying ? t('redirect.processing') : t('sweep.pay.buy', { price })}
          </Button>
        </form>
      ) : null}
      {page.pending ? (
        <ContinueToPayment id="cashier-sweep-pending" onContinue={() => void continueToPayment(scope)} />
      ) : null}
      <ProcessingStatus busy={page.buying} />
    </Page>
  );
}

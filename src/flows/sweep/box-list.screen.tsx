/**
 * Sweepstake `/deposit` (ROUTE-18; SWEEP-01..10, SWEEP-12, ERR-21): the coin packs, each a button
 * with its gold coins plus free sweep coins (SWEEP-09, decision SWEEP-10) and its price; the
 * disclaimer (SWEEP-02..05) always on the page; an empty state with Retry when the packs could not
 * be loaded or none came (logged only). Choosing a pack opens select-method. The header title is
 * "Select coin package" (ROUTE-36).
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useSearch } from 'wouter';
import { SWEEP_DEPOSIT_LIST } from '../../domain/paths.ts';
import type { SweepstakeBox } from '../../domain/promo-entities.ts';
import { useT } from '../../i18n/react.tsx';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { selectBox } from '../../stores/sweepstake-box.ts';
import { Page } from '../../ui/page.tsx';
import { SweepstakeDisclaimer } from '../../ui/sweepstake-disclaimer.tsx';
import { SweepstakeEmpty } from '../../ui/sweepstake-empty.tsx';
import { boxCoinsText, boxPrice } from '../../ui/sweepstake-order.tsx';
import { $boxList, chooseBox, loadBoxes } from './box-list.ts';
import { dropRefetchQuery } from './refetch-query.ts';
import sweepStyles from '../../../styles/sweep.css';
import { useScope } from '../../stores/scope-context.ts';

adoptFlowStyles(sweepStyles);

function BoxButton({ box }: { box: SweepstakeBox }) {
  const scope = useScope();
  const { t, language, formatAmount } = useT();
  const price = boxPrice(box, formatAmount);
  return (
    <button type="button" className="cashier-sweep-box" data-box={String(box.boxId)} onClick={() => chooseBox(scope, box)}>
      <span className="cashier-sweep-box__coins">{boxCoinsText(box, t, language)}</span>
      {price !== undefined ? (
        <>
          <span className="cashier-visually-hidden">, </span>
          <span className="cashier-sweep-box__price">{price}</span>
        </>
      ) : null}
    </button>
  );
}

export default function BoxListScreen() {
  const scope = useScope();
  const { t } = useT();
  const list = useStore($boxList(scope));
  const search = useSearch();

  useEffect(() => {
    // The list is where a pack is chosen: no order is open while it is on screen.
    selectBox(scope, null);
    void loadBoxes(scope);
    dropRefetchQuery(scope, search, SWEEP_DEPOSIT_LIST);
  }, []); // once per visit: the query value's removal must not load again

  return (
    <Page className="cashier-sweep" title={t('sweep.boxes.heading')}>
      {list.phase === 'loading' ? (
        <p className="cashier-sweep__loading" role="status">
          {t('common.loading')}
        </p>
      ) : list.phase === 'empty' ? (
        <SweepstakeEmpty title={t('sweep.empty.title')} hint={t('sweep.empty.hint')} retryLabel={t('crypto.retry')} onRetry={() => void loadBoxes(scope)} />
      ) : (
        <ul className="cashier-sweep-boxes" aria-label={t('sweep.boxes.heading')}>
          {list.boxes.map((box) => (
            <li key={String(box.boxId)}>
              <BoxButton box={box} />
            </li>
          ))}
        </ul>
      )}
      {/* SWEEP-02..05: always visible, whatever the list shows. */}
      <SweepstakeDisclaimer />
    </Page>
  );
}

/**
 * `/deposit/peer-to-peer/instruction` (shell §2; P2P-38, decision P2P-INSTR): how to pay with an
 * instruction bank (sber, t-bank, gazprom). Reached from the invoice's "How to pay with <bank>";
 * its steps follow the transfer kind of the payee details the server sent (card, phone or
 * account, `transferKind`), named after the card's bank, and end with the paid button's own
 * words. The way back is the invoice, whose countdown and polling resume there. Without an
 * invoice for an instruction bank (a reload, a stale link) the page goes to the invoice, which
 * itself starts over when there is none.
 */
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation } from 'wouter';
import { instructionBank, instructionStepKeys, transferKind } from './p2p.ts';
import { DEPOSIT_P2P_INVOICE } from '../../domain/paths.ts';
import { useT } from '../../i18n/react.tsx';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { Button } from '../../ui/button.tsx';
import { focusIsOursOrLost } from '../../ui/focus-owner.ts';
import { Page } from '../../ui/page.tsx';
import uiParts from '../../../styles/ui-parts.css';
import p2pStyles from '../../../styles/p2p.css';
import { $invoice } from './invoice-state.ts';
import { useScope } from '../../stores/scope-context.ts';

adoptFlowStyles(uiParts);
adoptFlowStyles(p2pStyles);

export default function P2pInstructionScreen() {
  const scope = useScope();
  const { t } = useT();
  const [, navigate] = useLocation();
  const invoice = useStore($invoice(scope));
  const heading = useRef<HTMLHeadingElement>(null);
  const card = invoice?.card.state === 'ready' ? invoice.card.card : undefined;
  const kind = transferKind(card);
  const shown = card !== undefined && kind !== null && instructionBank(card.bank_name) !== null;

  useEffect(() => {
    if (!shown) navigate(DEPOSIT_P2P_INVOICE, { replace: true });
  }, [shown, navigate]);

  // Focus to the heading, after this commit's effects (the page announcer's move to <main> comes first).
  useEffect(() => {
    if (!shown) return;
    queueMicrotask(() => {
      const h = heading.current;
      if (h && focusIsOursOrLost(h)) h.focus({ preventScroll: true });
    });
  }, [shown]);

  if (!shown) return null;
  const bank = card.bank_name;
  return (
    <Page className="cashier-p2p cashier-p2p-instruction">
      <h2 ref={heading} tabIndex={-1} className="cashier-page__title" dir="auto">
        {t('p2p.instruction.title', { bank })}
      </h2>
      <ol className="cashier-p2p__steps">
        {instructionStepKeys(kind).map((key) => (
          <li key={key} dir="auto">
            {t(key, { bank })}
          </li>
        ))}
      </ol>
      <Button block onClick={() => navigate(DEPOSIT_P2P_INVOICE)}>
        {t('p2p.instruction.back')}
      </Button>
    </Page>
  );
}

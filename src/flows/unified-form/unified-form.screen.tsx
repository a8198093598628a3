/**
 * `/deposit/redirect/unified-form` (after deposit-create, CREATE-22) and
 * `/deposit/peer-to-peer/unified-form` (after a p2p answer with a unified flow): the unified
 * dynamic form (flows §2 "Unified form"; UNI-01..11). In order: the optional app or QR section
 * (UNI-03), the invoice requisites with a copy button where `isCopyable` (UNI-04), the instruction
 * as numbered steps or one text, both sanitised HTML whose links pass the link guard (UNI-06), the
 * input fields (UNI-05), the countdown to created + lifetime (UNI-07/08) and "I have paid" — only
 * when the answer offers it (UNI-10) and time is not up (UNI-09). The deposit comes from
 * `$pendingDeposit` (unified-form.ts reads it); an unreadable one is said in words.
 */
import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { methodLabel } from '../../domain/method-text.ts';
import { paidButtonShown, readUnifiedForm } from './unified-form.ts';
import type { UnifiedApp, UnifiedInstruction, UnifiedRequisiteRow } from './unified-form.ts';
import { useT } from '../../i18n/react.tsx';
import { $pendingDeposit } from '../../stores/deposit/pending-deposit.ts';
import { reportDisplayedError } from '../../stores/display-errors.ts';
import { $formFields, formFieldHandlers, formInput, keepErrorOnNextFocus } from '../../stores/form-fields.ts';
import { requestBack } from '../../stores/navigation.ts';
import { reportRejectedLinkScheme } from '../../stores/rejected-link.ts';
import { $selectedMethod } from '../../stores/selection.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { Button } from '../../ui/button.tsx';
import { Countdown } from '../../ui/countdown.tsx';
import { messageText } from '../../ui/field-message.ts';
import { focusFirstBadField } from '../../ui/focus-bad-field.ts';
import { AlertIcon } from '../../ui/icons.tsx';
import { InstructionHtml } from '../../ui/instruction-html.tsx';
import { Page } from '../../ui/page.tsx';
import { QrCode } from '../../ui/qr-code.tsx';
import { RequisitesSection } from '../../ui/requisites-section.tsx';
import { ServerTitle } from '../../ui/server-title.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { FormFields } from '../../ui/lazy-form-fields.tsx';
import { $unifiedPage, closeUnifiedForm, completeUnifiedDeposit, openUnifiedForm } from './model.ts';
import fieldStyles from '../../../styles/fields.css';
import uiParts from '../../../styles/ui-parts.css';
import flowStyles from '../../../styles/unified-form.css';
import { ProcessingStatus } from '../../ui/processing-status.tsx';
import { useScope } from '../../stores/scope-context.ts';

adoptFlowStyles(uiParts);
adoptFlowStyles(fieldStyles);
adoptFlowStyles(flowStyles);


const INVALID_KEY = 'unified.invalid';

/**
 * Issue #21: the amount row reads as money in the deposit's currency ("2 000,00 ₽", not "2000.00"),
 * through the one Intl formatter; the copy button still copies the server's plain number.
 */
function amountShown(rows: readonly UnifiedRequisiteRow[], currency: string, format: (amount: number, currency: string) => string): UnifiedRequisiteRow[] {
  return rows.map((row) => {
    const amount = row.emphasis ? Number(row.value) : Number.NaN;
    return Number.isFinite(amount) ? { ...row, display: format(amount, currency) } : row;
  });
}

/** One titled part of the form, named by its heading for assistive tech (a region). */
function Section({ id, title, className, children }: { id: string; title: string; className: string; children: ReactNode }) {
  return (
    <section className={className} aria-labelledby={id}>
      <h3 id={id} className="cashier-unified__heading">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** UNI-03, decision UNI-11: the QR code to scan and/or the link that opens the bank app. */
function AppSection({ app }: { app: UnifiedApp }) {
  const { t } = useT();
  return (
    <Section id="cashier-unified-app" title={t('unified.app')} className="cashier-unified__app">
      {app.qrCode !== null ? <QrCode value={app.qrCode} label={t('redirect.pay.qrLabel')} /> : null}
      {app.appLink !== null ? (
        <a className="cashier-button cashier-button--secondary cashier-unified__open-app" href={app.appLink} target="_blank" rel="noopener noreferrer">
          <span className="cashier-button__label">{t('unified.openApp')}</span>
        </a>
      ) : null}
      {app.rejectedScheme !== null ? (
        <p className="cashier-unified__rejected" role="alert">
          {t('redirect.pay.linkRejected')}
        </p>
      ) : null}
    </Section>
  );
}

/** UNI-02, UNI-06: numbered steps (an ordered list numbers them, for the eye and for screen readers) or one text. */
function Instruction({ instruction }: { instruction: UnifiedInstruction }) {
  const { t } = useT();
  return (
    <Section id="cashier-unified-instruction" title={t('unified.instruction')} className="cashier-unified__instruction">
      {instruction.kind === 'steps' ? (
        <ol className="cashier-unified__steps">
          {instruction.steps.map((html, index) => (
            // A server text in any script: its own direction, also on a right-to-left page.
            <li key={index} className="cashier-unified__step" dir="auto">
              <InstructionHtml html={html} />
            </li>
          ))}
        </ol>
      ) : (
        <div dir="auto">
          <InstructionHtml html={instruction.html} />
        </div>
      )}
    </Section>
  );
}

export default function UnifiedFormScreen() {
  const scope = useScope();
  const { t, language, formatAmount } = useT();
  const method = useStore($selectedMethod(scope));
  const pending = useStore($pendingDeposit(scope));
  const page = useStore($unifiedPage(scope));
  const view = useStore($formFields(scope));
  const formRef = useRef<HTMLFormElement>(null);
  const data = useMemo(() => readUnifiedForm(pending), [pending]);
  const [expiredFor, setExpiredFor] = useState<number | null>(null);
  const form = data.kind === 'form' ? data : null;
  const rejectedScheme = form?.app?.rejectedScheme ?? null;

  useEffect(() => {
    if (!form) return undefined;
    openUnifiedForm(scope, form);
    return () => closeUnifiedForm(scope);
  }, [form]);

  // DOM-36: a refused app link reaches the host by its scheme only (the URL may carry tokens).
  useEffect(() => {
    if (rejectedScheme !== null) reportRejectedLinkScheme(scope, rejectedScheme);
  }, [rejectedScheme]);

  // Issue #10 item 7: the note the player reads about an unreadable answer goes to the host too.
  useEffect(() => {
    if (data.kind === 'invalid') reportDisplayedError(scope, { kind: 'alert', message: t(INVALID_KEY), key: INVALID_KEY });
  }, [data.kind]); // once per answer, not per language switch

  // FORM-13: after each rejected press, once the errors are on screen.
  useEffect(() => {
    if (page.rejections > 0) focusFirstBadField(formRef.current, keepErrorOnNextFocus.bind(null, scope));
  }, [page.rejections]);

  if (!method) return null; // the route guard sends a missing choice back to the list
  if (!form || !pending) {
    return (
      <Page className="cashier-unified">
        <StatusPanel icon={<AlertIcon />} title={t(INVALID_KEY)} tone="danger">
          <Button onClick={() => requestBack(scope)}>{t('header.back')}</Button>
        </StatusPanel>
      </Page>
    );
  }

  const expired = expiredFor === form.endsAt;
  const showPaid = paidButtonShown(form, expired);
  const completing = page.phase === 'completing';
  const input = formInput(view);
  const amount = String(pending.amount);
  const paid = () => void completeUnifiedDeposit(scope, { depositId: form.depositId, paymentMethod: method.name, amount });

  return (
    <Page className="cashier-unified">
      <ServerTitle>{methodLabel(method, language)}</ServerTitle>
      {form.app ? <AppSection app={form.app} /> : null}
      {form.requisites.length > 0 ? (
        <RequisitesSection
          id="cashier-unified-invoice"
          title={t('unified.requisites')}
          items={amountShown(form.requisites, pending.currency, formatAmount)}
          copyLabel={(label) => t('requisite.copy', { name: label })}
          copiedLabel={t('requisite.copied')}
        />
      ) : null}
      {form.instruction ? <Instruction instruction={form.instruction} /> : null}
      <form
        ref={formRef}
        className="cashier-unified__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (showPaid) paid();
        }}
      >
        {view.fields.length > 0 ? (
          <Suspense fallback={null}>
            <FormFields title={t('unified.fields')} view={view} prefixes={input.prefixes ?? {}} language={language} translate={t} {...formFieldHandlers(scope)} />
          </Suspense>
        ) : null}
        <Countdown endsAt={form.endsAt} label={t('unified.timeLeft')} showLabel expiredLabel={t('unified.expired')} onExpire={() => setExpiredFor(form.endsAt)} />
        {expired ? <p className="cashier-unified__expired">{t('unified.expired')}</p> : null}
        {page.error ? (
          <p className="cashier-unified__error" role="alert">
            {messageText(page.error, t)}
          </p>
        ) : null}
        {showPaid ? (
          <Button type="submit" block disabled={completing} aria-busy={completing ? 'true' : undefined}>
            {completing ? t('redirect.processing') : t('redirect.pay.paid')}
          </Button>
        ) : null}
      </form>
      <ProcessingStatus busy={completing} />
    </Page>
  );
}

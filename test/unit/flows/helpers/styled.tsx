/**
 * Mounts <CashierApp> inside an open shadow root with the widget's real stylesheets adopted, as
 * the element does, so layout tests (sizes, gaps, direction) measure what players see.
 */
import { STYLESHEETS } from '../../../../src/app/stylesheets.ts';
import { createSheet } from '../../../../src/element/styles.ts';
import type { CashierI18n } from '../../../../src/i18n/i18n.ts';
import listCss from '../../../../styles/deposit-list.css';
import paymentCss from '../../../../styles/deposit-payment.css';
import { $flowStylesheets } from '../../../../src/stores/stylesheets.ts';
import { mountAppIn } from '../../app/render.tsx';
import type { Mounted } from '../../app/render.tsx';

/** A mounted app whose `host` is the container inside the shadow root. */
export async function mountStyled(path: string, options: { i18n?: CashierI18n; width?: number } = {}): Promise<Mounted> {
  const outer = document.createElement('div');
  outer.style.inlineSize = `${options.width ?? 390}px`;
  document.body.append(outer);
  const shadow = outer.attachShadow({ mode: 'open' });
  const base = [...STYLESHEETS, listCss, paymentCss].map(createSheet);
  // Lazy parts adopt their own sheets (src/stores/stylesheets.ts): follow them, as the element does.
  const stop = $flowStylesheets.subscribe((flow) => {
    shadow.adoptedStyleSheets = [...base, ...flow.map(createSheet)];
  });
  const host = document.createElement('div');
  shadow.append(host);
  return mountAppIn(host, path, options.i18n, () => {
    stop();
    outer.remove();
  });
}

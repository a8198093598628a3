/**
 * Mounts <CashierApp> inside an open shadow root with the widget's real stylesheets adopted, as
 * the element does, so layout tests (sizes, gaps, direction) measure what players see.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { CashierApp } from '../../../../src/app/cashier-app.tsx';
import { createAppHistory } from '../../../../src/app/app-history.ts';
import { STYLESHEETS } from '../../../../src/app/stylesheets.ts';
import type { CashierI18n } from '../../../../src/i18n/i18n.ts';
import listCss from '../../../../styles/deposit-list.css';
import paymentCss from '../../../../styles/deposit-payment.css';
import { englishI18n } from '../../app/render.tsx';
import type { Mounted } from '../../app/render.tsx';

/** A mounted app whose `host` is the container inside the shadow root. */
export async function mountStyled(path: string, options: { i18n?: CashierI18n; width?: number } = {}): Promise<Mounted> {
  const outer = document.createElement('div');
  outer.style.inlineSize = `${options.width ?? 390}px`;
  document.body.append(outer);
  const shadow = outer.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = [...STYLESHEETS, listCss, paymentCss].map((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    return sheet;
  });
  const host = document.createElement('div');
  shadow.append(host);
  const history = createAppHistory(path);
  const root = createRoot(host);
  const lang = options.i18n ?? (await englishI18n());
  await act(async () => root.render(<CashierApp i18n={lang} history={history} />));
  return {
    host,
    history,
    root,
    unmount() {
      act(() => root.unmount());
      outer.remove();
    },
  };
}

/**
 * `/deposit/cash` (flows §1, §2 "Other redirect pages"; REDIR-07, decision REDIR-08): one messenger
 * link per agent of the chosen cash method, from the method's `messengers` (cash-agents.ts).
 * Every link passed the link guard; a rejected one is not shown — the player reads which messenger
 * cannot be opened, and the host gets `Error` with its scheme only (DOM-36). In a native web view
 * the host opens the link (`openExtBrowser`), as it does for provider pages.
 */
import { useEffect } from 'react';
import type { MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { agentLinks, messengerIconFile } from './cash-agents.ts';
import type { AgentLink } from './cash-agents.ts';
import { methodLabel } from '../../domain/method-text.ts';
import { useT } from '../../i18n/react.tsx';
import { notifyHost } from '../../stores/host-outbox.ts';
import { $isNative } from '../../stores/native.ts';
import { $assetsRoot } from '../../stores/assets.ts';
import { assetFileUrl } from '../../stores/asset-file-url.ts';
import { $selectedMethod } from '../../stores/selection.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { Page } from '../../ui/page.tsx';
import { AlertIcon } from '../../ui/icons.tsx';
import { ServerTitle } from '../../ui/server-title.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import flowStyles from '../../../styles/cash.css';
import uiParts from '../../../styles/ui-parts.css';
import { reportRejectedLinkScheme } from '../../stores/rejected-link.ts';
import { reportDisplayedError } from '../../stores/display-errors.ts';
import { useScope } from '../../stores/scope-context.ts';

const REJECTED_KEY = 'redirect.cash.linkRejected';

adoptFlowStyles(uiParts);
adoptFlowStyles(flowStyles);

export default function CashScreen() {
  const scope = useScope();
  const { t, language } = useT();
  const method = useStore($selectedMethod(scope));
  const native = useStore($isNative(scope));
  const assetsRoot = useStore($assetsRoot(scope));
  const links = agentLinks(method);
  // As text, so the effect below runs once per page opening, not on every render's new array.
  const rejectedSchemes = JSON.stringify(links.flatMap((link) => (link.ok ? [] : [link.scheme])));
  const rejectedNotes = JSON.stringify(links.flatMap((link) => (link.ok ? [] : [t(REJECTED_KEY, { messenger: link.name })])));

  useEffect(() => {
    // DOM-36: one report per rejected link each time the page opens; the scheme only, never the URL.
    for (const scheme of JSON.parse(rejectedSchemes) as string[]) reportRejectedLinkScheme(scope, scheme);
  }, [rejectedSchemes]);
  useEffect(() => {
    // Issue #10 item 7: the note the player reads goes to the host as onDisplayError.
    for (const message of JSON.parse(rejectedNotes) as string[]) reportDisplayedError(scope, { kind: 'alert', message, key: REJECTED_KEY });
  }, [rejectedNotes]);

  if (!method) return null; // the route guard sends a missing choice back to the list
  const label = methodLabel(method, language);
  const usable = links.filter((link): link is Extract<AgentLink, { ok: true }> => link.ok);
  const rejected = links.filter((link) => !link.ok);
  const openNatively = (url: string) => (event: MouseEvent) => {
    if (!native) return;
    event.preventDefault();
    notifyHost(scope, 'openExtBrowser', { url });
  };

  return (
    <Page className="cashier-cash">
      <ServerTitle>{label}</ServerTitle>
      {usable.length > 0 ? (
        <>
          <p className="cashier-cash__hint">{t('redirect.cash.hint')}</p>
          <ul className="cashier-cash__agents">
            {usable.map((link, i) => (
              <li key={`${link.kind}-${i}`}>
                <a
                  className="cashier-button cashier-button--secondary cashier-button--block"
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-messenger={link.kind}
                  onClick={openNatively(link.url)}
                >
                  <MessengerIcon kind={link.kind} root={assetsRoot} />
                  <span className="cashier-button__label">{t('redirect.cash.writeTo', { messenger: link.name })}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <StatusPanel icon={<AlertIcon />} title={t('redirect.cash.noAgents')} />
      )}
      {rejected.length > 0 ? (
        <div className="cashier-cash__rejected" role="alert">
          {rejected.map((link, i) => (
            <p key={`${link.kind}-${i}`}>{t(REJECTED_KEY, { messenger: link.name })}</p>
          ))}
        </div>
      ) : null}
    </Page>
  );
}

/** The messenger's icon beside its name (decision NAMES-04); decoration, the name is the text. */
function MessengerIcon({ kind, root }: { kind: string; root: string }) {
  const file = messengerIconFile(kind);
  if (!file) return null;
  return <img className="cashier-cash__icon" src={assetFileUrl(root, file)} alt="" width={24} height={24} data-messenger-icon={kind.toLowerCase()} />;
}

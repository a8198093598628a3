/**
 * `/deposit/video-instruction` (and its crypto-balance twin; flows §2 "Other redirect pages";
 * REDIR-04, decision REDIR-09): the method's video guide for the player's `lang_country` (else the
 * `redesign` key), embedded — a video file in a <video> element, a player page in a sandboxed
 * frame — with a link that opens it in a new tab, for players whose host blocks the embed.
 * Which CSP sources the host must allow: docs/host-contract.md "Content Security Policy".
 */
import { useStore } from '@nanostores/react';
import { frameSandbox, videoEmbedKind, videoGuideUrl } from '../../domain/guides.ts';
import { methodLabel } from '../../domain/method-text.ts';
import { useT } from '../../i18n/react.tsx';
import { $guideContext } from '../../stores/guides.ts';
import { $selectedMethod } from '../../stores/selection.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { Page } from '../../ui/page.tsx';
import { AlertIcon } from '../../ui/icons.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import flowStyles from '../../../styles/redirect-guides.css';
import { useScope } from '../../stores/scope-context.ts';

adoptFlowStyles(flowStyles);

export default function VideoScreen() {
  const scope = useScope();
  const { t, language } = useT();
  const method = useStore($selectedMethod(scope));
  const ctx = useStore($guideContext(scope));
  if (!method) return null; // the route guard sends a missing choice back to the list
  const url = videoGuideUrl(method, ctx);
  if (url === null) {
    return (
      <Page className="cashier-guide">
        <StatusPanel icon={<AlertIcon />} title={t('redirect.noGuide')} />
      </Page>
    );
  }
  const label = methodLabel(method, language);
  const name = `${t('redirect.videoGuide')}: ${label}`;
  return (
    <Page title={t('redirect.videoGuide')} className="cashier-guide">
      <p className="cashier-guide__method" dir="auto">
        {label}
      </p>
      <div className="cashier-video">
        {videoEmbedKind(url) === 'video' ? (
          <video className="cashier-video__media" src={url} controls preload="metadata" aria-label={name} />
        ) : (
          <iframe
            className="cashier-video__media"
            src={url}
            title={name}
            sandbox={frameSandbox(url, globalThis.location.origin)}
            allow="fullscreen; picture-in-picture; encrypted-media"
            referrerPolicy="strict-origin-when-cross-origin"
            loading="lazy"
          />
        )}
      </div>
      <a className="cashier-button cashier-button--secondary cashier-button--block" href={url} target="_blank" rel="noopener noreferrer">
        <span className="cashier-button__label">{t('redirect.videoNewTab')}</span>
      </a>
    </Page>
  );
}

/**
 * Cash agents reached through messengers (flows §1, §2 "Other redirect pages"; REDIR-07, decision
 * REDIR-08): a cash method (cardViewType 20) lists its agents' chat links in `messengers`. Every
 * link passes the link guard (DOM-35); a rejected one is kept as such, so the page can say so and
 * the host can be told the scheme (DOM-36) — never the URL, which may carry tokens.
 */
import { linkScheme, safeLink } from '../../domain/link-guard.ts';
import type { PaymentMethod } from '../../domain/payment-entities.ts';

/** The messengers we name by brand; another kind is named by its link's host (or its own word). */
export const MESSENGER_NAMES: Readonly<Record<string, string>> = Object.freeze({
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  viber: 'Viber',
});

/**
 * Decision NAMES-04: the messengers with an icon of ours, `icons/messengers/<kind>.svg` (the build
 * copies them beside the currency icons); another kind shows its name only.
 */
export const MESSENGER_ICON_FOLDER = 'icons/messengers';

/** The icon file of a messenger kind we know, else undefined. */
export function messengerIconFile(kind: string): string | undefined {
  const known = kind.toLowerCase();
  return MESSENGER_NAMES[known] ? `${MESSENGER_ICON_FOLDER}/${known}.svg` : undefined;
}

/** One agent link, checked. */
export type AgentLink =
  | { ok: true; kind: string; name: string; url: string }
  | { ok: false; kind: string; name: string; scheme: string };

function messengerName(kind: string, url: string | null): string {
  const known = MESSENGER_NAMES[kind.toLowerCase()];
  if (known) return known;
  if (url && /^https?:/i.test(url)) return new URL(url).hostname;
  return kind;
}

/** REDIR-07/08: the method's agent links in the server's order, each accepted or rejected by the link guard. */
export function agentLinks(method: PaymentMethod | undefined): AgentLink[] {
  const raw = method?.messengers;
  if (!Array.isArray(raw)) return [];
  const links: AgentLink[] = [];
  for (const entry of raw) {
    if (!entry || typeof entry !== 'object') continue;
    const kind = typeof entry.kind === 'string' ? entry.kind.trim() : '';
    const url = typeof entry.url === 'string' ? safeLink(entry.url) : null;
    const name = messengerName(kind, url);
    if (url !== null) links.push({ ok: true, kind, name, url });
    else links.push({ ok: false, kind, name, scheme: linkScheme(entry.url) });
  }
  return links;
}

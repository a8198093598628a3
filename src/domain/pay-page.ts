/**
 * The eazype and pix pages' data (flows §2 "Other redirect pages", §4 "After creation"; REDIR-05,
 * decision REDIR-09): after deposit-create answers `pageId` eazype or pix, `apiResponse.data`
 * carries `qrCode` (the text the QR code holds, drawn by the widget) and/or `payLink` (a page or
 * app link to pay at). The link passes the link guard; a rejected one is reported by its scheme only.
 */
import { linkScheme, safeLink } from './link-guard.ts';
import type { DepositCreateResponse } from './payment-entities.ts';

/** What the page shows. */
export interface PayPageData {
  /** The QR code's content (also copyable), or null. */
  qrCode: string | null;
  /** The safe pay link, or null. */
  payLink: string | null;
  /** The scheme of a pay link the guard rejected (DOM-36), or null. */
  rejectedScheme: string | null;
}

/** Longest QR content we draw: a version-40 code at level M holds 2331 bytes. */
export const QR_MAX_LENGTH = 2331;

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** REDIR-05: the QR code and pay link of a create answer (either may be missing). */
export function payPageData(response: DepositCreateResponse | undefined): PayPageData {
  const data = response?.apiResponse?.data;
  const qr = text(data?.qrCode);
  const link = text(data?.payLink);
  const safe = link !== null ? safeLink(link) : null;
  return {
    qrCode: qr !== null && qr.length <= QR_MAX_LENGTH ? qr : null,
    payLink: safe,
    rejectedScheme: link !== null && safe === null ? linkScheme(link) : null,
  };
}

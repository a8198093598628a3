/**
 * The captcha doubles' tokens (docs/sandbox.md "Captcha test doubles"): signed by the sandbox with
 * an HMAC under a random secret per process, so only this process's doubles can mint one. A token
 * names its kind, the site key (or GeeTest captcha id), the action (score tokens) and its issue
 * time; it is good for 10 minutes and for one create call.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type CaptchaTokenKind = 'invisible' | 'score' | 'geetest';

/** The signed claims of one token. */
export interface CaptchaClaims {
  kind: CaptchaTokenKind;
  /** The site key (reCAPTCHA) or the captcha id (GeeTest). */
  key: string;
  /** The score check's action (`p2pUserScore` for deposit-create-p2p). */
  action?: string;
  /** Issue time, ms since the epoch (the sandbox clock). */
  issuedAt: number;
  /** Makes each token unique; single use is kept by it. */
  nonce: string;
}

/** How long a token stays good, like reCAPTCHA's two minutes but roomier for slow testers. */
export const CAPTCHA_TOKEN_TTL_MS = 10 * 60 * 1000;

/** Why a token was refused (only for the sandbox's own logs and tests). */
export type TokenVerdict = { ok: true; claims: CaptchaClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'used' };

const b64 = (value: string | Buffer): string => Buffer.from(value).toString('base64url');

export class CaptchaTokens {
  private readonly secret = randomBytes(32);
  /** nonce → when it may be forgotten (its token has expired by then anyway). */
  private readonly used = new Map<string, number>();

  constructor(private readonly now: () => number) {}

  /** A fresh token: `<claims, base64url JSON>.<HMAC-SHA256, base64url>`. */
  issue(kind: CaptchaTokenKind, key: string, action?: string): { token: string; claims: CaptchaClaims } {
    const claims: CaptchaClaims = { kind, key, ...(action !== undefined ? { action } : {}), issuedAt: this.now(), nonce: randomBytes(12).toString('base64url') };
    const body = b64(JSON.stringify(claims));
    return { token: `${body}.${this.sign(body)}`, claims };
  }

  /** An HMAC of any text under the process secret (GeeTest's captcha_output binds the other fields). */
  sign(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('base64url');
  }

  /** Checks a signed text without consuming anything. */
  signs(text: string, signature: string): boolean {
    const want = Buffer.from(this.sign(text));
    const got = Buffer.from(signature);
    return want.length === got.length && timingSafeEqual(want, got);
  }

  /** Reads and checks a token: signature, age and single use (does not consume it). */
  read(token: string): TokenVerdict {
    const [body, signature, extra] = token.split('.');
    if (!body || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
    if (!this.signs(body, signature)) return { ok: false, reason: 'signature' };
    let claims: CaptchaClaims;
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as CaptchaClaims;
    } catch {
      return { ok: false, reason: 'malformed' };
    }
    const age = this.now() - claims.issuedAt;
    if (!(age >= 0 && age < CAPTCHA_TOKEN_TTL_MS)) return { ok: false, reason: 'expired' };
    if (this.used.has(claims.nonce)) return { ok: false, reason: 'used' };
    return { ok: true, claims };
  }

  /** Marks tokens as spent (after every token of one create call was found good). */
  consume(...claims: CaptchaClaims[]): void {
    this.prune();
    for (const c of claims) this.used.set(c.nonce, c.issuedAt + CAPTCHA_TOKEN_TTL_MS);
  }

  private prune(): void {
    const now = this.now();
    for (const [nonce, until] of this.used) if (until <= now) this.used.delete(nonce);
  }
}

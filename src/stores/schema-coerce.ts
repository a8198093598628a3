/**
 * Validation of the handshake `schema` (HOST-12, HOST-13): fonts, variables, assets and meta.
 * Bad parts are dropped one by one so a single typo in a theme does not discard the whole theme;
 * the dropped paths are returned so the host can be told (decision HOST-14).
 */
import type { CaptchaScripts, HostSchema } from '../domain/handshake.ts';
import { isRecord } from '../domain/is-record.ts';
import { INVALID, toBoolean, toText } from './coerce.ts';

type Font = NonNullable<HostSchema['fonts']>[number];

function coerceFont(v: unknown): Font | undefined {
  if (!isRecord(v)) return undefined;
  const family = toText(v['family']);
  if (family === INVALID) return undefined;
  const font: Font = { family };
  const url = toText(v['url']);
  if (url !== INVALID) font.url = url;
  const weight = v['weight'];
  if (typeof weight === 'number' || (typeof weight === 'string' && weight.trim() !== '')) font.weight = weight;
  const style = toText(v['style']);
  if (style !== INVALID) font.style = style;
  return font;
}

/** Keeps string (and finite number, as text) entries of a flat record. */
function coerceStringRecord(v: unknown): { value: Record<string, string>; dropped: boolean } {
  const value: Record<string, string> = {};
  if (!isRecord(v)) return { value, dropped: true };
  let dropped = false;
  for (const [key, raw] of Object.entries(v)) {
    const text = toText(raw);
    if (text === INVALID) dropped = true;
    else value[key] = text;
  }
  return { value, dropped };
}

/** Script URLs must be strings (a list for the slider); anything else rejects the whole object. */
function coerceCaptchaScripts(v: unknown): CaptchaScripts | typeof INVALID {
  if (!isRecord(v)) return INVALID;
  const scripts: CaptchaScripts = {};
  const geetest = v['geetest'];
  if (geetest !== undefined) {
    if (!Array.isArray(geetest) || !geetest.every((u) => typeof u === 'string' && u !== '')) return INVALID;
    scripts.geetest = geetest as string[];
  }
  for (const key of ['recaptcha', 'recaptchaEnterprise'] as const) {
    const url = v[key];
    if (url === undefined) continue;
    if (typeof url !== 'string' || url === '') return INVALID;
    scripts[key] = url;
  }
  return scripts;
}

function coerceMeta(v: unknown, rejected: string[]): HostSchema['meta'] {
  const meta: NonNullable<HostSchema['meta']> = {};
  if (!isRecord(v)) {
    rejected.push('schema.meta');
    return meta;
  }
  for (const key of ['geetestCaptchaId', 'recaptchaSiteKey', 'recaptchaEnterpriseSiteKey'] as const) {
    if (v[key] === undefined) continue;
    const text = toText(v[key]);
    if (text === INVALID) rejected.push(`schema.meta.${key}`);
    else meta[key] = text;
  }
  if (v['captchaScripts'] !== undefined) {
    const scripts = coerceCaptchaScripts(v['captchaScripts']);
    if (scripts === INVALID) rejected.push('schema.meta.captchaScripts');
    else meta.captchaScripts = scripts;
  }
  for (const flag of ['showCryptoInstruction', 'isCryptoBonusAvailable', 'hideVpnHint'] as const) {
    if (v[flag] === undefined) continue;
    const b = toBoolean(v[flag]);
    if (b === INVALID) rejected.push(`schema.meta.${flag}`);
    else meta[flag] = b;
  }
  return meta;
}

/** Coerces a schema object; returns `INVALID` when it is not an object at all. */
export function coerceSchema(v: unknown, rejected: string[]): HostSchema | typeof INVALID {
  if (!isRecord(v)) return INVALID;
  const schema: HostSchema = {};
  if (v['fonts'] !== undefined) {
    const list = Array.isArray(v['fonts']) ? v['fonts'] : [];
    const fonts = list.map(coerceFont).filter((f): f is Font => f !== undefined);
    if (!Array.isArray(v['fonts']) || fonts.length !== list.length) rejected.push('schema.fonts');
    schema.fonts = fonts;
  }
  for (const key of ['variables', 'assets'] as const) {
    if (v[key] === undefined) continue;
    const { value, dropped } = coerceStringRecord(v[key]);
    if (dropped) rejected.push(`schema.${key}`);
    schema[key] = value;
  }
  if (v['meta'] !== undefined) schema.meta = coerceMeta(v['meta'], rejected);
  return schema;
}

/**
 * What a phone number looks like after its country code (issue #21; decision PHONE-PLAN): the
 * national trunk prefix a player types out of habit (BD `0`1712345678, RU `8`9001234567), and
 * how many digits a mobile number has there (ITU-T E.164 national numbering plans). The phone
 * fields of payment methods are mobile wallets and SMS confirmations, so the lengths are mobile
 * numbers'. A country not in the table gets no trunk rule and no length check (the server's regex
 * still applies): refusing a valid number is worse than letting the backend judge it.
 *
 * A small table, not libphonenumber-js: its `min` build is 29.7 KB gzip, twice a lazy chunk's
 * budget (docs/performance.md).
 */

interface NumberingPlan {
  /** The national trunk prefix, dropped when typed after the country code. */
  trunk?: string;
  /**
   * True where a national number may itself start with the trunk digit (RU/KZ 8-00 toll-free,
   * 812 St Petersburg): there the trunk is dropped only when the digits are one number too long.
   */
  trunkMayLead?: boolean;
  /** Digits of a mobile number after the country code. */
  min: number;
  max: number;
}

/** `dial digits:trunk:min-max`, `*` after the trunk when a number may start with it. */
const TABLE =
  '1:1:10-10 7:8*:10-10 20:0:10-10 27:0:9-9 31:0:9-9 32:0:9-9 33:0:9-9 34::9-9 41:0:9-9 44:0:10-10 ' +
  '46:0:9-9 47::8-8 45::8-8 48::9-9 49:0:10-11 51:0:9-9 52::10-10 55:0:10-11 56::9-9 57::10-10 60:0:9-10 ' +
  '61:0:9-9 62:0:9-12 63:0:10-10 66:0:9-9 81:0:10-10 82:0:9-10 84:0:9-9 86:0:11-11 90:0:10-10 91:0:10-10 ' +
  '92:0:10-10 94:0:9-9 212:0:9-9 233:0:9-9 234:0:10-10 254:0:9-9 255:0:9-9 256:0:9-9 260:0:9-9 351::9-9 ' +
  '353:0:9-9 371::8-8 373:0:8-8 374:0:8-8 380:0:9-9 420::9-9 421:0:9-9 593:0:9-9 880:0:10-10 966:0:9-9 ' +
  '971:0:9-9 977:0:10-10 994:0:9-9 995:0:9-9 996:0:9-9 998::9-9';

const PLANS: ReadonlyMap<string, NumberingPlan> = new Map(
  TABLE.split(' ').map((entry) => {
    const [dial = '', trunk = '', lengths = ''] = entry.split(':');
    const [min = 0, max = 0] = lengths.split('-').map(Number);
    const plan: NumberingPlan = { min, max, ...(trunk ? { trunk: trunk.replace('*', '') } : {}), ...(trunk.endsWith('*') ? { trunkMayLead: true } : {}) };
    return [dial, plan];
  }),
);

/** The numbering plan of a `+digits` prefix, if the table has it. */
export const numberingPlan = (prefix: string): NumberingPlan | undefined => PLANS.get(prefix.replace(/\D/g, ''));

/**
 * The digits after the country code as the number's own: without a trunk prefix typed out of habit
 * (always where no number starts with the trunk, else only when the digits are the trunk plus a
 * full-length number), and without the country code again when a whole international number was
 * pasted after the fixed prefix (`+880 ` + `+8801712345678`).
 */
export function nationalDigits(prefix: string, digits: string): string {
  const plan = numberingPlan(prefix);
  if (!plan) return digits;
  const dial = prefix.replace(/\D/g, '');
  const afterDial = digits.length > plan.max && digits.startsWith(dial) ? digits.slice(dial.length) : '';
  if (afterDial.length >= plan.min && afterDial.length <= plan.max) return afterDial;
  const trunk = plan.trunk;
  if (!trunk || !digits.startsWith(trunk)) return digits;
  if (plan.trunkMayLead && digits.length <= plan.max) return digits;
  return digits.slice(trunk.length);
}

export const PHONE_TOO_SHORT_KEY = 'form.phone.tooShort';
export const PHONE_TOO_LONG_KEY = 'form.phone.tooLong';

/** The length message of the digits after the country code, or null (right length, or a country the table lacks). */
export function phoneLengthKey(prefix: string, digits: string): string | null {
  const plan = numberingPlan(prefix);
  if (!plan || digits === '') return null;
  if (digits.length < plan.min) return PHONE_TOO_SHORT_KEY;
  return digits.length > plan.max ? PHONE_TOO_LONG_KEY : null;
}

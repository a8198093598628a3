/**
 * Issue #21: an IBAN reads in groups of 4 (the ISO 13616 "print format": TR33 0006 1005 …), so a
 * player can compare it with their bank app block by block; the copy stays the raw value, which
 * is what bank apps accept. Shape only (2 letters, 2 check digits, 11–30 letters or digits): the
 * mod-97 check is the bank's job, and a value that is not an IBAN is shown as given.
 */
const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** The value without spaces, upper case, when it has an IBAN's shape; else null. */
export function ibanOf(value: string): string | null {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return IBAN.test(compact) ? compact : null;
}

/** An IBAN in groups of 4 for the eye; any other value unchanged. */
export function groupIban(value: string): string {
  const iban = ibanOf(value);
  return iban === null ? value : iban.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * How addresses and transaction hashes are written (flows §9): an address shows in full with its
 * first and last 5 characters highlighted (CRYPTO-07) — the parts people compare when they check
 * a pasted address — and a hash longer than 10 characters is shortened to its first and last 5
 * around an ellipsis (CRYPTO-27). Characters are counted as code points, never half a pair.
 */
import { ADDRESS_HIGHLIGHT_CHARS, HASH_EDGE_CHARS, HASH_SHORTEN_OVER_CHARS } from './constants.ts';

/** An address cut for display: `head` and `tail` are highlighted, `middle` is plain. */
export interface AddressParts {
  head: string;
  middle: string;
  tail: string;
}

/**
 * Splits an address into highlighted head and tail and a plain middle (CRYPTO-07). An address of
 * 10 characters or fewer is all head and tail: there is nothing in between to leave plain.
 */
export function splitAddress(address: string, edge: number = ADDRESS_HIGHLIGHT_CHARS): AddressParts {
  const chars = Array.from(address);
  const headEnd = Math.min(edge, chars.length);
  const tailStart = Math.max(headEnd, chars.length - edge);
  return {
    head: chars.slice(0, headEnd).join(''),
    middle: chars.slice(headEnd, tailStart).join(''),
    tail: chars.slice(tailStart).join(''),
  };
}

/** The ellipsis between the kept ends of a shortened hash (one character, U+2026). */
export const HASH_ELLIPSIS = '…';

/** `0x1234…cdef`-style shortening of a hash longer than 10 characters; shorter ones stay whole (CRYPTO-27). */
export function shortenHash(hash: string): string {
  const chars = Array.from(hash);
  if (chars.length <= HASH_SHORTEN_OVER_CHARS) return hash;
  return `${chars.slice(0, HASH_EDGE_CHARS).join('')}${HASH_ELLIPSIS}${chars.slice(-HASH_EDGE_CHARS).join('')}`;
}

/**
 * Navigation inside the crypto-balance mode (ROUTE-15..17, decision CB-04): the shared pages ask
 * for plain-tree paths; the router turns them into the mode's own pages while the player is in the
 * mode. Small and dependency-free, because the router (in the entry) runs it on every navigation.
 */
import {
  CB_BONUS_DETAILS,
  CB_CRYPTO,
  CB_DEPOSIT,
  CB_FIAT,
  CB_ROOT,
  CB_VIDEO_INSTRUCTION,
  DEPOSIT_BONUS_DETAILS,
  DEPOSIT_CRYPTO_ADDRESS,
  DEPOSIT_LIST,
  DEPOSIT_VIDEO_INSTRUCTION,
  inCryptoBalance,
} from '../../domain/paths.ts';

const samePage = (path: string, page: string): boolean => path === page || path.startsWith(`${page}?`);

/** True for every path of the crypto-balance twin. */
export const isCryptoBalancePath = (path: string): boolean => samePage(path, CB_ROOT) || path.startsWith(`${CB_ROOT}/`);

/** CB-04: the mode's own pages for their plain twins (outside the fiat tree). */
const MODE_PAGES: ReadonlyArray<readonly [plain: string, own: string]> = [
  [DEPOSIT_CRYPTO_ADDRESS, CB_CRYPTO],
  [DEPOSIT_VIDEO_INSTRUCTION, CB_VIDEO_INSTRUCTION],
  [DEPOSIT_BONUS_DETAILS, CB_BONUS_DETAILS],
];

/**
 * ROUTE-16, decision CB-04: where a plain path asked for from inside the mode lands. The shared
 * pages (list tiles, redirect, complete, bonus banners, guides) navigate in the plain tree; inside
 * the mode the same page must stay in the mode:
 * - the deposit list is the tabs index (ROUTE-15/28: the mode's deposit list), the query kept;
 * - outside the fiat tree, the crypto address, video instruction and bonus details pages are the
 *   mode's own (CB-04);
 * - anything else is its twin: `/deposit/*` under `fiat/`, `/withdrawal/*` under the mode (ROUTE-17).
 * Paths with no twin (/error, /empty, /form) and the mode's own paths are left as they are.
 */
export function cryptoBalanceTarget(to: string, from: string): string {
  if (!isCryptoBalancePath(from) || isCryptoBalancePath(to)) return to;
  const twin = inCryptoBalance(to);
  if (twin === to) return to;
  if (samePage(to, DEPOSIT_LIST)) return CB_DEPOSIT + to.slice(DEPOSIT_LIST.length);
  const inFiat = samePage(from, CB_FIAT) || from.startsWith(`${CB_FIAT}/`);
  const own = inFiat ? undefined : MODE_PAGES.find(([plain]) => samePage(to, plain));
  return own ? own[1] + to.slice(own[0].length) : twin;
}

/**
 * ONE route table for the main tree, its /cryptobalance twin and the sweepstake tree
 * (shell §2, flows §2), flattened from the data in route-table-*.ts, plus path resolution.
 */
import type { Resolution, RouteDef, RouteMode, RouteTree } from './route-types.ts';
import { CB_DEPOSIT_NODES, DEPOSIT_NODES, MAIN_TREES, WITHDRAWAL_NODES } from './route-table-main.ts';
import { SWEEP_TREES } from './route-table-sweep.ts';
import { CB_DEPOSIT, CB_ROOT, CB_WITHDRAWAL, DEPOSIT_LIST, ROOT_PATH, SWEEP_WITHDRAWAL_METHODS, WITHDRAWAL_LIST, inCryptoBalance } from '../domain/paths.ts';

export type { Resolution, RouteDef, RouteMeta, RouteMode, TransactionKind } from './route-types.ts';

/** Root of the crypto-balance twin (ROUTE-15). */
export const CRYPTO_BALANCE_PREFIX = CB_ROOT;
/** The crypto-balance deposit list that /cryptobalance redirects to (ROUTE-15, ROUTE-28). */
export const CRYPTO_BALANCE_ROOT = CB_DEPOSIT;
/** ROUTE-02: the root redirects here (both modes). */
export const DEPOSIT_ROOT = DEPOSIT_LIST;

interface FlattenOptions {
  mode: RouteMode;
  namePrefix?: string;
  /** Maps a plain-tree path (the route's and its backRoute) into this tree (the twin). */
  mapPath?: (path: string) => string;
}

/** The header title of every crypto-balance route (CB-01, decision NAMES-02). */
export const CRYPTO_BALANCE_TITLE_KEY = 'header.title.cryptoBalance';

function flatten(tree: RouteTree, options: FlattenOptions, out: RouteDef[]): void {
  const { mode, namePrefix = '', mapPath = (p: string) => p } = options;
  for (const node of tree.nodes) {
    const back = node.backRoute;
    out.push({
      path: mapPath(node.path),
      name: node.name ? namePrefix + node.name : '',
      screen: node.screen ?? node.name ?? '',
      listRoot: tree.listRoot,
      meta: {
        transaction: tree.transaction,
        isCryptoBalance: tree.isCryptoBalance,
        ...(back ? { backRoute: back === 'previous' ? back : mapPath(back) } : {}),
        tabs: node.tabs === true,
        hidePaymentHeader: node.hidePaymentHeader === true,
        hideClosingButton: node.hideClosingButton === true,
        requiresSelection: node.requiresSelection === true,
        // ROUTE-33: titles keyed by transaction kind, separate keys for sweepstake mode; the
        // crypto-balance mode says what it is on every one of its routes (decision NAMES-02).
        titleKey: tree.isCryptoBalance ? CRYPTO_BALANCE_TITLE_KEY : `header.${mode === 'sweep' ? 'sweep' : 'title'}.${tree.transaction}.${node.title ?? 'form'}`,
        ...(node.transactionFromQuery ? { transactionFromQuery: true } : {}),
      },
    });
  }
}

function buildMain(): RouteDef[] {
  const out: RouteDef[] = [];
  for (const tree of MAIN_TREES) flatten(tree, { mode: 'main' }, out);
  // ROUTE-16: crypto-balance deposit = tabs index, crypto, video-instruction, bonus details, fiat/*.
  const cbDeposit = CB_DEPOSIT;
  flatten({ transaction: 'deposit', isCryptoBalance: true, listRoot: cbDeposit, nodes: CB_DEPOSIT_NODES }, { mode: 'main' }, out);
  // The fiat list sits under the tabs index, so it goes back there instead of showing a title; twins keep their screens.
  const fiatNodes = DEPOSIT_NODES.map((n) => ({ ...n, screen: n.screen ?? n.name, ...(n.path === DEPOSIT_LIST ? { backRoute: cbDeposit } : {}) }));
  flatten({ transaction: 'deposit', isCryptoBalance: true, listRoot: cbDeposit, nodes: fiatNodes }, { mode: 'main', namePrefix: 'cb-fiat-', mapPath: inCryptoBalance }, out);
  // ROUTE-17: crypto-balance withdrawal = the withdrawal tree.
  const cbWithdrawal = CB_WITHDRAWAL;
  const withdrawalNodes = WITHDRAWAL_NODES.map((n) => ({ ...n, screen: n.screen ?? n.name }));
  flatten({ transaction: 'withdrawal', isCryptoBalance: true, listRoot: cbWithdrawal, nodes: withdrawalNodes }, { mode: 'main', namePrefix: 'cb-', mapPath: inCryptoBalance }, out);
  return out;
}

function buildSweep(): RouteDef[] {
  const out: RouteDef[] = [];
  for (const tree of SWEEP_TREES) flatten(tree, { mode: 'sweep' }, out);
  return out;
}

/** Every route of the main tree and its /cryptobalance twin. */
export const MAIN_ROUTES: readonly RouteDef[] = Object.freeze(buildMain());
/** Every route of the sweepstake tree. */
export const SWEEP_ROUTES: readonly RouteDef[] = Object.freeze(buildSweep());

const index = (routes: readonly RouteDef[]) => new Map(routes.map((r) => [r.path, r]));
const BY_PATH = { main: index(MAIN_ROUTES), sweep: index(SWEEP_ROUTES) };

/** The routes of a mode. */
export const routesFor = (mode: RouteMode): readonly RouteDef[] => (mode === 'sweep' ? SWEEP_ROUTES : MAIN_ROUTES);

/** Splits '/a/b/?x=1#h' into a normalised pathname ('/a/b') and its search ('?x=1' or ''). */
export function splitPath(path: string): { pathname: string; search: string } {
  const noHash = path.split('#')[0] ?? '';
  const at = noHash.indexOf('?');
  const raw = at < 0 ? noHash : noHash.slice(0, at);
  const search = at < 0 ? '' : noHash.slice(at);
  const trimmed = raw.replace(/\/+$/, '');
  return { pathname: trimmed.startsWith('/') ? trimmed : `/${trimmed}`, search: search === '?' ? '' : search };
}

/**
 * Resolves a path (with or without search) in a mode: the matched route or one redirect step.
 * `/` → `/deposit` (ROUTE-02); `/cryptobalance` and unknown crypto-balance paths → the
 * crypto-balance deposit list (ROUTE-15, ROUTE-28); sweep `/withdrawal` → its methods page;
 * other unknown paths → `/` (main) or `/deposit` (sweep) (ROUTE-03).
 */
export function resolvePath(path: string, mode: RouteMode): Resolution {
  const { pathname, search } = splitPath(path);
  if (pathname === ROOT_PATH) return { kind: 'redirect', to: DEPOSIT_ROOT + search };
  const route = BY_PATH[mode].get(pathname);
  if (route) return { kind: 'route', route };
  if (mode === 'sweep') {
    if (pathname === WITHDRAWAL_LIST) return { kind: 'redirect', to: SWEEP_WITHDRAWAL_METHODS + search };
    return { kind: 'redirect', to: DEPOSIT_ROOT };
  }
  if (pathname === CRYPTO_BALANCE_PREFIX) return { kind: 'redirect', to: CRYPTO_BALANCE_ROOT + search };
  if (pathname.startsWith(`${CRYPTO_BALANCE_PREFIX}/`)) return { kind: 'redirect', to: CRYPTO_BALANCE_ROOT };
  return { kind: 'redirect', to: ROOT_PATH };
}

/** The route with this name in a mode, if any. */
export const routeByName = (name: string, mode: RouteMode): RouteDef | undefined =>
  routesFor(mode).find((r) => r.name === name);

/** The path of a named route (e.g. for the complete page's `to` query, flows §2). */
export const pathForName = (name: string, mode: RouteMode): string | undefined => routeByName(name, mode)?.path;

/**
 * ONE route table for the main tree, its /cryptobalance twin and the sweepstake tree
 * (shell §2, flows §2), flattened from the data in route-table-*.ts, plus path resolution.
 */
import type { Resolution, RouteDef, RouteMode, RouteNode, RouteTree } from './route-types.ts';
import { CB_DEPOSIT_NODES, DEPOSIT_NODES, MAIN_TREES, WITHDRAWAL_NODES } from './route-table-main.ts';
import { SWEEP_TREES } from './route-table-sweep.ts';

export type { Resolution, RouteDef, RouteMeta, RouteMode, TransactionKind } from './route-types.ts';

/** Root of the crypto-balance twin (ROUTE-15). */
export const CRYPTO_BALANCE_PREFIX = '/cryptobalance';
/** The crypto-balance deposit list that /cryptobalance redirects to (ROUTE-15, ROUTE-28). */
export const CRYPTO_BALANCE_ROOT = '/cryptobalance/deposit';
/** ROUTE-02: the root redirects here (both modes). */
export const DEPOSIT_ROOT = '/deposit';

interface FlattenOptions {
  mode: RouteMode;
  namePrefix?: string;
  /** Maps a plain-tree backRoute path into this tree (the twin). */
  mapBack?: (path: string) => string;
}

const join = (base: string, segment: string): string => (segment ? `${base}/${segment}` : base) || '/';

function flatten(tree: RouteTree, options: FlattenOptions, out: RouteDef[]): void {
  const { mode, namePrefix = '', mapBack = (p: string) => p } = options;
  const visit = (nodes: RouteNode[], base: string, requiresSelection: boolean): void => {
    for (const node of nodes) {
      const path = join(base, node.path);
      const requires = node.requiresSelection ?? requiresSelection;
      if (node.children) {
        visit(node.children, path, requires);
        continue;
      }
      const name = node.name ? namePrefix + node.name : '';
      const back = node.backRoute;
      out.push({
        path,
        name,
        screen: node.screen ?? node.name ?? '',
        listRoot: tree.listRoot,
        meta: {
          transaction: tree.transaction,
          isCryptoBalance: tree.isCryptoBalance,
          ...(back ? { backRoute: back === 'previous' ? back : mapBack(back) } : {}),
          tabs: node.tabs === true,
          hidePaymentHeader: node.hidePaymentHeader === true,
          hideClosingButton: node.hideClosingButton === true,
          requiresSelection: requires,
          // ROUTE-33: titles keyed by transaction kind, separate keys for sweepstake mode.
          titleKey: `header.${mode === 'sweep' ? 'sweep' : 'title'}.${tree.transaction}.${node.title ?? 'form'}`,
          ...(node.transactionFromQuery ? { transactionFromQuery: true } : {}),
        },
      });
    }
  };
  visit(tree.nodes, tree.prefix, false);
}

const prefixed = (from: string, to: string) => (path: string) =>
  path === from || path.startsWith(`${from}/`) ? to + path.slice(from.length) : path;

function buildMain(): RouteDef[] {
  const out: RouteDef[] = [];
  for (const tree of MAIN_TREES) flatten(tree, { mode: 'main' }, out);
  // ROUTE-16: crypto-balance deposit = tabs index, crypto, video-instruction, bonus details, fiat/*.
  const cbDeposit = `${CRYPTO_BALANCE_PREFIX}/deposit`;
  // The fiat list sits under the tabs index, so it goes back there instead of showing a title.
  const fiatNodes = withScreens(DEPOSIT_NODES).map((n) => (n.path === '' ? { ...n, backRoute: cbDeposit } : n));
  flatten(
    { prefix: cbDeposit, transaction: 'deposit', isCryptoBalance: true, listRoot: cbDeposit, nodes: CB_DEPOSIT_NODES },
    { mode: 'main' },
    out,
  );
  flatten(
    { prefix: `${cbDeposit}/fiat`, transaction: 'deposit', isCryptoBalance: true, listRoot: cbDeposit, nodes: fiatNodes },
    { mode: 'main', namePrefix: 'cb-fiat-', mapBack: prefixed('/deposit', `${cbDeposit}/fiat`) },
    out,
  );
  // ROUTE-17: crypto-balance withdrawal = the withdrawal tree.
  const cbWithdrawal = `${CRYPTO_BALANCE_PREFIX}/withdrawal`;
  flatten(
    { prefix: cbWithdrawal, transaction: 'withdrawal', isCryptoBalance: true, listRoot: cbWithdrawal, nodes: withScreens(WITHDRAWAL_NODES) },
    { mode: 'main', namePrefix: 'cb-', mapBack: prefixed('/withdrawal', cbWithdrawal) },
    out,
  );
  return out;
}

/** Twins keep the screen of the node they copy, recursively. */
function withScreens(nodes: RouteNode[]): RouteNode[] {
  return nodes.map((n) => ({
    ...n,
    ...(n.name ? { screen: n.screen ?? n.name } : {}),
    ...(n.children ? { children: withScreens(n.children) } : {}),
  }));
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
  if (pathname === '/') return { kind: 'redirect', to: DEPOSIT_ROOT + search };
  const route = BY_PATH[mode].get(pathname);
  if (route) return { kind: 'route', route };
  if (mode === 'sweep') {
    if (pathname === '/withdrawal') return { kind: 'redirect', to: `/withdrawal/methods${search}` };
    return { kind: 'redirect', to: DEPOSIT_ROOT };
  }
  if (pathname === CRYPTO_BALANCE_PREFIX) return { kind: 'redirect', to: CRYPTO_BALANCE_ROOT + search };
  if (pathname.startsWith(`${CRYPTO_BALANCE_PREFIX}/`)) return { kind: 'redirect', to: CRYPTO_BALANCE_ROOT };
  return { kind: 'redirect', to: '/' };
}

/** The route with this name in a mode, if any. */
export const routeByName = (name: string, mode: RouteMode): RouteDef | undefined =>
  routesFor(mode).find((r) => r.name === name);

/** The path of a named route (e.g. for the complete page's `to` query, flows §2). */
export const pathForName = (name: string, mode: RouteMode): string | undefined => routeByName(name, mode)?.path;

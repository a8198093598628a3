/**
 * The sweepstake deposit tree's first page, the coin packs (`sweepstake-boxes`; shell §1
 * "sweepstake mode", SWEEP-01..12, ERR-21). Fetch failures are logged only: the page shows an
 * empty state with a Retry (SWEEP-12).
 */
import { atom } from 'nanostores';
import { SWEEP_SELECT_METHOD } from '../../domain/paths.ts';
import type { SweepstakeBox } from '../../domain/promo-entities.ts';
import { thrownError } from '../../transport/thrown.ts';
import { rerunWhenRenewed } from '../../stores/token-retry.ts';
import { api } from '../../stores/api.ts';
import { requestNavigation } from '../../stores/navigation.ts';
import { reportSectionInit } from '../../stores/section-init.ts';
import { selectBox } from '../../stores/sweepstake-box.ts';
import { logSweepstakeFailure } from '../../stores/sweepstake-log.ts';
import { purchasableBoxes } from './boxes.ts';
import { scoped, type Scope } from '../../stores/scope.ts';

/** The box list: loading, the packs, or empty (SWEEP-12: a failure leaves the list empty). */
export type BoxListState = { phase: 'loading' } | { phase: 'ready'; boxes: SweepstakeBox[] } | { phase: 'empty'; boxes: [] };

export const $boxList = scoped(() => atom<BoxListState>({ phase: 'loading' }));

/** This element's own load counter (issue #22: one world per element): only the newest load writes. */
const loads = scoped(() => ({ generation: 0 }));

/**
 * Loads the packs. An answer with no pack is ERR-21 'Empty sweepstakes'; it and a failed call are
 * logged only, and the list stays empty (SWEEP-12). Only the newest load writes.
 */
export async function loadBoxes(scope: Scope): Promise<BoxListState['phase']> {
  const state = loads(scope);
  const mine = ++state.generation;
  $boxList(scope).set({ phase: 'loading' });
  let next: BoxListState;
  try {
    const answer = await api(scope).call('sweepstake-boxes', {});
    const boxes = purchasableBoxes(answer?.boxes);
    if (boxes.length === 0) {
      logSweepstakeFailure(scope, 'sweepstake-boxes', thrownError('emptySweepstakes'));
      next = { phase: 'empty', boxes: [] };
    } else next = { phase: 'ready', boxes };
  } catch (error: unknown) {
    logSweepstakeFailure(scope, 'sweepstake-boxes', error);
    next = { phase: 'empty', boxes: [] };
    rerunWhenRenewed(scope, 'sweepstake-boxes', error, () => mine === state.generation && loadBoxes(scope));
  }
  if (mine === state.generation) $boxList(scope).set(next);
  reportSectionInit(scope, 'deposit'); // the pack list is sweepstake mode's deposit page
  return next.phase;
}

/** Choosing a pack: it becomes the order (`$selectedBox`) and select-method opens. */
export function chooseBox(scope: Scope, box: SweepstakeBox): void {
  selectBox(scope, box);
  requestNavigation(scope, SWEEP_SELECT_METHOD);
}

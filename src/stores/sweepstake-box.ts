/**
 * `$selectedBox`: the sweepstake coin pack the player picked (flows §2, §3 "Sweepstake box";
 * SWEEP-07..11). The box list that sets it comes with the sweepstake issue; the crypto list and
 * the crypto address page already show the order it makes (SWEEP-11, CRYPTO-05).
 */
import { atom } from 'nanostores';
import type { SweepstakeBox } from '../domain/promo-entities.ts';
import { scoped, type Scope } from './scope.ts';

/** The selected box, or null (no sweepstake order). */
export const $selectedBox = scoped(() => (atom<SweepstakeBox | null>(null)));

/** Selects a box (null: none). */
export function selectBox(scope: Scope, box: SweepstakeBox | null): void {
  $selectedBox(scope).set(box);
}

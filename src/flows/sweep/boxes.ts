/**
 * The coin packs a player can buy, from the `sweepstake-boxes` answer (shell §7 "a boxes list, each
 * with nested boxes"; SWEEP-07/08; decision SWEEP-10). A box that nests boxes is a bundle: its nested
 * packs are what is bought (the bundle itself only groups them), so the list is the leaves, depth
 * first, in the server's order. A pack needs a `boxId` and a price the engine can send; a repeated
 * id is shown once.
 */
import type { SweepstakeBox } from '../../domain/promo-entities.ts';

const hasId = (box: SweepstakeBox): boolean =>
  (typeof box.boxId === 'string' && box.boxId !== '') || (typeof box.boxId === 'number' && Number.isFinite(box.boxId));

const priced = (box: SweepstakeBox): boolean => typeof box.price === 'number' && Number.isFinite(box.price) && box.price > 0 && typeof box.priceCurrencyCode === 'string' && box.priceCurrencyCode !== '';

/** The packs to list (leaves of the nesting, with an id and a price), each once. */
export function purchasableBoxes(boxes: unknown): SweepstakeBox[] {
  const out: SweepstakeBox[] = [];
  const seen = new Set<string>();
  const walk = (list: unknown): void => {
    if (!Array.isArray(list)) return;
    for (const item of list as Array<SweepstakeBox | null>) {
      if (!item || typeof item !== 'object') continue;
      if (Array.isArray(item.boxes) && item.boxes.length > 0) {
        walk(item.boxes);
        continue;
      }
      if (!hasId(item) || !priced(item) || seen.has(String(item.boxId))) continue;
      seen.add(String(item.boxId));
      out.push(item);
    }
  };
  walk(boxes);
  return out;
}

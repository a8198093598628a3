// The figures the reliability suite prints (scripts/reliability.mjs). A part records each figure it
// measured with the value it expects, then asserts it: the figure is printed whether or not it held.
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/** `full` under `npm run test:reliability`; `slice` (the short slice of every part) under `npm test`. */
export const SCALE: 'full' | 'slice' = process.env.RELIABILITY_SCALE === 'full' ? 'full' : 'slice';

/** The slice's count or the full run's. */
export function scaled(slice: number, full: number): number {
  return SCALE === 'full' ? full : slice;
}

export interface Figure {
  /** The suite part: 'fault matrix', 'host-message fuzz', 'XSS corpus', … */
  part: string;
  /** What was measured, e.g. 'duplicate deposits (socket)'. */
  name: string;
  value: number | string;
  /** What it must be, in words: '0', '≤ 35 s', 'every cell'. */
  expected: string;
  ok: boolean;
}

const file = process.env.RELIABILITY_FIGURES ?? '.cache/reliability/figures.jsonl';

/** Records one figure for the summary; call `expect` on it afterwards so the test fails too. */
export function recordFigure(figure: Figure): void {
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify(figure)}\n`);
}

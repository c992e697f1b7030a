import { pyStr } from '../../common/src/index.js';
import { pyInt } from '../../config/src/index.js';

/**
 * `R(start, end, step)` (docs/matrix.md §5.1): multiply by `step` from `start`, clamp the last value
 * to `end`; `end` is always included.
 */
export function concRange(start: number, end: number, step: number): number[] {
  const values: number[] = [];
  for (let c = start; c <= end; c = Math.min(c * step, end)) {
    values.push(c);
    if (c === end) break;
  }
  return values;
}

const SEQ_LEN_PAIRS: Record<string, readonly [number, number]> = { '1k1k': [1024, 1024], '8k1k': [8192, 1024] };

/** `1k1k`, `8k1k`, or `{isl}_{osl}` for any other pair. */
export function seqLenName(isl: unknown, osl: unknown): string {
  for (const [name, [i, o]] of Object.entries(SEQ_LEN_PAIRS)) if (pyInt(isl) === i && pyInt(osl) === o) return name;
  return `${pyStr(isl)}_${pyStr(osl)}`;
}

/** Whether (isl, osl) is one of the named pairs. */
export const isSeqLen = (isl: unknown, osl: unknown, names: readonly string[]): boolean => names.includes(seqLenName(isl, osl));

/** The only fixed-seq-len shape that is eval-eligible. */
export const isEvalSeqLen = (isl: unknown, osl: unknown): boolean => isl !== undefined && osl !== undefined && pyInt(isl) === 8192 && pyInt(osl) === 1024;

import { pyJsonDumps } from '../../common/src/index.js';
import type { MatrixRow } from './row.js';

/** The exact bytes the reference prints: Python `json.dumps(rows)` and a newline (docs/matrix.md §8). */
export const matrixJson = (rows: readonly MatrixRow[]): string => `${pyJsonDumps(rows)}\n`;

import { pyJsonDumps, type PyJson } from '../../../common/src/index.js';

/** The bytes `utils/ci_priority.py` prints (without the newline): compact, ASCII-escaped. */
export const priorityJson = (value: PyJson): string => pyJsonDumps(value, { separators: [',', ':'] });

import { isYamlMapping, PyFloat, type YamlValue } from '../../common/src/index.js';
import type { FieldError } from './field-error.js';

/**
 * pydantic strict ints (docs/matrix.md §3.10) accept only genuine integers. The JSON Schema cannot tell
 * `1.0` from `1` (both are JSON numbers), so YAML floats in these fields are caught here.
 */
const STRICT_INT_KEYS = new Set(['pp', 'dcp-size', 'pcp-size']);
const MESSAGE = 'Input should be a valid integer';

/**
 * Every strict-int field holding a YAML float, anywhere in a config, in document order. One walk
 * with one path that grows and shrinks: a path is copied only for a finding (every config node is
 * visited, so per-node arrays would be most of the cost).
 */
export function strictIntErrors(value: YamlValue): FieldError[] {
  const errors: FieldError[] = [];
  const path: Array<string | number> = [];
  const visit = (node: YamlValue): void => {
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        path.push(i);
        visit(node[i]!);
        path.pop();
      }
    } else if (isYamlMapping(node)) {
      for (const key of Object.keys(node)) {
        const item = node[key]!;
        path.push(key);
        if (STRICT_INT_KEYS.has(key) && item instanceof PyFloat) errors.push({ path: [...path], message: MESSAGE });
        else visit(item);
        path.pop();
      }
    }
  };
  visit(value);
  return errors;
}

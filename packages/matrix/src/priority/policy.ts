import {
  firstSchemaError,
  parseYaml,
  PyFloat,
  pyFloatRepr,
  schemaViolation,
  SweepkitError,
  type LoadedYaml,
  type YamlMapping,
  type YamlPath,
  type YamlValue
} from '../../../common/src/index.js';
import { jsonView } from '../../../config/src/json-view.js';
import { pyStr } from '../../../config/src/index.js';
import { validateCiPriorityPolicy as validateShape } from '../../../config/src/schemas.js';
import { parseDecimal, type Decimal } from './decimal.js';

/** A CI priority policy (schemas/ci-priority-policy.schema.json) with every number exact. */
export interface PriorityPolicy {
  baseScore: Decimal;
  event: ReadonlyMap<string, Decimal>;
  multiNode?: Decimal;
  agentic?: Decimal;
  evalOnly?: Decimal;
  precision: ReadonlyMap<string, Decimal>;
  specDecoding: ReadonlyMap<string, Decimal>;
  /** In file order: the first matching prefix wins. */
  frameworkPrefix: ReadonlyMap<string, Decimal>;
  modelPrefix: ReadonlyMap<string, Decimal>;
  skipQueueLabel: string;
  checklist: { names: ReadonlySet<string>; adjustment?: Decimal };
  patchwork: { names: ReadonlySet<string>; score: Decimal; waivedBy: ReadonlySet<string> };
  /** The criteria a classifier may name: attribute names, `checklist-complete`, `patchwork` and every table key. */
  vocabulary: ReadonlySet<string>;
}

const ATTRIBUTES = ['multi-node', 'agentic', 'eval-only'] as const;
const TABLES = ['precision', 'spec-decoding', 'framework-prefix', 'model-prefix'] as const;

/** The reference reads numbers as `Decimal(str(value))`: a float is its repr, a quoted number its text. */
function decimalAt(loaded: LoadedYaml, path: YamlPath): Decimal {
  const value = path.reduce<YamlValue>((node, part) => (node as Record<string, YamlValue>)[part]!, loaded.value);
  const text = value instanceof PyFloat ? pyFloatRepr(value.value) : String(value);
  const decimal = parseDecimal(text);
  if (!decimal) {
    throw new SweepkitError(`invalid CI priority policy: ${path.join('.')}: '${text}' is not a finite decimal number`, {
      location: loaded.locate(path),
      code: 'ci-priority-policy'
    });
  }
  return decimal;
}

/**
 * Parses and checks a policy file. The version is checked first, with the reference's message
 * (`Unsupported CI priority policy version: 2`); any other mistake is one error at its file:line:col.
 */
export function parsePriorityPolicy(text: string, file: string): PriorityPolicy {
  const loaded = parseYaml(text, file);
  const root = loaded.value;
  if (root !== null && typeof root === 'object' && !Array.isArray(root) && !(root instanceof PyFloat)) {
    const version = (root as YamlMapping).version;
    // Python's `!= 1`: 1.0 and True are equal to 1.
    const supported = version === 1 || version === true || (version instanceof PyFloat && version.value === 1);
    if (!supported) {
      throw new SweepkitError(`Unsupported CI priority policy version: ${pyStr(version)}`, {
        location: loaded.locate(version === undefined ? [] : ['version']),
        code: 'ci-priority-policy'
      });
    }
  }
  if (!validateShape(jsonView(root))) throw schemaViolation(loaded, firstSchemaError(validateShape.errors!), 'CI priority policy', 'ci-priority-policy');
  const policy = root as YamlMapping;
  const adjustments = (policy.adjustments ?? {}) as YamlMapping;
  const labels = policy.labels as YamlMapping;
  const table = (name: string): Map<string, Decimal> =>
    new Map(Object.keys((adjustments[name] ?? {}) as YamlMapping).map((key) => [key, decimalAt(loaded, ['adjustments', name, key])]));
  const optional = (path: YamlPath, present: boolean): Decimal | undefined => (present ? decimalAt(loaded, path) : undefined);
  const checklist = (labels['checklist-complete'] ?? {}) as YamlMapping;
  const patchwork = labels.patchwork as YamlMapping;
  const tables = Object.fromEntries(TABLES.map((name) => [name, table(name)])) as Record<(typeof TABLES)[number], Map<string, Decimal>>;
  return {
    baseScore: decimalAt(loaded, ['base-score']),
    event: table('event'),
    multiNode: optional(['adjustments', 'multi-node'], adjustments['multi-node'] !== undefined),
    agentic: optional(['adjustments', 'agentic'], adjustments.agentic !== undefined),
    evalOnly: optional(['adjustments', 'eval-only'], adjustments['eval-only'] !== undefined),
    precision: tables.precision,
    specDecoding: tables['spec-decoding'],
    frameworkPrefix: tables['framework-prefix'],
    modelPrefix: tables['model-prefix'],
    skipQueueLabel: (labels['skip-queue'] as YamlMapping).name as string,
    checklist: {
      names: new Set((checklist.names ?? []) as string[]),
      adjustment: optional(['labels', 'checklist-complete', 'adjustment'], checklist.adjustment !== undefined)
    },
    patchwork: {
      names: new Set(patchwork.names as string[]),
      score: decimalAt(loaded, ['labels', 'patchwork', 'score']),
      waivedBy: new Set((patchwork['waived-by'] ?? []) as string[])
    },
    vocabulary: new Set([...ATTRIBUTES, 'checklist-complete', 'patchwork', ...TABLES.flatMap((name) => [...tables[name].keys()])])
  };
}

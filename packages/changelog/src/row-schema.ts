import type { PyJson } from '../../common/src/index.js';
import { isAgentic, isMultiNode, type MatrixRow } from '../../matrix/src/index.js';

type Shape = { fields: readonly string[]; defaults: Readonly<Record<string, PyJson>>; nested?: Readonly<Record<string, Shape>> };

const COMPONENT: Shape = { fields: ['name', 'version'], defaults: {} };
const WORKER: Shape = {
  fields: ['num-worker', 'tp', 'pp', 'dcp-size', 'pcp-size', 'ep', 'dp-attn', 'hardware', 'additional-settings'],
  defaults: { 'additional-settings': [] }
};
const NESTED = { prefill: WORKER, decode: WORKER, router: COMPONENT, 'kv-offload-backend': COMPONENT };
const HEAD = ['image', 'model', 'model-prefix', 'precision', 'framework'];

// The field order of the reference's row models (docs/matrix.md §9.5 step 7; process-changelog README).
const SHAPES = {
  singleNodeFixed: {
    fields: [
      ...HEAD,
      'spec-decoding',
      'runner',
      'isl',
      'osl',
      'tp',
      'pp',
      'dcp-size',
      'pcp-size',
      'ep',
      'dp-attn',
      'conc',
      'max-model-len',
      'exp-name',
      'disagg',
      'run-eval',
      'eval-only',
      'eval-conc',
      'router',
      'recipe-fingerprint'
    ],
    defaults: { 'eval-only': false },
    nested: NESTED
  },
  multiNodeFixed: {
    fields: [
      ...HEAD,
      'spec-decoding',
      'runner',
      'isl',
      'osl',
      'prefill',
      'decode',
      'conc',
      'max-model-len',
      'exp-name',
      'disagg',
      'run-eval',
      'eval-only',
      'eval-conc',
      'eval-all-concs',
      'router',
      'kv-p2p-transfer',
      'recipe-fingerprint'
    ],
    defaults: { 'eval-only': false, 'eval-all-concs': false },
    nested: NESTED
  },
  singleNodeAgentic: {
    fields: [
      ...HEAD,
      'runner',
      'tp',
      'pp',
      'dcp-size',
      'pcp-size',
      'ep',
      'dp-attn',
      'spec-decoding',
      'conc',
      'kv-offloading',
      'kv-offload-backend',
      'router',
      'total-cpu-dram-gb',
      'duration',
      'exp-name',
      'scenario-type',
      'run-eval',
      'eval-only',
      'eval-conc',
      'recipe-fingerprint'
    ],
    defaults: {},
    nested: NESTED
  },
  multiNodeAgentic: {
    fields: [
      ...HEAD,
      'spec-decoding',
      'runner',
      'prefill',
      'decode',
      'conc',
      'kv-offloading',
      'kv-offload-backend',
      'router',
      'kv-p2p-transfer',
      'total-cpu-dram-gb',
      'duration',
      'exp-name',
      'disagg',
      'scenario-type',
      'run-eval',
      'eval-only',
      'eval-conc',
      'recipe-fingerprint'
    ],
    defaults: {},
    nested: NESTED
  }
} satisfies Record<string, Shape>;

const isObject = (v: PyJson | undefined): v is Record<string, PyJson> => v !== null && typeof v === 'object' && !Array.isArray(v) && v.constructor === Object;

function reshape(value: Record<string, PyJson>, shape: Shape): Record<string, PyJson> {
  const out: Record<string, PyJson> = {};
  // Schema fields first (defaults filled, nulls dropped), then anything the schema does not name.
  const keys = [...shape.fields, ...Object.keys(value).filter((k) => !shape.fields.includes(k))];
  for (const key of keys) {
    const v = key in value ? value[key]! : shape.defaults[key];
    if (v === null || v === undefined) continue;
    const nested = shape.nested?.[key];
    out[key] = nested && isObject(v) ? reshape(v, nested) : v;
  }
  return out;
}

/** A generated row as the reference prints it after its pydantic round trip (`by_alias`, `exclude_none`). */
export function schemaOrdered(row: MatrixRow): MatrixRow {
  const shape = isAgentic(row)
    ? isMultiNode(row)
      ? SHAPES.multiNodeAgentic
      : SHAPES.singleNodeAgentic
    : isMultiNode(row)
      ? SHAPES.multiNodeFixed
      : SHAPES.singleNodeFixed;
  return reshape(row, shape);
}

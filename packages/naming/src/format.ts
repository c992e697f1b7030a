import { isMultiNode, type Parallelism, type ResultNameFields, type WorkerPool } from './fields.js';

const parallelism = (p: Parallelism, dpToken: string): string =>
  `tp${p.tp}-pp${p.pp}-dcp${p['dcp-size']}-pcp${p['pcp-size']}-ep${p.ep}-${dpToken}${p['dp-attn']}`;

const worker = (role: 'prefill' | 'decode', pool: WorkerPool): string => `${role}-${parallelism(pool, 'dp')}-nw${pool['num-worker']}`;

/**
 * RESULT_FILENAME_BASE exactly as the templates concatenate it (docs/naming.md §A.4 single node, A.5
 * multi node — note `-dpa<bool>` there versus `-dp<bool>-nw<n>` per worker pool here).
 */
export function formatResultFilenameBase(fields: ResultNameFields): string {
  const topology = isMultiNode(fields) ? `${worker('prefill', fields.prefill)}_${worker('decode', fields.decode)}` : parallelism(fields, 'dpa');
  const conc = isMultiNode(fields) ? fields.conc.join('x') : String(fields.conc);
  return (
    `${fields['exp-name']}_${fields.precision}_${fields.framework}_${topology}` +
    `_disagg-${fields.disagg}_spec-${fields['spec-decoding']}_conc${conc}_${fields['runner-name']}`
  );
}

/** RESULT_FILENAME: the base plus `_recipe-<16 hex>` when the row has a fingerprint. */
export function formatResultFilename(fields: ResultNameFields): string {
  const base = formatResultFilenameBase(fields);
  return fields.recipe ? `${base}_recipe-${fields.recipe}` : base;
}

import { SweepkitError, isPyObject, parsePyJson } from '../../../common/src/index.js';
import type { BaselineSource } from '../compare/baseline.js';
import type { BaselineKey } from '../compare/key.js';
import type { ResultRow } from '../compare/rows.js';

/**
 * For every key at once: the latest row of `main` without an error whose configuration matches
 * (the model column starts with the row's model prefix, LIKE wildcards in the prefix escaped).
 */
const LOOKUP_SQL = `
WITH k AS (
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS k(
    i integer, hardware text, framework text, model_prefix text, precision text, spec_method text,
    disagg boolean, is_multinode boolean, prefill_tp integer, prefill_ep integer, prefill_dp_attention boolean,
    decode_tp integer, decode_ep integer, decode_dp_attention boolean, isl integer, osl integer, conc integer)
)
SELECT k.i, b.metrics::text AS metrics
FROM k CROSS JOIN LATERAL (
  SELECT r.metrics FROM benchmark_results r
  WHERE r.head_branch = 'main' AND r.error IS NULL
    AND r.hardware = k.hardware AND r.framework = k.framework AND r.precision = k.precision
    AND r.model LIKE replace(replace(replace(k.model_prefix, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
    AND r.spec_method = k.spec_method AND r.disagg = k.disagg AND r.is_multinode = k.is_multinode
    AND r.prefill_tp = k.prefill_tp AND r.prefill_ep = k.prefill_ep AND r.prefill_dp_attention = k.prefill_dp_attention
    AND r.decode_tp = k.decode_tp AND r.decode_ep = k.decode_ep AND r.decode_dp_attention = k.decode_dp_attention
    AND r.isl = k.isl AND r.osl = k.osl AND r.conc = k.conc
  ORDER BY r.created_at DESC, r.id DESC
  LIMIT 1
) b`;

const keyRecord = (k: BaselineKey, i: number) => ({
  i,
  hardware: k.hardware,
  framework: k.framework,
  model_prefix: k.modelPrefix,
  precision: k.precision,
  spec_method: k.specMethod,
  disagg: k.disagg,
  is_multinode: k.isMultinode,
  prefill_tp: k.prefillTp,
  prefill_ep: k.prefillEp,
  prefill_dp_attention: k.prefillDpAttention,
  decode_tp: k.decodeTp,
  decode_ep: k.decodeEp,
  decode_dp_attention: k.decodeDpAttention,
  isl: k.isl,
  osl: k.osl,
  conc: k.conc
});

/** The password in a connection string is never shown. */
const redact = (url: string): string => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');

/** The PostgreSQL baseline over DATABASE_URL: one connection, one query for all keys. */
export function postgresBaseline(databaseUrl: string): BaselineSource {
  return {
    name: 'PostgreSQL (latest main)',
    async lookup(keys) {
      // pg is loaded only here: every importer of the results package would pay for it otherwise.
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: databaseUrl });
      try {
        await client.connect();
        const { rows } = await client.query<{ i: number; metrics: string }>(LOOKUP_SQL, [JSON.stringify(keys.map(keyRecord))]);
        const found: (ResultRow | undefined)[] = keys.map(() => undefined);
        for (const r of rows) {
          const value = parsePyJson(r.metrics);
          if (isPyObject(value)) found[r.i] = value;
        }
        return found;
      } catch (e) {
        throw new SweepkitError(`baseline database ${redact(databaseUrl)}: ${(e as Error).message}`, { code: 'database' });
      } finally {
        await client.end().catch(() => undefined);
      }
    }
  };
}

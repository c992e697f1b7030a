import type pg from 'pg';
import { SweepkitError, isPyObject, parsePyJson, redactSecrets, urlPassword } from '../../../common/src/index.js';
import type { Baseline, BaselineSource } from '../compare/baseline.js';
import type { BaselineKey } from '../compare/key.js';

/**
 * For every key at once, over the dashboard's tables (`configs`, `workflow_runs`,
 * `benchmark_results`): the newest result (`date`) of a `main` run without an error whose
 * configuration matches, its model `LIKE` the row's prefix followed by `%`. As in the reference, the
 * prefix is not escaped (`_` and `%` in it are wildcards, `\` escapes the next character), and
 * `date DESC` puts a null date first.
 */
const LOOKUP_SQL = `
WITH k AS (
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS k(
    i integer, hardware text, framework text, model_prefix text, precision text, spec_method text,
    disagg boolean, is_multinode boolean, prefill_tp integer, prefill_ep integer, prefill_dp_attention boolean,
    decode_tp integer, decode_ep integer, decode_dp_attention boolean, isl integer, osl integer, conc integer)
)
SELECT k.i, b.model, b.metrics::text AS metrics
FROM k CROSS JOIN LATERAL (
  SELECT c.model, r.metrics
  FROM benchmark_results r
  JOIN configs c ON c.id = r.config_id
  JOIN workflow_runs w ON w.id = r.workflow_run_id
  WHERE w.head_branch = 'main' AND r.error IS NULL
    AND c.hardware = k.hardware AND c.framework = k.framework AND c.precision = k.precision
    AND c.model LIKE k.model_prefix || '%'
    AND c.spec_method = k.spec_method AND c.disagg = k.disagg AND c.is_multinode = k.is_multinode
    AND c.prefill_tp = k.prefill_tp AND c.prefill_ep = k.prefill_ep AND c.prefill_dp_attention = k.prefill_dp_attention
    AND c.decode_tp = k.decode_tp AND c.decode_ep = k.decode_ep AND c.decode_dp_attention = k.decode_dp_attention
    AND r.isl = k.isl AND r.osl = k.osl AND r.conc = k.conc
  ORDER BY r.date DESC, r.id DESC
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

/** The PostgreSQL baseline over DATABASE_URL: one connection, one query for all keys. */
export function postgresBaseline(databaseUrl: string): BaselineSource {
  return {
    name: 'PostgreSQL (latest main)',
    async lookup(keys) {
      let client: pg.Client | undefined;
      try {
        // pg is loaded only here: every importer of the results package would pay for it otherwise.
        const { default: pgModule } = await import('pg');
        // Inside the try: a malformed URL fails here, and its message is redacted too.
        client = new pgModule.Client({ connectionString: databaseUrl });
        await client.connect();
        const { rows } = await client.query<{ i: number; model: string; metrics: string }>(LOOKUP_SQL, [JSON.stringify(keys.map(keyRecord))]);
        const found: (Baseline | undefined)[] = keys.map(() => undefined);
        for (const r of rows) {
          const value = parsePyJson(r.metrics);
          if (isPyObject(value)) found[r.i] = { row: value, model: r.model };
        }
        return found;
      } catch (e) {
        // The password is never shown, in any of the forms a connection string can carry it.
        const message = `baseline database ${databaseUrl}: ${(e as Error).message}`;
        throw new SweepkitError(redactSecrets(message, [urlPassword(databaseUrl)]), { code: 'database' });
      } finally {
        await client?.end().catch(() => undefined);
      }
    }
  };
}

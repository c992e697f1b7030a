/**
 * The table the PostgreSQL baseline reads: one row per published result, its configuration in
 * columns (what the lookup matches on) and the result row itself in `metrics`. The index serves
 * "latest row of main for this configuration".
 */
export const BASELINE_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS benchmark_results (
  id bigserial PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  head_branch text NOT NULL,
  run_id bigint,
  error text,
  hardware text NOT NULL,
  framework text NOT NULL,
  model text NOT NULL,
  precision text NOT NULL,
  spec_method text NOT NULL DEFAULT 'none',
  disagg boolean NOT NULL DEFAULT false,
  is_multinode boolean NOT NULL DEFAULT false,
  prefill_tp integer NOT NULL,
  prefill_ep integer NOT NULL,
  prefill_dp_attention boolean NOT NULL DEFAULT false,
  decode_tp integer NOT NULL,
  decode_ep integer NOT NULL,
  decode_dp_attention boolean NOT NULL DEFAULT false,
  isl integer NOT NULL,
  osl integer NOT NULL,
  conc integer NOT NULL,
  metrics jsonb NOT NULL
);
CREATE INDEX IF NOT EXISTS benchmark_results_latest
  ON benchmark_results (hardware, framework, precision, isl, osl, conc, created_at DESC)
  WHERE head_branch = 'main' AND error IS NULL;
`;

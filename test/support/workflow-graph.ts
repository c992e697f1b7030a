/**
 * The job graph a workflow run would have: which jobs run for an event, with the matrix size of
 * each reusable-workflow fan-out. Jobs run in `needs:` order; a job runs when its `if:` holds
 * (GitHub's implicit `success() &&` when it names no status function); a job that runs succeeds
 * with the outputs the test gives it. Expressions are GitHub's language as the sweep workflows use
 * it: literals, paths (`a.b`, `a['b']`, `a.*.b`), `! == != && ||`, `()`, contains, startsWith,
 * fromJson, toJson, format, always, success, failure, cancelled.
 */
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';

type Value = unknown;

export interface GraphJob {
  id: string;
  name?: string;
  needs: string[];
  if?: string;
  uses?: string;
  /** The matrix expression of a fan-out (`strategy.matrix.config`). */
  matrix?: string;
}

export function loadJobs(file: string): GraphJob[] {
  const doc = parseYaml(readFileSync(file, 'utf8'), { merge: false, maxAliasCount: -1 }) as { jobs: Record<string, Record<string, unknown>> };
  return Object.entries(doc.jobs).map(([id, job]) => ({
    id,
    name: job.name as string | undefined,
    needs: [job.needs ?? []].flat() as string[],
    if: job.if === undefined ? undefined : String(job.if),
    uses: job.uses as string | undefined,
    matrix: ((job.strategy as { matrix?: { config?: string } } | undefined)?.matrix?.config as string | undefined) ?? undefined
  }));
}

const TOKEN = /\s*('(?:[^']|'')*'|-?\d+(?:\.\d+)?|&&|\|\||==|!=|[()[\]!,.*]|[A-Za-z_][A-Za-z0-9_-]*)/y;

const truthy = (v: Value): boolean => v !== false && v !== 0 && v !== '' && v !== null && v !== undefined;

function toNumber(v: Value): number {
  if (v === null || v === undefined || v === '') return 0;
  if (typeof v === 'boolean') return v ? 1 : 0;
  return Number(v);
}

function equal(a: Value, b: Value): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase();
  if (typeof a === 'object' && a !== null) return a === b;
  if (typeof b === 'object' && b !== null) return false;
  if (a === null || a === undefined) return b === null || b === undefined || toNumber(b) === 0;
  return toNumber(a) === toNumber(b);
}

const text = (v: Value): string => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

export interface Status {
  success: boolean;
  failure: boolean;
}

/** Evaluates one expression (with or without `${{ }}`) against `context`. */
export function evaluate(source: string, context: Record<string, Value>, status: Status = { success: true, failure: false }): Value {
  const expression = source
    .trim()
    .replace(/^\$\{\{([\s\S]*)\}\}$/, '$1')
    .trim();
  const tokens: string[] = [];
  let at = 0;
  while (at < expression.length) {
    TOKEN.lastIndex = at;
    const m = TOKEN.exec(expression);
    if (!m) throw new Error(`cannot read '${expression}' at ${at}`);
    tokens.push(m[1]!);
    at = TOKEN.lastIndex;
  }
  let i = 0;
  const take = (want?: string): string => {
    const t = tokens[i++];
    if (t === undefined || (want !== undefined && t !== want)) throw new Error(`'${expression}': expected ${want ?? 'more'}, got ${t}`);
    return t;
  };
  const functions: Record<string, (...args: Value[]) => Value> = {
    always: () => true,
    cancelled: () => false,
    success: () => status.success,
    failure: () => status.failure,
    fromjson: (v) => JSON.parse(text(v)),
    tojson: (v) => JSON.stringify(v ?? null, null, 2),
    contains: (haystack, needle) =>
      Array.isArray(haystack) ? haystack.some((x) => equal(x, needle)) : text(haystack).toLowerCase().includes(text(needle).toLowerCase()),
    startswith: (a, b) => text(a).toLowerCase().startsWith(text(b).toLowerCase()),
    endswith: (a, b) => text(a).toLowerCase().endsWith(text(b).toLowerCase()),
    format: (f, ...args) => text(f).replace(/\{(\d+)\}/g, (_m, n: string) => text(args[Number(n)]))
  };
  const primary = (): Value => {
    const t = take();
    if (t === '(') {
      const v = or();
      take(')');
      return v;
    }
    if (t.startsWith("'")) return t.slice(1, -1).replace(/''/g, "'");
    if (/^-?\d/.test(t)) return Number(t);
    if (t === 'true' || t === 'false') return t === 'true';
    if (t === 'null') return null;
    if (tokens[i] === '(') {
      take('(');
      const args: Value[] = [];
      while (tokens[i] !== ')') {
        args.push(or());
        if (tokens[i] === ',') take(',');
      }
      take(')');
      const f = functions[t.toLowerCase()];
      if (!f) throw new Error(`'${expression}': no function ${t}`);
      return f(...args);
    }
    return context[t];
  };
  const property = (v: Value, key: string): Value => {
    if (Array.isArray(v) && key === '*') return v;
    if (v === null || typeof v !== 'object') return null;
    return (v as Record<string, Value>)[key] ?? null;
  };
  const postfix = (): Value => {
    let v = primary();
    for (;;) {
      if (tokens[i] === '.') {
        take('.');
        const key = take();
        if (key === '*') {
          v = Array.isArray(v) ? v : [];
          if (tokens[i] === '.') {
            take('.');
            const inner = take();
            v = (v as Value[]).map((x) => property(x, inner));
          }
        } else v = Array.isArray(v) ? null : property(v, key);
      } else if (tokens[i] === '[') {
        take('[');
        const key = or();
        take(']');
        v = Array.isArray(v) ? (v[Number(key)] ?? null) : property(v, text(key));
      } else return v;
    }
  };
  const unary = (): Value => (tokens[i] === '!' ? (take('!'), !truthy(unary())) : postfix());
  const comparison = (): Value => {
    let v = unary();
    while (tokens[i] === '==' || tokens[i] === '!=') {
      const op = take();
      const right = unary();
      v = op === '==' ? equal(v, right) : !equal(v, right);
    }
    return v;
  };
  const and = (): Value => {
    let v = comparison();
    while (tokens[i] === '&&') {
      take('&&');
      const right = comparison();
      v = truthy(v) ? right : v;
    }
    return v;
  };
  function or(): Value {
    let v = and();
    while (tokens[i] === '||') {
      take('||');
      const right = and();
      v = truthy(v) ? v : right;
    }
    return v;
  }
  const value = or();
  if (i !== tokens.length) throw new Error(`'${expression}': unexpected ${tokens[i]}`);
  return value;
}

export interface RenderedJob {
  id: string;
  result: 'success' | 'skipped';
  /** Rows of the fan-out, for a job with a matrix that runs. */
  rows?: number;
}

/**
 * Runs the graph: each job in `needs:` order, with `outputs(id)` for a job that runs.
 * `base` holds github, inputs, vars and secrets.
 */
export function renderGraph(jobs: readonly GraphJob[], base: Record<string, Value>, outputs: (id: string) => Record<string, string>): Map<string, RenderedJob> {
  const done = new Map<string, RenderedJob & { outputs: Record<string, string> }>();
  const pending = [...jobs];
  while (pending.length) {
    const next = pending.findIndex((job) => job.needs.every((n) => done.has(n)));
    if (next < 0) throw new Error(`needs cycle or unknown job among ${pending.map((j) => j.id).join(', ')}`);
    const job = pending.splice(next, 1)[0]!;
    const needs = Object.fromEntries(job.needs.map((n) => [n, { result: done.get(n)!.result, outputs: done.get(n)!.outputs }]));
    const status = { success: job.needs.every((n) => done.get(n)!.result === 'success'), failure: false };
    const context = { ...base, needs };
    const condition = job.if ?? 'success()';
    const named = /\b(always|success|failure|cancelled)\s*\(/.test(condition);
    const runs = (named || status.success) && truthy(evaluate(condition, context, status));
    const rows = runs && job.matrix ? (evaluate(job.matrix, { ...context, inputs: base.inputs }, status) as unknown[]).length : undefined;
    done.set(job.id, { id: job.id, result: runs ? 'success' : 'skipped', rows, outputs: runs ? outputs(job.id) : {} });
  }
  return new Map([...done].map(([id, { outputs: _o, ...job }]) => [id, job]));
}

import { createHash } from 'node:crypto';
import { compareCodePoints, pyRepr, SweepkitError, type PyJson } from '../../../common/src/index.js';
import { canonicalJson } from '../fingerprint.js';
import { getField as field, hasField, isJsonObject, type JsonObject } from '../json-object.js';
import { addDecimal, formatDecimal, quantizeHalfUp, type Decimal } from './decimal.js';
import type { PriorityPolicy } from './policy.js';

/** Everything besides the payload that decides the annotation (the flags of `sweepkit ci-priority`). */
export interface PriorityContext {
  policy: PriorityPolicy;
  /** The workflow event (`push`, `pull_request`, …), '' when unknown. */
  eventName: string;
  labels: readonly string[];
  /** The classifier's criteria; undefined = no classifier (every attribute scores). */
  criteria?: readonly string[];
  /** Prefix of every queue token, e.g. `{run_id}:{run_attempt}`. */
  namespace: string;
  /** The pull request; undefined = none (then no `skip-queue-pr`). */
  prNumber?: number;
}

/** A matrix job: an object that has both `runner` and `framework`, whatever their values. */
export const isPriorityJob = (v: PyJson): v is JsonObject => isJsonObject(v) && hasField(v, 'runner') && hasField(v, 'framework');

const text = (v: PyJson | undefined): string | undefined => (typeof v === 'string' ? v : undefined);
const matchesPrefix = (value: string, prefix: string): boolean => value === prefix || value.startsWith(`${prefix}-`);
const QUANTUM = -3;

/** Scores jobs under one context; the context's checks run once, the unknown-criteria error when a job is scored. */
export function priorityScorer(context: PriorityContext): (job: JsonObject) => string {
  const { policy } = context;
  const labels = new Set(context.labels);
  const criteria = context.criteria && new Set(context.criteria);
  const anyLabel = (names: ReadonlySet<string>): boolean => [...names].some((name) => labels.has(name));
  const unknown = criteria ? [...criteria].filter((c) => !policy.vocabulary.has(c)).sort(compareCodePoints) : [];
  const patchwork = (anyLabel(policy.patchwork.names) || criteria?.has('patchwork') === true) && !anyLabel(policy.patchwork.waivedBy);
  const checklist = anyLabel(policy.checklist.names) || criteria?.has('checklist-complete') === true;
  const named = (name: string): boolean => criteria === undefined || criteria.has(name);
  const namedPrefix = (table: ReadonlyMap<string, Decimal>, value: string): boolean =>
    criteria === undefined || [...table.keys()].some((key) => criteria.has(key) && matchesPrefix(value, key));
  const fixed = (d: Decimal): string => formatDecimal(quantizeHalfUp(d, QUANTUM));
  const patchworkScore = fixed(policy.patchwork.score);
  const eventAdjustment = policy.event.get(context.eventName);

  const exact = (job: JsonObject): string => {
    let score = policy.baseScore;
    const add = (d: Decimal | undefined): void => {
      if (d) score = addDecimal(score, d);
    };
    add(eventAdjustment);
    const prefill = field(job, 'prefill');
    if (prefill !== undefined && prefill !== null && named('multi-node')) add(policy.multiNode);
    if (field(job, 'scenario-type') === 'agentic-coding' && named('agentic')) add(policy.agentic);
    if (field(job, 'eval-only') === true && named('eval-only')) add(policy.evalOnly);
    const precision = text(field(job, 'precision'));
    if (precision !== undefined && named(precision)) add(policy.precision.get(precision));
    const spec = text(field(job, 'spec-decoding'));
    if (spec !== undefined && named(spec)) add(policy.specDecoding.get(spec));
    const framework = text(field(job, 'framework'));
    if (framework !== undefined && namedPrefix(policy.frameworkPrefix, framework)) {
      add([...policy.frameworkPrefix].find(([prefix]) => matchesPrefix(framework, prefix))?.[1]);
    }
    const model = text(field(job, 'model-prefix'));
    if (model !== undefined && namedPrefix(policy.modelPrefix, model)) add(policy.modelPrefix.get(model));
    if (checklist) add(policy.checklist.adjustment);
    return fixed(score);
  };
  // A matrix has a few dozen distinct scoring attributes among its thousands of rows: each
  // combination is summed once.
  const scores = new Map<string, string>();
  return (job) => {
    if (unknown.length) throw new SweepkitError(`Unknown CI priority criteria: ${pyRepr(unknown)}`, { code: 'ci-priority-criteria' });
    if (patchwork) return patchworkScore;
    const prefill = field(job, 'prefill');
    // JSON.stringify: an unambiguous key (a missing field is null, never equal to a string).
    const key = JSON.stringify([
      prefill !== undefined && prefill !== null,
      field(job, 'scenario-type') === 'agentic-coding',
      field(job, 'eval-only') === true,
      text(field(job, 'precision')) ?? null,
      text(field(job, 'spec-decoding')) ?? null,
      text(field(job, 'framework')) ?? null,
      text(field(job, 'model-prefix')) ?? null
    ]);
    let score = scores.get(key);
    if (score === undefined) scores.set(key, (score = exact(job)));
    return score;
  };
}

/** First 32 hex digits of SHA-256 over `{namespace}:{path}:{the job as given, canonical JSON}`. */
export const queueToken = (namespace: string, path: string, job: PyJson): string =>
  createHash('sha256')
    .update(`${namespace}:${path}:${canonicalJson(job)}`)
    .digest('hex')
    .slice(0, 32);

/**
 * `utils/ci_priority.py`: a copy of the payload in which every job, at any depth, has `priority`,
 * `queue-token` and (with the skip-queue label and a PR number) `skip-queue-pr`. Keys a job
 * already has keep their place; everything else is copied unchanged. Maps stay maps, plain objects
 * stay plain objects, so parsed JSON and in-process matrix rows go through the same code.
 */
export function annotatePriorities<T>(payload: T, context: PriorityContext): T {
  const score = priorityScorer(context);
  const skipQueue = context.prNumber !== undefined && context.labels.includes(context.policy.skipQueueLabel) ? context.prNumber : undefined;
  // Keys a job already has keep their place: Map#set and property assignment do exactly that.
  const annotate = (job: JsonObject, path: string, set: (key: string, value: PyJson) => void): void => {
    set('priority', score(job));
    set('queue-token', queueToken(context.namespace, path, job));
    if (skipQueue !== undefined) set('skip-queue-pr', skipQueue);
  };
  const visit = (value: PyJson, path: string): PyJson => {
    // Paths are built only for containers: scalars (most of a row) need none.
    const child = (key: string | number, item: PyJson): PyJson =>
      item !== null && typeof item === 'object' ? visit(item, path ? `${path}/${key}` : String(key)) : item;
    if (Array.isArray(value)) return (value as readonly PyJson[]).map((item, index) => child(index, item));
    if (!isJsonObject(value)) return value;
    if (value instanceof Map) {
      const out = new Map<string, PyJson>();
      for (const [key, item] of value) out.set(key, child(key, item));
      if (isPriorityJob(value)) annotate(value, path, (key, item) => out.set(key, item));
      return out;
    }
    const record = value as Record<string, PyJson>;
    const out: Record<string, PyJson> = {};
    for (const key of Object.keys(record)) out[key] = child(key, record[key]!);
    if (isPriorityJob(value)) annotate(value, path, (key, item) => (out[key] = item));
    return out;
  };
  return visit(payload as PyJson, '') as T;
}

/** The jobs of a payload at any depth, in document order (what annotatePriorities annotates). */
export function priorityJobs(payload: PyJson): JsonObject[] {
  if (Array.isArray(payload)) return (payload as readonly PyJson[]).flatMap(priorityJobs);
  if (!isJsonObject(payload)) return [];
  const values = payload instanceof Map ? [...payload.values()] : Object.values(payload as Record<string, PyJson>);
  return [...(isPriorityJob(payload) ? [payload] : []), ...values.flatMap(priorityJobs)];
}

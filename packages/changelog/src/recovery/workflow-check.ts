import { isYamlMapping, parseYaml, pyStr, pyTruthy, type YamlMapping, type YamlValue } from '../../../common/src/index.js';
import { recoveryError } from './messages.js';

/** Text that must not appear anywhere in a recovery workflow, comments included: it would run GPUs. */
const FORBIDDEN = ['.github/workflows/benchmark-tmpl.yml', '.github/workflows/benchmark-multinode-tmpl.yml', 'workflow_call'];
const READ_ONLY = new Set(['read', 'none']);

const mapping = (value: YamlValue | undefined): YamlMapping | undefined => (value !== undefined && isYamlMapping(value) ? value : undefined);
const readOnly = (permissions: YamlMapping): boolean => Object.values(permissions).every((v) => typeof v === 'string' && READ_ONLY.has(v));
const has = (m: YamlMapping, key: string): boolean => Object.hasOwn(m, key);

/**
 * recovery.md §6 `validate-workflow`: a hand-written recovery workflow is CPU-only — dispatched by
 * hand with a typed confirmation, one read-only job on ubuntu-latest, no matrix, no reusable
 * workflow and no benchmark template. The rules run in the reference's order and the first that
 * fails is the error, in its words.
 */
export function checkRecoveryWorkflow(text: string, path: string, prNumber: number): string {
  const root = mapping(parseYaml(text, path, { uniqueKeys: true }).value);
  if (!root) throw recoveryError('recovery workflow root must be a mapping');
  // `data.get("on", data.get(True))`: a bare `on` key is YAML 1.1's true, which keys spell `True`.
  const triggers = mapping(has(root, 'on') ? root.on : root.True);
  if (!triggers || Object.keys(triggers).length !== 1 || !has(triggers, 'workflow_dispatch'))
    throw recoveryError('recovery workflow must only use workflow_dispatch');
  const dispatch = mapping(triggers.workflow_dispatch);
  if (!dispatch) throw recoveryError('workflow_dispatch must define a confirm input');
  const inputs = has(dispatch, 'inputs') ? mapping(dispatch.inputs) : {};
  const confirm = mapping(inputs?.confirm);
  if (!confirm) throw recoveryError('recovery workflow needs a confirm input');
  if (confirm.required !== true || confirm.type !== 'string') throw recoveryError('recovery confirm input must be a required string');
  const permissions = mapping(root.permissions);
  if (!permissions || !readOnly(permissions)) throw recoveryError('recovery workflow permissions must be explicitly read-only');
  const jobs = mapping(root.jobs);
  if (!jobs || Object.keys(jobs).length !== 1) throw recoveryError('recovery workflow must contain exactly one job');
  const job = mapping(Object.values(jobs)[0]);
  if (!job || job['runs-on'] !== 'ubuntu-latest') throw recoveryError('recovery job must run only on ubuntu-latest');
  if (has(job, 'strategy') || has(job, 'uses')) throw recoveryError('recovery job may not use a matrix or reusable workflow');
  const own = job.permissions;
  if (own !== undefined && own !== null && !(mapping(own) && readOnly(mapping(own)!)))
    throw recoveryError('recovery job permissions must be explicitly read-only');
  const confirmation = `recover-pr-${prNumber}`;
  // `str(job.get("if") or "").strip()` must fully match; each brace of `${{ … }}` is optional on its own.
  const condition = new RegExp(`^(?:\\$\\{\\{\\s*)?inputs\\.confirm\\s*==\\s*(['"])${confirmation}\\1(?:\\s*\\}\\})?$`);
  if (!condition.test((pyTruthy(job.if) ? pyStr(job.if) : '').trim())) throw recoveryError(`recovery job must require confirmation '${confirmation}'`);
  const forbidden = FORBIDDEN.find((construct) => text.includes(construct));
  if (forbidden) throw recoveryError(`recovery workflow contains forbidden benchmark construct: ${forbidden}`);
  return `Validated CPU-only recovery workflow: ${path}`;
}

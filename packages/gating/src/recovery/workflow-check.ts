import { isYamlMapping, parseYaml, type YamlMapping, type YamlValue } from '../../../common/src/index.js';
import { recoveryError } from './messages.js';

/** Text that must not appear anywhere in a recovery workflow, comments included: it would run GPUs. */
const FORBIDDEN = ['.github/workflows/benchmark-tmpl.yml', '.github/workflows/benchmark-multinode-tmpl.yml', 'workflow_call'];
const READ_ONLY = new Set(['read', 'none']);

const mapping = (value: YamlValue | undefined): YamlMapping | undefined => (value !== undefined && isYamlMapping(value) ? value : undefined);
const readOnly = (permissions: YamlMapping): boolean => Object.values(permissions).every((v) => typeof v === 'string' && READ_ONLY.has(v));

/**
 * docs/recovery.md `validate-workflow`: a hand-written recovery workflow is CPU-only — dispatched
 * by hand with a typed confirmation, one read-only job on ubuntu-latest, no matrix, no reusable
 * workflow and no benchmark template. The first rule that fails is the error.
 */
export function checkRecoveryWorkflow(text: string, path: string, prNumber: number): string {
  const root = mapping(parseYaml(text, path, { uniqueKeys: true }).value);
  if (!root) throw recoveryError('recovery workflow must be a YAML mapping');
  // YAML 1.1 reads a bare `on` key as the boolean true.
  const triggers = mapping(root.on ?? root.true ?? root.True);
  if (!triggers || Object.keys(triggers).length !== 1 || !('workflow_dispatch' in triggers))
    throw recoveryError('recovery workflow must only use workflow_dispatch');
  const dispatch = mapping(triggers.workflow_dispatch);
  if (!dispatch) throw recoveryError('workflow_dispatch must define a confirm input');
  const confirm = mapping(mapping(dispatch.inputs)?.confirm);
  if (!confirm) throw recoveryError('recovery workflow needs a confirm input');
  if (confirm.required !== true || confirm.type !== 'string') throw recoveryError('recovery confirm input must be a required string');
  const permissions = mapping(root.permissions);
  if (!permissions || !readOnly(permissions)) throw recoveryError('recovery workflow permissions must be read-only');
  const jobs = mapping(root.jobs);
  if (!jobs || Object.keys(jobs).length !== 1) throw recoveryError('recovery workflow must contain exactly one job');
  const job = mapping(Object.values(jobs)[0]);
  if (!job) throw recoveryError('recovery job must be a mapping');
  if (job['runs-on'] !== 'ubuntu-latest') throw recoveryError('recovery job must run on ubuntu-latest');
  if ('strategy' in job) throw recoveryError('recovery job must not use a strategy');
  if ('uses' in job) throw recoveryError('recovery job must not call a reusable workflow');
  if ('permissions' in job) {
    const own = mapping(job.permissions);
    if (!own || !readOnly(own)) throw recoveryError('recovery job permissions must be read-only');
  }
  const confirmation = `recover-pr-${prNumber}`;
  const condition = new RegExp(`^\\s*(?:\\$\\{\\{\\s*)?inputs\\.confirm\\s*==\\s*(['"])${confirmation}\\1\\s*(?:\\}\\}\\s*)?$`);
  if (typeof job.if !== 'string' || !condition.test(job.if)) throw recoveryError(`recovery job must require confirmation '${confirmation}'`);
  const forbidden = FORBIDDEN.find((construct) => text.includes(construct));
  if (forbidden) throw recoveryError(`recovery workflow contains forbidden benchmark construct: ${forbidden}`);
  return `Validated CPU-only recovery workflow: ${path}`;
}

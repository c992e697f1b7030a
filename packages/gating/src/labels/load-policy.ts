import { readTextFile, type Files } from '../../../common/src/index.js';
import { BUNDLED_POLICY_FILE, BUNDLED_POLICY_YAML } from './bundled-policy.js';
import { parseLabelPolicy, type LabelPolicy } from './policy.js';

/** A repository's policy file, or the bundled default when none is given. */
export function loadLabelPolicy(files: Files, policyFile?: string, displayName = policyFile): LabelPolicy {
  if (policyFile === undefined) return parseLabelPolicy(BUNDLED_POLICY_YAML, BUNDLED_POLICY_FILE);
  return parseLabelPolicy(readTextFile(files, policyFile, displayName), displayName ?? policyFile);
}

/** Whether pull-request labels ask for a canary job under the bundled policy (the sweep-changelog default). */
export function canaryLabelled(labels: readonly string[]): boolean {
  const canary = new Set(parseLabelPolicy(BUNDLED_POLICY_YAML, BUNDLED_POLICY_FILE).canary.map((label) => label.toLowerCase()));
  return labels.some((label) => canary.has(label.toLowerCase()));
}

import { SweepkitError, firstSchemaError, parseYaml, schemaViolation, type LoadedYaml, type YamlPath } from '../../../common/src/index.js';
import { labelPolicy as validateShape } from '../generated/validators.js';

/** The modifier outputs of label-gate, each backed by one label in the policy. */
export const MODIFIER_ROLES = ['all-evals', 'evals-only', 'agentx-fast', 'skip-queue'] as const;
export type ModifierRole = (typeof MODIFIER_ROLES)[number];

/** A label policy (schemas/label-policy.schema.json) as the decision reads it. */
export interface LabelPolicy {
  primary: readonly string[];
  full: readonly string[];
  canary: readonly string[];
  failFast: readonly string[];
  modifiers: Readonly<Record<ModifierRole, string>>;
  policy: readonly string[];
  reuseIncompatible: readonly string[];
  /** Derived, not written in the file: a labeled/unlabeled event for one of these restarts the sweep. */
  relevant: readonly string[];
  skipMarker: string;
  triggers: {
    pullRequest: { types: readonly string[]; branches: readonly string[] };
    push: { branches: readonly string[] };
  };
  conflictMessage: string;
}

interface PolicyFile {
  labels: {
    primary: string[];
    full: string[];
    canary: string[];
    'fail-fast': string[];
    modifiers: Record<ModifierRole, string>;
    policy: string[];
    'reuse-incompatible': string[];
  };
  'skip-marker': string;
  triggers: { pull_request: { types: string[]; branches: string[] }; push: { branches: string[] } };
  messages: { conflict: string };
}

/** The subset rules a JSON Schema cannot say: full, canary and fail-fast name primary labels. */
function checkSubsets(loaded: LoadedYaml, file: PolicyFile): void {
  const primary = new Set(file.labels.primary);
  for (const key of ['full', 'canary', 'fail-fast'] as const) {
    file.labels[key].forEach((label, index) => {
      if (!primary.has(label)) {
        throw new SweepkitError(`invalid label policy: labels.${key}[${index}]: '${label}' is not a primary label`, {
          location: loaded.locate(['labels', key, index] satisfies YamlPath),
          field: `labels.${key}[${index}]`,
          code: 'label-policy'
        });
      }
    });
  }
}

/** Parses and checks a label policy file; any mistake is one error at its file:line:col. */
export function parseLabelPolicy(text: string, file: string): LabelPolicy {
  const loaded = parseYaml(text, file);
  if (!validateShape(loaded.value)) throw schemaViolation(loaded, firstSchemaError(validateShape.errors!), 'label policy', 'label-policy');
  const data = loaded.value as unknown as PolicyFile;
  checkSubsets(loaded, data);
  const { labels } = data;
  const modifiers = labels.modifiers;
  return {
    primary: labels.primary,
    full: labels.full,
    canary: labels.canary,
    failFast: labels['fail-fast'],
    modifiers,
    policy: labels.policy,
    reuseIncompatible: labels['reuse-incompatible'],
    relevant: [...new Set([...labels.primary, ...MODIFIER_ROLES.map((role) => modifiers[role]), ...labels.policy])],
    skipMarker: data['skip-marker'],
    triggers: {
      pullRequest: { types: data.triggers.pull_request.types, branches: data.triggers.pull_request.branches },
      push: { branches: data.triggers.push.branches }
    },
    conflictMessage: data.messages.conflict
  };
}

import { firstSchemaError, parseYaml, schemaViolation, SweepkitError } from '../../common/src/index.js';
import { triageRules as validateShape } from './generated/validators.js';

export type FailureClass = 'infrastructure' | 'benchmark' | 'unknown';

/** One rule of a triage-rules file (schemas/triage-rules.schema.json), its patterns compiled. */
export interface TriageRule {
  id: string;
  class: Exclude<FailureClass, 'unknown'>;
  description?: string;
  log?: RegExp;
  step?: RegExp;
  conclusion?: readonly string[];
  /** Where the rule is written, `file:line`. */
  source: string;
}

interface RuleEntry {
  id: string;
  class: TriageRule['class'];
  description?: string;
  log?: string;
  step?: string;
  conclusion?: string[];
}

/** Parses and checks a rules file; a mistake (shape, a pattern that does not compile, no condition) is one error at its line. */
export function parseTriageRules(text: string, file: string): TriageRule[] {
  const loaded = parseYaml(text, file);
  if (!validateShape(loaded.value)) throw schemaViolation(loaded, firstSchemaError(validateShape.errors!), 'triage rules', 'triage-rules');
  const entries = (loaded.value as unknown as { rules: RuleEntry[] }).rules;
  return entries.map((entry, index) => {
    const at = (field?: string) => loaded.locate(field ? ['rules', index, field] : ['rules', index]);
    const compile = (field: 'log' | 'step'): RegExp | undefined => {
      const source = entry[field];
      if (source === undefined) return undefined;
      try {
        return new RegExp(source, 'iu');
      } catch (error) {
        throw new SweepkitError(`invalid triage rules: rules[${index}].${field}: ${(error as Error).message}`, { location: at(field), code: 'triage-rules' });
      }
    };
    if (entry.log === undefined && entry.step === undefined && entry.conclusion === undefined) {
      throw new SweepkitError(`invalid triage rules: rules[${index}] (${entry.id}) names none of log, step, conclusion: it would match every failure`, {
        location: at(),
        code: 'triage-rules'
      });
    }
    const location = at();
    return {
      id: entry.id,
      class: entry.class,
      description: entry.description,
      log: compile('log'),
      step: compile('step'),
      conclusion: entry.conclusion,
      source: `${location.file}:${location.line ?? 1}`
    };
  });
}

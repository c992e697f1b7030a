import type { LintFinding } from './lint-configs.js';

/** Findings as plain JSON objects (the action's `findings` output). */
export const findingsJson = (findings: readonly LintFinding[]): string =>
  JSON.stringify(
    findings.map((f) => ({
      level: f.level,
      rule: f.rule,
      file: f.error.location?.file,
      line: f.error.location?.line,
      column: f.error.location?.column,
      message: f.error.message
    }))
  );

import { SweepkitError, type LoadedYaml, type YamlPath } from '../../common/src/index.js';

/** One finding inside a document: where (a path from the document root) and what. */
export interface FieldError {
  path: YamlPath;
  message: string;
}

/** Dotted path as pydantic prints locations: `scenarios.fixed-seq-len.0.search-space.1.pp`. */
export const dottedPath = (path: YamlPath): string => path.join('.');

/**
 * Turns the findings of one document into errors that share the headline (the reference's error
 * line) and each point at their YAML node; the finding is the detail.
 */
export function fieldErrors(headline: string, findings: readonly FieldError[], source: LoadedYaml, code: string): SweepkitError[] {
  return findings.map(
    (f) =>
      new SweepkitError(headline, {
        location: source.locate(f.path, /^Extra inputs/.test(f.message) ? 'key' : 'value'),
        field: dottedPath(f.path),
        details: [f.message],
        code
      })
  );
}

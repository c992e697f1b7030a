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
  const errors = findings.map(
    (f) =>
      new SweepkitError(headline, {
        location: source.locate(f.path, /^Extra inputs/.test(f.message) ? 'key' : 'value'),
        field: dottedPath(f.path),
        details: [f.message],
        code
      })
  );
  // In file order, as a reader goes through the YAML (the sort is stable for equal places).
  const place = (e: SweepkitError) => (e.location?.line ?? 0) * 1e6 + (e.location?.column ?? 0);
  return errors.sort((a, b) => place(a) - place(b));
}

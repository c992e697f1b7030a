import { SweepkitError, SweepkitErrors, pyTypeName, type Files, type LoadedYaml, type YamlMapping } from '../../common/src/index.js';
import { fieldErrors } from './field-error.js';
import { jsonView } from './json-view.js';
import type { LoadOptions } from './load-master.js';
import { schemaErrors } from './schema-check.js';
import { validateRunners } from './schemas.js';
import { isMapping, loadSource } from './source-file.js';
import type { RunnerHardware, Runners } from './types.js';

const fail = (message: string, source: LoadedYaml, path: (string | number)[], code: string): never => {
  throw new SweepkitError(message, { location: source.locate(path), field: path.join('.') || undefined, code });
};

/** The label checks the reference makes before its schema (docs/matrix.md §4, in its order). */
function checkLabels(source: LoadedYaml, labels: YamlMapping): void {
  for (const [label, nodes] of Object.entries(labels)) {
    const path = ['labels', label];
    if (!Array.isArray(nodes)) fail(`Runner config entry '${label}' must be a list, got ${pyTypeName(nodes)}`, source, path, 'runners-invalid');
    const list = nodes as unknown[];
    const bad = list.findIndex((node) => typeof node !== 'string');
    if (bad >= 0) fail(`Runner config entry '${label}' must contain only strings`, source, [...path, bad], 'runners-invalid');
    if (list.length === 0) fail(`Runner config entry '${label}' cannot be an empty list`, source, path, 'runners-invalid');
  }
}

/** Loads and validates the runners file (labels → nodes, hardware facts). */
export function loadRunners(files: Files, path: string, options: LoadOptions = {}): Runners {
  const source = loadSource(files, path, `Runner config file '${path}' does not exist.`, options.cwd);
  const value = source.value;
  if (!isMapping(value)) {
    // The reference crashes calling .get() on it; keep its wording.
    throw new SweepkitError(`'${pyTypeName(value)}' object has no attribute 'get'`, { location: source.locate([]), code: 'attribute-error' });
  }
  if (!isMapping(value.labels)) fail('Runner config must define a labels mapping', source, value.labels === undefined ? [] : ['labels'], 'runners-invalid');
  checkLabels(source, value.labels as YamlMapping);
  const findings = schemaErrors(validateRunners, jsonView(value));
  if (findings.length) throw new SweepkitErrors(fieldErrors('Runner config failed validation:', findings, source, 'runners-invalid'));
  return {
    labels: new Map(Object.entries(value.labels as Record<string, string[]>)),
    hardware: new Map(Object.entries((value.hardware ?? {}) as unknown as Record<string, RunnerHardware>)),
    source
  };
}

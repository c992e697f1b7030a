import type { ErrorObject } from 'ajv';
import { SweepkitError } from './errors.js';
import type { LoadedYaml, YamlPath } from './yaml-load.js';

/** A misspelt key shows up as both unknown and missing; naming the unknown one is more helpful. */
export const firstSchemaError = (errors: readonly ErrorObject[]): ErrorObject => errors.find((e) => e.keyword === 'additionalProperties') ?? errors[0]!;

/**
 * One JSON-Schema (ajv) violation of a YAML file as a SweepkitError at the offending node:
 * `invalid <what>: <field>: <detail>` (an unknown key is located at the key itself).
 */
export function schemaViolation(loaded: LoadedYaml, error: ErrorObject, what: string, code: string): SweepkitError {
  const path: YamlPath = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const field = path.reduce<string>((text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part), '');
  const params = error.params as { additionalProperty?: string; missingProperty?: string; allowedValue?: unknown; allowedValues?: unknown };
  const allowed = params.allowedValue ?? params.allowedValues;
  const detail =
    params.additionalProperty !== undefined
      ? `unknown key '${params.additionalProperty}'`
      : params.missingProperty !== undefined
        ? `missing key '${params.missingProperty}'`
        : `${error.message ?? 'is invalid'}${allowed !== undefined ? ` (${JSON.stringify(allowed)})` : ''}`;
  const at = params.additionalProperty !== undefined ? loaded.locate([...path, params.additionalProperty], 'key') : loaded.locate(path);
  return new SweepkitError(`invalid ${what}: ${field ? `${field}: ` : ''}${detail}`, { location: at, field, code });
}

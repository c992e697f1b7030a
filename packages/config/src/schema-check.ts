import type { ErrorObject, ValidateFunction } from 'ajv';
import { pyRepr, type YamlPath } from '../../common/src/index.js';
import type { FieldError } from './field-error.js';
import type { JsonValue } from './json-view.js';

const TYPE_WORDS: Record<string, string> = {
  integer: 'a valid integer',
  number: 'a valid number',
  string: 'a valid string',
  boolean: 'a valid boolean',
  array: 'a valid list',
  object: 'a valid dictionary'
};

// anyOf definitions that stand for one lax scalar type: one message instead of one per branch.
const LAX_TYPES: Array<[RegExp, string]> = [
  [/\/\$defs\/laxBool(OrNull)?\/anyOf$/, 'Input should be a valid boolean'],
  [/\/\$defs\/(laxInt(OrNull)?|positiveLaxInt)\/anyOf$/, 'Input should be a valid integer']
];

/** "Input should be 'a', 'b' or 'c'", pydantic's wording for a literal choice. */
function choiceMessage(values: readonly unknown[]): string {
  const shown = values.filter((v) => v !== null && v !== 0 && v !== 1).map(pyRepr);
  const text = shown.length > 1 ? `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}` : (shown[0] ?? '');
  return `Input should be ${text}`;
}

function pointerPath(pointer: string): YamlPath {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^(0|[1-9]\d*)$/.test(part) ? Number(part) : part));
}

function describe(error: ErrorObject): FieldError | undefined {
  const path = pointerPath(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { path: [...path, params.missingProperty as string], message: 'Field required' };
    case 'additionalProperties':
      return { path: [...path, params.additionalProperty as string], message: 'Extra inputs are not permitted' };
    case 'type': {
      const types = String(params.type)
        .split(',')
        .filter((t) => t !== 'null');
      return { path, message: `Input should be ${TYPE_WORDS[types[0] ?? ''] ?? 'valid'}` };
    }
    case 'enum':
      return { path, message: choiceMessage(params.allowedValues as unknown[]) };
    case 'exclusiveMinimum':
      return { path, message: `Input should be greater than ${String(params.limit)}` };
    case 'maximum':
      return { path, message: `Input should be less than or equal to ${String(params.limit)}` };
    case 'minLength':
      return { path, message: `String should have at least ${String(params.limit)} character${params.limit === 1 ? '' : 's'}` };
    case 'minItems':
      return { path, message: `List should have at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}` };
    case 'anyOf':
    case 'if':
      return undefined; // their branches' own errors say what is wrong
    default:
      return { path, message: `Input is not valid: ${error.message ?? error.keyword}` };
  }
}

/**
 * Validates `data` and renders the schema violations the way pydantic words them, one per field:
 * a lax-type choice is one "should be a valid integer" rather than a message per alternative,
 * and the "or null" branch of optional fields is not reported.
 */
export function schemaErrors(validate: ValidateFunction, data: JsonValue): FieldError[] {
  if (validate(data)) return [];
  const errors = validate.errors ?? [];
  const laxAt = new Map<string, string>();
  for (const e of errors) {
    if (e.keyword !== 'anyOf') continue;
    const lax = LAX_TYPES.find(([pattern]) => pattern.test(e.schemaPath));
    if (lax && !laxAt.has(e.instancePath)) laxAt.set(e.instancePath, lax[1]);
  }
  const findings: FieldError[] = [...laxAt].map(([pointer, message]) => ({ path: pointerPath(pointer), message }));
  const seen = new Set(findings.map((f) => `${f.path.join('\0')}\n${f.message}`));
  for (const e of errors) {
    if (laxAt.has(e.instancePath)) continue;
    if (e.keyword === 'type' && e.params.type === 'null') continue;
    const finding = describe(e);
    const key = finding && `${finding.path.join('\0')}\n${finding.message}`;
    if (finding && !seen.has(key!)) {
      seen.add(key!);
      findings.push(finding);
    }
  }
  // A failed validation is never reported as a pass, even if every error was a wrapper.
  return findings.length ? findings : [{ path: [], message: 'Input is not valid' }];
}

import Ajv2020Module from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import masterSchema from '../../../schemas/master-config.schema.json' with { type: 'json' };
import runnersSchema from '../../../schemas/runners.schema.json' with { type: 'json' };

export { masterSchema, runnersSchema };

// ajv is CommonJS: under Node ESM the default import is module.exports (the class itself).
const Ajv2020 = ((Ajv2020Module as unknown as { default?: unknown }).default ?? Ajv2020Module) as typeof Ajv2020Module.default;

let ajv: InstanceType<typeof Ajv2020> | undefined;

/** The compiled validator of a schema or one of its `$defs` (compiled once, on first use). */
export function validatorFor(schema: typeof masterSchema | typeof runnersSchema, def?: string): ValidateFunction {
  ajv ??= new Ajv2020({ allErrors: true, strict: true, strictTypes: false, schemas: [masterSchema, runnersSchema] });
  const validate = ajv.getSchema(def ? `${schema.$id}#/$defs/${def}` : schema.$id);
  if (!validate) throw new Error(`schema ${schema.$id} has no definition ${def ?? ''}`);
  return validate;
}

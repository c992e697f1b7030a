import masterSchema from '../../../schemas/master-config.schema.json' with { type: 'json' };
import runnersSchema from '../../../schemas/runners.schema.json' with { type: 'json' };

/**
 * The published schemas, and their validators compiled ahead of time from the same files
 * (`packages/config/scripts/generate-validators.mjs`; a test keeps them in step), so no run pays
 * for loading and compiling ajv.
 */
export { masterSchema, runnersSchema };
export {
  ciPriorityPolicy as validateCiPriorityPolicy,
  multiNodeConfig as validateMultiNodeConfig,
  runners as validateRunners,
  singleNodeConfig as validateSingleNodeConfig
} from './generated/validators.js';

import { SweepkitError, firstSchemaError, parseYaml, schemaViolation } from '../../common/src/index.js';
import { srtModels as validateShape } from './generated/validators.js';

type ModelWhen = { 'model-prefix': string } & Partial<Record<'precision' | 'framework', string>>;

export interface ModelTable {
  models: { when: ModelWhen; path: string; alias: string; 'served-model-name'?: string }[];
}

/** Where a row's model lives and what the job is told about it. */
export interface ResolvedModel {
  /** MODEL_PATH: the folder on the cluster. */
  path: string;
  /** SRT_SLURM_MODEL_PREFIX: the recipes' `model.path`, the `model_paths` key. */
  alias: string;
  servedModelName?: string;
}

export interface ModelQuery {
  modelPrefix: string;
  precision?: string;
  framework?: string;
}

/** Parses and checks a model table; a mistake is one error at its file:line:col. */
export function parseModelTable(text: string, file: string): ModelTable {
  const loaded = parseYaml(text, file);
  if (!validateShape(loaded.value)) throw schemaViolation(loaded, firstSchemaError(validateShape.errors!), 'model table', 'model-table');
  return loaded.value as unknown as ModelTable;
}

/**
 * The first model whose `when` matches; `aliasOverride` (the lane's `model-alias`) replaces its
 * alias. A row no model matches is refused with the list of what the table supports.
 */
export function resolveModel(table: ModelTable, query: ModelQuery, aliasOverride?: string): ResolvedModel {
  const values: Record<keyof ModelWhen, string | undefined> = { 'model-prefix': query.modelPrefix, precision: query.precision, framework: query.framework };
  const model = table.models.find((m) => (Object.keys(m.when) as (keyof ModelWhen)[]).every((key) => m.when[key] === values[key]));
  if (!model) {
    const supported = table.models.map((m) => Object.values(m.when).join(' ')).join('; ');
    throw new SweepkitError(
      `unsupported model: ${[query.modelPrefix, query.precision, query.framework].filter(Boolean).join(' ')} (the model table has: ${supported})`,
      {
        code: 'unsupported-model'
      }
    );
  }
  return { path: model.path, alias: aliasOverride ?? model.alias, servedModelName: model['served-model-name'] };
}

/** What the job sees of its model (exported to srtctl, so sbatch and the containers inherit it). */
export function modelEnv(model: ResolvedModel): Record<string, string> {
  return { MODEL_PATH: model.path, SRT_SLURM_MODEL_PREFIX: model.alias, ...(model.servedModelName ? { SERVED_MODEL_NAME: model.servedModelName } : {}) };
}

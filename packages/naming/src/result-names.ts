import { artifactNames, type ArtifactName } from './artifacts.js';
import { envSource, type Env } from './env-source.js';
import type { ResultNameFields } from './fields.js';
import { formatResultFilename, formatResultFilenameBase } from './format.js';
import { formatProfileResultFilename } from './profile.js';
import { readNameFields } from './read-fields.js';
import { rowSource, type MatrixRow } from './row-source.js';

export interface ResultNamesRequest {
  /** A matrix row (row mode); absent = env mode, reading the templates' variables from `env`. */
  row?: MatrixRow;
  env: Env;
  /** The concrete runner (`runner.name`); defaults to the runner's RUNNER_NAME variable. */
  runnerName?: string;
  /** Row mode: the job runs the row's eval only (an eval family); undefined = the row's own `eval-only`. */
  evalOnly?: boolean;
  /** Row mode: whether the job runs the row's eval (the `run-eval` input); undefined = the row's own `run-eval`. */
  runEval?: boolean;
  /** profile.yml's spelling (formatProfileResultFilename): no artifacts of the benchmark templates. */
  profile?: boolean;
}

export interface ResultNames {
  fields: ResultNameFields;
  resultFilenameBase: string;
  resultFilename: string;
  /** The artifacts the job uploads on the success path, in workflow order (docs/naming.md §A.7). */
  artifacts: ArtifactName[];
}

/** RESULT_FILENAME and every artifact name of one benchmark job: what the CLI and the action print. */
export function computeResultNames(request: ResultNamesRequest): ResultNames {
  const source = request.row ? rowSource(request.row, { evalOnly: request.evalOnly, runEval: request.runEval }) : envSource(request.env);
  const runner =
    request.runnerName !== undefined ? { text: request.runnerName, label: 'the runner name' } : { text: request.env.RUNNER_NAME, label: 'RUNNER_NAME' };
  const { fields, job } = readNameFields(source, runner);
  if (request.profile) {
    const profileName = formatProfileResultFilename(fields);
    return { fields, resultFilenameBase: profileName, resultFilename: profileName, artifacts: [] };
  }
  const resultFilename = formatResultFilename(fields);
  return {
    fields,
    resultFilenameBase: formatResultFilenameBase(fields),
    resultFilename,
    artifacts: artifactNames(resultFilename, fields['exp-name'], source.multiNode, job)
  };
}

/** The artifact names as one JSON-able object, role → name, in upload order (the `names` output). */
export const namesObject = (artifacts: readonly ArtifactName[]): Record<string, string> =>
  Object.fromEntries(artifacts.map((artifact) => [artifact.role, artifact.name]));

import { formatLocation, isYamlMapping, parseYaml, pyOpenErrorText, SweepkitError, type YamlMapping, type YamlValue } from '../../common/src/index.js';
import type { EvalFs } from './ports.js';

/** Where the reference looks when `--thresholds` is not given: beside its script, i.e. below the repository root. */
export const DEFAULT_THRESHOLDS_PATH = 'utils/evals/thresholds.yaml';

/**
 * InferenceX's `utils/evals/thresholds.yaml` (843c6254), shipped so that a repository without
 * the file still gets the reference's thresholds where the caller asks for them (the eval-gate action).
 */
export const BUNDLED_THRESHOLDS = `default:
  gsm8k: 0.90
  gpqa_diamond_cot_n_shot: 0.30
  swebench_lite: 0.50
models:
  dsr1:
    gsm8k: 0.91
  dsv4:
    gsm8k: 0.91
  glm5:
    gsm8k: 0.94
  glm5.1:
    gsm8k: 0.93
  gptoss:
    gsm8k: 0.91
  kimik2.5:
    gsm8k: 0.90
  minimaxm2.5:
    gsm8k: 0.92
  qwen3.5:
    gsm8k: 0.94
`;
export const BUNDLED_THRESHOLDS_NAME = '(bundled InferenceX thresholds)';

export interface Thresholds {
  /** Per-task thresholds for every model. */
  default: YamlMapping;
  /** Per model prefix, per task. */
  models: YamlMapping;
}

export type ThresholdsSource =
  /** `--thresholds` given: a missing file is warned about. */
  | { kind: 'file'; path: string }
  /** Not given: the default path, silently skipped when absent (or the bundled table, when asked). */
  | { kind: 'default'; bundledFallback: boolean };

export interface LoadedThresholds {
  thresholds: Thresholds;
  /** `Loaded thresholds from <name>`, or undefined when none were loaded. */
  loadedFrom?: string;
  /** The reference's warning when the file could not be used (it goes on with --min-score). */
  warning?: string;
}

const EMPTY: Thresholds = { default: {}, models: {} };
const mapping = (v: YamlValue | undefined): YamlMapping => (v !== undefined && isYamlMapping(v) ? v : {});

/** The reference's two shapes: `{default, models}`, or a flat task → threshold mapping (legacy). */
function shape(value: YamlMapping): Thresholds {
  if (!('default' in value) && !('models' in value)) return { default: value, models: {} };
  return { default: mapping(value.default), models: mapping(value.models) };
}

function parse(text: string, name: string): Thresholds {
  const loaded = parseYaml(text, name);
  if (!isYamlMapping(loaded.value)) {
    throw new SweepkitError('thresholds config must be a mapping', { location: loaded.locate([]), code: 'thresholds-not-mapping' });
  }
  return shape(loaded.value);
}

/**
 * Loads the thresholds like the reference: any failure to read or parse is a warning and the run
 * goes on with empty tables (every task then uses --min-score). With `strict`, the same failure is
 * a located error instead (the opt-in of spec §1.7).
 */
export function loadThresholds(fs: EvalFs, source: ThresholdsSource, strict = false): LoadedThresholds {
  const path = source.kind === 'file' ? source.path : DEFAULT_THRESHOLDS_PATH;
  if (source.kind === 'default' && !fs.exists(path)) {
    if (source.bundledFallback) return { thresholds: parse(BUNDLED_THRESHOLDS, BUNDLED_THRESHOLDS_NAME), loadedFrom: BUNDLED_THRESHOLDS_NAME };
    return { thresholds: EMPTY };
  }
  let text: string;
  try {
    text = fs.readText(path);
  } catch (error) {
    const reason = pyOpenErrorText(error, path);
    if (strict) throw new SweepkitError(`cannot read the thresholds file: ${reason}`, { location: { file: path }, code: 'thresholds-unreadable' });
    return { thresholds: EMPTY, warning: `could not load thresholds from ${path}: ${reason}` };
  }
  try {
    return { thresholds: parse(text, path), loadedFrom: path };
  } catch (error) {
    if (strict || !(error instanceof SweepkitError)) throw error;
    // One line (spec §1.2): the reference's own reason for a non-mapping, else `invalid YAML:` and
    // the parser's located message (PyYAML's multi-line text is not reproduced).
    const reason =
      error.code === 'thresholds-not-mapping'
        ? error.message
        : `invalid YAML: ${formatLocation(error.location)}: ${error.message.replace(/^invalid YAML: /, '')}`;
    return { thresholds: EMPTY, warning: `could not load thresholds from ${path}: ${reason}` };
  }
}

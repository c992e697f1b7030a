import { isYamlMapping, type YamlValue } from '../../../common/src/index.js';

// How the engines' recipes switch speculative decoding on: SGLang `speculative-algorithm` (or the
// short `speculative-algo`), TRT-LLM `speculative_config`, vLLM `speculative-config`.
const SPECULATIVE_KEY = /^speculative[-_](algorithm|algo|config)$/;
const OFF = new Set(['', 'none', 'null', 'false', 'off']);

const enabled = (value: YamlValue): boolean =>
  value !== null &&
  value !== false &&
  !(typeof value === 'string' && OFF.has(value.trim().toLowerCase())) &&
  !(isYamlMapping(value) && Object.keys(value).length === 0);

/** The first setting of a recipe that turns speculative decoding on (`key: value`), if any. */
export function speculativeSetting(recipe: YamlValue): string | undefined {
  if (Array.isArray(recipe)) {
    for (const item of recipe) {
      const found = speculativeSetting(item);
      if (found) return found;
    }
  } else if (isYamlMapping(recipe)) {
    for (const [key, value] of Object.entries(recipe)) {
      if (SPECULATIVE_KEY.test(key) && enabled(value)) return `${key}: ${typeof value === 'object' && value !== null ? '{…}' : String(value)}`;
      const found = speculativeSetting(value);
      if (found) return found;
    }
  }
  return undefined;
}

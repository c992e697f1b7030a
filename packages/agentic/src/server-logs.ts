import { pySplitlines, pyParents, pyPath } from '../../common/src/index.js';
import { type ArtifactFs } from '../../job/src/index.js';

/** Only the head of a server log is read: logs of long runs reach gigabytes. */
export const LOG_HEAD_BYTES = 64 * 1024 * 1024;

export type CapacityParser = (text: string) => number | null;

const VLLM_SIZE = /GPU KV cache size:\s*([\d,]+)\s*tokens/;
const VLLM_ENGINE = /\(EngineCore(?:_DP\d+)? pid=\d+\)/;

/** vLLM: `GPU KV cache size: N tokens`, per engine (last line wins) or summed when untagged. */
export function vllmCapacity(text: string): number | null {
  const perEngine = new Map<string, number>();
  let bare: number | null = null;
  for (const line of pySplitlines(text)) {
    if (!line.includes('GPU KV cache size')) continue;
    const m = VLLM_SIZE.exec(line);
    const value = m ? Number(m[1]!.replace(/,/g, '')) : NaN;
    if (!(value > 0)) continue;
    const engine = VLLM_ENGINE.exec(line);
    if (engine) perEngine.set(engine[0], value);
    else bare = (bare ?? 0) + value;
  }
  if (perEngine.size) return [...perEngine.values()].reduce((a, b) => a + b, 0);
  return bare;
}

const SGLANG_DP = /\bdp_size=(\d+)\b/;
const SGLANG_TOKENS = /\bmax_total_num_tokens=(\d+)\b/;
const SGLANG_RANK = /\b(DP\d+\s+TP\d+\s+EP\d+)\b/;

/** SGLang: `max_total_num_tokens=N` per rank; one logged rank of a DP server stands for all. */
export function sglangCapacity(text: string): number | null {
  const dpMatch = SGLANG_DP.exec(text);
  const dpSize = dpMatch ? Number(dpMatch[1]) : 0;
  const perRank = new Map<string, number>();
  const bare: number[] = [];
  for (const line of pySplitlines(text)) {
    if (!line.includes('max_total_num_tokens')) continue;
    const m = SGLANG_TOKENS.exec(line);
    const value = m ? Number(m[1]) : 0;
    if (!(value > 0)) continue;
    const rank = SGLANG_RANK.exec(line);
    if (rank) perRank.set(rank[1]!, value);
    else bare.push(value);
  }
  if (perRank.size) {
    const values = [...perRank.values()];
    return values.length === 1 && dpSize > 1 ? values[0]! * dpSize : values.reduce((a, b) => a + b, 0);
  }
  if (bare.length === 1 && dpSize > 1) return bare[0]! * dpSize;
  return bare.length ? bare.reduce((a, b) => a + b, 0) : null;
}

/** `RESULT_DIR/server.log` and `watchtower-*.out` in RESULT_DIR and its first three lexical parents. */
export function serverLogFiles(fs: ArtifactFs, resultDir: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const add = (path: string): void => {
    if (!fs.isFile(path)) return;
    const real = fs.realPath(path);
    if (seen.has(real)) return;
    seen.add(real);
    files.push(path);
  };
  add(pyPath(resultDir, 'server.log'));
  for (const dir of [pyPath(resultDir), ...pyParents(resultDir, 3)]) {
    const names = fs.list(dir).filter((n) => n.startsWith('watchtower-') && n.endsWith('.out'));
    for (const path of names.map((n) => pyPath(dir, n)).sort(codePointOrder)) add(path);
  }
  return files;
}

export const codePointOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Log text as the reference reads it: the head, invalid UTF-8 replaced, NUL characters removed. */
export function readLogHead(fs: ArtifactFs, path: string): string {
  const bytes = fs.readHead(path, LOG_HEAD_BYTES);
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).replace(/\0/g, '');
}

/** Capacity summed over every log file, null when no file states one. */
export function logCapacity(fs: ArtifactFs, resultDir: string, parse: CapacityParser): number | null {
  let total: number | null = null;
  for (const path of serverLogFiles(fs, resultDir)) {
    const value = parse(readLogHead(fs, path));
    if (value !== null) total = (total ?? 0) + value;
  }
  return total;
}

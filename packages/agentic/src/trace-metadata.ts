import { codePointOrder } from './server-logs.js';
import type { ExpectedOutputLookup } from './records.js';
import { isPyObject, parsePyJson, type PyValue, pyStr, pyStrip, pyTruthy, pyPath, pyToInt as toInt } from '../../common/src/index.js';
import { type ArtifactFs, forEachLine, type JobVariables } from '../../job/src/index.js';

const DATASET_PREFIX = 'datasets--semianalysisai--cc-traces-weka';

/** The HF hub cache root (B.6.4): HF_HUB_CACHE, HUGGINGFACE_HUB_CACHE, $HF_HOME/hub, ~/.cache/huggingface/hub. */
export function hubCacheRoot(vars: JobVariables): string | undefined {
  const [hubCache, legacy, hfHome, home] = (['HF_HUB_CACHE', 'HUGGINGFACE_HUB_CACHE', 'HF_HOME', 'HOME'] as const).map((name) => vars.get(name));
  if (hubCache) return hubCache;
  if (legacy) return legacy;
  if (hfHome) return pyPath(hfHome, 'hub');
  return home ? pyPath(home, '.cache/huggingface/hub') : undefined;
}

/** Output lengths per turn of one trace blob, or undefined when it has no request turns. */
function blobTurns(blob: PyValue): [string, number[]] | undefined {
  if (!isPyObject(blob) || !pyTruthy(blob.get('id'))) return undefined;
  const requests = blob.get('requests');
  if (!Array.isArray(requests)) return undefined;
  const turns: number[] = [];
  for (const r of requests) {
    if (!isPyObject(r)) continue;
    const type = r.get('type');
    if (type !== 'n' && type !== 's') continue;
    const length = r.get('output_length') ?? r.get('out') ?? null;
    turns.push(pyTruthy(length) ? (toInt(length) ?? 0) : 0);
  }
  return turns.length ? [pyStr(blob.get('id')!), turns] : undefined;
}

const tryParse = (text: string): PyValue | undefined => {
  try {
    return parsePyJson(text);
  } catch {
    return undefined;
  }
};

/** trace id → expected output length per turn, from the newest snapshot holding trace files. */
export function loadTraces(fs: ArtifactFs, root: string | undefined): Map<string, number[]> {
  const traces = new Map<string, number[]>();
  if (!root || !fs.isDirectory(root)) return traces;
  const snapshots: string[] = [];
  for (const name of fs
    .list(root)
    .filter((n) => n.startsWith(DATASET_PREFIX))
    .sort(codePointOrder)) {
    const dir = pyPath(root, name, 'snapshots');
    for (const snap of fs.list(dir).sort(codePointOrder)) if (fs.isDirectory(pyPath(dir, snap))) snapshots.push(pyPath(dir, snap));
  }
  snapshots.sort((a, b) => fs.mtimeMs(b) - fs.mtimeMs(a));
  const isBlob = (dir: string, ext: string) => (n: string) => n.endsWith(ext) && fs.isFile(pyPath(dir, n));
  const snapshot = snapshots.find((d) => fs.list(d).some((n) => isBlob(d, '.jsonl')(n) || isBlob(d, '.json')(n)));
  if (!snapshot) return traces;
  const names = fs.list(snapshot).sort(codePointOrder);
  const add = (blob: PyValue | undefined): void => {
    const entry = blob === undefined ? undefined : blobTurns(blob);
    if (entry) traces.set(entry[0], entry[1]);
  };
  for (const name of names.filter(isBlob(snapshot, '.jsonl'))) {
    try {
      forEachLine(fs, pyPath(snapshot, name), (line) => {
        const text = pyStrip(line);
        if (text) add(tryParse(text));
      });
    } catch {
      // An unreadable trace file only means fewer expected lengths.
    }
  }
  for (const name of names.filter(isBlob(snapshot, '.json'))) {
    try {
      add(tryParse(new TextDecoder('utf-8', { fatal: true }).decode(fs.readBytes(pyPath(snapshot, name)))));
    } catch {
      // As above.
    }
  }
  return traces;
}

/** A record's expected output length: trace id = conversation id up to `::`, turn by Python index. */
export function expectedOutputLookup(traces: Map<string, number[]>): ExpectedOutputLookup | undefined {
  if (traces.size === 0) return undefined;
  return (conversationId, turnIndex) => {
    if (!pyTruthy(conversationId ?? null)) return undefined;
    const turns = traces.get(pyStr(conversationId!).split('::')[0]!);
    if (!turns || typeof turnIndex !== 'number' || !Number.isInteger(turnIndex)) return undefined;
    if (turnIndex >= turns.length || turnIndex < -turns.length) return undefined;
    return turns[turnIndex < 0 ? turns.length + turnIndex : turnIndex];
  };
}

import { pyPath } from '../../../packages/common/src/index.js';
import { NotUtf8Error, splitLines, type ArtifactFs } from '../../../packages/job/src/index.js';

/** An in-memory ArtifactFs: `files` maps normalised paths to contents; folders are implied. */
export function memoryFs(files: Record<string, string | Uint8Array>): ArtifactFs & { written: Map<string, string> } {
  const store = new Map<string, Uint8Array>();
  for (const [path, content] of Object.entries(files)) store.set(pyPath(path), typeof content === 'string' ? new TextEncoder().encode(content) : content);
  const written = new Map<string, string>();
  const isDirectory = (path: string): boolean => {
    const prefix = pyPath(path) === '.' ? '' : `${pyPath(path)}/`;
    return [...store.keys()].some((k) => k.startsWith(prefix) && k !== pyPath(path));
  };
  const bytes = (path: string): Uint8Array => {
    const b = store.get(pyPath(path));
    if (!b) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
    return b;
  };
  return {
    written,
    isFile: (path) => store.has(pyPath(path)),
    isDirectory,
    list: (path) => {
      const prefix = pyPath(path) === '.' ? '' : `${pyPath(path)}/`;
      return [...new Set([...store.keys()].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length).split('/')[0]!))];
    },
    readBytes: bytes,
    readHead: (path, max) => bytes(path).subarray(0, max),
    forEachLine(path, each) {
      let text: string;
      try {
        text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes(path));
      } catch (e) {
        if (e instanceof TypeError) throw new NotUtf8Error(path);
        throw e;
      }
      splitLines(text).forEach((line) => each(line));
    },
    mtimeMs: () => 0,
    realPath: (path) => pyPath(path),
    writeAtomic: (path, text) => {
      store.set(pyPath(path), new TextEncoder().encode(text));
      written.set(pyPath(path), text);
    }
  };
}

import { NotUtf8Error, type ArtifactFs } from '../../../packages/agentic/src/ports.js';
import { pyPath } from '../../../packages/agentic/src/paths.js';

/** An in-memory ArtifactFs: `files` maps normalised paths to contents; folders are implied. */
export function memoryFs(files: Record<string, string | Uint8Array>, chunkBytes = 7): ArtifactFs & { written: Map<string, string> } {
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
    // Small chunks on purpose: lines and characters straddle chunk boundaries.
    *textChunks(path) {
      const b = bytes(path);
      const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
      try {
        for (let i = 0; i < b.length; i += chunkBytes) yield decoder.decode(b.subarray(i, i + chunkBytes), { stream: true });
        yield decoder.decode();
      } catch (e) {
        if (e instanceof TypeError) throw new NotUtf8Error(path);
        throw e;
      }
    },
    mtimeMs: () => 0,
    realPath: (path) => pyPath(path),
    writeAtomic: (path, text) => {
      store.set(pyPath(path), new TextEncoder().encode(text));
      written.set(pyPath(path), text);
    }
  };
}

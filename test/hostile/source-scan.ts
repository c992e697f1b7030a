import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../bundle/harness.js';

/** The TypeScript sources of packages/, cli/src/ and actions/ (generated code aside) whose text matches `pattern`. */
export function sourcesMatching(pattern: RegExp): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'node_modules' && name !== 'generated') walk(path);
      } else if (name.endsWith('.ts') && pattern.test(readFileSync(path, 'utf8'))) found.push(path);
    }
  };
  for (const root of ['packages', 'cli/src', 'actions']) walk(join(repoRoot, root));
  return found;
}

/**
 * Issue 35, class 1: folder links. Every path is checked against one fixed root resolved once (the
 * recipes folder, the job's logs folder, the results folder, the working folder); a link out of it
 * is refused wherever it sits on the way — the last component or any folder before it — and the
 * opens are made relative to the checked folder's descriptor, so the root swapped for a link after
 * it was resolved is refused too. Every variant plants a runner-host secret and expects it nowhere.
 */
import { describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { readTextFileSync } from '../../packages/common/src/adapters/node-files.js';
import { readTextFile, SafeFolder, skipOncePerPath } from '../../packages/common/src/index.js';
import { nodeArtifactFs } from '../../packages/job/src/index.js';
import { collectResults as collectResultFiles, nodeResultsFs } from '../../packages/results/src/index.js';
import { nodeCheckoutFiles } from '../../packages/slurm/src/adapters/node-checkout.js';
import { jobFilesInside } from '../../packages/slurm/src/adapters/node-job-files.js';
import { gatherJobOutputs } from '../../packages/slurm/src/job-outputs.js';

const scratch = (name: string): string => mkdtempSync(join(tmpdir(), `sweepkit-folder-links-${name}-`));
const SECRET = 'RUNNER-HOST-SECRET';

/** A folder on the "runner host" (the runner's home): `.ssh/id_rsa`, `eval.json`, `x.json`. */
function hostFolder(): string {
  const home = scratch('home');
  mkdirSync(join(home, '.ssh'));
  writeFileSync(join(home, '.ssh', 'id_rsa'), `${SECRET}\n`);
  writeFileSync(join(home, 'eval.json'), `{"secret": "${SECRET}"}`);
  writeFileSync(join(home, 'x.json'), `{"secret": "${SECRET}"}`);
  return home;
}

const everything = (dir: string): string => {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const e of SafeFolder.at(d).walk('', () => undefined)) if (e.isFile) out.push(readFileSync(join(d, e.path), 'utf8'));
  };
  walk(dir);
  return out.join('\n');
};

describe('overlay `from:` (the recipes folder is the root)', () => {
  test.each([
    ['the issue: from x/.ssh with the committed link x -> runner home', (recipes: string, home: string) => symlinkSync(home, join(recipes, 'x')), 'x/.ssh'],
    [
      'ours: a link two folders up the way (a/b -> home, from a/b/.ssh)',
      (recipes: string, home: string) => (mkdirSync(join(recipes, 'a')), symlinkSync(home, join(recipes, 'a', 'b'))),
      'a/b/.ssh'
    ],
    [
      'ours: a relative link climbing out (x -> ../<home>, whatever TMPDIR is)',
      (recipes: string, home: string) => symlinkSync(relative(recipes, home), join(recipes, 'x')),
      'x/.ssh'
    ],
    [
      'ours: the source itself a folder link (cfg -> home/.ssh)',
      (recipes: string, home: string) => symlinkSync(join(home, '.ssh'), join(recipes, 'cfg')),
      'cfg'
    ]
  ])('%s: refused, nothing copied', (_, plant, from) => {
    const recipes = scratch('recipes');
    plant(recipes, hostFolder());
    const target = scratch('checkout');
    expect(() => nodeCheckoutFiles.copyTree(recipes, join(recipes, from), join(target, 'configs'))).toThrow(/overlay .*: a symlink to .*, outside /);
    expect(everything(target)).not.toContain(SECRET);
  });

  test('a folder link that stays inside the recipes folder is followed', () => {
    const recipes = scratch('recipes');
    mkdirSync(join(recipes, 'real'));
    writeFileSync(join(recipes, 'real', 'a.yaml'), 'a: 1\n');
    symlinkSync('real', join(recipes, 'alias'));
    const target = scratch('checkout');
    nodeCheckoutFiles.copyTree(recipes, join(recipes, 'alias'), join(target, 'configs'));
    expect(readFileSync(join(target, 'configs', 'a.yaml'), 'utf8')).toBe('a: 1\n');
  });
});

describe('the job’s logs folder is the root (eval results, result files)', () => {
  const run = (plant: (logs: string, home: string) => void) => {
    const logs = join(scratch('job'), 'logs');
    mkdirSync(logs);
    plant(logs, hostFolder());
    const results = scratch('results');
    const warnings: string[] = [];
    const files = jobFilesInside(skipOncePerPath((line) => warnings.push(line)));
    const collection = gatherJobOutputs(files, [{ id: '1', logDir: logs }], { resultsDir: results, expect: 'none' });
    return { collection, warnings, copied: everything(results) };
  };

  test.each([
    [
      'the issue: logs/eval_results -> a host folder',
      (logs: string, home: string) => symlinkSync(home, join(logs, 'eval_results')),
      /eval_results: a symlink to .*, outside /
    ],
    [
      'ours: a results folder logs/isl_1_osl_1 -> a host folder',
      (logs: string, home: string) => symlinkSync(home, join(logs, 'isl_1_osl_1')),
      /isl_1_osl_1: a symlink to .*, outside /
    ],
    [
      'ours: a link inside the logs that points to a folder link out (logs/a -> b, b -> home)',
      (logs: string, home: string) => (symlinkSync(home, join(logs, 'b')), symlinkSync('b', join(logs, 'a'))),
      /: a symlink to .*, outside /
    ]
  ])('%s: nothing of it copied, one warning', (_, plant, warning) => {
    const result = run(plant);
    expect(result.copied).not.toContain(SECRET);
    expect(result.collection.resultFiles).toEqual([]);
    expect(result.warnings.some((w) => warning.test(w))).toBe(true);
  });
});

describe('results folders and the working folder', () => {
  test('collect-results: a sub-folder link to a host folder is not collected (ours)', () => {
    const dir = scratch('collect');
    mkdirSync(join(dir, 'results'));
    writeFileSync(join(dir, 'results', 'a.json'), '{"a": 1}');
    symlinkSync(hostFolder(), join(dir, 'results', 'sub'));
    const warnings: string[] = [];
    collectResultFiles(
      nodeResultsFs(
        dir,
        skipOncePerPath((l) => warnings.push(l))
      ),
      'results',
      'x',
      dir
    );
    expect(readFileSync(join(dir, 'agg_x.json'), 'utf8')).not.toContain(SECRET);
    expect(warnings).toEqual([expect.stringMatching(/sub: a symlink to .*, outside /)]);
  });

  test('an artifact read through a folder link out of the working folder is refused (ours)', () => {
    const cwd = scratch('cwd');
    symlinkSync(hostFolder(), join(cwd, 'artifact'));
    expect(() => nodeArtifactFs(cwd).readBytes('artifact/x.json')).toThrow(/a symlink to .*, outside /);
  });

  test('a checkout config: the folder link the user named is followed, a link inside it out of it is not', () => {
    // Issue 32: `configs/` linked into a monorepo checkout is where the user put the configs; the
    // containment is against a file *inside* that folder escaping it.
    const cwd = scratch('cwd');
    const host = hostFolder();
    symlinkSync(host, join(cwd, 'configs'));
    symlinkSync(join(hostFolder(), '.ssh', 'id_rsa'), join(host, 'key.json'));
    const before = process.cwd();
    process.chdir(cwd);
    try {
      const files = { readText: readTextFileSync, exists: () => true };
      expect(readTextFile(files, 'configs/x.json')).toContain('"secret"');
      expect(() => readTextFile(files, 'configs/key.json')).toThrow('is a symlink to outside its folder');
    } finally {
      process.chdir(before);
    }
  });

  test('the root swapped for a link after it was resolved: every read refused (race-free opens)', () => {
    const parent = scratch('swap');
    const root = join(parent, 'logs');
    mkdirSync(root);
    writeFileSync(join(root, 'x.json'), '{}');
    const folder = SafeFolder.at(root);
    expect(folder.readFile('x.json').toString()).toBe('{}');
    renameSync(root, join(parent, 'old'));
    symlinkSync(hostFolder(), root);
    expect(() => folder.readFile('x.json')).toThrow(/moved since it was checked/);
    expect(() => folder.list('', () => undefined)).toThrow(/moved since it was checked/);
  });
});

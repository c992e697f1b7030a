/**
 * Hostile files (issue 21, class 2): symlinks, FIFOs and planted temp names that a job, a
 * benchmark or a PR checkout leaves. Every read or copy goes through the one file-access layer
 * (`packages/common/src/adapters/safe-files.ts`): regular files only, symlinks followed only inside
 * their folder, FIFOs and devices passed over with one warning, bounded sizes; every write through
 * the one atomic writer. A case that regressed into following a FIFO would hang until jest's time-out.
 */
import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../cli/src/run-cli.js';
import { nodeFiles } from '../../packages/common/src/adapters/node-files.js';
import { readTextFile, SafeFolder, skipOncePerPath } from '../../packages/common/src/index.js';
import { collectResults as collectResultFiles, nodeResultsFs } from '../../packages/results/src/index.js';
import { failureDigest } from '../../packages/slurm/src/after-job.js';
import { afterJob } from '../../packages/slurm/src/adapters/node-after-job.js';
import { nodeCheckoutFiles } from '../../packages/slurm/src/adapters/node-checkout.js';
import { jobFilesInside } from '../../packages/slurm/src/adapters/node-job-files.js';
import { gatherJobOutputs } from '../../packages/slurm/src/job-outputs.js';
import { LogTail } from '../../packages/slurm/src/log-tail.js';
import { git, HERMETIC_GIT_ENV, newRepoDir } from '../integration/changelog/repo.js';
import { runCliCaptured } from '../support/cli-capture.js';

const scratch = (name: string): string => mkdtempSync(join(tmpdir(), `sweepkit-hostile-files-${name}-`));

/** A file on the "runner host": outside every folder a job or a PR controls. */
function hostSecret(): string {
  const path = join(scratch('host'), 'runner-secret.txt');
  writeFileSync(path, 'RUNNER-HOST-SECRET\n');
  return path;
}

const mkfifo = (path: string): void => void execFileSync('mkfifo', [path]);

/** Everything below `dir` (as `find -type f` would list regular files), with contents. */
function tree(dir: string, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = lstatSync(path);
    if (stat.isDirectory()) Object.assign(out, tree(path, `${prefix}${name}/`));
    else out[`${prefix}${name}`] = stat.isFile() ? readFileSync(path, 'utf8') : `<${stat.isSymbolicLink() ? 'symlink' : 'special'}>`;
  }
  return out;
}

/** A finished srtctl job folder `outputs/<id>/logs` with one worker log, plus what `plant` adds. */
function jobFolder(plant: (logs: string) => void) {
  const root = scratch('job');
  const logs = join(root, 'outputs', '77', 'logs');
  mkdirSync(logs, { recursive: true });
  writeFileSync(join(logs, 'worker-0.out'), 'starting\nCUDA error: out of memory\n');
  plant(logs);
  const results = join(root, 'results');
  mkdirSync(results);
  return { root, logs, results };
}

/** The launcher's after-job path, as the real launcher runs it: collect, archive, digest. */
async function launcherAfterJob(plant: (logs: string) => void) {
  const { logs, results } = jobFolder(plant);
  const warnings: string[] = [];
  const files = jobFilesInside(skipOncePerPath((line) => warnings.push(line)));
  gatherJobOutputs(files, [{ id: '77', logDir: logs }], { resultsDir: results, expect: 'none' });
  const after = await afterJob(files, results, 1 << 20, true);
  const archived = execFileSync('tar', ['tzf', join(results, 'multinode_server_logs.tar.gz')], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .sort();
  return { collected: tree(join(results, 'LOGS')), archived, digest: after.digest, warnings };
}

describe('class 2: job-folder files', () => {
  test.each([
    [
      'a symlink in the job folder to a runner-host file (issue)',
      (logs: string) => symlinkSync(hostSecret(), join(logs, 'leak.out')),
      /leak\.out: a symlink to .*runner-secret\.txt, outside /
    ],
    ['a FIFO in the job logs (issue: blocked the launcher past SIGTERM)', (logs: string) => mkfifo(join(logs, 'stuck.out')), /stuck\.out: not a regular file/],
    [
      'a symlinked folder pointing out of the job folder (ours)',
      (logs: string) => symlinkSync(join(hostSecret(), '..'), join(logs, 'host')),
      /host: a symlink to .*, outside /
    ],
    [
      'a symlink up into the workspace (a checkout persists its token in .git/config) (ours)',
      (logs: string) => {
        mkdirSync(join(logs, '../../../.git'), { recursive: true });
        writeFileSync(join(logs, '../../../.git/config'), 'extraheader = AUTHORIZATION: basic c2VjcmV0\n');
        symlinkSync('../../../.git/config', join(logs, 'config.err'));
      },
      /config\.err: a symlink to .*\.git\/config, outside /
    ],
    [
      'a symlink loop (ours)',
      (logs: string) => (symlinkSync('b.out', join(logs, 'a.out')), symlinkSync('a.out', join(logs, 'b.out'))),
      /a\.out: a symlink whose target cannot be resolved/
    ]
  ])('%s: never copied, archived or quoted; one warning', async (_name, plant, warning) => {
    const run = await launcherAfterJob(plant);
    expect(run.collected).toEqual({ 'worker-0.out': 'starting\nCUDA error: out of memory\n' });
    expect(run.archived).toEqual(['worker-0.out']);
    expect(run.digest).toEqual([{ file: 'worker-0.out', lines: 'starting\nCUDA error: out of memory' }]);
    expect(JSON.stringify(run)).not.toContain('RUNNER-HOST-SECRET');
    expect(JSON.stringify(run)).not.toContain('c2VjcmV0');
    expect(run.warnings.filter((w) => warning.test(w))).toHaveLength(1);
  });

  test('a symlink that stays inside the job folder is followed and copied as a file (ours)', async () => {
    const run = await launcherAfterJob((logs) => symlinkSync('worker-0.out', join(logs, 'latest.out')));
    expect(run.collected).toEqual({ 'latest.out': 'starting\nCUDA error: out of memory\n', 'worker-0.out': 'starting\nCUDA error: out of memory\n' });
    expect(run.warnings).toEqual([]);
  });

  test('a FIFO as the followed log: the tail reads nothing, warns once per path, never blocks', () => {
    const dir = scratch('tail');
    mkfifo(join(dir, 'log.out'));
    const warnings: string[] = [];
    const files = jobFilesInside(skipOncePerPath((line) => warnings.push(line)));
    const seen: string[] = [];
    const tail = new LogTail(files, join(dir, 'log.out'), (text) => seen.push(text));
    for (let i = 0; i < 3; i++) tail.pump();
    tail.drain();
    expect(seen).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(failureDigest(files, dir)).toEqual([]);
  });

  test('an overlay from the PR checkout holding a symlink out stops the prepare stage (ours)', () => {
    const recipes = scratch('overlay');
    mkdirSync(join(recipes, 'configs'));
    writeFileSync(join(recipes, 'configs/a.yaml'), 'a: 1\n');
    symlinkSync(hostSecret(), join(recipes, 'configs/b.yaml'));
    const target = scratch('checkout');
    expect(() => nodeCheckoutFiles.copyTree(recipes, join(recipes, 'configs'), join(target, 'configs'))).toThrow(
      /overlay .*b\.yaml: a symlink to .*, outside /
    );
    expect(JSON.stringify(tree(target))).not.toContain('RUNNER-HOST-SECRET');
  });
});

describe('class 2: results folders', () => {
  const results = () => {
    const dir = scratch('results');
    mkdirSync(join(dir, 'artifact-a'));
    writeFileSync(join(dir, 'artifact-a/r.json'), '{"x": 1}');
    return dir;
  };
  const collect = (dir: string) => {
    const warnings: string[] = [];
    const outcome = collectResultFiles(
      nodeResultsFs(
        dir,
        skipOncePerPath((l) => warnings.push(l))
      ),
      '.',
      'exp',
      'out'
    );
    return { files: outcome.files, text: readFileSync(join(dir, 'out/agg_exp.json'), 'utf8'), warnings };
  };

  test.each([
    ['a symlinked *.json to a runner-host file', (dir: string) => symlinkSync(hostSecret(), join(dir, 'artifact-a/host.json'))],
    ['a FIFO named *.json', (dir: string) => mkfifo(join(dir, 'artifact-a/fifo.json'))],
    ['a symlinked artifact folder out of the results', (dir: string) => symlinkSync(join(hostSecret(), '..'), join(dir, 'artifact-b'))]
  ])('collect-results passes over %s with one warning', (_name, plant) => {
    const dir = results();
    plant(dir);
    const run = collect(dir);
    expect(run.files).toEqual(['artifact-a/r.json']);
    expect(run.text).toBe('[\n  {\n    "x": 1\n  }\n]');
    expect(run.warnings).toHaveLength(1);
  });

  test('collect-results never writes through a planted temp name (issue: predictable name, no O_EXCL)', () => {
    const dir = results();
    const victim = hostSecret();
    mkdirSync(join(dir, 'out'));
    // The names the old writer used: .sweepkit-<pid>-<n>.tmp.
    for (let n = 1; n <= 3; n++) symlinkSync(victim, join(dir, 'out', `.sweepkit-${process.pid}-${n}.tmp`));
    const run = collect(dir);
    expect(readFileSync(victim, 'utf8')).toBe('RUNNER-HOST-SECRET\n');
    expect(run.text).toBe('[\n  {\n    "x": 1\n  }\n]');
    expect(readdirSync(join(dir, 'out')).filter((n) => !n.startsWith('.sweepkit-'))).toEqual(['agg_exp.json']);
  });

  test('canary --remaining never writes through a planted FILE.tmp (ours: the same predictable name)', async () => {
    const dir = scratch('canary');
    const victim = hostSecret();
    writeFileSync(join(dir, 'matrix.json'), '{"single_node": {"dsr1": [{"conc": 4, "run-eval": false}]}, "multi_node": {}}');
    symlinkSync(victim, join(dir, 'remaining.json.tmp'));
    const code = await runCli(['canary', '--input', 'matrix.json', '--remaining', 'remaining.json'], {
      stdout: () => undefined,
      stderr: () => undefined,
      env: {},
      cwd: dir,
      files: nodeFiles
    });
    expect(code).toBe(0);
    expect(readFileSync(victim, 'utf8')).toBe('RUNNER-HOST-SECRET\n');
    expect(JSON.parse(readFileSync(join(dir, 'remaining.json'), 'utf8'))).toHaveProperty('single_node.dsr1');
  });

  test('a file over the read bound is refused, not read whole (ours)', () => {
    const dir = scratch('big');
    writeFileSync(join(dir, 'big.json'), Buffer.alloc(4096, 0x20));
    expect(() => SafeFolder.at(dir).readFile(join(dir, 'big.json'), 1024)).toThrow(expect.objectContaining({ code: 'EFBIG' }));
  });
});

describe('class 2: the PR checkout (changelog canonicalize / resolve-conflict)', () => {
  const URL = 'https://github.com/SemiAnalysisAI/InferenceX/pull/';
  const entry = (key: string, link: string) => `- config-keys:\n    - ${key}\n  description:\n    - "x"\n  pr-link: ${link}\n`;
  const HISTORY = entry('dsr1-fp8-h200-sglang', `${URL}1`);

  /** A PR branch appending an XXX entry, with `plant` applied and committed as the PR would. */
  function prCheckout(plant: (repo: string) => void): string {
    const repo = newRepoDir('hostile-changelog');
    git(repo, 'init', '-q', '-b', 'main');
    writeFileSync(join(repo, 'perf-changelog.yaml'), HISTORY);
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'base');
    git(repo, 'checkout', '-q', '-b', 'pr');
    writeFileSync(join(repo, 'perf-changelog.yaml'), `${HISTORY}\n${entry('gptoss-fp4-b200-vllm', 'XXX')}`);
    plant(repo);
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'pr');
    return repo;
  }

  async function canonicalize(repo: string) {
    return runCliCaptured(['changelog', 'canonicalize', '--base-ref', 'main', '--pr-number', '42'], { env: HERMETIC_GIT_ENV, cwd: repo });
  }

  test('a committed perf-changelog.yaml.sweepkit-tmp symlink is never written through (issue)', async () => {
    const victim = hostSecret();
    const repo = prCheckout((r) => symlinkSync(victim, join(r, 'perf-changelog.yaml.sweepkit-tmp')));
    expect(await canonicalize(repo)).toEqual({ code: 0, stdout: 'Prepared perf-changelog.yaml for PR #42\n', stderr: '' });
    expect(readFileSync(victim, 'utf8')).toBe('RUNNER-HOST-SECRET\n');
    expect(readFileSync(join(repo, 'perf-changelog.yaml'), 'utf8')).toContain(`pr-link: ${URL}42`);
  });

  test('a changelog that is a symlink out of the checkout is refused, nothing written (ours)', async () => {
    const outside = join(scratch('outside'), 'perf-changelog.yaml');
    writeFileSync(outside, `${HISTORY}\n${entry('gptoss-fp4-b200-vllm', 'XXX')}`);
    const repo = prCheckout((r) => {
      execFileSync('rm', [join(r, 'perf-changelog.yaml')]);
      symlinkSync(outside, join(r, 'perf-changelog.yaml'));
    });
    const run = await canonicalize(repo);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/perf-changelog\.yaml.*a symlink to .*, outside /);
    expect(readFileSync(outside, 'utf8')).toContain('pr-link: XXX');
  });

  test('a config of the checkout that is a symlink to a runner-host file is one located error (ours)', () => {
    const checkout = scratch('configs');
    symlinkSync(hostSecret(), join(checkout, 'master.yaml'));
    symlinkSync('master.yaml', join(checkout, 'alias.yaml'));
    expect(() => readTextFile(nodeFiles, join(checkout, 'master.yaml'), 'master.yaml')).toThrow('is a symlink to outside its folder');
    expect(() => readTextFile(nodeFiles, join(checkout, 'alias.yaml'), 'alias.yaml')).toThrow('is a symlink to outside its folder');
  });

  test('a write whose folder is symlinked out of the checkout is refused (ours)', () => {
    const repo = scratch('checkout');
    const outside = scratch('outside');
    symlinkSync(outside, join(repo, 'docs'));
    expect(() => SafeFolder.at(repo).writeFile(join(repo, 'docs/perf-changelog.yaml'), 'x')).toThrow(/its folder is a symlink to .*, outside /);
    expect(readdirSync(outside)).toEqual([]);
  });
});

// A monorepo links its configs folder into the checkout: the folder the user named may be a link;
// a file inside it that points out of it is still refused.
describe('class 2: a symlinked config folder', () => {
  const monorepo = (): { checkout: string; configs: string } => {
    const shared = join(scratch('monorepo'), 'shared', 'configs');
    mkdirSync(shared, { recursive: true });
    const matrixConfigs = join(import.meta.dirname, '../fixtures/matrix/inferencex/configs');
    for (const name of ['nvidia-master.yaml', 'runners.yaml']) writeFileSync(join(shared, name), readFileSync(join(matrixConfigs, name)));
    const checkout = scratch('checkout');
    symlinkSync(shared, join(checkout, 'configs'));
    return { checkout, configs: shared };
  };

  test('sweepkit matrix reads configs/ linked into the checkout (issue)', async () => {
    const { checkout } = monorepo();
    // the CLI as a workflow step runs it: in the checkout
    const before = process.cwd();
    process.chdir(checkout);
    try {
      const run = await runCliCaptured(['matrix', 'full-sweep', '--config-files', 'configs/nvidia-master.yaml', '--runner-config', 'configs/runners.yaml'], {
        cwd: checkout
      });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect((JSON.parse(run.stdout) as unknown[]).length).toBeGreaterThan(100);
    } finally {
      process.chdir(before);
    }
  });

  test('a file of the linked folder that points at a runner-host file is still refused (ours)', () => {
    const { checkout, configs } = monorepo();
    symlinkSync(hostSecret(), join(configs, 'leak.yaml'));
    expect(() => readTextFile(nodeFiles, join(checkout, 'configs', 'leak.yaml'), 'configs/leak.yaml')).toThrow('is a symlink to outside its folder');
    expect(readTextFile(nodeFiles, join(checkout, 'configs', 'runners.yaml'), 'configs/runners.yaml')).toContain('labels:');
  });
});

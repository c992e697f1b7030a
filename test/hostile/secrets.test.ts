/**
 * Hostile secrets (issue 21, class 5): credentials never reach what a person or a child sees.
 * - `redactSecrets` (packages/common/src/redact.ts) is the one redaction, used by compare-results'
 *   connection errors and by every error the CLI and `runAction` print;
 * - `childEnvironment` (packages/slurm/src/child-env.ts) is the one allow-list of what every spawn
 *   of the launcher sees; the runner's tokens never.
 */
import { describe, expect, test } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../cli/src/run-cli.js';
import { nodeFiles } from '../../packages/common/src/adapters/node-files.js';
import { connectionTarget, redactError, redactSecrets, secretValues, SweepkitError, urlPassword } from '../../packages/common/src/index.js';
import { MALFORMED as DATABASE_MALFORMED } from '../../packages/results/src/adapters/pg-baseline.js';
import { describeFailure, runCommand } from '../../packages/slurm/src/adapters/exec.js';
import { createSrtctlCli } from '../../packages/slurm/src/adapters/srtctl-cli.js';
import { childEnvironment, EXTRA_JOB_ENV } from '../../packages/slurm/src/child-env.js';

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJyZXBvOngifQ.c2lnbmF0dXJlLXZhbHVl';
const GHS = `ghs_${'A1b2C3d4E5'.repeat(4)}`;

describe('class 5: redaction', () => {
  test.each([
    ['URL userinfo (issue)', 'postgres://bench:hunter2@db.example:5432/results', 'postgres://bench:***@db.example:5432/results'],
    ['a raw @ in the password (issue)', 'postgres://bench:p@ss@w0rd@db.example/results: timeout', 'postgres://bench:***@db.example/results: timeout'],
    [
      '?password= in the query (issue)',
      'postgresql://db.example/results?sslmode=require&password=hunter2&x=1',
      'postgresql://db.example/results?sslmode=require&password=***&x=1'
    ],
    ['libpq key=value (issue)', 'host=db.example user=bench password=hunter2 dbname=results', 'host=db.example user=bench password=*** dbname=results'],
    ['libpq quoted value with an escaped quote (ours)', "host=db password='a b\\' c' dbname=x", 'host=db password=*** dbname=x'],
    [
      'a bearer token in an HTTP error (ours)',
      `401 from https://api.github.com: Authorization: Bearer ${GHS}`,
      '401 from https://api.github.com: Authorization: Bearer ***'
    ],
    ['a GitHub token in a clone URL without a password (ours)', `https://${GHS}@github.com/org/repo.git`, 'https://***@github.com/org/repo.git'],
    ['a runner JWT on its own (ours)', `token was ${JWT}`, 'token was ***'],
    ['JSON token field (ours)', '{"token": "abc def", "name": "x"}', '{"token": "***", "name": "x"}'],
    ['a user name alone is not a secret', 'postgres://postgres@127.0.0.1:5433/postgres', 'postgres://postgres@127.0.0.1:5433/postgres'],
    ['a pip ref with @ after the host is not userinfo', 'git+https://github.com/org/srt-slurm@v1.0.25', 'git+https://github.com/org/srt-slurm@v1.0.25'],
    ['a token count is not a token', 'max_tokens=128 num_tokens=4', 'max_tokens=128 num_tokens=4']
  ])('%s', (_name, text, redacted) => {
    expect(redactSecrets(text)).toBe(redacted);
  });

  test('a known secret is hidden in every spelling (as is, URL-encoded, decoded)', () => {
    const secret = 'pa ss/w@rd!';
    const text = `raw ${secret}, encoded ${encodeURIComponent(secret)}`;
    expect(redactSecrets(text, [secret])).toBe('raw ***, encoded ***');
    expect(urlPassword('postgres://u:p@ss@w0rd@h/db')).toBe('p@ss@w0rd');
    expect(secretValues({ DATABASE_URL: 'postgres://u:longpassword@h/db', HF_TOKEN: 'hf_short', MODAL_TOKEN_SECRET: 'modal-secret-1', CONC: '8' })).toEqual([
      'longpassword',
      'hf_short',
      'modal-secret-1'
    ]);
  });

  test('redactError keeps the error (location, code, exit code) and redacts message and details', () => {
    const error = new SweepkitError('cannot reach postgres://u:hunter2@h/db', {
      code: 'database',
      location: { file: 'x.yaml', line: 2 },
      details: ['password=hunter2']
    });
    const redacted = redactError(error);
    expect([redacted.message, redacted.details, redacted.code, redacted.location, redacted.exitCode]).toEqual([
      'cannot reach postgres://u:***@h/db',
      ['password=***'],
      'database',
      { file: 'x.yaml', line: 2 },
      1
    ]);
    const clean = new SweepkitError('nothing secret');
    expect(redactError(clean)).toBe(clean);
  });

  test('a failed child command (git clone with a credentialed URL) is described redacted (ours)', () => {
    const result = { exitCode: 128, stdout: '', stderr: "fatal: unable to access 'https://ci:tok3n-value@git.example/srt-slurm.git/'\n", killed: false };
    expect(describeFailure('git clone', result, 1000)).toBe("git clone: exit 128: fatal: unable to access 'https://ci:***@git.example/srt-slurm.git/'");
  });

  /** compare-results against a port where nothing listens: the connection error, as printed. */
  async function compareWith(databaseUrl: string) {
    const dir = mkdtempSync(join(tmpdir(), 'sweepkit-hostile-secrets-'));
    const files = join(import.meta.dirname, '../fixtures/results/process-result/sn_vllm_h200/expected/files');
    const row = readFileSync(
      join(
        files,
        readdirSync(files).find((f) => f.startsWith('agg_'))!
      ),
      'utf8'
    );
    writeFileSync(join(dir, 'agg_bmk.json'), `[${row}]`);
    let stderr = '';
    const code = await runCli(['compare-results', '--results', 'agg_bmk.json'], {
      stdout: () => undefined,
      stderr: (t) => (stderr += t),
      env: { DATABASE_URL: databaseUrl },
      cwd: dir,
      files: nodeFiles
    });
    return { code, stderr };
  }

  test.each([
    ['userinfo', 'postgres://bench:hunter2secret@127.0.0.1:1/results'],
    ['a raw @ in the password', 'postgres://bench:hunter2@secret@127.0.0.1:1/results'],
    ['?password=', 'postgres://bench@127.0.0.1:1/results?password=hunter2secret'],
    ['libpq key=value', 'host=127.0.0.1 port=1 user=bench password=hunter2secret dbname=results']
  ])('compare-results: an unreachable database given with %s is one line without the password', async (_name, url) => {
    const run = await compareWith(url);
    expect(run.code).toBe(1);
    expect(run.stderr).not.toMatch(/hunter2|secret/);
    expect(run.stderr).toMatch(/^baseline database 127\.0\.0\.1:1\/results: /);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  // Issue 35, class 4: every spelling. The connection string is never printed, only what it names.
  test.each([
    ['a / in the password (issue)', 'postgres://bench:hunt/er2secret@127.0.0.1:1/results', undefined],
    ['a # in the password (issue)', 'postgres://bench:hunt#er2secret@127.0.0.1:1/results', undefined],
    ['a ? in the password (issue)', 'postgres://bench:hunt?er2secret@127.0.0.1:1/results', undefined],
    ['a space in the password (issue)', 'postgres://bench:hunt er2secret@127.0.0.1:1/results', undefined],
    ['digits then / (ours: a URL parser takes them for the port)', 'postgres://bench:4321/er2secret@127.0.0.1:1/results', undefined],
    ['a percent-encoded / (ours)', 'postgres://bench:hunt%2Fer2secret@127.0.0.1:1/results', '127.0.0.1:1/results'],
    ['libpq with a quoted password holding a space (ours)', "host=127.0.0.1 port=1 user=bench password='hunt er2secret' dbname=results", '127.0.0.1:1/results']
  ])('compare-results, %s: host/port/db or nothing, never the string', async (_name, url, target) => {
    expect(connectionTarget(url)).toBe(target);
    const run = await compareWith(url);
    expect(run.code).toBe(1);
    expect(run.stderr).not.toMatch(/hunt|er2secret|4321|bench/);
    // Malformed: refused before connecting (a driver could send the password to the wrong host).
    if (target === undefined) expect(run.stderr.trimEnd()).toBe(DATABASE_MALFORMED);
    else expect(run.stderr.startsWith(`baseline database ${target}: `)).toBe(true);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  test.each([
    ['a / in the password', 'postgres://u:a/b@h/db', 'a/b'],
    ['a # and a space', 'postgres://u:p# q@h/db', 'p# q'],
    ['a raw @', 'postgres://u:p@q@h/db', 'p@q'],
    ['no password', 'postgres://u@h/db', undefined],
    ['no userinfo, an @ in the path', 'https://h/a@b', undefined]
  ])('urlPassword takes the userinfo up to the last @: %s', (_name, url, password) => {
    expect(urlPassword(url)).toBe(password);
  });
});

describe('class 5: child environment', () => {
  const parent = {
    PATH: '/usr/bin:/bin',
    HOME: '/home/runner',
    ACTIONS_RUNTIME_TOKEN: JWT,
    ACTIONS_ID_TOKEN_REQUEST_TOKEN: JWT,
    ACTIONS_ID_TOKEN_REQUEST_URL: 'https://token.actions.example/x',
    GITHUB_TOKEN: GHS,
    'INPUT_GITHUB-TOKEN': GHS,
    GITHUB_ENV: '/runner/_temp/_runner_file_commands/set_env_x',
    GITHUB_OUTPUT: '/runner/_temp/_runner_file_commands/set_output_x',
    GITHUB_RUN_ID: '123',
    HF_TOKEN: 'hf_model_download',
    MODEL: 'deepseek-ai/DeepSeek-R1-0528',
    PREFILL_TP: '4',
    SLURM_CONF: '/etc/slurm/slurm.conf',
    SBATCH_PARTITION: 'batch_1',
    PIP_INDEX_URL: 'https://pypi.example/simple',
    MY_TEAM_FLAG: '1',
    [EXTRA_JOB_ENV]: 'MY_TEAM_FLAG, ACTIONS_RUNTIME_TOKEN'
  };
  const RUNNER_ONLY = [
    'ACTIONS_RUNTIME_TOKEN',
    'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
    'ACTIONS_ID_TOKEN_REQUEST_URL',
    'GITHUB_TOKEN',
    'INPUT_GITHUB-TOKEN',
    'GITHUB_ENV',
    'GITHUB_OUTPUT'
  ];

  test.each([
    ['tool', ['HOME', 'PATH', 'PIP_INDEX_URL', 'SBATCH_PARTITION', 'SLURM_CONF', EXTRA_JOB_ENV]],
    [
      'job',
      ['GITHUB_RUN_ID', 'HF_TOKEN', 'HOME', 'MODEL', 'MY_TEAM_FLAG', 'PATH', 'PIP_INDEX_URL', 'PREFILL_TP', 'SBATCH_PARTITION', 'SLURM_CONF', EXTRA_JOB_ENV]
    ]
  ] as const)('a %s child gets exactly the allow-listed names; runner tokens never, even when listed', (kind, names) => {
    const { env } = childEnvironment(parent, kind);
    expect(Object.keys(env).sort()).toEqual([...names].sort());
    for (const name of RUNNER_ONLY) expect(env).not.toHaveProperty(name);
  });

  test('names the job contract does not know are listed once, never the runner internals', () => {
    expect(childEnvironment({ ...parent, [EXTRA_JOB_ENV]: '' }, 'job').dropped).toEqual(['MY_TEAM_FLAG']);
  });

  test('srtctl (and so sbatch and the job) and the Slurm/git/pip tools really start with that environment (issue)', async () => {
    const srtctl = createSrtctlCli({ executable: '/usr/bin/env', env: parent });
    const job = (await srtctl.run([])).stdout;
    const tool = (await runCommand('/usr/bin/env', [], { timeoutMs: 10_000, env: parent })).stdout;
    for (const text of [job, tool]) {
      expect(text).not.toContain(JWT);
      expect(text).not.toContain(GHS);
      expect(text).not.toMatch(/^(ACTIONS_|GITHUB_ENV|GITHUB_OUTPUT|INPUT_)/m);
    }
    expect(job).toMatch(/^HF_TOKEN=hf_model_download$/m);
    expect(tool).not.toMatch(/^HF_TOKEN=/m);
    // No environment given: the process's own is filtered the same way.
    process.env.ACTIONS_RUNTIME_TOKEN = JWT;
    try {
      expect((await runCommand('/usr/bin/env', [], { timeoutMs: 10_000 })).stdout).not.toContain(JWT);
    } finally {
      delete process.env.ACTIONS_RUNTIME_TOKEN;
    }
  });
});

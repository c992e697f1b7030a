// Failure triage over real-shaped job logs: every class, the evidence line, and the misclassifications
// that would cost GPU-hours (a benchmark failure must never come out as infrastructure).
import { describe, expect, test } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatError, SweepkitError } from '../../../packages/common/src/index.js';
import { BUNDLED_RULES_YAML, classify, parseTriageRules, type FailureEvidence } from '../../../packages/triage/src/index.js';
import { repoRoot } from '../../bundle/harness.js';

const rules = parseTriageRules(BUNDLED_RULES_YAML, 'triage-rules.yaml');

/** A log as the jobs API returns it: each line behind the runner's timestamp. */
const log = (...lines: string[]): string[] => lines.map((l, i) => `2026-12-05T10:${String(10 + i).padStart(2, '0')}:03.4821937Z ${l}`);
const job = (lines: string[], failedStep = 'Launch benchmark', conclusion = 'failure'): FailureEvidence => ({ conclusion, failedStep, lines });

const INFRA: [string, FailureEvidence, string, string][] = [
  [
    'runner lost (annotation, no log)',
    job(
      ['The self-hosted runner: h200-dgxc_07 lost communication with the server. Verify the machine is running and has a healthy network connection.'],
      'Launch benchmark'
    ),
    'runner-lost',
    'h200-dgxc_07 lost communication'
  ],
  [
    'runner shut down',
    job(
      log(
        '+ bash runners/launch_mi355x-amd.sh',
        '##[error]The runner has received a shutdown signal. This can happen when the runner service is stopped, or a manually started runner is canceled.'
      )
    ),
    'runner-lost',
    'shutdown signal'
  ],
  [
    'set up job failed',
    job(
      log('Current runner version: 2.329.0', '##[error]Failed to resolve action download info. Error: Response status code does not indicate success: 503'),
      'Set up job'
    ),
    'runner-setup',
    'failed step: Set up job'
  ],
  [
    'slurm NODE_FAIL',
    job(
      log(
        'srun: job 812345 queued and waiting for resources',
        'srun: job 812345 has been allocated resources',
        'slurmstepd: error: *** JOB 812345 ON gb200-nv-012 CANCELLED AT 2026-12-05T10:14:11 DUE TO NODE FAILURE ***'
      )
    ),
    'slurm-node-fail',
    'DUE TO NODE FAILURE'
  ],
  [
    'slurm job state NODE_FAIL',
    job(log('JobId=812399 JobName=bmk_dsr1', '   JobState=NODE_FAIL Reason=NodeDown Dependency=(null)', 'Error: Process completed with exit code 1.')),
    'slurm-node-fail',
    'JobState=NODE_FAIL'
  ],
  [
    'slurm preempted',
    job(log('slurmstepd: error: *** JOB 777001 ON h100-cw-03 CANCELLED AT 2026-12-05T11:00:00 DUE TO PREEMPTION ***')),
    'slurm-preempted',
    'DUE TO PREEMPTION'
  ],
  [
    'slurm requeued',
    job(log('sbatch: Submitted batch job 777002', 'slurm: job 777002 was requeued (BeginTime)', 'Error: Process completed with exit code 1.')),
    'slurm-preempted',
    'was requeued'
  ],
  [
    'allocation revoked',
    job(log('salloc: Granted job allocation 90210', 'salloc: Job allocation 90210 has been revoked.')),
    'slurm-allocation',
    'has been revoked'
  ],
  [
    'controller unreachable',
    job(log('salloc: error: Job submit/allocate failed: Socket timed out on send/recv operation')),
    'slurm-allocation',
    'Socket timed out'
  ],
  [
    'allocation timed out',
    job(log('salloc: Pending job allocation 90211', 'salloc: error: Job allocation timed out')),
    'slurm-allocation',
    'Job allocation timed out'
  ],
  [
    'pyxis image import',
    job(
      log(
        'pyxis: importing docker image: lmsysorg/sglang:v0.5.5-cu129',
        'pyxis: failed to import docker image',
        'srun: error: gb200-nv-014: task 0: Exited with exit code 1'
      )
    ),
    'image-pull',
    'failed to import docker image'
  ],
  [
    'docker hub rate limit',
    job(log('docker: Error response from daemon: toomanyrequests: You have reached your pull rate limit.')),
    'image-pull',
    'toomanyrequests'
  ],
  [
    'registry timeout',
    job(
      log(
        "Unable to find image 'rocm/sgl-dev:v0.5.5' locally",
        'docker: Error response from daemon: Get "https://registry-1.docker.io/v2/": net/http: request canceled (Client.Timeout exceeded while awaiting headers) timeout.'
      )
    ),
    'image-pull',
    'Error response from daemon'
  ],
  [
    'manifest unknown',
    job(log('Error response from daemon: manifest for vllm/vllm-openai:v0.99 not found: manifest unknown: manifest unknown')),
    'image-pull',
    'manifest unknown'
  ],
  [
    'HF read timeout',
    job(
      log(
        "requests.exceptions.ReadTimeout: (ReadTimeoutError(\"HTTPSConnectionPool(host='huggingface.co', port=443): Read timed out. (read timeout=10)\"), '(Request ID: 1f2e)')",
        'Traceback (most recent call last):'
      )
    ),
    'model-download',
    "host='huggingface.co'"
  ],
  [
    'HF CDN timeout',
    job(log("urllib3.exceptions.ReadTimeoutError: HTTPSConnectionPool(host='cdn-lfs-us-1.hf.co', port=443): Read timed out.")),
    'model-download',
    'cdn-lfs-us-1.hf.co'
  ],
  [
    'HF hub error',
    job(log('huggingface_hub.errors.HfHubHTTPError: 504 Server Error: Gateway Time-out for url: https://huggingface.co/api/models/deepseek-ai/DeepSeek-R1')),
    'model-download',
    'HfHubHTTPError'
  ],
  [
    'stale NFS handle',
    job(log("OSError: [Errno 116] Stale file handle: '/mnt/lustre/models/DeepSeek-R1/config.json'")),
    'shared-filesystem',
    'Stale file handle'
  ],
  ['lustre down', job(log("cp: error reading '/lustre/fsw/models/model-00012.safetensors': Input/output error")), 'shared-filesystem', 'Input/output error'],
  ['disk full', job(log("OSError: [Errno 28] No space left on device: '/tmp/torchinductor_root'")), 'shared-filesystem', 'No space left on device'],
  [
    'git clone failed',
    job(log("fatal: unable to access 'https://github.com/NVIDIA/srt-slurm.git/': Could not resolve host: github.com")),
    'network',
    'Could not resolve host'
  ],
  [
    'artifact upload 503',
    job(log('Error: Failed to CreateArtifact: Received non-retryable error: Failed request: (503) Service Unavailable'), 'Upload results'),
    'network',
    'Failed to CreateArtifact'
  ]
];

const BENCHMARK: [string, FailureEvidence, string, string][] = [
  [
    'CUDA OOM',
    job(
      log(
        '[2026-12-05 10:12:01 TP3] Scheduler hit an exception: Traceback (most recent call last):',
        'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 3 has a total capacity of 139.81 GiB'
      )
    ),
    'out-of-memory',
    'CUDA out of memory'
  ],
  [
    'HIP OOM',
    job(log('RuntimeError: HIP out of memory. Tried to allocate 1.50 GiB. GPU 0 has a total capacity of 255.98 GiB')),
    'out-of-memory',
    'HIP out of memory'
  ],
  [
    'KV cache too small',
    job(log('ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when initializing the engine.')),
    'out-of-memory',
    'No available memory for the cache blocks'
  ],
  [
    'host OOM killer',
    job(log('[Fri Dec  5 10:14:00 2026] Out of memory: Killed process 4123 (python3) total-vm:812345kB', 'srun: error: h100-cw-03: task 0: Killed')),
    'out-of-memory',
    'Out of memory: Killed process'
  ],
  [
    'vLLM engine died',
    job(
      log(
        'ERROR 12-05 10:13:22 [core_client.py:564] Engine core proc EngineCore_0 died unexpectedly, shutting down client.',
        'vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue.'
      )
    ),
    'server-crash',
    'EngineDeadError'
  ],
  [
    'segfault',
    job(log('Fatal Python error: Segmentation fault', 'Thread 0x00007f (most recent call first):')),
    'server-crash',
    'Fatal Python error: Segmentation fault'
  ],
  ['illegal memory access', job(log('RuntimeError: CUDA error: an illegal memory access was encountered')), 'server-crash', 'illegal memory access'],
  [
    'NCCL error',
    job(log('torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/NCCLUtils.hpp:268, unhandled cuda error')),
    'server-crash',
    'NCCL error'
  ],
  [
    'server never ready',
    job(log('Waiting for server at http://0.0.0.0:8888/health ...', 'Error: timed out waiting for the server after 1800 s')),
    'server-crash',
    'timed out waiting for the server'
  ],
  [
    'eval accuracy gate',
    job(
      log(
        'PASS: gsm8k exact_match,strict-match = 0.9500 (>= 0.9 from thresholds.yaml)',
        'FAIL: gsm8k exact_match,flexible-extract = 0.4210 (< 0.9 from thresholds.yaml)'
      ),
      'Validate eval scores'
    ),
    'accuracy-gate',
    'FAIL: gsm8k'
  ],
  [
    'agentic request errors',
    job(log('aiperf request error rate exceeded the benchmark limit: 412/2000 failed (20.600%) > 5.000%'), 'Validate agentic'),
    'request-errors',
    'request error rate exceeded'
  ],
  [
    'power gate',
    job(log('power validation failed: 3 of 8 GPUs report no samples in the benchmark window (REQUIRE_POWER=1)'), 'Process result'),
    'power-gate',
    'power validation failed'
  ],
  [
    'missing result file',
    job(log('Run failed: Benchmark result dsr1_1k1k_fp8_sglang_tp8-ep1-dpafalse_conc64_h200-dgxc_0.json not found.'), 'Process result'),
    'missing-results',
    'Benchmark result'
  ]
];

const UNKNOWN: [string, FailureEvidence][] = [
  ['generic exit code', job(log('+ python3 run.py', 'Error: Process completed with exit code 1.'))],
  ['empty log', job([], 'Launch benchmark')],
  [
    'timed out job, no rule',
    job(log('Waiting on squeue ...', '##[error]The job has exceeded the maximum execution time of 6h0m0s'), 'Launch benchmark', 'timed_out')
  ]
];

describe('classification of real-shaped failures', () => {
  test('the table covers at least 30 logs', () => expect(INFRA.length + BENCHMARK.length + UNKNOWN.length).toBeGreaterThanOrEqual(30));

  test.each(INFRA)('infrastructure: %s', (_name, evidence, rule, line) => {
    expect(classify(evidence, rules)).toEqual({ class: 'infrastructure', rule, evidence: expect.stringContaining(line) });
  });

  test.each(BENCHMARK)('benchmark: %s', (_name, evidence, rule, line) => {
    expect(classify(evidence, rules)).toEqual({ class: 'benchmark', rule, evidence: expect.stringContaining(line) });
  });

  test.each(UNKNOWN)('unknown: %s', (_name, evidence) => {
    expect(classify(evidence, rules).class).toBe('unknown');
  });

  test('the evidence is the line as people read it: no timestamp, no colour codes', () => {
    const verdict = classify(job(log('\u001b[31mslurmstepd: error: *** JOB 1 ON n1 CANCELLED AT 2026-12-05T10:00:00 DUE TO NODE FAILURE ***\u001b[0m')), rules);
    expect(verdict.evidence).toBe('slurmstepd: error: *** JOB 1 ON n1 CANCELLED AT 2026-12-05T10:00:00 DUE TO NODE FAILURE ***');
  });
});

describe('misclassification: a benchmark failure is never infrastructure', () => {
  test.each<[string, string[], string]>([
    [
      'OOM after a node warning',
      log('slurmd: warning: Node gb200-nv-012 NODE_FAIL cleared', 'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 8.00 GiB'),
      'out-of-memory'
    ],
    ['OOM then the runner lost', log('torch.OutOfMemoryError: CUDA out of memory.', 'The runner has received a shutdown signal.'), 'out-of-memory'],
    [
      'OOM then a stale handle while cleaning up',
      log('RuntimeError: CUDA error: out of memory', "rm: cannot remove '/mnt/nfs/tmp/x': Stale file handle"),
      'out-of-memory'
    ],
    [
      'engine died during a model download retry',
      log(
        "ReadTimeoutError: HTTPSConnectionPool(host='huggingface.co', port=443)",
        'vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue.'
      ),
      'server-crash'
    ],
    [
      'accuracy gate after an image pull warning',
      log('toomanyrequests: retrying in 30s', 'FAIL: gsm8k exact_match,strict-match = 0.1000 (< 0.9 from thresholds.yaml)'),
      'accuracy-gate'
    ]
  ])('%s', (_name, lines, rule) => {
    expect(classify(job(lines), rules)).toMatchObject({ class: 'benchmark', rule });
  });

  test('a failed setup step with an OOM in its log is still benchmark', () => {
    expect(classify(job(log('CUDA out of memory'), 'Set up job'), rules).class).toBe('benchmark');
  });
});

describe('the rules file', () => {
  test('bundled-rules.ts carries triage-rules.yaml byte for byte (UPDATE_BUNDLED_RULES=1 regenerates it)', () => {
    const file = join(repoRoot, 'packages/triage/src/bundled-rules.ts');
    const yaml = readFileSync(join(repoRoot, 'packages/triage/triage-rules.yaml'), 'utf8');
    const current = readFileSync(file, 'utf8');
    const render = `${current.slice(0, current.indexOf('export const BUNDLED_RULES_YAML'))}export const BUNDLED_RULES_YAML = \`${yaml.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${')}\`;\n`;
    if (process.env.UPDATE_BUNDLED_RULES === '1') writeFileSync(file, render);
    expect(readFileSync(file, 'utf8')).toBe(render);
  });

  test('a site rule read first extends the classes: its own id and evidence', () => {
    const site = parseTriageRules('version: 1\nrules:\n  - id: ib-link-down\n    class: infrastructure\n    log: "mlx5_core .* link down"\n', 'site.yaml');
    const verdict = classify(job(log('kernel: mlx5_core 0000:1a:00.0: Port 1 link down', 'Error: Process completed with exit code 1.')), [...site, ...rules]);
    expect(verdict).toEqual({ class: 'infrastructure', rule: 'ib-link-down', evidence: 'kernel: mlx5_core 0000:1a:00.0: Port 1 link down' });
  });

  test.each<[string, string, RegExp]>([
    ['bad class', 'version: 1\nrules:\n  - id: x\n    class: flaky\n    log: a\n', /^site\.yaml:4:\d+: invalid triage rules: .*class/],
    [
      'bad pattern',
      'version: 1\nrules:\n  - id: x\n    class: benchmark\n    log: "(unclosed"\n',
      /^site\.yaml:5:\d+: invalid triage rules: rules\[0\]\.log: .*Invalid regular expression/
    ],
    [
      'no condition',
      'version: 1\nrules:\n  - id: x\n    class: benchmark\n',
      /^site\.yaml:3:\d+: invalid triage rules: rules\[0\] \(x\) names none of log, step, conclusion/
    ],
    ['wrong version', 'version: 2\nrules: []\n', /^site\.yaml:1:\d+: invalid triage rules: version/]
  ])('a mistake is one located error: %s', (_name, text, message) => {
    let error: unknown;
    try {
      parseTriageRules(text, 'site.yaml');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SweepkitError);
    expect(formatError(error as SweepkitError)).toMatch(message);
  });
});

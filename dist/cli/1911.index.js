export const id = 1911;
export const ids = [1911];
export const modules = {

/***/ 1911:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ srtctl_launch)
});

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var src_errors = __webpack_require__(9696);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./packages/common/src/adapters/system-clock.ts
var system_clock = __webpack_require__(5656);
// EXTERNAL MODULE: ./packages/common/src/adapters/safe-files.ts
var safe_files = __webpack_require__(105);
// EXTERNAL MODULE: ./packages/common/src/adapters/node-files.ts
var node_files = __webpack_require__(2504);
// EXTERNAL MODULE: ./packages/slurm/src/cancel.ts
var src_cancel = __webpack_require__(4233);
// EXTERNAL MODULE: ./packages/job/src/env.ts
var src_env = __webpack_require__(1256);
// EXTERNAL MODULE: ./packages/job/src/meta-env.ts
var meta_env = __webpack_require__(2276);
;// CONCATENATED MODULE: ./packages/slurm/src/eval-meta.ts

const CONC = /^[1-9][0-9]*$/;
/** A batched lm-eval result of one concurrency (the score gate's rule): `results…_conc<N>[_<k>].json`. */
const BATCHED_RESULT = /^results.*_conc(\d+)(?:_\d+)?\.json$/;
/**
 * The launcher's `meta_env.json` (launcher.md a.2 step 18): for a job that ran an eval (`RUN_EVAL`
 * or `EVAL_ONLY`), the job's environment through the job package's writer, as the bash launcher's
 * `_write_lm_eval_meta_json meta_env.json "" "${EVAL_CONC:-${CONC:-1}}"` with `IS_MULTINODE=true`.
 * Several EVAL_CONC values (eval-all-concs) are a batch: the reference interpolated them as is
 * (invalid JSON); here `eval_concs` lists them and `completed_eval_concs` the ones whose result
 * file (`results…_conc<N>.json`, `files`: the names the job left) is there, so the score gate names
 * a missing concurrency instead of failing on the metadata. Undefined when the job ran no eval.
 */
function launcherMetaEnv(env, files = []) {
    if (!(0,src_env/* isTrue */.Hn)(env.RUN_EVAL) && !(0,src_env/* isTrue */.Hn)(env.EVAL_ONLY))
        return undefined;
    const multi = { ...env, IS_MULTINODE: 'true' };
    const concs = (env.EVAL_CONC?.trim() || env.CONC?.trim() || '1').split(/\s+/);
    if (concs.length > 1 && concs.every((c) => CONC.test(c))) {
        const found = new Set(files.map((f) => BATCHED_RESULT.exec(f)?.[1]));
        return (0,meta_env/* metaEnvJson */.T)(multi, concs[0], { eval: concs, completed: concs.filter((c) => found.has(c)), failed: [] });
    }
    return (0,meta_env/* metaEnvJson */.T)(multi, concs[0]);
}

// EXTERNAL MODULE: ./packages/slurm/src/child-env.ts
var child_env = __webpack_require__(9139);
;// CONCATENATED MODULE: ./packages/slurm/src/job-outputs.ts
const EXPECTATIONS = ['fixed-seq-len', 'agentic', 'eval', 'none'];
/** fixed-seq-len and agentic results are named after RESULT_FILENAME: without it none is found. */
const needsResultFilename = (expect) => expect === 'fixed-seq-len' || expect === 'agentic';
const SA_BENCH_RESULT = /^results_concurrency_(\d+)_gpus_(\d+)(?:_ctx_(\d+)_gen_(\d+))?\.json$/;
/**
 * The workflow's name for a fixed-seq-len result, as the bash launcher made it:
 * `<RESULT_FILENAME>_<dir>_conc<C>_gpus_<G>[_ctx_<P>_gen_<D>].json`; undefined for other files.
 */
function fixedSeqLenName(resultFilename, dir, file) {
    const match = SA_BENCH_RESULT.exec(file);
    if (!match)
        return undefined;
    const [, conc, gpus, ctx, gen] = match;
    return `${resultFilename}_${dir}_conc${conc}_gpus_${gpus}${ctx !== undefined ? `_ctx_${ctx}_gen_${gen}` : ''}.json`;
}
/** Whether a file is an agentic result of this row: `<RESULT_FILENAME>_conc<N>.json`. */
const isAgenticResult = (resultFilename, file) => file.startsWith(`${resultFilename}_conc`) && /^\d+\.json$/.test(file.slice(resultFilename.length + 5));
const join = (...parts) => parts.join('/').replace(/\/+/g, '/');
/**
 * Copies what the workflow's upload steps expect into resultsDir: every job's logs under `LOGS/`
 * (`LOGS/<id>/` when there are several jobs), fixed-seq-len results under their workflow names,
 * eval files, and agentic results when the job wrote them elsewhere; then checks `expect`.
 */
function gatherJobOutputs(files, jobs, options) {
    const { resultsDir, resultFilename } = options;
    const resultFiles = [];
    const evalFiles = [];
    for (const job of jobs) {
        files.copyTree(job.logDir, job.logDir, jobs.length === 1 ? join(resultsDir, 'LOGS') : join(resultsDir, 'LOGS', job.id));
        for (const dir of files.list(job.logDir, job.logDir).filter((e) => e.isDirectory && /isl.*osl/.test(e.name))) {
            for (const entry of files.list(job.logDir, join(job.logDir, dir.name))) {
                const name = resultFilename !== undefined ? fixedSeqLenName(resultFilename, dir.name, entry.name) : undefined;
                if (!name || entry.isDirectory)
                    continue;
                files.copyFile(job.logDir, join(job.logDir, dir.name, entry.name), join(resultsDir, name));
                resultFiles.push(join(resultsDir, name));
            }
        }
        for (const entry of files.list(job.logDir, join(job.logDir, 'eval_results')).filter((e) => !e.isDirectory)) {
            files.copyFile(job.logDir, join(job.logDir, 'eval_results', entry.name), join(resultsDir, entry.name));
            evalFiles.push(join(resultsDir, entry.name));
        }
    }
    const agentic = [];
    if (resultFilename !== undefined) {
        const source = options.agenticDir ?? resultsDir;
        for (const entry of files.list(source, source).filter((e) => !e.isDirectory && isAgenticResult(resultFilename, e.name))) {
            files.copyFile(source, join(source, entry.name), join(resultsDir, entry.name));
            agentic.push(join(resultsDir, entry.name));
        }
    }
    const found = { 'fixed-seq-len': resultFiles, agentic, eval: evalFiles, none: [] }[options.expect];
    const all = [...resultFiles, ...agentic, ...evalFiles];
    if (options.expect === 'agentic' && options.concList?.length && resultFilename !== undefined) {
        const missing = agenticMissing(files, resultsDir, resultFilename, options.concList);
        if (missing)
            return { resultFiles: all, missing };
    }
    if (options.expect !== 'none' && found.length === 0) {
        return { resultFiles: all, missing: MISSING[options.expect](resultFilename ?? '') };
    }
    return { resultFiles: all };
}
const MISSING = {
    'fixed-seq-len': () => 'no fixed-seq-len results (logs/*isl*osl*/results_concurrency_*.json)',
    agentic: (rf) => `no agentic results (${rf}_conc*.json)`,
    eval: () => 'no eval results (logs/eval_results/)'
};
/** `num_requests_successful` of an agentic result, when the file is JSON with that field. */
function successfulRequests(files, dir, path) {
    const read = files.readFrom(dir, path, 0, 64 * 1024 * 1024);
    if (!read)
        return undefined;
    try {
        const value = JSON.parse(new TextDecoder().decode(read.bytes)).num_requests_successful;
        return typeof value === 'number' ? value : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * What is wrong with an agentic run's results: each concurrency of CONC_LIST must have its
 * `<RESULT_FILENAME>_conc<N>.json` with successful requests (the workflow used to accept one file,
 * even one where every request failed). Undefined when all are there.
 */
function agenticMissing(files, dir, resultFilename, concList) {
    const absent = [];
    const failed = [];
    for (const conc of concList) {
        const path = join(dir, `${resultFilename}_conc${conc}.json`);
        const successful = successfulRequests(files, dir, path);
        if (files.readFrom(dir, path, 0, 0) === undefined)
            absent.push(conc);
        else if (!successful)
            failed.push(conc);
    }
    const parts = [
        ...(absent.length ? [`no agentic result for concurrency ${absent.join(', ')} (${resultFilename}_conc<N>.json)`] : []),
        ...(failed.length ? [`no successful requests at concurrency ${failed.join(', ')}`] : [])
    ];
    return parts.length ? parts.join('; ') : undefined;
}

// EXTERNAL MODULE: ./packages/slurm/src/duration.ts
var duration = __webpack_require__(4607);
// EXTERNAL MODULE: ./packages/slurm/src/job-state.ts
var job_state = __webpack_require__(6780);
;// CONCATENATED MODULE: ./packages/slurm/src/log-tail.ts
/** Read at most this much per call, so one huge burst does not stall the wait loop. */
const CHUNK_BYTES = 256 * 1024;
const MAX_BYTES_PER_PUMP = 4 * 1024 * 1024;
/**
 * A line without a newline (a `\r` progress bar can run for megabytes) is handed out in pieces
 * of this size instead of being held, and re-scanned, whole.
 */
const MAX_LINE_CHARS = 64 * 1024;
/**
 * Follows a growing log file by offset, like `tail -F` but under our control: it re-opens the
 * file on every read (NFS-friendly), waits quietly while the file does not exist yet, starts over
 * when the file shrank (truncated or replaced), and hands out whole lines only — a half-written
 * line waits for its end, except on the final drain.
 */
class LogTail {
    files;
    path;
    emit;
    offset = 0;
    partial = '';
    decoder = new TextDecoder('utf-8');
    constructor(files, path, emit) {
        this.files = files;
        this.path = path;
        this.emit = emit;
    }
    /** Emits the whole lines appended since the last call; returns how many bytes were read. */
    pump() {
        let read = 0;
        while (read < MAX_BYTES_PER_PUMP) {
            const chunk = this.files.readFrom(this.path.slice(0, this.path.lastIndexOf('/')), this.path, this.offset, CHUNK_BYTES);
            if (!chunk)
                break;
            if (chunk.size < this.offset) {
                this.offset = 0;
                this.partial = '';
                this.decoder = new TextDecoder('utf-8');
                continue;
            }
            if (chunk.bytes.length === 0)
                break;
            this.offset += chunk.bytes.length;
            read += chunk.bytes.length;
            const text = this.partial + this.decoder.decode(chunk.bytes, { stream: true });
            const end = text.lastIndexOf('\n');
            this.partial = text.slice(end + 1);
            if (end >= 0)
                this.emit(text.slice(0, end));
            if (this.partial.length > MAX_LINE_CHARS) {
                this.emit(this.partial);
                this.partial = '';
            }
        }
        return read;
    }
    /** Reads to the end (however much is left) and also emits a last line that has no newline. */
    drain() {
        while (this.pump() > 0)
            ;
        const rest = this.partial + this.decoder.decode();
        this.partial = '';
        if (rest)
            this.emit(rest);
    }
}

// EXTERNAL MODULE: ./packages/slurm/src/observe.ts
var observe = __webpack_require__(8735);
;// CONCATENATED MODULE: ./packages/slurm/src/srtctl-output.ts
const asId = (value) => (typeof value === 'string' || typeof value === 'number') && /^\d+(_\d+)?$/.test(String(value)) ? String(value) : undefined;
function parseJsonLine(line) {
    if (!line.startsWith('{'))
        return undefined;
    try {
        const value = JSON.parse(line);
        return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * Job ids from srtctl's output, best source first: `--json` lines (`status: submitted`), else
 * every `✅ Job <id> submitted!` line (a sweep prints one per job), else sbatch's own
 * `Submitted batch job <id>`. All matches count, not just the first; duplicates are dropped.
 */
function parseSubmission(stdout, stderr) {
    const jobs = new Map();
    const errors = [];
    for (const line of stdout.split('\n').map((l) => l.trim())) {
        const json = parseJsonLine(line);
        if (json?.status === 'error')
            errors.push(String(json.error ?? 'unknown error'));
        const id = json?.status === 'submitted' ? asId(json.slurm_job_id) : undefined;
        if (id)
            jobs.set(id, { id, outputDir: typeof json.output_dir === 'string' ? json.output_dir : undefined });
    }
    if (jobs.size === 0) {
        const text = `${stdout}\n${stderr}`;
        const pattern = /^\s*✅ Job (\d+) submitted/gmu.test(text) ? /^\s*✅ Job (\d+) submitted/gmu : /^\s*Submitted batch job (\d+)\s*$/gm;
        for (const match of text.matchAll(pattern))
            jobs.set(match[1], { id: match[1] });
        for (const match of text.matchAll(/^\s*📁 Logs: (.+)\/logs\s*$/gmu)) {
            const id = /\/(\d+)$/.exec(match[1])?.[1];
            if (id && jobs.has(id))
                jobs.set(id, { id, outputDir: match[1] });
        }
    }
    return { jobs: [...jobs.values()], errors };
}
/** The orchestrator log srtctl points sbatch at: `<output_dir>/logs/sweep_<id>.log`. */
const sweepLogPath = (job) => (job.outputDir ? `${job.outputDir}/logs/sweep_${job.id}.log` : undefined);

;// CONCATENATED MODULE: ./packages/slurm/src/submit.ts


/** srtctl's output lines shown with a failure: enough to see the error, not a whole sweep listing. */
const SHOWN_LINES = 40;
/**
 * Runs `srtctl apply -f <recipe>` (with `--json` when this srtctl knows it) and returns the
 * submitted jobs. `onSubmitted` gets the ids before anything else can fail. A non-zero exit or
 * output without a job id is an error that quotes srtctl's output; ids submitted by a run that
 * then failed are cancelled, so nothing is left behind.
 */
async function submitJobs(deps, recipe, extraArgs, signal) {
    const json = await deps.srtctl.supportsJson();
    const args = ['apply', '-f', recipe, ...(json ? ['--json'] : []), ...extraArgs];
    deps.reporter.info(`srtctl ${args.join(' ')}`);
    const result = await deps.srtctl.run(args);
    const output = [result.stdout.trimEnd(), result.stderr.trimEnd()].filter(Boolean).join('\n');
    if (output)
        deps.reporter.jobOutput(output);
    const { jobs, errors } = parseSubmission(result.stdout, result.stderr);
    if (jobs.length)
        deps.onSubmitted(jobs);
    const shown = output
        .split('\n')
        .slice(-SHOWN_LINES)
        .map((line) => `  ${line}`);
    if (result.exitCode !== 0 || signal?.aborted) {
        if (jobs.length)
            await deps.slurm.cancel(jobs.map((j) => j.id)).catch(() => undefined);
        const why = errors[0] ?? (signal?.aborted ? 'the step was cancelled' : `exit code ${result.exitCode}`);
        throw new src_errors/* SweepkitError */.R0(`srtctl apply failed (${why})${jobs.length ? `; cancelled job ${jobs.map((j) => j.id).join(', ')}` : ''}`, {
            code: 'submit-failed',
            details: shown
        });
    }
    if (jobs.length === 0) {
        throw new src_errors/* SweepkitError */.R0('srtctl apply exited 0 but printed no job id (no --json line, no "✅ Job <id> submitted!")', {
            code: 'no-job-id',
            details: shown
        });
    }
    deps.reporter.info(`submitted job ${jobs.map((j) => j.id).join(', ')}`);
    return jobs;
}

;// CONCATENATED MODULE: ./packages/slurm/src/wait.ts




/** Slurm is asked at most once a second whatever the interval given: squeue load is shared. */
const MIN_POLL_INTERVAL_MS = 1000;
const BACKOFF_CAP_MS = 60_000;
const describe = (r) => `${(0,job_state/* baseState */.lc)(r.state)}${r.reason && (0,job_state/* baseState */.lc)(r.state) === 'PENDING' ? ` (${r.reason})` : ''}${r.nodes && (0,job_state/* baseState */.lc)(r.state) === 'RUNNING' ? ` on ${r.nodes}` : ''}`;
/**
 * Waits until every job has ended, enforcing the queue and run time-outs. A failing or hanging
 * Slurm command means "unknown": it is retried with back-off and only an outage longer than
 * `unreachableTimeoutMs` ends the wait. Cancelling is the caller's business: this only says why
 * the wait ended.
 */
async function waitForJobs(deps, ids, submittedAt, options, onTick = () => { }) {
    const { slurm, clock, reporter } = deps;
    const pollMs = Math.max(options.pollIntervalMs, MIN_POLL_INTERVAL_MS);
    const tracked = new Map(ids.map((id) => [id, { missing: 0, lastHeartbeat: submittedAt }]));
    let nextPoll = clock.now();
    let failures = 0;
    let unreachableSince;
    let lastWarning = -Infinity;
    for (;;) {
        if (options.signal?.aborted)
            return { kind: 'aborted' };
        onTick();
        const now = clock.now();
        if (now >= nextPoll) {
            let seen;
            try {
                seen = await (0,observe/* observeJobs */.L)(slurm, ids);
            }
            catch (error) {
                if (options.signal?.aborted)
                    return { kind: 'aborted' };
                if (error instanceof src_errors/* SweepkitError */.R0)
                    throw error; // not an outage (e.g. no squeue on this machine)
                const message = error.message;
                unreachableSince ??= now;
                const down = clock.now() - unreachableSince;
                if (down >= options.unreachableTimeoutMs)
                    return { kind: 'unreachable', forMs: down, error: message };
                if (clock.now() - lastWarning >= 60_000) {
                    reporter.warning(`Slurm did not answer (${message}); retrying, the job is not taken as finished`);
                    lastWarning = clock.now();
                }
                failures++;
                nextPoll = clock.now() + Math.min(pollMs * 2 ** failures, BACKOFF_CAP_MS);
            }
            if (seen) {
                if (unreachableSince !== undefined)
                    reporter.info(`Slurm answers again after ${(0,duration/* formatDuration */.a)(clock.now() - unreachableSince)}`);
                unreachableSince = undefined;
                failures = 0;
                nextPoll = clock.now() + pollMs;
                const outcome = update(tracked, seen, clock.now(), submittedAt, options, reporter);
                if (outcome)
                    return outcome;
            }
        }
        await clock.sleep(Math.max(0, Math.min(options.tickMs, nextPoll - clock.now())), options.signal);
    }
}
/** Folds one observation into the tracked jobs; returns the outcome once the wait is over. */
function update(tracked, seen, now, submittedAt, options, reporter) {
    for (const [id, job] of tracked) {
        let record = seen.get(id);
        if (!record) {
            job.missing++;
            if (job.missing < (options.missingPolls ?? 5))
                continue;
            record = { id, state: 'UNKNOWN', reason: 'Slurm no longer knows the job' };
        }
        else
            job.missing = 0;
        const before = job.record;
        if (!before || describe(before) !== describe(record)) {
            const after = (0,job_state/* baseState */.lc)(record.state) === 'RUNNING' && !job.runningSince ? ` after ${(0,duration/* formatDuration */.a)(now - submittedAt)} in queue` : '';
            reporter.info(`job ${id}: ${before ? describe(before) : 'submitted'} → ${describe(record)}${after}`);
            job.lastHeartbeat = now;
        }
        job.record = record;
        const state = (0,job_state/* baseState */.lc)(record.state);
        if (state === 'RUNNING')
            job.runningSince ??= now;
        if (state === 'PENDING') {
            if (options.queueTimeoutMs && now - submittedAt >= options.queueTimeoutMs) {
                return { kind: 'queue-timeout', id, reason: record.reason, waitedMs: now - submittedAt };
            }
            if (now - job.lastHeartbeat >= (options.heartbeatMs ?? 300_000)) {
                reporter.info(`job ${id}: still ${describe(record)} after ${(0,duration/* formatDuration */.a)(now - submittedAt)}`);
                job.lastHeartbeat = now;
            }
        }
        if (job.runningSince !== undefined && options.jobTimeoutMs && now - job.runningSince >= options.jobTimeoutMs && (0,job_state/* classifyState */.ai)(state) === 'active') {
            return { kind: 'job-timeout', id, ranMs: now - job.runningSince };
        }
    }
    const records = [...tracked.values()].map((t) => t.record);
    if (records.every((r) => r && (0,job_state/* classifyState */.ai)(r.state) !== 'active')) {
        return { kind: 'ended', records: new Map(records.map((r) => [r.id, r])) };
    }
    return undefined;
}

;// CONCATENATED MODULE: ./packages/slurm/src/launch.ts










/**
 * One word for why a launch failed: Slurm's reason for a job that ended badly (NonZeroExitCode,
 * TimeLimit, …), else what stopped it (queue-timeout, job-timeout, cancelled, slurm-unreachable,
 * no-results, …); empty on success.
 */
function failureReason(result) {
    if (!result.failure)
        return '';
    const bad = result.records?.find((r) => (0,job_state/* baseState */.lc)(r.state) === result.state && r.reason);
    return (result.failure.code === 'job-failed' ? bad?.reason : undefined) ?? result.failure.code ?? 'failed';
}
/** Defaults shared by the action inputs and the CLI options. */
const LAUNCH_DEFAULTS = { pollIntervalSeconds: 20, unreachableMinutes: 15, slurmTimeoutSeconds: 30, cancelWaitSeconds: 90 };
/** How often the log is read while waiting. */
const TAIL_TICK_MS = 2000;
/** After the runner's cancel signal, how long to wait for scancel before exiting anyway. */
const ABORT_GRACE_MS = 4000;
/**
 * The whole job lifecycle: submit through srtctl → wait (streaming the log, time-outs,
 * cancellation) → final state and exit code → collect results. Failures after submission come
 * back in `failure` with the state known so far, so callers can still set their outputs.
 */
async function launchJobs(deps, options) {
    const { clock, reporter } = deps;
    const submittedAt = clock.now();
    const jobs = await submitJobs(deps, options.recipe, options.srtctlArgs, options.signal);
    const ids = jobs.map((j) => j.id);
    const cancel = () => (0,src_cancel/* cancelJobs */.F3)(deps, ids, { waitMs: options.cancelWaitMs, pollMs: Math.min(options.pollIntervalMs, 2000) });
    // On the runner's cancel signal scancel goes out at once, not after the current poll.
    let aborting;
    const onAbort = () => {
        reporter.warning(`the step is being cancelled: scancel ${ids.join(' ')}`);
        aborting = deps.slurm.cancel(ids).catch((error) => reporter.warning(`scancel failed: ${error.message}`));
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    if (options.signal?.aborted)
        onAbort();
    try {
        const logs = await logPaths(deps, jobs);
        const tails = [...logs.values()].map((path) => new LogTail(deps.files, path, (text) => reporter.jobOutput(text)));
        const pump = () => tails.forEach((t) => t.pump());
        const outcome = await waitForJobs(deps, ids, submittedAt, { ...options, tickMs: Math.min(TAIL_TICK_MS, options.pollIntervalMs) }, pump);
        // A run that ends early still leaves its logs (and any results) where the upload steps look.
        const snapshot = () => collectLogs(deps, logs, options);
        const base = { jobs, logFile: tails[0]?.path, resultFiles: [], settled: false };
        if (outcome.kind === 'aborted') {
            // Exit soon after scancel: the runner kills the step a few seconds after its signal, and
            // the post step waits for the jobs to end.
            await Promise.race([aborting, clock.sleep(ABORT_GRACE_MS)]);
            return {
                ...base,
                resultFiles: snapshot(),
                state: 'CANCELLED',
                failure: new src_errors/* SweepkitError */.R0(`the step was cancelled; job ${ids.join(', ')} cancelled`, { code: 'cancelled' })
            };
        }
        if (outcome.kind === 'unreachable') {
            return {
                ...base,
                resultFiles: snapshot(),
                state: 'UNKNOWN',
                failure: new src_errors/* SweepkitError */.R0(`Slurm did not answer for ${(0,duration/* formatDuration */.a)(outcome.forMs)} (${outcome.error}); not assuming the job ended; the post step cancels it if it still runs`, { code: 'slurm-unreachable' })
            };
        }
        if (outcome.kind !== 'ended') {
            reporter.warning(`${timeoutMessage(outcome)}: cancelling job ${ids.join(', ')}`);
            const { ended } = await cancel();
            tails.forEach((t) => t.drain());
            return {
                ...base,
                resultFiles: snapshot(),
                settled: ended,
                state: 'CANCELLED',
                failure: new src_errors/* SweepkitError */.R0(`${timeoutMessage(outcome)}; job cancelled`, { code: outcome.kind })
            };
        }
        const records = await finalRecords(deps, outcome.records, options);
        tails.forEach((t) => t.drain());
        return finish(deps, jobs, records, logs, options);
    }
    finally {
        options.signal?.removeEventListener('abort', onAbort);
    }
}
function timeoutMessage(outcome) {
    return outcome.kind === 'queue-timeout'
        ? `job ${outcome.id} still PENDING after ${(0,duration/* formatDuration */.a)(outcome.waitedMs)} (reason: ${outcome.reason ?? 'unknown'}), over queue-timeout`
        : `job ${outcome.id} still running after ${(0,duration/* formatDuration */.a)(outcome.ranMs)}, over job-timeout`;
}
/** Each job's log: srtctl's output dir when it said, else the StdOut path Slurm holds. */
async function logPaths(deps, jobs) {
    const paths = new Map();
    for (const job of jobs) {
        const path = sweepLogPath(job) ?? (await deps.slurm.details(job.id).catch(() => undefined))?.stdout;
        if (path)
            paths.set(job.id, path);
        else
            deps.reporter.warning(`job ${job.id}: log file unknown, not streaming it`);
    }
    return paths;
}
const logDirs = (logs) => [...logs].map(([id, path]) => ({ id, logDir: path.slice(0, path.lastIndexOf('/')) }));
/** Best-effort copy of the logs (and whatever results exist) of a run that did not finish. */
function collectLogs(deps, logs, options) {
    try {
        return gatherJobOutputs(deps.files, logDirs(logs), { ...options, expect: 'none' }).resultFiles;
    }
    catch (error) {
        deps.reporter.warning(`could not copy the job logs: ${error.message}`);
        return [];
    }
}
/** The exit code lives in scontrol/sacct, not squeue; asked a few times, as sacct lags. */
async function finalRecords(deps, seen, options) {
    const records = [];
    for (const [id, record] of seen) {
        let final;
        for (let attempt = 0; attempt < 5 && !final; attempt++) {
            if (attempt)
                await deps.clock.sleep(Math.min(3000, options.pollIntervalMs));
            final = await (0,observe/* finalRecord */.i)(deps.slurm, id).catch(() => undefined);
        }
        records.push(final && (0,job_state/* classifyState */.ai)(final.state) !== 'active' ? final : record);
    }
    return records;
}
function finish(deps, jobs, records, logs, options) {
    const bad = records.find((r) => (0,job_state/* classifyState */.ai)(r.state) !== 'success' || (0,job_state/* parseExitCode */.fP)(r.exitCode)?.code !== 0);
    const exit = (0,job_state/* parseExitCode */.fP)((bad ?? records[0])?.exitCode);
    const state = bad ? (0,job_state/* baseState */.lc)(bad.state) : 'COMPLETED';
    const collection = gatherJobOutputs(deps.files, logDirs(logs), options);
    const result = { jobs, state, exitCode: exit?.code, logFile: logs.values().next().value, resultFiles: collection.resultFiles, settled: true, records };
    if (bad) {
        const signal = exit?.signal ? `, signal ${exit.signal}` : '';
        const reason = bad.reason ? ` (${bad.reason})` : '';
        return {
            ...result,
            failure: new src_errors/* SweepkitError */.R0(`job ${bad.id} ended ${state}${reason} with exit code ${exit?.code ?? 'unknown'}${signal}`, { code: 'job-failed' })
        };
    }
    if (collection.missing) {
        return {
            ...result,
            failure: new src_errors/* SweepkitError */.R0(`job ${jobs.map((j) => j.id).join(', ')} COMPLETED but produced ${collection.missing}`, { code: 'no-results' })
        };
    }
    deps.reporter.info(`job ${jobs.map((j) => j.id).join(', ')} COMPLETED; ${collection.resultFiles.length} result file(s) in ${options.resultsDir}`);
    return result;
}

// EXTERNAL MODULE: ./packages/slurm/src/prepare.ts
var prepare = __webpack_require__(9147);
// EXTERNAL MODULE: ./packages/common/src/contained-path.ts
var contained_path = __webpack_require__(2432);
// EXTERNAL MODULE: ./packages/common/src/redact.ts
var redact = __webpack_require__(6666);
// EXTERNAL MODULE: ./packages/common/src/argv.ts
var argv = __webpack_require__(1681);
// EXTERNAL MODULE: ./packages/common/src/yaml-load.ts + 1 modules
var yaml_load = __webpack_require__(2891);
// EXTERNAL MODULE: ./packages/slurm/src/cluster-config.ts
var cluster_config = __webpack_require__(9336);
// EXTERNAL MODULE: ./packages/slurm/src/power-lane.ts
var power_lane = __webpack_require__(5049);
// EXTERNAL MODULE: ./packages/slurm/src/squash.ts
var squash = __webpack_require__(8506);
;// CONCATENATED MODULE: ./packages/slurm/src/prepare-stage.ts






/** How many output lines a failed sub-step quotes. */
const LAST_LINES = 20;
const INSTALL_TIMEOUT_MS = 20 * 60_000;
const SETUP_TIMEOUT_MS = 20 * 60_000;
const GIT_TIMEOUT_MS = 2 * 60_000;
/** A sub-step failed: the message says which and quotes its last output lines. */
class StepFailure extends Error {
    output;
    constructor(message, output = '') {
        super(message);
        this.output = output;
    }
}
const lastLines = (text, count = LAST_LINES) => text.trimEnd().split('\n').slice(-count).join('\n');
const outputOf = (result) => [result.stdout, result.stderr].filter((t) => t.trim()).join('\n');
function prepare_stage_describe(file, args, result, timeoutMs) {
    const command = [file, ...args].join(' ');
    if (result.startError)
        return `${command}: cannot run (${result.startError})`;
    if (result.killed)
        return `${command}: no result within ${(0,duration/* formatDuration */.a)(timeoutMs)}`;
    return `${command} exited with ${result.exitCode}`;
}
/** `a/b` under `root`, refusing paths that climb out of it. */
function inside(root, relative, what) {
    try {
        return (0,contained_path/* pathInside */._l)(root, relative, what);
    }
    catch (error) {
        throw new StepFailure(`${error.message} (inside ${root})`);
    }
}
/** An abbreviated commit cannot be fetched by name; it needs the branches' history. */
const isAbbreviatedSha = (ref) => /^[0-9a-f]{7,39}$/.test(ref);
/**
 * The front half of a multi-node launch, each sub-step a log group with its duration: clone the
 * lane's srt-slurm at its ref (shallow, retried, time-limited; a cached checkout at the pinned
 * commit is reused), verify the commit, copy the recipe overlays, check the recipe, create the
 * venv and install srtctl (uv when present, else python3 -m venv + pip), write `srtslurm.yaml`,
 * run `make setup ARCH=…`, and set the recipe's `name:` to the job name. A failure names the
 * sub-step and quotes its last output lines.
 */
async function prepareCheckout(deps, options) {
    refuseArguments(options);
    const { reporter, clock } = deps;
    const dir = options.checkoutDir;
    const step = async (title, body) => {
        reporter.group(`prepare: ${title}`);
        const started = clock.now();
        try {
            const value = await body();
            reporter.info(`${title}: done in ${(0,duration/* formatDuration */.a)(clock.now() - started)}`);
            return value;
        }
        catch (error) {
            if (error instanceof src_errors/* SweepkitError */.R0)
                throw error;
            const output = error instanceof StepFailure && error.output.trim() ? `\n${lastLines(error.output)}` : '';
            throw new src_errors/* SweepkitError */.R0(`prepare step '${title}' failed after ${(0,duration/* formatDuration */.a)(clock.now() - started)}: ${error.message}${output}`, {
                code: 'prepare'
            });
        }
        finally {
            reporter.endGroup();
        }
    };
    const env = { ...options.env, GIT_TERMINAL_PROMPT: '0' };
    /** Runs a command; its output is shown (in the sub-step's group) unless `quiet`, and quoted on failure. */
    const run = async (file, args, cwd, timeoutMs, quiet = false, envKind) => {
        const result = await deps.commands.run(file, args, { cwd, env, timeoutMs, envKind });
        // A clone URL or an installer's index URL may carry credentials: shown and quoted redacted.
        const output = (0,redact/* redactSecrets */.fp)(outputOf(result));
        if (output && !quiet)
            reporter.output(output);
        if (result.exitCode !== 0 || result.killed || result.startError)
            throw new StepFailure((0,redact/* redactSecrets */.fp)(prepare_stage_describe(file, args, result, timeoutMs)), output);
        return result.stdout;
    };
    // git's plumbing output (hashes) says nothing; fetch progress is shown.
    const git = (args, timeoutMs = GIT_TIMEOUT_MS) => run('git', ['-C', dir, ...args], undefined, timeoutMs, args[0] !== 'fetch');
    const head = async () => (await git(['rev-parse', 'HEAD'])).trim();
    const cached = await step('checkout', async () => {
        if (options.sha && deps.files.exists(`${dir}/.git`)) {
            const at = await head().catch(() => '');
            if (at.startsWith(options.sha)) {
                // Leftovers of an earlier job's overlays go; ignored files (make setup's binaries) stay.
                await git(['reset', '-q', '--hard']);
                await git(['clean', '-q', '-f', '-d']);
                reporter.info(`reusing the checkout in ${dir}: already at ${at}`);
                return true;
            }
        }
        await clone(deps, options, git);
        return false;
    });
    const sha = await step('verify commit', async () => {
        const at = await head();
        if (options.sha === undefined) {
            reporter.warning(`srt-slurm ${options.ref} is not pinned to a commit (no sha in the lane): this run used ${at}; pin it to make runs reproducible`);
        }
        else if (!at.startsWith(options.sha)) {
            throw new StepFailure(`${options.repository} ${options.ref} is at ${at}, not at the pinned ${options.sha}: refusing to run an unverified checkout`);
        }
        else {
            reporter.info(`srt-slurm ${options.ref} is at ${at}${cached ? ' (cached)' : ''}, as pinned`);
        }
        return at;
    });
    await step('overlays', () => {
        for (const overlay of options.overlays) {
            const from = inside(options.recipesDir, overlay.from, 'overlay source');
            if (!deps.files.exists(from))
                throw new StepFailure(`overlay source ${from} does not exist`);
            deps.files.copyTree(options.recipesDir, from, inside(dir, overlay.to, 'overlay destination'));
            reporter.info(`${overlay.from} → ${overlay.to}`);
        }
        // Checked now, not after minutes of installing (the bash launcher found a typo only at sed -i).
        const recipe = inside(dir, (0,prepare/* recipePath */.g)(options.recipe), 'recipe');
        if (!deps.files.exists(recipe))
            throw new StepFailure(`the recipe ${(0,prepare/* recipePath */.g)(options.recipe)} is not in the checkout (nor in the overlays)`);
    });
    const srtctl = await step('install srtctl', async () => {
        const uv = deps.commands.which('uv');
        const python = `${options.venvDir}/bin/python`;
        if (uv) {
            await run(uv, ['venv', '--seed', options.venvDir], dir, INSTALL_TIMEOUT_MS);
            await run(uv, ['pip', 'install', '--python', python, '-e', '.'], dir, INSTALL_TIMEOUT_MS);
        }
        else {
            await run('python3', ['-m', 'venv', '--clear', options.venvDir], dir, INSTALL_TIMEOUT_MS);
            await run(python, ['-m', 'pip', 'install', '-e', '.'], dir, INSTALL_TIMEOUT_MS);
        }
        const path = `${options.venvDir}/bin/srtctl`;
        if (!deps.files.exists(path))
            throw new StepFailure(`the install left no srtctl in ${options.venvDir}/bin`);
        return path;
    });
    const squashes = options.squashes ?? [];
    let exporterSha256;
    if (squashes.length) {
        exporterSha256 = await step('squash import', async () => {
            await (0,squash/* importSquashes */.vn)(deps.commands, squashes, env, (text) => reporter.output(text));
            const exporter = options.exporterContainer;
            if (exporter === undefined)
                return undefined;
            if (!deps.files.exists(exporter))
                throw new StepFailure(`the exporter squash ${exporter} is missing after its import`);
            return `${await deps.files.sha256(exporter)}  ${exporter}`;
        });
    }
    const containers = Object.fromEntries(squashes.map((s) => [s.file === options.exporterContainer ? power_lane/* DCGM_EXPORTER_CONTAINER */.wF : s.image, s.file]));
    const srtslurmYaml = await step('write srtslurm.yaml', () => {
        const text = (0,cluster_config/* buildClusterConfig */.bx)(options.clusterConfig ?? '', options.wheelsCacheDir, options.clusterConfigSource, {
            srtctlRoot: dir,
            modelPaths: options.model ? { [options.model.alias]: options.model.path } : undefined,
            containers
        });
        const path = `${dir}/srtslurm.yaml`;
        deps.files.writeText(path, text);
        reporter.output(text);
        return path;
    });
    // After srtslurm.yaml exists: without it make setup asks for account and partition on stdin.
    if (options.setupArch)
        await step(`make setup ARCH=${options.setupArch}`, () => run('make', ['setup', `ARCH=${options.setupArch}`], dir, SETUP_TIMEOUT_MS));
    await step('recipe name', () => {
        const path = inside(dir, (0,prepare/* recipePath */.g)(options.recipe), 'recipe');
        deps.files.writeText(path, renameRecipe(deps.files.readText(path), options.jobName, path));
        reporter.info(`${(0,prepare/* recipePath */.g)(options.recipe)}: name: ${options.jobName}`);
    });
    const acceptance = options.syntheticAcceptance;
    // After the rename, before srtctl apply (slurm_utils.sh's inject_synthetic_acceptance): a failed injection stops the launch.
    if (acceptance)
        // The injector reads the job's variables (SYNTHETIC_ACCEPTANCE_LENGTH, NUM_SPEC_TOKENS, MODEL_PREFIX, …).
        await step('synthetic acceptance', () => run('python3', [acceptance.script, (0,prepare/* recipePath */.g)(options.recipe), acceptance.framework], dir, GIT_TIMEOUT_MS, false, 'job'));
    return { checkoutDir: dir, sha, srtctl, srtslurmYaml, exporterSha256 };
}
/** The values that become git and make arguments, checked again where they are used (whoever built the options). */
function refuseArguments(options) {
    const problem = (0,argv/* firstArgumentProblem */.vT)([
        ['srt-slurm ref', options.ref, argv/* gitRefProblem */.dr],
        ['srt-slurm repository', options.repository, argv/* gitRepositoryProblem */.Eo],
        ['setup arch', options.setupArch, argv/* makeValueProblem */.Zr]
    ]);
    if (problem)
        throw new src_errors/* SweepkitError */.R0(`refusing to prepare: the ${problem}`, { code: 'prepare' });
}
async function clone(deps, options, git) {
    const { ref, repository } = options;
    // A tag or branch comes alone (depth 1); an abbreviated commit needs the branches' history.
    const fetch = isAbbreviatedSha(ref)
        ? ['fetch', '-q', '--tags', '--end-of-options', 'origin']
        : ['fetch', '-q', '--depth', '1', '--end-of-options', 'origin', ref];
    // Checked hex or FETCH_HEAD: nothing git could read as an option (checkout --detach refuses --end-of-options).
    const checkout = isAbbreviatedSha(ref) ? ['checkout', '-q', '--detach', ref] : ['checkout', '-q', '--detach', 'FETCH_HEAD'];
    for (let attempt = 1;; attempt++) {
        deps.files.remove(options.checkoutDir);
        try {
            await deps.commands.run('git', ['init', '-q', '--end-of-options', options.checkoutDir], { timeoutMs: GIT_TIMEOUT_MS }).then((r) => {
                if (r.exitCode !== 0)
                    throw new StepFailure(`git init ${options.checkoutDir} failed`, outputOf(r));
            });
            await git(['remote', 'add', '--end-of-options', 'origin', repository]);
            await git(fetch, options.cloneTimeoutMs);
            await git(checkout);
            deps.reporter.info(`cloned ${repository} at ${ref}${attempt > 1 ? ` (attempt ${attempt})` : ''}`);
            return;
        }
        catch (error) {
            const failure = error;
            const last = lastLines(failure.output || failure.message, 1);
            if (attempt >= options.cloneAttempts) {
                throw new StepFailure(`cannot clone ${repository} at ${ref} after ${attempt} attempt(s): ${failure.message}`, failure.output);
            }
            const delay = options.retryDelayMs * 2 ** (attempt - 1);
            deps.reporter.warning(`clone attempt ${attempt}/${options.cloneAttempts} of ${repository} at ${ref} failed (${last}); retrying in ${(0,duration/* formatDuration */.a)(delay)}`);
            await deps.clock.sleep(delay);
        }
    }
}
/**
 * The recipe with its `name:` (and an override file's `base.name`) set to the job name, edited
 * as YAML so comments and the rest of the file stay as written.
 */
function renameRecipe(text, name, file) {
    const { isMap, parseDocument } = (0,yaml_load/* loadYaml */.yv)();
    const doc = parseDocument(text, { prettyErrors: false });
    if (doc.errors.length || !isMap(doc.contents))
        throw new src_errors/* SweepkitError */.R0(`the recipe is not a YAML mapping: ${doc.errors[0]?.message.split('\n')[0] ?? 'not a mapping'}`, {
            location: { file },
            code: 'recipe'
        });
    if (isMap(doc.get('base')))
        doc.setIn(['base', 'name'], name);
    if (doc.has('name') || !doc.has('base'))
        doc.set('name', name);
    return doc.toString();
}

;// CONCATENATED MODULE: ./packages/slurm/src/after-job.ts
const DIGEST_LINES = 20;
const DIGEST_FILES = 40;
/** Bytes read from the end of a log for its last lines. */
const DIGEST_READ = 16 * 1024;
/** Every file below `root` with its size, paths relative to it, sorted; nothing read leaves `root`. */
function listTree(files, root, prefix = '') {
    return files.list(root, prefix ? `${root}/${prefix.slice(0, -1)}` : root).flatMap((entry) => {
        const relative = `${prefix}${entry.name}`;
        if (entry.isDirectory)
            return listTree(files, root, `${relative}/`);
        return [{ path: relative, size: files.readFrom(root, `${root}/${relative}`, 0, 0)?.size ?? 0 }];
    });
}
/**
 * The failure digest: the last lines of each worker, frontend and infra log (`*.out`, `*.err`)
 * below a job's logs folder, so a failed job shows where it broke without downloading artifacts.
 */
function failureDigest(files, logsDir, lines = DIGEST_LINES) {
    return listTree(files, logsDir)
        .filter((f) => /\.(out|err)$/.test(f.path) && f.size > 0)
        .slice(0, DIGEST_FILES)
        .map((f) => {
        const start = Math.max(0, f.size - DIGEST_READ);
        const read = files.readFrom(logsDir, `${logsDir}/${f.path}`, start, DIGEST_READ);
        const text = new TextDecoder().decode(read?.bytes ?? new Uint8Array());
        // A read that starts mid-file starts mid-line: that first piece is dropped.
        const all = text
            .replace(/\n$/, '')
            .split('\n')
            .slice(start > 0 ? 1 : 0);
        return { file: f.path, lines: all.slice(-lines).join('\n') };
    });
}
/**
 * Which logs go into `multinode_server_logs.tar.gz` under a byte limit (before compression): the
 * smallest files first, so one runaway log does not push out every worker's; what does not fit is
 * listed in a note inside the archive (its full copy stays in LOGS/).
 */
function planLogArchive(tree, maxBytes) {
    let total = 0;
    const include = [];
    const cut = [];
    for (const file of [...tree].sort((a, b) => a.size - b.size || (a.path < b.path ? -1 : 1))) {
        if (total + file.size <= maxBytes) {
            include.push(file.path);
            total += file.size;
        }
        else
            cut.push(file);
    }
    include.sort();
    cut.sort((a, b) => (a.path < b.path ? -1 : 1));
    const note = cut.length
        ? `${cut.length} file(s) left out of this archive to keep it under ${maxBytes} bytes (max-log-bytes); a full copy of each is in LOGS/:\n${cut.map((c) => `${c.path}\t${c.size} bytes`).join('\n')}\n`
        : undefined;
    return { include, cut, note };
}

;// CONCATENATED MODULE: ./packages/slurm/src/adapters/node-after-job.ts




/** Provenance files of a power lane that the power-audit upload expects under LOGS/power/. */
const POWER_PROVENANCE = ['exporter-image.sha256', 'power-producer-sha.txt'];
const LOGS_ARCHIVE = 'multinode_server_logs.tar.gz';
const tar = async (args) => {
    const { execFile } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 1421, 23));
    return new Promise((resolve, reject) => execFile('tar', args, { timeout: 10 * 60_000, env: (0,child_env/* childEnvironment */.Q)(process.env, 'tool').env }, (error, _out, stderr) => error ? reject(new Error(`tar: ${stderr.trim() || error.message}`)) : resolve()));
};
/**
 * What the workflow's upload steps expect after the job, best effort: the power provenance files
 * copied into LOGS/power/, `multinode_server_logs.tar.gz` of LOGS/ (at most `maxBytes` of logs,
 * with a note of what was cut), and the failure digest when the launch failed. Every read goes
 * through `files` (regular files inside the folder only), so the archive and the digest never
 * carry a file from outside the job's folders.
 */
async function afterJob(files, resultsDir, maxBytes, failed) {
    const logs = (0,external_node_path_.join)(resultsDir, 'LOGS');
    if (!(0,external_node_fs_.existsSync)(logs))
        return { cut: 0, digest: [] };
    for (const name of POWER_PROVENANCE) {
        if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(resultsDir, name)))
            files.copyFile(resultsDir, (0,external_node_path_.join)(resultsDir, name), (0,external_node_path_.join)(logs, 'power', name));
    }
    const plan = planLogArchive(listTree(files, logs), maxBytes);
    // Next to the target, so the final rename stays on one file system.
    const work = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(resultsDir, '.srtctl-logs-'));
    try {
        (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(work, 'list'), plan.include.map((p) => `${p}\0`).join(''));
        const note = plan.note ? ['-C', work, 'ARCHIVE_NOTE.txt'] : [];
        if (plan.note)
            (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(work, 'ARCHIVE_NOTE.txt'), plan.note);
        // Written aside and renamed: an upload never sees half an archive.
        await tar(['czf', (0,external_node_path_.join)(work, LOGS_ARCHIVE), '-C', logs, '--null', '-T', (0,external_node_path_.join)(work, 'list'), ...note]);
        (0,external_node_fs_.renameSync)((0,external_node_path_.join)(work, LOGS_ARCHIVE), (0,external_node_path_.join)(resultsDir, LOGS_ARCHIVE));
    }
    finally {
        (0,external_node_fs_.rmSync)(work, { recursive: true, force: true });
    }
    return { archive: (0,external_node_path_.join)(resultsDir, LOGS_ARCHIVE), cut: plan.cut.length, digest: failed ? failureDigest(files, logs) : [] };
}

// EXTERNAL MODULE: ./packages/slurm/src/adapters/node-checkout.ts
var node_checkout = __webpack_require__(7479);
;// CONCATENATED MODULE: ./packages/slurm/src/adapters/node-job-files.ts


const sameFile = (a, b) => (0,external_node_fs_.existsSync)(a) && (0,external_node_fs_.existsSync)(b) && (0,external_node_fs_.realpathSync)(a) === (0,external_node_fs_.realpathSync)(b);
/**
 * Job logs and results on the real file system (a shared FS on clusters), through the common
 * file-access layer: only regular files (a FIFO or device in the logs is passed over, never opened
 * for reading), and every path checked component by component against the root the caller names
 * (the job's logs folder, the results folder), resolved once the first time it exists: a folder
 * link such as `logs/eval_results -> <host folder>` is refused like a file link, never up into the
 * workspace (a checkout's credentials) or out to the runner host. What is passed over goes to `onSkip`.
 */
function jobFilesInside(onSkip) {
    const folders = new Map();
    const folder = (root) => {
        const known = folders.get(root);
        if (known)
            return known;
        const made = safe_files/* SafeFolder */.yY.at(root);
        // A root that does not exist yet (logs before the job starts) is looked up again next time.
        if (made.real !== undefined)
            folders.set(root, made);
        return made;
    };
    const skipping = (path, read) => {
        try {
            return read();
        }
        catch (error) {
            if (!(error instanceof safe_files/* UnsafeFileError */.h))
                throw error;
            onSkip(path, error.reason);
            return undefined;
        }
    };
    return {
        // Opened anew each time: NFS shows appended data to a fresh open.
        readFrom: (root, path, offset, max) => skipping(path, () => folder(root).readRange(path, offset, max)),
        list: (root, dir) => skipping(dir, () => folder(root)
            .list(dir, onSkip)
            .map(({ name, isDirectory }) => ({ name, isDirectory }))) ?? [],
        copyFile(root, from, to) {
            if (!sameFile(from, to))
                skipping(from, () => folder(root).copyFile(from, to));
        },
        copyTree(root, from, to) {
            const source = folder(root);
            if (skipping(from, () => source.entry(from))?.kind !== 'directory' || sameFile(from, to))
                return;
            source.copyTree(from, to, onSkip);
        }
    };
}

;// CONCATENATED MODULE: ./packages/slurm/src/adapters/node-output-files.ts


/** `.nfs*` files anywhere below `dir`. */
function nfsFiles(dir) {
    if (!(0,external_node_fs_.existsSync)(dir))
        return [];
    return (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true }).flatMap((e) => e.isDirectory() ? nfsFiles((0,external_node_path_.join)(dir, e.name)) : e.name.startsWith('.nfs') ? [(0,external_node_path_.join)(dir, e.name)] : []);
}
const nodeOutputFiles = {
    removeTree: (path) => (0,external_node_fs_.rmSync)(path, { recursive: true, force: true, maxRetries: 0 }),
    nfsLeftovers: nfsFiles,
    removeFile: (path) => (0,external_node_fs_.rmSync)(path, { force: true })
};

;// CONCATENATED MODULE: ./packages/slurm/src/output-cleanup.ts
const OUTPUT_CLEANUP = { attempts: 5, delayMs: 10_000 };
/**
 * Removes the jobs' `outputs/<id>` folders once their logs are copied to LOGS/ (the checkout is
 * reused by the next job): NFS refuses while a client still holds a file open, so each removal
 * is tried up to 5 times 10 s apart, then the `.nfs*` leftovers are deleted (the launcher's
 * step 19). Returns what could not be removed; never throws (the results are already collected).
 */
async function removeJobOutputs(files, clock, dirs, options = OUTPUT_CLEANUP) {
    const left = [];
    for (const dir of dirs) {
        for (let attempt = 1;; attempt++) {
            try {
                files.removeTree(dir);
                break;
            }
            catch (error) {
                if (attempt >= options.attempts) {
                    left.push(`${dir} (${error.code ?? error.message})`);
                    break;
                }
                await clock.sleep(options.delayMs);
            }
        }
        for (const file of files.nfsLeftovers(dir)) {
            try {
                files.removeFile(file);
            }
            catch {
                // still held open by an NFS client: the next job's clean-up gets it
            }
        }
    }
    return left;
}

// EXTERNAL MODULE: ./packages/slurm/src/adapters/slurm-cli.ts + 1 modules
var slurm_cli = __webpack_require__(2739);
// EXTERNAL MODULE: ./packages/slurm/src/adapters/exec.ts
var adapters_exec = __webpack_require__(8207);
;// CONCATENATED MODULE: ./packages/slurm/src/adapters/srtctl-cli.ts


/** The real srtctl, run with argv arrays. */
function createSrtctlCli(options) {
    const exec = (args, timeoutMs) => (0,adapters_exec/* runCommand */.d)(options.executable, args, { timeoutMs, cwd: options.cwd, env: options.env, envKind: 'job', signal: options.signal });
    return {
        async supportsJson() {
            const help = await exec(['apply', '--help'], 60_000);
            return help.exitCode === 0 && /--json\b/.test(help.stdout + help.stderr);
        },
        async run(args) {
            const result = await exec(args, options.timeoutMs ?? 15 * 60_000);
            if (result.startError) {
                throw new src_errors/* SweepkitError */.R0(`cannot run srtctl '${options.executable}' (${result.startError})`, { code: 'srtctl-missing' });
            }
            return result;
        }
    };
}

;// CONCATENATED MODULE: ./packages/slurm/src/adapters/signals.ts
/** Signals that cancel the job: Ctrl-C, a scheduler's TERM, the runner's cancel (SIGINT, then SIGTERM 7.5 s later). */
const CANCEL_SIGNALS = ['SIGINT', 'SIGTERM'];
/** The exit code after a second cancel signal: the shell's code for "interrupted" (128 + SIGINT). */
const INTERRUPTED_EXIT_CODE = 130;
/**
 * The first cancel signal aborts the returned controller (the launch cancels its job at once);
 * a second one exits with INTERRUPTED_EXIT_CODE. The action and the CLI both use this.
 */
function abortOnSignals() {
    const controller = new AbortController();
    for (const signal of CANCEL_SIGNALS) {
        process.on(signal, () => (controller.signal.aborted ? process.exit(INTERRUPTED_EXIT_CODE) : controller.abort()));
    }
    return controller;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./packages/slurm/src/adapters/wheels-cache.ts




/** How long the cache may take to prepare: a stat or mkdir on a hung network mount never returns. */
const WHEELS_CACHE_TIMEOUT_MS = 30_000;
const errno = (error) => error.code ?? error.message;
/** `path` exists (false only when it does not; any other failure is thrown). */
async function exists(path) {
    try {
        await (0,promises_.stat)(path);
        return true;
    }
    catch (error) {
        if (errno(error) === 'ENOENT')
            return false;
        throw error;
    }
}
/**
 * Creates the missing folders one by one (not a recursive mkdir: under /proc that one spins
 * forever) below the nearest existing ancestor, whose real path is checked first, so a symbolic
 * link into /proc is refused like the path itself. Only a leaf folder this call created is
 * made world-writable; an existing folder is never changed.
 */
async function wheels_cache_prepare(dir) {
    const missing = [];
    let existing = dir;
    while (!(await exists(existing))) {
        missing.unshift(existing);
        existing = (0,external_node_path_.dirname)(existing);
    }
    (0,cluster_config/* checkWheelsCacheDir */.IQ)(await (0,promises_.realpath)(existing));
    if (missing.length === 0) {
        if (!(await (0,promises_.stat)(dir)).isDirectory())
            throw new src_errors/* SweepkitError */.R0(`the wheels cache ${dir} is not a folder`, { code: 'wheels-cache' });
        return;
    }
    for (const path of missing) {
        try {
            await (0,promises_.mkdir)(path);
        }
        catch (error) {
            if (errno(error) !== 'EEXIST')
                throw error;
            // Created by someone else meanwhile: theirs, so the cache keeps its mode.
            if (path === dir)
                return;
        }
    }
    // World-writable on purpose: the builds run as whatever user the job's containers map to.
    await (0,promises_.chmod)(dir, 0o777);
}
/**
 * Prepares the persistent dynamo-wheels folder, within `timeoutMs`. Call it before installing
 * signal handlers: it runs on the thread pool, so a hung file system cannot stop SIGTERM.
 */
async function ensureWheelsCache(dir, timeoutMs = WHEELS_CACHE_TIMEOUT_MS) {
    const absolute = (0,external_node_path_.resolve)(dir);
    (0,cluster_config/* checkWheelsCacheDir */.IQ)(absolute);
    let timer;
    const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new src_errors/* SweepkitError */.R0(`the wheels cache ${absolute}: no answer from the file system within ${timeoutMs / 1000} s`, { code: 'wheels-cache' })), timeoutMs);
    });
    try {
        await Promise.race([
            wheels_cache_prepare(absolute).catch((error) => {
                if (error instanceof src_errors/* SweepkitError */.R0)
                    throw error;
                throw new src_errors/* SweepkitError */.R0(`cannot prepare the wheels cache ${absolute} (${errno(error)})`, { code: 'wheels-cache' });
            }),
            timeout
        ]);
    }
    finally {
        clearTimeout(timer);
    }
}

;// CONCATENATED MODULE: ./packages/slurm/src/adapters/node-launcher.ts


















/**
 * What may block on this machine, then the cancel signals: the wheels cache first (within a
 * time-out; until `abortOnSignals` installs its handlers, SIGTERM ends the process at once,
 * whatever a file system does), then the handlers. The action and the CLI call this before the
 * prepare stage and the launch.
 */
async function prepareHostThenTrapSignals(settings) {
    if (settings.wheelsCacheDir)
        await ensureWheelsCache(settings.wheelsCacheDir);
    return abortOnSignals();
}
/**
 * The prepare stage on this machine, when the plan has one, and the launch settings it leads
 * to: the venv's srtctl run in the checkout with its srtslurm.yaml, the job name as RUNNER_NAME
 * (srtctl's job name), the model variables, tags and --no-preflight.
 */
async function prepareOnThisMachine(settings, plan, reporter) {
    plan.warnings.forEach((w) => reporter.warning(w));
    const env = { ...settings.env, ...plan.jobEnv };
    const next = {
        ...settings,
        env,
        recipe: plan.recipe,
        srtctlArgs: [...plan.srtctlArgs, ...settings.srtctlArgs],
        cancelStaleName: plan.cancelStale ? plan.jobName : undefined
    };
    if (!plan.stage)
        return { settings: next };
    const deps = { commands: (0,node_checkout/* createCommandRunner */._)(env.PATH), files: node_checkout/* nodeCheckoutFiles */.w, clock: system_clock/* systemClock */.m, reporter };
    const prepared = await prepareCheckout(deps, { ...plan.stage, env });
    // The power-audit artifact records which producer commit measured the power, and with which exporter image.
    if (plan.power)
        node_checkout/* nodeCheckoutFiles */.w.writeText((0,external_node_path_.join)(settings.resultsDir, POWER_PROVENANCE[1]), `${prepared.sha}\n`);
    if (prepared.exporterSha256)
        node_checkout/* nodeCheckoutFiles */.w.writeText((0,external_node_path_.join)(settings.resultsDir, POWER_PROVENANCE[0]), `${prepared.exporterSha256}\n`);
    return {
        prepared,
        settings: { ...next, srtctl: prepared.srtctl, workingDirectory: prepared.checkoutDir, srtslurmYaml: prepared.srtslurmYaml }
    };
}
/**
 * The real launcher on this machine: checks the recipe, writes the generated `srtslurm.yaml`,
 * then runs the lifecycle with the execFile Slurm and srtctl clients.
 * The action and the CLI both call this, so they behave the same.
 */
async function launchOnThisMachine(settings, reporter, onSubmitted, signal) {
    // Job output is read only inside its folders; what is passed over is reported once each.
    const jobFiles = jobFilesInside((0,safe_files/* skipOncePerPath */.xW)((line) => reporter.warning(line)));
    // The recipe is relative to where srtctl runs, not to this process.
    const preparation = (0,prepare/* prepareLaunch */.J)(node_files/* nodeFiles */.kT, jobFiles, { ...settings, recipe: (0,external_node_path_.resolve)(settings.workingDirectory, settings.recipe) });
    preparation.warnings.forEach((w) => reporter.warning(w));
    const env = { ...settings.env, INFMAX_WORKSPACE: settings.agenticDir ?? settings.resultsDir };
    if (settings.srtslurmYaml !== undefined) {
        env.SRTSLURM_CONFIG = settings.srtslurmYaml;
    }
    else if (preparation.srtslurmYaml !== undefined) {
        const path = (0,external_node_path_.join)((0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(settings.tempDir, 'srtctl-launch-')), 'srtslurm.yaml');
        (0,external_node_fs_.writeFileSync)(path, preparation.srtslurmYaml);
        env.SRTSLURM_CONFIG = path;
        reporter.info(`srtslurm.yaml for srtctl: ${path}`);
    }
    const { dropped } = (0,child_env/* childEnvironment */.Q)(env, 'job');
    if (dropped.length)
        reporter.info(`not passed to srtctl and the job (not on the allow-list of docs/launcher.md; list extra names in ${child_env/* EXTRA_JOB_ENV */.n}): ${dropped.join(', ')}`);
    const overridden = Object.keys(env).filter((k) => k.startsWith('SBATCH_') && env[k] !== undefined);
    // SBATCH_* variables beat the #SBATCH lines srtctl writes (SBATCH_PARTITION wins over the recipe).
    if (overridden.length)
        reporter.info(`sbatch options from the environment override the recipe: ${overridden.sort().join(', ')}`);
    const slurm = (0,slurm_cli/* createSlurmCli */.O)({ env, signal, timeoutMs: settings.slurmTimeoutMs });
    if (settings.cancelStaleName) {
        const stale = await (0,src_cancel/* cancelStale */.S4)({ slurm, clock: system_clock/* systemClock */.m }, settings.cancelStaleName, { waitMs: settings.cancelWaitMs, pollMs: 2000 });
        if (stale.length)
            reporter.warning(`cancelled job ${stale.join(', ')} named ${settings.cancelStaleName}, left by an earlier attempt`);
    }
    const result = await launchJobs({
        slurm,
        srtctl: createSrtctlCli({ executable: settings.srtctl, cwd: settings.workingDirectory, env, signal }),
        files: jobFiles,
        clock: system_clock/* systemClock */.m,
        reporter,
        onSubmitted
    }, { ...settings, signal });
    // After a cancel signal the runner kills the step within seconds: no time for an archive.
    if (signal?.aborted)
        return result;
    // Also after a failed job: the score gate runs then too, and reads the model prefix from it.
    const meta = launcherMetaEnv(settings.env, result.resultFiles.map((f) => (0,external_node_path_.basename)(f)));
    if (meta !== undefined) {
        node_checkout/* nodeCheckoutFiles */.w.writeText((0,external_node_path_.join)(settings.resultsDir, 'meta_env.json'), meta);
        reporter.info(`eval metadata: ${(0,external_node_path_.join)(settings.resultsDir, 'meta_env.json')}`);
    }
    if (settings.maxLogBytes === undefined)
        return result;
    const after = await afterJob(jobFiles, settings.resultsDir, settings.maxLogBytes, result.failure !== undefined).catch((error) => {
        reporter.warning(`could not archive the logs: ${error.message}`);
        return undefined;
    });
    if (after?.cut)
        reporter.warning(`${after.cut} log file(s) left out of ${LOGS_ARCHIVE} to stay under max-log-bytes; ARCHIVE_NOTE.txt in it lists them`);
    // Only once every job has ended: a job still running writes into its folder.
    if (settings.cleanupOutputs && result.settled) {
        const dirs = result.jobs.map((job) => (0,external_node_path_.resolve)(settings.workingDirectory, job.outputDir ?? (0,external_node_path_.join)('outputs', job.id)));
        const left = await removeJobOutputs(nodeOutputFiles, system_clock/* systemClock */.m, dirs);
        if (left.length)
            reporter.warning(`could not remove ${left.join(', ')}: the next job's checkout keeps it`);
    }
    return { ...result, ...after };
}

// EXTERNAL MODULE: ./packages/slurm/src/lanes.ts
var lanes = __webpack_require__(8464);
// EXTERNAL MODULE: ./packages/slurm/src/srtctl-versions.ts + 1 modules
var srtctl_versions = __webpack_require__(7917);
// EXTERNAL MODULE: ./packages/common/src/options.ts
var options = __webpack_require__(6713);
// EXTERNAL MODULE: ./packages/slurm/src/prepare-options.ts
var prepare_options = __webpack_require__(3987);
;// CONCATENATED MODULE: ./packages/slurm/src/options.ts




/**
 * `sweepkit srtctl-launch` and the srtctl-launch action (whose post step reads the same table).
 * Paths are relative to the workspace in the action and to the current directory on the command
 * line; `cluster-config` is a file in both.
 */
const SRTCTL_LAUNCH_COMMAND = {
    cli: 'srtctl-launch',
    action: 'srtctl-launch',
    description: 'Submit an srt-slurm recipe with srtctl apply, follow the Slurm job to its end (streaming its log, queue/run time-outs, ' +
        'scancel on cancel) and collect its results; succeed only for COMPLETED, exit code 0 and the expected results. ' +
        'With --resolve-lane (CLI), print the srt-slurm repository, ref and flags a matrix row gets instead.',
    options: {
        json: options/* JSON_OUTPUT_OPTION */.TC,
        recipe: {
            kind: 'string',
            required: 'action',
            metavar: 'FILE[:SELECTOR]',
            help: "the srt-slurm recipe to submit, relative to working-directory, with an optional `:selector` (e.g. `recipes/qwen3.5/1k1k.yaml:zip_override_stp[0]`); with --resolve-lane, the row's CONFIG_FILE (read from recipes-dir when a power lane depends on it)"
        },
        srtctl: { kind: 'string', default: 'srtctl', metavar: 'EXE', help: "the srtctl executable (a name on PATH or a path, e.g. the venv's `bin/srtctl`)" },
        'srtctl-args': {
            kind: 'string',
            metavar: 'ARGS',
            help: "extra `srtctl apply` arguments, whitespace- or newline-separated (e.g. `--tags gb300,qwen3.5 --no-preflight`; on the command line --srtctl-args='--tags a,b'), passed as an argv array, never through a shell"
        },
        'working-directory': {
            kind: 'string',
            metavar: 'DIR',
            help: 'where srtctl runs (it looks for `srtslurm.yaml` there and writes `outputs/<job id>/` there), usually the srt-slurm checkout; default the workspace (CLI: the current directory)'
        },
        'results-dir': {
            kind: 'string',
            metavar: 'DIR',
            help: 'where results and the `LOGS/` copy of the job logs are collected; default the workspace (CLI: the current directory)'
        },
        'result-filename': {
            kind: 'string',
            env: 'RESULT_FILENAME',
            metavar: 'NAME',
            help: 'prefix of the collected result files (`<result-filename>_<isl/osl dir>_conc<C>_gpus_<G>….json`, agentic `<result-filename>_conc<N>.json`); default $RESULT_FILENAME'
        },
        expect: {
            kind: 'string',
            choices: EXPECTATIONS,
            default: 'fixed-seq-len',
            help: 'what a successful run must produce besides a COMPLETED job: `fixed-seq-len` (results_concurrency files), `agentic` (`<result-filename>_conc*.json`), `eval` (`logs/eval_results/`) or `none`'
        },
        'poll-interval-seconds': {
            kind: 'float',
            above: 0,
            default: LAUNCH_DEFAULTS.pollIntervalSeconds,
            metavar: 'S',
            help: 'how often Slurm is asked about the job (the log is read every 2 s or at this interval, whichever is shorter)'
        },
        'queue-timeout-minutes': {
            kind: 'float',
            min: 0,
            default: 0,
            metavar: 'M',
            help: 'longest time the job may stay PENDING before it is cancelled and the run fails with the pending reason; 0 for no limit'
        },
        'job-timeout-minutes': {
            kind: 'float',
            min: 0,
            default: 0,
            metavar: 'M',
            help: "longest time the job may run before it is cancelled and the run fails; 0 leaves it to Slurm's time limit"
        },
        'slurm-unreachable-minutes': {
            kind: 'float',
            min: 0,
            default: LAUNCH_DEFAULTS.unreachableMinutes,
            metavar: 'M',
            help: 'how long Slurm commands may fail or hang in a row (controller restart, time-outs) before giving up waiting'
        },
        'slurm-timeout-seconds': {
            kind: 'float',
            min: 0,
            default: LAUNCH_DEFAULTS.slurmTimeoutSeconds,
            metavar: 'S',
            help: 'limit for one Slurm command (squeue, scontrol, sacct, scancel); a command that takes longer counts as "no answer" and is retried, it never means the job ended'
        },
        'cancel-wait-seconds': {
            kind: 'float',
            min: 0,
            default: LAUNCH_DEFAULTS.cancelWaitSeconds,
            metavar: 'S',
            help: 'after cancelling (time-out, cancel, post step), how long to wait for the job to end'
        },
        'cluster-config': {
            kind: 'string',
            metavar: 'FILE',
            help: "a YAML file (relative to the workspace; CLI: the current directory) of `srtslurm.yaml` keys handed to srtctl through SRTSLURM_CONFIG, e.g. `default_account`, `default_partition`, `containers`, `model_paths`, `default_mounts`; empty keeps srtctl's own file"
        },
        'wheels-cache-dir': {
            kind: 'string',
            metavar: 'DIR',
            help: "a persistent host folder for hash-pinned Dynamo builds, created if missing and mounted at `/configs/dynamo-wheels` through the generated `srtslurm.yaml`; warns when the recipe's `dynamo.hash` has no complete build there; refused under /proc, /sys and /dev (/dev/shm is allowed)"
        },
        // The prepare stage, cancel-stale and the after-job checks; its lane options also serve --resolve-lane.
        ...prepare_options/* SRTCTL_PREPARE_OPTIONS */.I.options,
        'resolve-lane': {
            kind: 'flag',
            only: 'cli',
            help: 'print the srt-slurm lane of --framework/--model-prefix/--precision … as JSON, launch nothing; with --row, print how that row launches: `{"kind":"srt-slurm","power":…,"lane":{…}}` or `{"kind":"none","code":"site-launcher"|"no-match","reason":…}` (exit 1 for no-match)'
        },
        row: {
            kind: 'string',
            only: 'cli',
            metavar: 'JSON',
            help: 'with --resolve-lane: the multi-node matrix row (JSON) whose lane to print; its runner, framework, model-prefix, precision, spec-decoding, scenario-type and CONFIG_FILE choose the lane'
        }
    }
};
/** What the post step reads: it only cancels, so a bad recipe input cannot stop the clean-up. */
const SRTCTL_LAUNCH_POST_OPTIONS = (0,options/* pickOptions */.Sb)(SRTCTL_LAUNCH_COMMAND, ['slurm-timeout-seconds', 'cancel-wait-seconds']);
/** The launch's timings in ms, from the table's values (which the table has already bounded). */
function launchTimings(values) {
    return {
        pollIntervalMs: values['poll-interval-seconds'] * 1000,
        queueTimeoutMs: values['queue-timeout-minutes'] * 60_000,
        jobTimeoutMs: values['job-timeout-minutes'] * 60_000,
        unreachableTimeoutMs: values['slurm-unreachable-minutes'] * 60_000,
        slurmTimeoutMs: values['slurm-timeout-seconds'] * 1000,
        cancelWaitMs: values['cancel-wait-seconds'] * 1000
    };
}
/** `srtctl-args` as an argv array. */
const srtctlArgv = (values) => (values['srtctl-args'] ?? '').split(/\s+/).filter(Boolean);
/** The result name, which results of `fixed-seq-len` and `agentic` runs are collected under. */
function resultFilenameFor(values) {
    if (!values['result-filename'] && needsResultFilename(values.expect)) {
        throw new options/* OptionError */.eR('{result-filename} is empty and RESULT_FILENAME is not set; it names the collected results (or set {expect} to none)');
    }
    const name = values['result-filename'] || undefined;
    // The collected result files are named after it inside the results folder: a name, never a path.
    const problem = name === undefined ? undefined : (0,contained_path/* fileNameProblem */.XY)(name);
    if (problem)
        throw new options/* OptionError */.eR(`{result-filename} ${problem}, got ${JSON.stringify(name)}`);
    return name;
}

// EXTERNAL MODULE: ./packages/common/src/files.ts
var src_files = __webpack_require__(6416);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./packages/slurm/src/job-name.ts


/** What Slurm, srtctl and the name-based cleanup accept without quoting: no shell metacharacters. */
const SAFE_NAME = /^[A-Za-z0-9._-]{1,200}$/;
const SAFE_TAG = /^[A-Za-z0-9._:+-]{1,100}$/;
/**
 * The Slurm job name: the given one, or `sweepkit-<runner>-<12 hex of sha1(result name)>` so that
 * each matrix row of each runner has its own name (a rerun then finds and cancels exactly its
 * own stale jobs). Anything a shell or `scancel --name` could misread is refused.
 */
function jobName(given, runnerName, resultFilename) {
    const name = given ?? ['sweepkit', runnerName || 'local', ...(resultFilename ? [(0,external_node_crypto_.createHash)('sha1').update(resultFilename).digest('hex').slice(0, 12)] : [])].join('-');
    if (!SAFE_NAME.test(name)) {
        throw new options/* OptionError */.eR(`{job-name} must be 1 to 200 letters, digits, '.', '_' or '-' (it reaches Slurm and shells), got '${name}'`);
    }
    return name;
}
/** `--tags a,b`, or nothing; each tag is checked, as a comma or a space would split it. */
function tagArgs(tags) {
    if (!tags?.length)
        return [];
    const bad = tags.find((t) => !SAFE_TAG.test(t));
    if (bad !== undefined)
        throw new options/* OptionError */.eR(`{tags} must be words of letters, digits and . _ : + -, got '${bad}'`);
    return ['--tags', tags.join(',')];
}

// EXTERNAL MODULE: ./packages/common/src/schema-error.ts
var schema_error = __webpack_require__(9832);
// EXTERNAL MODULE: ./packages/slurm/src/generated/validators.js
var validators = __webpack_require__(1303);
;// CONCATENATED MODULE: ./packages/slurm/src/model-table.ts


/** Parses and checks a model table; a mistake is one error at its file:line:col. */
function parseModelTable(text, file) {
    const loaded = (0,yaml_load/* parseYaml */.hN)(text, file);
    if (!(0,validators/* srtModels */.s0)(loaded.value))
        throw (0,schema_error/* schemaViolation */.H)(loaded, (0,schema_error/* firstSchemaError */.W)(validators/* srtModels */.s0.errors), 'model table', 'model-table');
    return loaded.value;
}
/**
 * The first model whose `when` matches; `aliasOverride` (the lane's `model-alias`) replaces its
 * alias. A row no model matches is refused with the list of what the table supports.
 */
function resolveModel(table, query, aliasOverride) {
    const values = { 'model-prefix': query.modelPrefix, precision: query.precision, framework: query.framework };
    const model = table.models.find((m) => Object.keys(m.when).every((key) => m.when[key] === values[key]));
    if (!model) {
        const supported = table.models.map((m) => Object.values(m.when).join(' ')).join('; ');
        throw new src_errors/* SweepkitError */.R0(`unsupported model: ${[query.modelPrefix, query.precision, query.framework].filter(Boolean).join(' ')} (the model table has: ${supported})`, {
            code: 'unsupported-model'
        });
    }
    return { path: model.path, alias: aliasOverride ?? model.alias, servedModelName: model['served-model-name'] };
}
/** What the job sees of its model (exported to srtctl, so sbatch and the containers inherit it). */
function modelEnv(model) {
    return { MODEL_PATH: model.path, SRT_SLURM_MODEL_PREFIX: model.alias, ...(model.servedModelName ? { SERVED_MODEL_NAME: model.servedModelName } : {}) };
}

;// CONCATENATED MODULE: ./packages/slurm/src/prepare-plan.ts






const NVIDIA_SRT_SLURM = 'https://github.com/NVIDIA/srt-slurm.git';
/** Wait before the second clone attempt (doubled after each failure). */
const CLONE_RETRY_DELAY_MS = 5000;
const needed = (values, name, why) => {
    const value = values[name];
    if (!value)
        throw new options/* OptionError */.eR(`{${name}} is needed ${why}`);
    return value;
};
/** The lane: the explicit repository/ref when given, else the lane table's match for the row. */
function laneOf(values, context, power) {
    const why = 'to choose the srt-slurm lane (or give srt-slurm-ref)';
    const lane = values['srt-slurm-ref']
        ? {
            index: -1,
            repository: values['srt-slurm-repository'] ?? NVIDIA_SRT_SLURM,
            ref: values['srt-slurm-ref'],
            overlays: [],
            noPreflight: false,
            json: true,
            warnings: []
        }
        : (0,srtctl_versions/* resolveLane */.$D)((0,srtctl_versions/* loadSrtctlVersions */.YH)(context.files, values['versions-file']), {
            framework: needed(values, 'framework', why),
            modelPrefix: needed(values, 'model-prefix', why),
            precision: needed(values, 'precision', why),
            specDecoding: values['spec-decoding'],
            agentic: values.agentic || context.expect === 'agentic',
            power,
            cluster: values.cluster,
            recipe: context.recipe
        });
    const problem = (0,argv/* firstArgumentProblem */.vT)([
        ['{srt-slurm-ref}', values['srt-slurm-ref'], argv/* gitRefProblem */.dr],
        ['{srt-slurm-repository}', values['srt-slurm-repository'], argv/* gitRepositoryProblem */.Eo],
        ['{setup-arch}', values['setup-arch'] === 'none' ? undefined : values['setup-arch'], argv/* makeValueProblem */.Zr]
    ]);
    if (problem)
        throw new options/* OptionError */.eR(problem);
    const sha = values['srt-slurm-sha'];
    if (sha !== undefined && !/^[0-9a-f]{7,40}$/.test(sha))
        throw new options/* OptionError */.eR(`{srt-slurm-sha} must be 7 to 40 lowercase hex digits, got '${sha}'`);
    const arch = values['setup-arch'];
    return { ...lane, sha: sha ?? lane.sha, setupArch: arch === undefined ? lane.setupArch : (0,srtctl_versions/* setupArch */.SL)(arch) };
}
function modelOf(values, context, lane) {
    const file = values['model-table'];
    if (file === undefined)
        return undefined;
    const table = parseModelTable((0,src_files/* readTextFile */.G)(context.files, file), file);
    return resolveModel(table, { modelPrefix: needed(values, 'model-prefix', 'to look up the model table'), precision: values.precision, framework: values.framework }, lane.modelAlias);
}
/**
 * Turns the prepare options into a plan: the lane (repository, ref, pinned commit, overlays,
 * setup arch, --no-preflight), the model, the job name (checked: no shell metacharacters) and
 * the tags. Everything that can be wrong in the options is found here, before any clone.
 */
function planPrepare(values, context) {
    const prepare = values.prepare || values['prepare-only'];
    // The swap comes after the lane and power decisions, which the throughput recipe makes.
    const recipe = values['eval-only'] && values['eval-recipe'] ? values['eval-recipe'] : context.recipe;
    const name = values['job-name'] !== undefined || prepare ? jobName(values['job-name'], context.runnerName, context.resultFilename) : undefined;
    const tags = tagArgs(values.tags);
    const jobEnv = name ? { RUNNER_NAME: name } : {};
    if (!prepare)
        return {
            prepareOnly: false,
            jobName: name,
            cancelStale: values['cancel-stale'] && name !== undefined,
            srtctlArgs: tags,
            jobEnv,
            power: false,
            recipe,
            warnings: []
        };
    const ws = context.workspace.replace(/\/+$/, '');
    const recipesDir = values['recipes-dir'] ?? `${ws}/benchmarks/multi_node/srt-slurm-recipes`;
    const power = values.power || usesPower(context, recipesDir);
    const lane = laneOf(values, context, power);
    const model = modelOf(values, context, lane);
    const squash = squashPlan(values, power, ws);
    return {
        stage: {
            repository: lane.repository,
            ref: lane.ref,
            sha: lane.sha,
            overlays: lane.overlays,
            recipesDir,
            checkoutDir: values['checkout-dir'] ?? `${ws}/srt-slurm`,
            venvDir: values['venv-dir'] ?? `${ws}/.venv-srt`,
            setupArch: lane.setupArch,
            recipe,
            jobName: name,
            clusterConfig: context.clusterConfig,
            clusterConfigSource: context.clusterConfigSource,
            wheelsCacheDir: context.wheelsCacheDir,
            model,
            cloneAttempts: values['clone-attempts'],
            cloneTimeoutMs: values['clone-timeout-minutes'] * 60_000,
            retryDelayMs: CLONE_RETRY_DELAY_MS,
            squashes: squash.imports,
            exporterContainer: squash.exporter,
            syntheticAcceptance: values['synthetic-acceptance']
                ? { script: `${ws}/${values['synthetic-acceptance-script']}`, framework: needed(values, 'framework', 'by the synthetic-acceptance injector') }
                : undefined
        },
        prepareOnly: values['prepare-only'],
        jobName: name,
        cancelStale: values['cancel-stale'],
        srtctlArgs: [...tags, ...(lane.noPreflight ? ['--no-preflight'] : [])],
        jobEnv: { ...jobEnv, ...(model ? modelEnv(model) : {}) },
        lane,
        power,
        recipe,
        warnings: [...lane.warnings, ...squash.warnings]
    };
}
/** The launcher's power-lane detection: the workspace copy of the recipe (absent: not a power lane). */
function usesPower(context, recipesDir) {
    const file = (0,power_lane/* workspaceRecipe */.Ql)(recipesDir, context.recipe);
    return context.files.exists(file) && (0,power_lane/* recipeUsesDcgmPower */.Lc)((0,src_files/* readTextFile */.G)(context.files, file), file);
}
/** The squash imports of the prepare stage: the images, then a power lane's exporter. */
function squashPlan(values, power, ws) {
    const dir = values['squash-dir'];
    if (dir === undefined) {
        const warnings = power ? ['a power lane without squash-dir: the DCGM exporter is not imported and exporter-image.sha256 is not written'] : [];
        return { imports: [], warnings };
    }
    const images = [...new Set([...(values['squash-images'] ?? []), ...(power ? [power_lane/* DCGM_EXPORTER_IMAGE */.QA] : [])])];
    const imports = (0,squash/* planSquashImports */.ln)(values, dir, ws, images);
    return { imports, exporter: power ? imports.find((i) => i.image === power_lane/* DCGM_EXPORTER_IMAGE */.QA)?.file : undefined, warnings: [] };
}

;// CONCATENATED MODULE: ./packages/slurm/src/launch-settings.ts




/**
 * srtctl-launch's options → the launch settings and the prepare plan, the same for the action and
 * the CLI: the cluster config read, the paths resolved against the workspace, every option that
 * can be wrong checked before anything runs. `resultFilename` comes checked from the edge.
 */
function srtctlLaunchPlan(values, recipe, resultFilename, edge) {
    const { workspace, env, files } = edge;
    const clusterFile = values['cluster-config'];
    const clusterConfig = clusterFile === undefined ? undefined : (0,src_files/* readTextFile */.G)(files, (0,external_node_path_.resolve)(workspace, clusterFile), clusterFile);
    const wheelsCacheDir = values['wheels-cache-dir'];
    const plan = planPrepare(values, {
        workspace,
        files,
        runnerName: env.RUNNER_NAME,
        resultFilename,
        expect: values.expect,
        recipe,
        clusterConfig,
        clusterConfigSource: edge.clusterConfigSource(clusterFile),
        wheelsCacheDir
    });
    const settings = {
        recipe,
        srtctl: values.srtctl,
        srtctlArgs: srtctlArgv(values),
        workingDirectory: (0,external_node_path_.resolve)(workspace, values['working-directory'] ?? '.'),
        resultsDir: (0,external_node_path_.resolve)(workspace, values['results-dir'] ?? '.'),
        resultFilename,
        expect: values.expect,
        agenticDir: env.INFMAX_WORKSPACE || undefined,
        ...launchTimings(values),
        clusterConfig,
        wheelsCacheDir,
        env,
        tempDir: edge.tempDir,
        concList: values['conc-list'],
        maxLogBytes: values['max-log-bytes'],
        cleanupOutputs: values['cleanup-outputs']
    };
    return { settings, plan };
}

// EXTERNAL MODULE: ./cli/src/terminal.ts
var terminal = __webpack_require__(1328);
// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/srtctl-launch.ts







const PROG = 'sweepkit srtctl-launch';
/** `--resolve-lane --row JSON`: how the row launches, reading its recipe when a power lane depends on it. */
function printRowLane(values, rowJson, io) {
    let row;
    try {
        row = JSON.parse(rowJson);
    }
    catch (error) {
        throw new src_errors/* UsageError */.eb(`${PROG}: error: --row is not JSON: ${error.message}`);
    }
    if (row === null || typeof row !== 'object' || Array.isArray(row))
        throw new src_errors/* UsageError */.eb(`${PROG}: error: --row must be a JSON object (a matrix row)`);
    const query = (0,lanes/* rowLaneQuery */.VL)(row);
    const recipesDir = (0,external_node_path_.resolve)(io.cwd, values['recipes-dir'] ?? 'benchmarks/multi_node/srt-slurm-recipes');
    const resolution = (0,lanes/* laneForQuery */.mX)((0,srtctl_versions/* loadSrtctlVersions */.YH)(io.files, values['versions-file']), { ...query, recipe: values.recipe ?? query.recipe }, io.files, recipesDir);
    if (resolution.kind === 'none') {
        (0,terminal/* printJsonOutput */.FB)(io, values.json, `${JSON.stringify(resolution, null, 2)}\n`, 'launch lane');
        return resolution.code === 'no-match' ? 1 : 0;
    }
    const { warnings, ...lane } = resolution.lane;
    warnings.forEach((w) => io.stderr(`warning: ${w}\n`));
    const printed = { kind: resolution.kind, power: resolution.power, lane };
    (0,terminal/* printJsonOutput */.FB)(io, values.json, `${JSON.stringify(printed, null, 2)}\n`, 'launch lane');
    return 0;
}
function printLane(values, io) {
    if (values.row !== undefined)
        return printRowLane(values, values.row, io);
    const need = (name) => {
        const value = values[name];
        if (value === undefined)
            throw new src_errors/* UsageError */.eb(`${PROG}: error: --resolve-lane needs --${name}`);
        return value;
    };
    const lane = (0,srtctl_versions/* resolveLane */.$D)((0,srtctl_versions/* loadSrtctlVersions */.YH)(io.files, values['versions-file']), {
        framework: need('framework'),
        modelPrefix: need('model-prefix'),
        precision: need('precision'),
        specDecoding: values['spec-decoding'],
        agentic: values.agentic,
        power: values.power,
        cluster: values.cluster
    });
    lane.warnings.forEach((w) => io.stderr(`warning: ${w}\n`));
    const { warnings: _warnings, ...shown } = lane;
    (0,terminal/* printJsonOutput */.FB)(io, values.json, `${JSON.stringify(shown, null, 2)}\n`, 'srt-slurm lane');
    return 0;
}
const srtctlLaunch = async (argv, io) => {
    const { values } = (0,src_options/* parseCommandArgs */.Q)(SRTCTL_LAUNCH_COMMAND, argv, io);
    if (values['resolve-lane'])
        return printLane(values, io);
    if (values.row !== undefined)
        throw new src_errors/* UsageError */.eb(`${PROG}: error: --row needs --resolve-lane`);
    const recipe = values.recipe;
    if (recipe === undefined)
        throw new src_errors/* UsageError */.eb(`${PROG}: error: the following arguments are required: --recipe (or --resolve-lane)`);
    const wheelsCacheDir = values['wheels-cache-dir'];
    let resultFilename;
    try {
        if (wheelsCacheDir)
            (0,cluster_config/* checkWheelsCacheDir */.IQ)((0,external_node_path_.resolve)(io.cwd, wheelsCacheDir));
        resultFilename = resultFilenameFor(values);
    }
    catch (error) {
        throw error instanceof src_errors/* UsageError */.eb ? new src_errors/* UsageError */.eb(`${PROG}: error: ${error.message}`) : error;
    }
    const reporter = {
        info: (line) => io.stderr(`${line}\n`),
        warning: (line) => io.stderr(`warning: ${line}\n`),
        jobOutput: (text) => io.stdout(`${text}\n`),
        output: (text) => io.stderr(`${text}\n`),
        group: (title) => io.stderr(`== ${title}\n`),
        endGroup: () => undefined
    };
    const { settings: given, plan } = srtctlLaunchPlan(values, recipe, resultFilename, {
        workspace: io.cwd,
        env: { ...io.env },
        files: io.files,
        tempDir: (0,external_node_os_.tmpdir)(),
        clusterConfigSource: (file) => file ?? 'cluster config'
    });
    const controller = await prepareHostThenTrapSignals({ wheelsCacheDir: wheelsCacheDir && (0,external_node_path_.resolve)(io.cwd, wheelsCacheDir) });
    const { settings, prepared } = await prepareOnThisMachine(given, plan, reporter);
    if (prepared)
        io.stderr(`srt-slurm-sha=${prepared.sha} srtctl=${prepared.srtctl} working-directory=${prepared.checkoutDir} job-name=${plan.jobName}\n`);
    const prefix = (0,power_lane/* submittedRecipeMetricPrefix */.iC)(io.files, settings);
    if (prefix)
        io.stderr(`required-server-metric-prefix=${prefix}\n`);
    if (plan.prepareOnly)
        return 0;
    const result = await launchOnThisMachine(settings, reporter, (jobs) => io.stderr(`job ids: ${jobs.map((j) => j.id).join(' ')}\n`), controller.signal);
    io.stderr(`state=${result.state} exit-code=${result.exitCode ?? ''} log-file=${result.logFile ?? ''}${result.failure ? ` reason=${failureReason(result)}` : ''}\n`);
    for (const entry of result.digest ?? [])
        io.stderr(`== last lines of ${entry.file}\n${entry.lines}\n`);
    for (const file of result.resultFiles)
        io.stdout(`${file}\n`);
    if (result.failure)
        throw result.failure;
    return 0;
};
/* harmony default export */ const srtctl_launch = (srtctlLaunch);


/***/ }),

/***/ 1328:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FB: () => (/* binding */ printJsonOutput),
/* harmony export */   OU: () => (/* binding */ showSummary)
/* harmony export */ });
/* unused harmony exports EXACT_OUTPUT_HINT, jsonSummaryText */
/**
 * The one rule for commands whose stdout is machine output: a person at a terminal gets a short
 * summary; `--json`, a pipe, a file and the Actions runner get the exact output (what workflows
 * and the conformance corpora read).
 */
const showSummary = (io, json) => io.stdoutIsTerminal === true && json !== true;
/** The last line of every summary: where the exact output is. */
const EXACT_OUTPUT_HINT = 'The exact JSON (what workflows read) comes with --json, or when the output is not a terminal.';
const WIDTH = 100;
const LISTED = 10;
const clip = (text) => (text.length > WIDTH ? `${text.slice(0, WIDTH - 1)}…` : text);
/** One value as a person reads it in a summary line: scalars as they are, collections counted. */
function brief(value) {
    if (typeof value === 'string') {
        // Outputs often carry JSON as a string (a family's rows): count it rather than print it.
        if (/^\s*[[{]/.test(value)) {
            try {
                return brief(JSON.parse(value));
            }
            catch {
                // not JSON after all: the text itself
            }
        }
        return clip(value === '' ? '""' : value);
    }
    if (Array.isArray(value))
        return `${value.length} item${value.length === 1 ? '' : 's'}`;
    if (value !== null && typeof value === 'object') {
        // One level down: lists counted (a bucket's rows), scalars as they are.
        const inner = Object.entries(value).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.length : v !== null && typeof v === 'object' ? '{…}' : String(v)}`);
        return inner.length ? clip(inner.join(', ')) : '{}';
    }
    return String(value);
}
/** How a row of a matrix-like list is named in a summary: its planned display name, else what identifies a matrix row. */
function rowName(row) {
    if (row === null || typeof row !== 'object' || Array.isArray(row))
        return brief(row);
    const r = row;
    const planned = r.plan?.['display-name'] ?? r['display-name'] ?? r.name;
    if (typeof planned === 'string')
        return clip(planned);
    const parts = ['exp-name', 'runner', 'framework', 'precision'].map((key) => r[key]).filter((v) => typeof v === 'string');
    for (const key of ['tp', 'conc'])
        if (r[key] !== undefined)
            parts.push(`${key} ${String(r[key])}`);
    return clip(parts.length ? parts.join(' ') : JSON.stringify(row));
}
/**
 * A short readable summary of a command's JSON output: a list by its length and its first rows'
 * names, an object key by key (collections counted), then where the exact JSON is.
 */
function jsonSummaryText(title, value) {
    const lines = [];
    if (Array.isArray(value)) {
        lines.push(`${title}: ${value.length} row${value.length === 1 ? '' : 's'}.`);
        lines.push(...value.slice(0, LISTED).map((row) => `  ${rowName(row)}`));
        if (value.length > LISTED)
            lines.push(`  … and ${value.length - LISTED} more`);
    }
    else if (value !== null && typeof value === 'object') {
        const entries = Object.entries(value).filter(([, v]) => v !== undefined);
        lines.push(`${title}:`);
        const width = Math.max(0, ...entries.map(([key]) => key.length));
        lines.push(...entries.map(([key, v]) => `  ${key.padEnd(width)}  ${brief(v)}`));
    }
    else
        lines.push(`${title}: ${brief(value)}`);
    lines.push('', EXACT_OUTPUT_HINT);
    return `${lines.join('\n')}\n`;
}
/**
 * Prints a command's exact output (JSON text), or at a terminal without --json the summary of it
 * (read back from the text, so it shows what a workflow would read).
 */
function printJsonOutput(io, json, exact, title) {
    if (!showSummary(io, json))
        return io.stdout(exact);
    let value;
    try {
        value = JSON.parse(exact);
    }
    catch {
        // Python's JSON may hold NaN or Infinity, which JSON.parse refuses: then the exact text.
        return io.stdout(exact);
    }
    io.stdout(jsonSummaryText(title, value));
}


/***/ }),

/***/ 2432:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ relativePathProblem),
/* harmony export */   XY: () => (/* binding */ fileNameProblem),
/* harmony export */   _l: () => (/* binding */ pathInside),
/* harmony export */   fi: () => (/* binding */ NAME_MAX_BYTES),
/* harmony export */   k0: () => (/* binding */ UnsafePathError),
/* harmony export */   wi: () => (/* binding */ checkFileName)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

/**
 * The one containment check for paths built from text that a workflow, a contributor or a job
 * controls (environment values, inputs, row fields, artifact and file names): such text names a
 * file inside a folder and never reaches outside it. Pure and lexical; the file-access layer
 * (`adapters/safe-files.ts`) adds the symlink side at read time.
 */
/** A file system's limit for one name (ext4, xfs, NFS). */
const NAME_MAX_BYTES = 255;
// Controls (C0, DEL) never belong in a name a workflow or a job sets; NUL would also cut it short.
const CONTROL = /[\x00-\x1f\x7f]/;
/**
 * Why `name` cannot be one file name inside a folder (undefined when it can): no folder
 * separators, no control characters, not hidden (so never `.` or `..`), at most `maxBytes`.
 */
function fileNameProblem(name, maxBytes = NAME_MAX_BYTES) {
    if (name === '')
        return 'is empty';
    if (/[/\\]/.test(name))
        return "must be a file name without folders ('/' or '\\')";
    if (CONTROL.test(name))
        return 'must not contain control characters';
    if (name.startsWith('.'))
        return "must not start with '.'";
    if (Buffer.byteLength(name) > maxBytes)
        return `must be at most ${maxBytes} bytes`;
    return undefined;
}
/**
 * Why `relative` cannot be a path that stays inside its folder (undefined when it can): relative,
 * no `..` segment, no backslash or control characters, no empty path.
 */
function relativePathProblem(relative) {
    if (relative.startsWith('/'))
        return 'must be a relative path';
    if (CONTROL.test(relative))
        return 'must not contain control characters';
    if (relative.includes('\\'))
        return "must use '/' between folders, not '\\'";
    const parts = relative.split('/');
    if (parts.includes('..'))
        return "must stay inside its folder (no '..')";
    if (parts.every((p) => p === '' || p === '.'))
        return 'is empty';
    return undefined;
}
/** An untrusted path that would leave its folder; `what` names the variable, input or field. */
class UnsafePathError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0 {
    constructor(what, value, reason) {
        super(`${what} ${reason}, got ${JSON.stringify(value)}`, { field: what, code: 'unsafe-path' });
        this.name = 'UnsafePathError';
    }
}
/** `root/relative` (segments normalised), or UnsafePathError naming `what` when it would leave `root`. */
function pathInside(root, relative, what) {
    const problem = relativePathProblem(relative);
    if (problem)
        throw new UnsafePathError(what, relative, problem);
    const parts = relative.split('/').filter((p) => p !== '' && p !== '.');
    const base = root.replace(/\/+$/, '');
    return root.startsWith('/') && base === '' ? `/${parts.join('/')}` : [base || '.', ...parts].join('/');
}
/** `name` checked to be one file name (see fileNameProblem), or UnsafePathError naming `what`. */
function checkFileName(name, what, maxBytes = NAME_MAX_BYTES) {
    const problem = fileNameProblem(name, maxBytes);
    if (problem)
        throw new UnsafePathError(what, name, problem);
    return name;
}


/***/ }),

/***/ 1256:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EA: () => (/* binding */ parseIntVar),
/* harmony export */   Fm: () => (/* binding */ requirePower),
/* harmony export */   Hn: () => (/* binding */ isTrue),
/* harmony export */   LQ: () => (/* binding */ intVar),
/* harmony export */   NW: () => (/* binding */ isTrueWord),
/* harmony export */   QI: () => (/* binding */ requireVars),
/* harmony export */   gy: () => (/* binding */ envError)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2282);

/** A bad variable: one line naming it (the reference's SystemExit message alone), exit 1. */
const envError = (message, variable) => new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(message, { field: variable, code: 'bad-environment' });
/** Python `int(text)` of a variable; where the reference crashes, one line naming the variable. */
function parseIntVar(name, text) {
    const value = (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePyIntText */ .jE)(text);
    if (value === null)
        throw envError(`${name} must be an integer, got '${text}'`, name);
    return Number(value);
}
const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on']);
const isTrueWord = (text) => TRUE_WORDS.has(text.toLowerCase());
/** Every listed variable must be set (an empty value counts as set); all missing ones in one message. */
function requireVars(env, names) {
    const missing = names.filter((n) => env[n] === undefined);
    if (missing.length)
        throw envError(`Missing required environment variables: ${missing.join(', ')}`, missing[0]);
}
/** A required variable as Python `int()` reads it. */
const intVar = (env, name) => parseIntVar(name, env[name] ?? '');
/** `IS_MULTINODE`/`DISAGG`-style switches as `process_result.py` reads them: exactly `true`, any case. */
const isTrue = (text) => (text ?? '').toLowerCase() === 'true';
const REQUIRE_WORDS = new Set(['1', 'true', 'yes']);
/** `REQUIRE_POWER`: invalid power fails the job (`1`, `true`, `yes`). */
const requirePower = (env) => REQUIRE_WORDS.has((env.REQUIRE_POWER ?? '').trim().toLowerCase());


/***/ }),

/***/ 2276:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ metaEnvJson),
/* harmony export */   g: () => (/* binding */ writeMetaEnv)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4194);

const TRUE_ISH = /^(1|true|yes|on)$/i;
const CONC = /^[1-9][0-9]*$/;
const first = (...values) => values.find((v) => v !== undefined && v !== '');
/** A JSON value written the way the template interpolates it, but always valid JSON: numbers bare, anything else quoted. */
const bare = (text) => (/^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?$/.test(text) ? text : (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyJsonString */ .jL)(text, false));
const quoted = (text) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyJsonString */ .jL)(text, false);
const bool = (value) => (value ? 'true' : 'false');
/**
 * `bridge_disagg_eval_metadata` (spec §3): the prefill/decode topology the file records. The
 * single-node `EP_SIZE` and `DP_ATTENTION` are never read (bridging overwrites them from the
 * `PREFILL_*` names first); the first non-empty DP spelling decides, even when false-ish.
 */
function topology(env) {
    const tp = first(env.PREFILL_TP, env.PREFILL_TP_SIZE, env.TP) ?? '1';
    const decodeTp = first(env.DECODE_TP, env.DECODE_TP_SIZE, tp) ?? tp;
    // `_resolve_disagg_ep`: an EP of exactly `1` with the side's expert parallelism enabled is its TP size.
    const ep = (side, sideTp) => {
        const v = first(env[`${side}_EP`]) ?? '1';
        return v === '1' && TRUE_ISH.test(first(env[`${side}_ENABLE_EP`]) ?? 'false') ? (first(env[`${side}_TP_SIZE`]) ?? sideTp) : v;
    };
    const dp = (side) => TRUE_ISH.test(first(env[`${side}_DP_ATTN`], env[`${side}_DP_ATTENTION`], env[`${side}_ENABLE_DP`]) ?? 'false');
    const prefillEp = ep('PREFILL', tp);
    const prefillDp = dp('PREFILL');
    const side = (prefix, sideTp, sideEp, sideDp, workers) => ({
        [`${prefix}_tp`]: bare(sideTp),
        [`${prefix}_pp`]: bare(first(env[`${prefix.toUpperCase()}_PP_SIZE`], env.PP_SIZE) ?? '1'),
        [`${prefix}_dcp_size`]: bare(first(env[`${prefix.toUpperCase()}_DCP_SIZE`], env.DCP_SIZE) ?? '1'),
        [`${prefix}_pcp_size`]: bare(first(env[`${prefix.toUpperCase()}_PCP_SIZE`], env.PCP_SIZE) ?? '1'),
        [`${prefix}_ep`]: bare(sideEp),
        [`${prefix}_dp_attention`]: bool(sideDp),
        [`${prefix}_num_workers`]: bare(workers ?? '1')
    });
    return {
        tp,
        ep: prefillEp,
        dp: prefillDp,
        prefill: side('prefill', tp, prefillEp, prefillDp, first(env.PREFILL_NUM_WORKERS, env.xP)),
        decode: side('decode', decodeTp, ep('DECODE', decodeTp), dp('DECODE'), first(env.DECODE_NUM_WORKERS, env.yD))
    };
}
// The template's `sed 's/.*_\([^_][^_]*\)_\([^_][^_]*\)_tp.*/…/'`: the last `_<precision>_<framework>_tp`.
const NAME_FIELDS = /^.*_([^_\n]+)_([^_\n]+)_tp/;
/** FRAMEWORK and PRECISION, or where either is empty the two `_` fields before the last `_tp` of RESULT_FILENAME. */
function frameworkAndPrecision(env) {
    let framework = env.FRAMEWORK ?? '';
    let precision = env.PRECISION ?? '';
    const match = framework === '' || precision === '' ? NAME_FIELDS.exec(env.RESULT_FILENAME ?? '') : null;
    if (match) {
        framework ||= match[2];
        precision ||= match[1];
    }
    return { framework: framework || 'unknown', precision: precision || 'unknown' };
}
/** The file's text: the template's key order and two-space layout, values escaped. */
function metaEnvJson(env, conc, batch) {
    const t = topology(env);
    const { framework, precision } = frameworkAndPrecision(env);
    const list = (values) => `[${values.join(', ')}]`;
    const entries = [
        ['is_multinode', bool(env.IS_MULTINODE === 'true')],
        ['framework', quoted(framework)],
        ['precision', quoted(precision)],
        ['spec_decoding', quoted(env.SPEC_DECODING ?? '')],
        ['recipe_fingerprint', quoted(env.RECIPE_FINGERPRINT ?? '')],
        ['tp', bare(t.tp)],
        ['pp', bare(first(env.PP_SIZE) ?? '1')],
        ['dcp_size', bare(first(env.DCP_SIZE) ?? '1')],
        ['pcp_size', bare(first(env.PCP_SIZE) ?? '1')],
        ['conc', bare(conc)],
        ...(batch
            ? [
                ['eval_concs', list(batch.eval)],
                ['completed_eval_concs', list(batch.completed)],
                ['failed_eval_concs', list(batch.failed)]
            ]
            : []),
        ['ep', bare(t.ep)],
        ['dp_attention', bool(t.dp)],
        ...Object.entries(t.prefill),
        ...Object.entries(t.decode),
        ['model', quoted(first(env.MODEL_NAME, env.MODEL) ?? '')],
        ['infmax_model_prefix', quoted(first(env.MODEL_PREFIX) ?? 'unknown')],
        ['hw', quoted(first(env.RUNNER_TYPE) ?? 'unknown')],
        ['isl', quoted(first(env.ISL) ?? '0')],
        ['osl', quoted(first(env.OSL) ?? '0')]
    ];
    return `{\n${entries.map(([k, v]) => `  "${k}": ${v}`).join(',\n')}\n}\n`;
}
const words = (text) => (text ?? '').split(/\s+/).filter((w) => w !== '');
/**
 * Writes meta_env.json as the in-job library does after lm-eval (spec §3): batched
 * (`EVAL_BATCHED_CONCS`) into the working directory; otherwise into EVAL_RESULT_DIR, then every
 * `*.json*` below that folder (meta_env.json included) moves up to the working directory and the
 * folder is removed.
 */
function writeMetaEnv(fs, env) {
    const batched = env.EVAL_BATCHED_CONCS ?? '';
    if (batched !== '') {
        const lists = [words(batched), words(env.EVAL_BATCHED_COMPLETED_CONCS), words(env.EVAL_BATCHED_FAILED_CONCS)];
        const invalid = lists.flat().find((v) => !CONC.test(v));
        if (invalid !== undefined)
            return { exitCode: 1, stdout: [], stderr: [`ERROR: invalid eval concurrency '${invalid}'`] };
        // `${EVAL_BATCHED_CONCS%% *}`, and when that is empty the single-run default.
        const conc = first(batched.split(' ')[0], env.CONC) ?? '1';
        fs.write('meta_env.json', metaEnvJson(env, conc, { eval: lists[0], completed: lists[1], failed: lists[2] }));
        return { exitCode: 0, stdout: ['Prepared batched eval artifacts in: .'], stderr: [], written: 'meta_env.json' };
    }
    const dir = env.EVAL_RESULT_DIR ?? '';
    if (dir === '')
        return { exitCode: 1, stdout: [], stderr: ['WARN: EVAL_RESULT_DIR is empty; skipping artifact collection'] };
    if (!fs.isDir(dir))
        return { exitCode: 1, stdout: [], stderr: [`WARN: EVAL_RESULT_DIR='${dir}' does not exist; skipping artifact collection`] };
    const inside = (name) => (dir.endsWith('/') ? dir + name : `${dir}/${name}`);
    fs.write(inside('meta_env.json'), metaEnvJson(env, first(env.CONC) ?? '1'));
    for (const file of fs.walkFiles(dir).sort()) {
        const name = file.slice(file.lastIndexOf('/') + 1);
        if (name.includes('.json'))
            fs.move(file, name);
    }
    fs.removeTree(dir);
    return { exitCode: 0, stdout: ['Moved eval artifacts to: .'], stderr: [], written: 'meta_env.json' };
}


/***/ })

};

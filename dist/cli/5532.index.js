export const id = 5532;
export const ids = [5532];
export const modules = {

/***/ 5532:
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
// EXTERNAL MODULE: ./packages/common/src/files.ts
var src_files = __webpack_require__(6416);
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
;// CONCATENATED MODULE: ./packages/slurm/src/collect.ts
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
function collectResults(files, jobs, options) {
    const { resultsDir, resultFilename } = options;
    const resultFiles = [];
    const evalFiles = [];
    for (const job of jobs) {
        files.copyTree(job.logDir, jobs.length === 1 ? join(resultsDir, 'LOGS') : join(resultsDir, 'LOGS', job.id));
        for (const dir of files.list(job.logDir).filter((e) => e.isDirectory && /isl.*osl/.test(e.name))) {
            for (const entry of files.list(join(job.logDir, dir.name))) {
                const name = resultFilename !== undefined ? fixedSeqLenName(resultFilename, dir.name, entry.name) : undefined;
                if (!name || entry.isDirectory)
                    continue;
                files.copyFile(join(job.logDir, dir.name, entry.name), join(resultsDir, name));
                resultFiles.push(join(resultsDir, name));
            }
        }
        for (const entry of files.list(join(job.logDir, 'eval_results')).filter((e) => !e.isDirectory)) {
            files.copyFile(join(job.logDir, 'eval_results', entry.name), join(resultsDir, entry.name));
            evalFiles.push(join(resultsDir, entry.name));
        }
    }
    const agentic = [];
    if (resultFilename !== undefined) {
        const source = options.agenticDir ?? resultsDir;
        for (const entry of files.list(source).filter((e) => !e.isDirectory && isAgenticResult(resultFilename, e.name))) {
            files.copyFile(join(source, entry.name), join(resultsDir, entry.name));
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
function successfulRequests(files, path) {
    const read = files.readFrom(path, 0, 64 * 1024 * 1024);
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
        const successful = successfulRequests(files, path);
        if (files.readFrom(path, 0, 0) === undefined)
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
            const chunk = this.files.readFrom(this.path, this.offset, CHUNK_BYTES);
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
        return collectResults(deps.files, logDirs(logs), { ...options, expect: 'none' }).resultFiles;
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
    const collection = collectResults(deps.files, logDirs(logs), options);
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

// EXTERNAL MODULE: ./packages/common/src/yaml-load.ts + 1 modules
var yaml_load = __webpack_require__(2891);
// EXTERNAL MODULE: ./packages/common/src/options.ts
var options = __webpack_require__(6713);
// EXTERNAL MODULE: ./packages/common/src/schema-error.ts
var schema_error = __webpack_require__(9832);
;// CONCATENATED MODULE: ./packages/slurm/src/generated/validators.js
// Generated by scripts/generate-validators.mjs from schemas/*.schema.json: do not edit.

const srtctlVersions = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://github.com/sweepkit/sweepkit/schemas/srtctl-versions.schema.json","title":"Sweepkit srt-slurm lanes","description":"Which srt-slurm repository and ref each multi-node lane runs, the recipe folders copied over the checkout, and which lanes skip srtctl's preflight (srtctl-launch --resolve-lane). The first lane whose `when` matches wins.","type":"object","additionalProperties":false,"required":["version","repositories","lanes"],"properties":{"version":{"const":1,"description":"Format version of this file."},"repositories":{"type":"object","description":"Short name → git URL of an srt-slurm repository.","minProperties":1,"additionalProperties":{"type":"string","minLength":1}},"setup-arch":{"type":"string","minLength":1,"description":"Run `make setup ARCH=<this>` in every checkout (`none`: never), unless a lane says otherwise."},"legacy-refs":{"type":"array","description":"Refs without `apply --json` and `--no-preflight` (older than v1.0.25).","items":{"type":"string","minLength":1}},"lanes":{"type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["when","repository","ref"],"properties":{"when":{"$ref":"#/$defs/when"},"repository":{"type":"string","minLength":1,"description":"A key of `repositories`."},"ref":{"type":"string","minLength":1,"description":"Tag, branch or commit to check out."},"sha":{"type":"string","pattern":"^[0-9a-f]{7,40}$","description":"The commit the ref must resolve to, in full or abbreviated (verified when set; an unpinned lane gets a warning)."},"setup-arch":{"type":"string","minLength":1,"description":"`make setup ARCH=…` for this lane (`none`: no setup), instead of the file-wide `setup-arch`."},"model-alias":{"type":"string","minLength":1,"description":"The model alias the recipes use (srtslurm.yaml model_paths key), when it is not the default."},"overlays":{"type":"array","description":"Recipe folders copied over the checkout (overwriting, never deleting).","items":{"type":"object","additionalProperties":false,"required":["from","to"],"properties":{"from":{"type":"string","minLength":1,"description":"Relative to benchmarks/multi_node/srt-slurm-recipes/."},"to":{"type":"string","minLength":1,"description":"Relative to the srt-slurm checkout."}}}}}}},"no-preflight":{"type":"array","description":"Conditions under which `--no-preflight` is passed to srtctl apply.","items":{"$ref":"#/$defs/when"}}},"$defs":{"when":{"type":"object","additionalProperties":false,"description":"Conditions on the matrix row; an absent key matches anything.","properties":{"cluster":{"description":"The cluster's runner label (RUNNER_TYPE), or a list of labels any of which matches.","oneOf":[{"type":"string","minLength":1},{"type":"array","minItems":1,"items":{"type":"string","minLength":1}}]},"agentic":{"type":"boolean"},"power":{"type":"boolean","description":"The recipe enables dcgm-power telemetry."},"framework":{"type":"string","minLength":1},"model-prefix":{"type":"string","minLength":1},"precision":{"type":"string","minLength":1},"spec-decoding":{"type":"string","minLength":1}}}}};
const schema32 = {"type":"object","additionalProperties":false,"description":"Conditions on the matrix row; an absent key matches anything.","properties":{"cluster":{"description":"The cluster's runner label (RUNNER_TYPE), or a list of labels any of which matches.","oneOf":[{"type":"string","minLength":1},{"type":"array","minItems":1,"items":{"type":"string","minLength":1}}]},"agentic":{"type":"boolean"},"power":{"type":"boolean","description":"The recipe enables dcgm-power telemetry."},"framework":{"type":"string","minLength":1},"model-prefix":{"type":"string","minLength":1},"precision":{"type":"string","minLength":1},"spec-decoding":{"type":"string","minLength":1}}};
const pattern4 = new RegExp("^[0-9a-f]{7,40}$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://github.com/sweepkit/sweepkit/schemas/srtctl-versions.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.version === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.repositories === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "repositories"},message:"must have required property '"+"repositories"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.lanes === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lanes"},message:"must have required property '"+"lanes"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "version") || (key0 === "repositories")) || (key0 === "setup-arch")) || (key0 === "legacy-refs")) || (key0 === "lanes")) || (key0 === "no-preflight"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.version !== undefined){
if(1 !== data.version){
const err4 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.repositories !== undefined){
let data1 = data.repositories;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(Object.keys(data1).length < 1){
const err5 = {instancePath:instancePath+"/repositories",schemaPath:"#/properties/repositories/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key1 in data1){
let data2 = data1[key1];
if(typeof data2 === "string"){
if(data2.length < 1){
const err6 = {instancePath:instancePath+"/repositories/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/repositories/additionalProperties/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/repositories/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/repositories/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/repositories",schemaPath:"#/properties/repositories/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data["setup-arch"] !== undefined){
let data3 = data["setup-arch"];
if(typeof data3 === "string"){
if(data3.length < 1){
const err9 = {instancePath:instancePath+"/setup-arch",schemaPath:"#/properties/setup-arch/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/setup-arch",schemaPath:"#/properties/setup-arch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data["legacy-refs"] !== undefined){
let data4 = data["legacy-refs"];
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(typeof data5 === "string"){
if(data5.length < 1){
const err11 = {instancePath:instancePath+"/legacy-refs/" + i0,schemaPath:"#/properties/legacy-refs/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/legacy-refs/" + i0,schemaPath:"#/properties/legacy-refs/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath:instancePath+"/legacy-refs",schemaPath:"#/properties/legacy-refs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.lanes !== undefined){
let data6 = data.lanes;
if(Array.isArray(data6)){
if(data6.length < 1){
const err14 = {instancePath:instancePath+"/lanes",schemaPath:"#/properties/lanes/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
let data7 = data6[i1];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.when === undefined){
const err15 = {instancePath:instancePath+"/lanes/" + i1,schemaPath:"#/properties/lanes/items/required",keyword:"required",params:{missingProperty: "when"},message:"must have required property '"+"when"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data7.repository === undefined){
const err16 = {instancePath:instancePath+"/lanes/" + i1,schemaPath:"#/properties/lanes/items/required",keyword:"required",params:{missingProperty: "repository"},message:"must have required property '"+"repository"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data7.ref === undefined){
const err17 = {instancePath:instancePath+"/lanes/" + i1,schemaPath:"#/properties/lanes/items/required",keyword:"required",params:{missingProperty: "ref"},message:"must have required property '"+"ref"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key2 in data7){
if(!(((((((key2 === "when") || (key2 === "repository")) || (key2 === "ref")) || (key2 === "sha")) || (key2 === "setup-arch")) || (key2 === "model-alias")) || (key2 === "overlays"))){
const err18 = {instancePath:instancePath+"/lanes/" + i1,schemaPath:"#/properties/lanes/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data7.when !== undefined){
let data8 = data7.when;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key3 in data8){
if(!(((((((key3 === "cluster") || (key3 === "agentic")) || (key3 === "power")) || (key3 === "framework")) || (key3 === "model-prefix")) || (key3 === "precision")) || (key3 === "spec-decoding"))){
const err19 = {instancePath:instancePath+"/lanes/" + i1+"/when",schemaPath:"#/$defs/when/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data8.cluster !== undefined){
let data9 = data8.cluster;
const _errs24 = errors;
let valid9 = false;
let passing0 = null;
const _errs25 = errors;
if(typeof data9 === "string"){
if(data9.length < 1){
const err20 = {instancePath:instancePath+"/lanes/" + i1+"/when/cluster",schemaPath:"#/$defs/when/properties/cluster/oneOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/lanes/" + i1+"/when/cluster",schemaPath:"#/$defs/when/properties/cluster/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs25 === errors;
if(_valid0){
valid9 = true;
passing0 = 0;
}
const _errs27 = errors;
if(Array.isArray(data9)){
if(data9.length < 1){
const err22 = {instancePath:instancePath+"/lanes/" + i1+"/when/cluster",schemaPath:"#/$defs/when/properties/cluster/oneOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const len2 = data9.length;
for(let i2=0; i2<len2; i2++){
let data10 = data9[i2];
if(typeof data10 === "string"){
if(data10.length < 1){
const err23 = {instancePath:instancePath+"/lanes/" + i1+"/when/cluster/" + i2,schemaPath:"#/$defs/when/properties/cluster/oneOf/1/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/lanes/" + i1+"/when/cluster/" + i2,schemaPath:"#/$defs/when/properties/cluster/oneOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/lanes/" + i1+"/when/cluster",schemaPath:"#/$defs/when/properties/cluster/oneOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid0 = _errs27 === errors;
if(_valid0 && valid9){
valid9 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid9 = true;
passing0 = 1;
}
}
if(!valid9){
const err26 = {instancePath:instancePath+"/lanes/" + i1+"/when/cluster",schemaPath:"#/$defs/when/properties/cluster/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
}
if(data8.agentic !== undefined){
if(typeof data8.agentic !== "boolean"){
const err27 = {instancePath:instancePath+"/lanes/" + i1+"/when/agentic",schemaPath:"#/$defs/when/properties/agentic/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data8.power !== undefined){
if(typeof data8.power !== "boolean"){
const err28 = {instancePath:instancePath+"/lanes/" + i1+"/when/power",schemaPath:"#/$defs/when/properties/power/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data8.framework !== undefined){
let data13 = data8.framework;
if(typeof data13 === "string"){
if(data13.length < 1){
const err29 = {instancePath:instancePath+"/lanes/" + i1+"/when/framework",schemaPath:"#/$defs/when/properties/framework/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/lanes/" + i1+"/when/framework",schemaPath:"#/$defs/when/properties/framework/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data8["model-prefix"] !== undefined){
let data14 = data8["model-prefix"];
if(typeof data14 === "string"){
if(data14.length < 1){
const err31 = {instancePath:instancePath+"/lanes/" + i1+"/when/model-prefix",schemaPath:"#/$defs/when/properties/model-prefix/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/lanes/" + i1+"/when/model-prefix",schemaPath:"#/$defs/when/properties/model-prefix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data8.precision !== undefined){
let data15 = data8.precision;
if(typeof data15 === "string"){
if(data15.length < 1){
const err33 = {instancePath:instancePath+"/lanes/" + i1+"/when/precision",schemaPath:"#/$defs/when/properties/precision/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/lanes/" + i1+"/when/precision",schemaPath:"#/$defs/when/properties/precision/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data8["spec-decoding"] !== undefined){
let data16 = data8["spec-decoding"];
if(typeof data16 === "string"){
if(data16.length < 1){
const err35 = {instancePath:instancePath+"/lanes/" + i1+"/when/spec-decoding",schemaPath:"#/$defs/when/properties/spec-decoding/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/lanes/" + i1+"/when/spec-decoding",schemaPath:"#/$defs/when/properties/spec-decoding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/lanes/" + i1+"/when",schemaPath:"#/$defs/when/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data7.repository !== undefined){
let data17 = data7.repository;
if(typeof data17 === "string"){
if(data17.length < 1){
const err38 = {instancePath:instancePath+"/lanes/" + i1+"/repository",schemaPath:"#/properties/lanes/items/properties/repository/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/lanes/" + i1+"/repository",schemaPath:"#/properties/lanes/items/properties/repository/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data7.ref !== undefined){
let data18 = data7.ref;
if(typeof data18 === "string"){
if(data18.length < 1){
const err40 = {instancePath:instancePath+"/lanes/" + i1+"/ref",schemaPath:"#/properties/lanes/items/properties/ref/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/lanes/" + i1+"/ref",schemaPath:"#/properties/lanes/items/properties/ref/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data7.sha !== undefined){
let data19 = data7.sha;
if(typeof data19 === "string"){
if(!pattern4.test(data19)){
const err42 = {instancePath:instancePath+"/lanes/" + i1+"/sha",schemaPath:"#/properties/lanes/items/properties/sha/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{7,40}$"},message:"must match pattern \""+"^[0-9a-f]{7,40}$"+"\""};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/lanes/" + i1+"/sha",schemaPath:"#/properties/lanes/items/properties/sha/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data7["setup-arch"] !== undefined){
let data20 = data7["setup-arch"];
if(typeof data20 === "string"){
if(data20.length < 1){
const err44 = {instancePath:instancePath+"/lanes/" + i1+"/setup-arch",schemaPath:"#/properties/lanes/items/properties/setup-arch/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/lanes/" + i1+"/setup-arch",schemaPath:"#/properties/lanes/items/properties/setup-arch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data7["model-alias"] !== undefined){
let data21 = data7["model-alias"];
if(typeof data21 === "string"){
if(data21.length < 1){
const err46 = {instancePath:instancePath+"/lanes/" + i1+"/model-alias",schemaPath:"#/properties/lanes/items/properties/model-alias/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/lanes/" + i1+"/model-alias",schemaPath:"#/properties/lanes/items/properties/model-alias/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data7.overlays !== undefined){
let data22 = data7.overlays;
if(Array.isArray(data22)){
const len3 = data22.length;
for(let i3=0; i3<len3; i3++){
let data23 = data22[i3];
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.from === undefined){
const err48 = {instancePath:instancePath+"/lanes/" + i1+"/overlays/" + i3,schemaPath:"#/properties/lanes/items/properties/overlays/items/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data23.to === undefined){
const err49 = {instancePath:instancePath+"/lanes/" + i1+"/overlays/" + i3,schemaPath:"#/properties/lanes/items/properties/overlays/items/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
for(const key4 in data23){
if(!((key4 === "from") || (key4 === "to"))){
const err50 = {instancePath:instancePath+"/lanes/" + i1+"/overlays/" + i3,schemaPath:"#/properties/lanes/items/properties/overlays/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data23.from !== undefined){
let data24 = data23.from;
if(typeof data24 === "string"){
if(data24.length < 1){
const err51 = {instancePath:instancePath+"/lanes/" + i1+"/overlays/" + i3+"/from",schemaPath:"#/properties/lanes/items/properties/overlays/items/properties/from/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/lanes/" + i1+"/overlays/" + i3+"/from",schemaPath:"#/properties/lanes/items/properties/overlays/items/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data23.to !== undefined){
let data25 = data23.to;
if(typeof data25 === "string"){
if(data25.length < 1){
const err53 = {instancePath:instancePath+"/lanes/" + i1+"/overlays/" + i3+"/to",schemaPath:"#/properties/lanes/items/properties/overlays/items/properties/to/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/lanes/" + i1+"/overlays/" + i3+"/to",schemaPath:"#/properties/lanes/items/properties/overlays/items/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/lanes/" + i1+"/overlays/" + i3,schemaPath:"#/properties/lanes/items/properties/overlays/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/lanes/" + i1+"/overlays",schemaPath:"#/properties/lanes/items/properties/overlays/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
else {
const err57 = {instancePath:instancePath+"/lanes/" + i1,schemaPath:"#/properties/lanes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath:instancePath+"/lanes",schemaPath:"#/properties/lanes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data["no-preflight"] !== undefined){
let data26 = data["no-preflight"];
if(Array.isArray(data26)){
const len4 = data26.length;
for(let i4=0; i4<len4; i4++){
let data27 = data26[i4];
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
for(const key5 in data27){
if(!(((((((key5 === "cluster") || (key5 === "agentic")) || (key5 === "power")) || (key5 === "framework")) || (key5 === "model-prefix")) || (key5 === "precision")) || (key5 === "spec-decoding"))){
const err59 = {instancePath:instancePath+"/no-preflight/" + i4,schemaPath:"#/$defs/when/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data27.cluster !== undefined){
let data28 = data27.cluster;
const _errs69 = errors;
let valid19 = false;
let passing1 = null;
const _errs70 = errors;
if(typeof data28 === "string"){
if(data28.length < 1){
const err60 = {instancePath:instancePath+"/no-preflight/" + i4+"/cluster",schemaPath:"#/$defs/when/properties/cluster/oneOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/no-preflight/" + i4+"/cluster",schemaPath:"#/$defs/when/properties/cluster/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
var _valid1 = _errs70 === errors;
if(_valid1){
valid19 = true;
passing1 = 0;
}
const _errs72 = errors;
if(Array.isArray(data28)){
if(data28.length < 1){
const err62 = {instancePath:instancePath+"/no-preflight/" + i4+"/cluster",schemaPath:"#/$defs/when/properties/cluster/oneOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
const len5 = data28.length;
for(let i5=0; i5<len5; i5++){
let data29 = data28[i5];
if(typeof data29 === "string"){
if(data29.length < 1){
const err63 = {instancePath:instancePath+"/no-preflight/" + i4+"/cluster/" + i5,schemaPath:"#/$defs/when/properties/cluster/oneOf/1/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
else {
const err64 = {instancePath:instancePath+"/no-preflight/" + i4+"/cluster/" + i5,schemaPath:"#/$defs/when/properties/cluster/oneOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
else {
const err65 = {instancePath:instancePath+"/no-preflight/" + i4+"/cluster",schemaPath:"#/$defs/when/properties/cluster/oneOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid1 = _errs72 === errors;
if(_valid1 && valid19){
valid19 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid19 = true;
passing1 = 1;
}
}
if(!valid19){
const err66 = {instancePath:instancePath+"/no-preflight/" + i4+"/cluster",schemaPath:"#/$defs/when/properties/cluster/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
else {
errors = _errs69;
if(vErrors !== null){
if(_errs69){
vErrors.length = _errs69;
}
else {
vErrors = null;
}
}
}
}
if(data27.agentic !== undefined){
if(typeof data27.agentic !== "boolean"){
const err67 = {instancePath:instancePath+"/no-preflight/" + i4+"/agentic",schemaPath:"#/$defs/when/properties/agentic/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data27.power !== undefined){
if(typeof data27.power !== "boolean"){
const err68 = {instancePath:instancePath+"/no-preflight/" + i4+"/power",schemaPath:"#/$defs/when/properties/power/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data27.framework !== undefined){
let data32 = data27.framework;
if(typeof data32 === "string"){
if(data32.length < 1){
const err69 = {instancePath:instancePath+"/no-preflight/" + i4+"/framework",schemaPath:"#/$defs/when/properties/framework/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/no-preflight/" + i4+"/framework",schemaPath:"#/$defs/when/properties/framework/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data27["model-prefix"] !== undefined){
let data33 = data27["model-prefix"];
if(typeof data33 === "string"){
if(data33.length < 1){
const err71 = {instancePath:instancePath+"/no-preflight/" + i4+"/model-prefix",schemaPath:"#/$defs/when/properties/model-prefix/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/no-preflight/" + i4+"/model-prefix",schemaPath:"#/$defs/when/properties/model-prefix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data27.precision !== undefined){
let data34 = data27.precision;
if(typeof data34 === "string"){
if(data34.length < 1){
const err73 = {instancePath:instancePath+"/no-preflight/" + i4+"/precision",schemaPath:"#/$defs/when/properties/precision/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/no-preflight/" + i4+"/precision",schemaPath:"#/$defs/when/properties/precision/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data27["spec-decoding"] !== undefined){
let data35 = data27["spec-decoding"];
if(typeof data35 === "string"){
if(data35.length < 1){
const err75 = {instancePath:instancePath+"/no-preflight/" + i4+"/spec-decoding",schemaPath:"#/$defs/when/properties/spec-decoding/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/no-preflight/" + i4+"/spec-decoding",schemaPath:"#/$defs/when/properties/spec-decoding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
else {
const err77 = {instancePath:instancePath+"/no-preflight/" + i4,schemaPath:"#/$defs/when/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath:instancePath+"/no-preflight",schemaPath:"#/properties/no-preflight/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
else {
const err79 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const srtslurm = validate21;
const schema34 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://github.com/sweepkit/sweepkit/schemas/srtslurm.schema.json","title":"srt-slurm cluster config (srtslurm.yaml)","description":"The cluster config srtctl reads (srtctl-launch input cluster-config). The keys srtctl's ClusterConfig knows; a misspelt key is an error instead of a silently ignored setting.","type":"object","additionalProperties":false,"properties":{"cluster":{"type":"string","description":"Cluster name for the status API."},"default_account":{"type":"string","minLength":1,"description":"Slurm account of recipes without slurm.account."},"default_partition":{"type":"string","minLength":1,"description":"Slurm partition of recipes without slurm.partition."},"default_time_limit":{"type":"string","pattern":"^[0-9:-]+$","description":"Time limit of recipes without slurm.time_limit, e.g. 4:00:00."},"gpus_per_node":{"type":"integer","minimum":1},"network_interface":{"type":"string"},"use_gpus_per_node_directive":{"type":"boolean"},"use_segment_sbatch_directive":{"type":"boolean","description":"false on Slurm versions without --segment (22.05)."},"use_exclusive_sbatch_directive":{"type":"boolean"},"use_het_jobs":{"type":"boolean"},"default_sbatch_directives":{"$ref":"#/$defs/stringMap"},"default_health_check":{"type":"object","additionalProperties":false,"properties":{"max_attempts":{"type":"integer","minimum":1},"interval_seconds":{"type":"number","exclusiveMinimum":0}}},"srtctl_root":{"type":"string","minLength":1,"description":"The srt-slurm checkout (set by the prepare stage)."},"output_dir":{"type":"string","minLength":1},"model_paths":{"$ref":"#/$defs/stringMap","description":"Model alias → host path (the model table adds its entry)."},"containers":{"$ref":"#/$defs/stringMap","description":"Container alias → squash file or image."},"default_mounts":{"$ref":"#/$defs/stringMap","description":"Host path → container path, for every container."},"default_container":{"type":"string"},"default_bash_preamble":{"type":"string"},"nginx_raise_ulimit":{"type":"boolean"},"cloud":{"type":"object"},"reporting":{"type":"object"},"telemetry":{"type":"object"},"ai_analysis":{"type":"object"}},"$defs":{"stringMap":{"type":"object","additionalProperties":{"type":["string","number"]}}}};
const schema35 = {"type":"object","additionalProperties":{"type":["string","number"]}};
const func1 = Object.prototype.hasOwnProperty;
const pattern5 = new RegExp("^[0-9:-]+$", "u");

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://github.com/sweepkit/sweepkit/schemas/srtslurm.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func1.call(schema34.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.cluster !== undefined){
if(typeof data.cluster !== "string"){
const err1 = {instancePath:instancePath+"/cluster",schemaPath:"#/properties/cluster/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.default_account !== undefined){
let data1 = data.default_account;
if(typeof data1 === "string"){
if(data1.length < 1){
const err2 = {instancePath:instancePath+"/default_account",schemaPath:"#/properties/default_account/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/default_account",schemaPath:"#/properties/default_account/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.default_partition !== undefined){
let data2 = data.default_partition;
if(typeof data2 === "string"){
if(data2.length < 1){
const err4 = {instancePath:instancePath+"/default_partition",schemaPath:"#/properties/default_partition/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/default_partition",schemaPath:"#/properties/default_partition/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.default_time_limit !== undefined){
let data3 = data.default_time_limit;
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
const err6 = {instancePath:instancePath+"/default_time_limit",schemaPath:"#/properties/default_time_limit/pattern",keyword:"pattern",params:{pattern: "^[0-9:-]+$"},message:"must match pattern \""+"^[0-9:-]+$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/default_time_limit",schemaPath:"#/properties/default_time_limit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.gpus_per_node !== undefined){
let data4 = data.gpus_per_node;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err8 = {instancePath:instancePath+"/gpus_per_node",schemaPath:"#/properties/gpus_per_node/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
const err9 = {instancePath:instancePath+"/gpus_per_node",schemaPath:"#/properties/gpus_per_node/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.network_interface !== undefined){
if(typeof data.network_interface !== "string"){
const err10 = {instancePath:instancePath+"/network_interface",schemaPath:"#/properties/network_interface/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.use_gpus_per_node_directive !== undefined){
if(typeof data.use_gpus_per_node_directive !== "boolean"){
const err11 = {instancePath:instancePath+"/use_gpus_per_node_directive",schemaPath:"#/properties/use_gpus_per_node_directive/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.use_segment_sbatch_directive !== undefined){
if(typeof data.use_segment_sbatch_directive !== "boolean"){
const err12 = {instancePath:instancePath+"/use_segment_sbatch_directive",schemaPath:"#/properties/use_segment_sbatch_directive/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.use_exclusive_sbatch_directive !== undefined){
if(typeof data.use_exclusive_sbatch_directive !== "boolean"){
const err13 = {instancePath:instancePath+"/use_exclusive_sbatch_directive",schemaPath:"#/properties/use_exclusive_sbatch_directive/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.use_het_jobs !== undefined){
if(typeof data.use_het_jobs !== "boolean"){
const err14 = {instancePath:instancePath+"/use_het_jobs",schemaPath:"#/properties/use_het_jobs/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.default_sbatch_directives !== undefined){
let data10 = data.default_sbatch_directives;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
for(const key1 in data10){
let data11 = data10[key1];
if((typeof data11 !== "string") && (!((typeof data11 == "number") && (isFinite(data11))))){
const err15 = {instancePath:instancePath+"/default_sbatch_directives/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/stringMap/additionalProperties/type",keyword:"type",params:{type: schema35.additionalProperties.type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/default_sbatch_directives",schemaPath:"#/$defs/stringMap/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.default_health_check !== undefined){
let data12 = data.default_health_check;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
for(const key2 in data12){
if(!((key2 === "max_attempts") || (key2 === "interval_seconds"))){
const err17 = {instancePath:instancePath+"/default_health_check",schemaPath:"#/properties/default_health_check/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data12.max_attempts !== undefined){
let data13 = data12.max_attempts;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err18 = {instancePath:instancePath+"/default_health_check/max_attempts",schemaPath:"#/properties/default_health_check/properties/max_attempts/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 1 || isNaN(data13)){
const err19 = {instancePath:instancePath+"/default_health_check/max_attempts",schemaPath:"#/properties/default_health_check/properties/max_attempts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data12.interval_seconds !== undefined){
let data14 = data12.interval_seconds;
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 <= 0 || isNaN(data14)){
const err20 = {instancePath:instancePath+"/default_health_check/interval_seconds",schemaPath:"#/properties/default_health_check/properties/interval_seconds/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/default_health_check/interval_seconds",schemaPath:"#/properties/default_health_check/properties/interval_seconds/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/default_health_check",schemaPath:"#/properties/default_health_check/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.srtctl_root !== undefined){
let data15 = data.srtctl_root;
if(typeof data15 === "string"){
if(data15.length < 1){
const err23 = {instancePath:instancePath+"/srtctl_root",schemaPath:"#/properties/srtctl_root/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/srtctl_root",schemaPath:"#/properties/srtctl_root/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.output_dir !== undefined){
let data16 = data.output_dir;
if(typeof data16 === "string"){
if(data16.length < 1){
const err25 = {instancePath:instancePath+"/output_dir",schemaPath:"#/properties/output_dir/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/output_dir",schemaPath:"#/properties/output_dir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.model_paths !== undefined){
let data17 = data.model_paths;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
for(const key3 in data17){
let data18 = data17[key3];
if((typeof data18 !== "string") && (!((typeof data18 == "number") && (isFinite(data18))))){
const err27 = {instancePath:instancePath+"/model_paths/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/stringMap/additionalProperties/type",keyword:"type",params:{type: schema35.additionalProperties.type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/model_paths",schemaPath:"#/$defs/stringMap/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.containers !== undefined){
let data19 = data.containers;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
for(const key4 in data19){
let data20 = data19[key4];
if((typeof data20 !== "string") && (!((typeof data20 == "number") && (isFinite(data20))))){
const err29 = {instancePath:instancePath+"/containers/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/stringMap/additionalProperties/type",keyword:"type",params:{type: schema35.additionalProperties.type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/containers",schemaPath:"#/$defs/stringMap/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.default_mounts !== undefined){
let data21 = data.default_mounts;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
for(const key5 in data21){
let data22 = data21[key5];
if((typeof data22 !== "string") && (!((typeof data22 == "number") && (isFinite(data22))))){
const err31 = {instancePath:instancePath+"/default_mounts/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/stringMap/additionalProperties/type",keyword:"type",params:{type: schema35.additionalProperties.type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/default_mounts",schemaPath:"#/$defs/stringMap/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.default_container !== undefined){
if(typeof data.default_container !== "string"){
const err33 = {instancePath:instancePath+"/default_container",schemaPath:"#/properties/default_container/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.default_bash_preamble !== undefined){
if(typeof data.default_bash_preamble !== "string"){
const err34 = {instancePath:instancePath+"/default_bash_preamble",schemaPath:"#/properties/default_bash_preamble/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.nginx_raise_ulimit !== undefined){
if(typeof data.nginx_raise_ulimit !== "boolean"){
const err35 = {instancePath:instancePath+"/nginx_raise_ulimit",schemaPath:"#/properties/nginx_raise_ulimit/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.cloud !== undefined){
let data26 = data.cloud;
if(!(data26 && typeof data26 == "object" && !Array.isArray(data26))){
const err36 = {instancePath:instancePath+"/cloud",schemaPath:"#/properties/cloud/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.reporting !== undefined){
let data27 = data.reporting;
if(!(data27 && typeof data27 == "object" && !Array.isArray(data27))){
const err37 = {instancePath:instancePath+"/reporting",schemaPath:"#/properties/reporting/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.telemetry !== undefined){
let data28 = data.telemetry;
if(!(data28 && typeof data28 == "object" && !Array.isArray(data28))){
const err38 = {instancePath:instancePath+"/telemetry",schemaPath:"#/properties/telemetry/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.ai_analysis !== undefined){
let data29 = data.ai_analysis;
if(!(data29 && typeof data29 == "object" && !Array.isArray(data29))){
const err39 = {instancePath:instancePath+"/ai_analysis",schemaPath:"#/properties/ai_analysis/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const srtModels = validate22;
const schema39 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://github.com/sweepkit/sweepkit/schemas/srt-models.schema.json","title":"Sweepkit srt-slurm model table","description":"Where each model lives on the cluster and the alias its srt-slurm recipes use (srtctl-launch input model-table). The first model whose `when` matches the row wins; a row no model matches is refused.","type":"object","additionalProperties":false,"required":["version","models"],"properties":{"version":{"const":1,"description":"Format version of this file."},"models":{"type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["when","path","alias"],"properties":{"when":{"type":"object","additionalProperties":false,"required":["model-prefix"],"description":"Conditions on the matrix row; an absent key matches anything.","properties":{"model-prefix":{"type":"string","minLength":1},"precision":{"type":"string","minLength":1},"framework":{"type":"string","minLength":1}}},"path":{"type":"string","minLength":1,"description":"The model folder on the cluster (MODEL_PATH)."},"alias":{"type":"string","minLength":1,"description":"The recipes' model.path: the srtslurm.yaml model_paths key (SRT_SLURM_MODEL_PREFIX)."},"served-model-name":{"type":"string","minLength":1,"description":"SERVED_MODEL_NAME for the job, when the server must not use the folder name."}}}}}};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://github.com/sweepkit/sweepkit/schemas/srt-models.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.version === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.models === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "models"},message:"must have required property '"+"models"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "version") || (key0 === "models"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.version !== undefined){
if(1 !== data.version){
const err3 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.models !== undefined){
let data1 = data.models;
if(Array.isArray(data1)){
if(data1.length < 1){
const err4 = {instancePath:instancePath+"/models",schemaPath:"#/properties/models/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.when === undefined){
const err5 = {instancePath:instancePath+"/models/" + i0,schemaPath:"#/properties/models/items/required",keyword:"required",params:{missingProperty: "when"},message:"must have required property '"+"when"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.path === undefined){
const err6 = {instancePath:instancePath+"/models/" + i0,schemaPath:"#/properties/models/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.alias === undefined){
const err7 = {instancePath:instancePath+"/models/" + i0,schemaPath:"#/properties/models/items/required",keyword:"required",params:{missingProperty: "alias"},message:"must have required property '"+"alias"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 in data2){
if(!((((key1 === "when") || (key1 === "path")) || (key1 === "alias")) || (key1 === "served-model-name"))){
const err8 = {instancePath:instancePath+"/models/" + i0,schemaPath:"#/properties/models/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.when !== undefined){
let data3 = data2.when;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3["model-prefix"] === undefined){
const err9 = {instancePath:instancePath+"/models/" + i0+"/when",schemaPath:"#/properties/models/items/properties/when/required",keyword:"required",params:{missingProperty: "model-prefix"},message:"must have required property '"+"model-prefix"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key2 in data3){
if(!(((key2 === "model-prefix") || (key2 === "precision")) || (key2 === "framework"))){
const err10 = {instancePath:instancePath+"/models/" + i0+"/when",schemaPath:"#/properties/models/items/properties/when/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3["model-prefix"] !== undefined){
let data4 = data3["model-prefix"];
if(typeof data4 === "string"){
if(data4.length < 1){
const err11 = {instancePath:instancePath+"/models/" + i0+"/when/model-prefix",schemaPath:"#/properties/models/items/properties/when/properties/model-prefix/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/models/" + i0+"/when/model-prefix",schemaPath:"#/properties/models/items/properties/when/properties/model-prefix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data3.precision !== undefined){
let data5 = data3.precision;
if(typeof data5 === "string"){
if(data5.length < 1){
const err13 = {instancePath:instancePath+"/models/" + i0+"/when/precision",schemaPath:"#/properties/models/items/properties/when/properties/precision/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/models/" + i0+"/when/precision",schemaPath:"#/properties/models/items/properties/when/properties/precision/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data3.framework !== undefined){
let data6 = data3.framework;
if(typeof data6 === "string"){
if(data6.length < 1){
const err15 = {instancePath:instancePath+"/models/" + i0+"/when/framework",schemaPath:"#/properties/models/items/properties/when/properties/framework/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/models/" + i0+"/when/framework",schemaPath:"#/properties/models/items/properties/when/properties/framework/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/models/" + i0+"/when",schemaPath:"#/properties/models/items/properties/when/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.path !== undefined){
let data7 = data2.path;
if(typeof data7 === "string"){
if(data7.length < 1){
const err18 = {instancePath:instancePath+"/models/" + i0+"/path",schemaPath:"#/properties/models/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/models/" + i0+"/path",schemaPath:"#/properties/models/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data2.alias !== undefined){
let data8 = data2.alias;
if(typeof data8 === "string"){
if(data8.length < 1){
const err20 = {instancePath:instancePath+"/models/" + i0+"/alias",schemaPath:"#/properties/models/items/properties/alias/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/models/" + i0+"/alias",schemaPath:"#/properties/models/items/properties/alias/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data2["served-model-name"] !== undefined){
let data9 = data2["served-model-name"];
if(typeof data9 === "string"){
if(data9.length < 1){
const err22 = {instancePath:instancePath+"/models/" + i0+"/served-model-name",schemaPath:"#/properties/models/items/properties/served-model-name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/models/" + i0+"/served-model-name",schemaPath:"#/properties/models/items/properties/served-model-name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/models/" + i0,schemaPath:"#/properties/models/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/models",schemaPath:"#/properties/models/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


;// CONCATENATED MODULE: ./packages/slurm/src/cluster-config.ts



/** Where srtctl's containers look for hash-pinned Dynamo builds (inside the automatic /configs mount). */
const WHEELS_MOUNT = '/configs/dynamo-wheels';
/**
 * Kernel file systems: a folder there is no cache, and creating or inspecting one can block or
 * spin (a recursive mkdir under /proc never returns). /dev/shm is allowed: it is a real tmpfs that
 * people use for fast scratch data, where mkdir and stat behave as on any disk (it is emptied on
 * reboot, so it only costs rebuilds).
 */
const KERNEL_ROOTS = ['/proc', '/sys', '/dev'];
const ALLOWED_UNDER_KERNEL_ROOTS = '/dev/shm';
/**
 * Refuses a wheels cache under /proc, /sys or /dev (except /dev/shm). `path` is absolute; the
 * adapter checks the real path (through symbolic links) again before it touches the folder.
 */
function checkWheelsCacheDir(path) {
    const normal = external_node_path_.posix.normalize(path);
    const under = (root) => normal === root || normal.startsWith(`${root}/`);
    if (under(ALLOWED_UNDER_KERNEL_ROOTS))
        return;
    const root = KERNEL_ROOTS.find(under);
    if (root)
        throw new options/* OptionError */.eR(`{wheels-cache-dir} must not be under ${root} (a kernel file system, not a place for a cache), got ${JSON.stringify(path)}`);
}
/**
 * The text of the `srtslurm.yaml` to hand srtctl: the user's mapping as written (comments and
 * quoting kept, emitted by a YAML library, never by string pasting) and checked against
 * schemas/srtslurm.schema.json, plus the persistent dynamo-wheels cache mounted over
 * `/configs/dynamo-wheels` when one is given (so hash-pinned builds are not redone in every job),
 * plus the checkout root and the model table's alias. `source` names the text in error messages.
 */
function buildClusterConfig(text, wheelsCacheDir, source, additions = {}) {
    const { Document, isMap, parseDocument } = (0,yaml_load/* loadYaml */.yv)();
    // An empty input still yields a (block) mapping to add the cache mount to.
    const doc = text.trim() ? parseDocument(text, { prettyErrors: false }) : new Document({});
    const error = doc.errors[0];
    if (error) {
        const [line, column] = error.linePos?.[0] ? [error.linePos[0].line, error.linePos[0].col] : [undefined, undefined];
        throw new src_errors/* SweepkitError */.R0(`invalid YAML: ${error.message.split('\n')[0]}`, { location: { file: source, line, column }, code: 'yaml-syntax' });
    }
    if (!isMap(doc.contents))
        throw new src_errors/* SweepkitError */.R0('must be a YAML mapping of srtslurm.yaml keys', { location: { file: source }, code: 'cluster-config' });
    if (!srtslurm((0,yaml_load/* yamlDocumentToJs */.l6)(doc, text, source)))
        throw (0,schema_error/* schemaViolation */.H)((0,yaml_load/* parseYaml */.hN)(text, source), (0,schema_error/* firstSchemaError */.W)(srtslurm.errors), 'cluster config', 'cluster-config');
    if (wheelsCacheDir)
        doc.setIn(['default_mounts', wheelsCacheDir], WHEELS_MOUNT);
    if (additions.srtctlRoot !== undefined && !doc.has('srtctl_root'))
        doc.set('srtctl_root', additions.srtctlRoot);
    for (const [alias, path] of Object.entries(additions.modelPaths ?? {}))
        doc.setIn(['model_paths', alias], path);
    for (const [name, file] of Object.entries(additions.containers ?? {}))
        if (!doc.hasIn(['containers', name]))
            doc.setIn(['containers', name], file);
    return doc.toString();
}
/**
 * A warning when a recipe pins a Dynamo build (`dynamo.hash`) that the wheels cache does not hold
 * complete (`<hash>[-patch-…]/.complete`): the job would then build it inside a container, which
 * needs root and network and fails late. `entries` are the cache folder's names; `complete` says
 * whether a folder has its sentinel.
 */
function wheelsCacheWarning(hash, entries, complete) {
    if (!hash)
        return undefined;
    const built = entries.filter((name) => name === hash || name.startsWith(`${hash}-patch-`));
    if (built.some(complete))
        return undefined;
    return `the dynamo-wheels cache has no complete build of ${hash}: the job will build it (slow; needs root and network in the container)`;
}

;// CONCATENATED MODULE: ./packages/slurm/src/prepare.ts


/** `recipes/x.yaml:zip_override_a[0]` → `recipes/x.yaml` (a selector never holds a slash). */
const recipePath = (recipe) => recipe.replace(/:[^/:]*$/, '');
/**
 * Checks what can be checked before anything is submitted — the recipe exists and is a YAML
 * mapping (errors name file:line:col) — and builds the cluster config and cache warnings.
 */
function prepareLaunch(files, jobFiles, options) {
    const path = recipePath(options.recipe);
    const recipe = (0,yaml_load/* loadYamlFile */.Y3)(files, path);
    if (recipe.value === null || typeof recipe.value !== 'object' || Array.isArray(recipe.value)) {
        throw new src_errors/* SweepkitError */.R0('a recipe must be a YAML mapping (name, model, resources, …)', { location: recipe.locate([]), code: 'recipe' });
    }
    const dynamo = recipe.value.dynamo;
    const hash = dynamo && typeof dynamo === 'object' && !Array.isArray(dynamo) ? dynamo.hash : undefined;
    const warnings = [];
    const cache = options.wheelsCacheDir;
    if (cache) {
        const warning = wheelsCacheWarning(hash === undefined || hash === null ? undefined : String(hash), jobFiles.list(cache).map((e) => e.name), (name) => jobFiles.list(`${cache}/${name}`).some((e) => e.name === '.complete'));
        if (warning)
            warnings.push(warning);
    }
    const wanted = options.clusterConfig !== undefined || cache !== undefined;
    return { srtslurmYaml: wanted ? buildClusterConfig(options.clusterConfig ?? '', cache, 'input cluster-config') : undefined, warnings };
}

// EXTERNAL MODULE: ./packages/common/src/contained-path.ts
var contained_path = __webpack_require__(2432);
// EXTERNAL MODULE: ./packages/common/src/redact.ts
var redact = __webpack_require__(6666);
;// CONCATENATED MODULE: ./packages/common/src/argv.ts
/**
 * Rules for values that become arguments of a program we run (git, make). Every program is run
 * with an argv array (never a shell), and git gets `--end-of-options` before a ref; these rules
 * refuse, before anything runs, the values that would still change what the program does.
 * Each returns why a value is refused, or undefined when it is fine.
 */
/** A tag, branch or commit to fetch: git's check-ref-format rules, and never a leading `-`. */
function gitRefProblem(ref) {
    if (ref === '')
        return 'is empty';
    if (ref.startsWith('-'))
        return 'starts with "-" (git would read it as an option)';
    if (/[\x00-\x20\x7f]/.test(ref))
        return 'holds a space or a control character';
    if (/[~^:?*[\\]/.test(ref))
        return 'holds one of ~ ^ : ? * [ \\';
    if (/\.\.|@\{|\/\/|^\/|\/$|\.$|\.lock$|\/\.|^\.|^@$/.test(ref))
        return "is not a valid git ref name (see 'git check-ref-format')";
    return undefined;
}
/**
 * A repository to clone: a URL or path, never an option, and never a `<transport>::<address>`
 * remote helper (`ext::` runs a command).
 */
function gitRepositoryProblem(url) {
    if (url === '')
        return 'is empty';
    if (url.startsWith('-'))
        return 'starts with "-" (git would read it as an option)';
    if (/[\x00-\x1f\x7f]/.test(url))
        return 'holds a control character';
    if (/^[A-Za-z][A-Za-z0-9+.-]*::/.test(url))
        return 'names a git remote helper (<transport>::…), which may run commands';
    return undefined;
}
/** A make variable's value (`make setup ARCH=<value>`): make expands `$(…)` in it, so only a safe alphabet. */
function makeValueProblem(value) {
    if (!/^[A-Za-z0-9_][A-Za-z0-9_.+-]*$/.test(value))
        return 'may hold only letters, digits and _ . + - (make would expand anything else)';
    return undefined;
}
/** The first refused value among `[name, value, rule]` checks as `<name> '<value>' <why>` (undefined values skipped). */
function firstArgumentProblem(checks) {
    for (const [name, value, rule] of checks) {
        const why = value === undefined ? undefined : rule(value);
        if (why)
            return `${name} '${value}' ${why}`;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./packages/slurm/src/power-lane.ts


/** The DCGM exporter image power lanes import next to the benchmark image (launch_gb300-nv.sh). */
const DCGM_EXPORTER_IMAGE = 'nvcr.io/nvidia/k8s/dcgm-exporter:4.6.0-4.8.3-distroless';
/** srtslurm.yaml's container name for the exporter squash. */
const DCGM_EXPORTER_CONTAINER = 'dcgm-exporter';
const isMapping = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
/**
 * Whether a recipe turns on DCGM power telemetry: its top-level `telemetry` mapping has
 * `provider: dcgm-power` and `enabled: true` (what the launcher's awk scan looked for, read as
 * YAML so quoting and key order do not matter). Override files keep it under `base`.
 */
function recipeUsesDcgmPower(text, file) {
    const doc = (0,yaml_load/* parseYaml */.hN)(text, file).value;
    if (!isMapping(doc))
        return false;
    return [doc.telemetry, isMapping(doc.base) ? doc.base.telemetry : undefined].some((t) => isMapping(t) && t.provider === 'dcgm-power' && t.enabled === true);
}
/**
 * Where the workspace keeps a recipe before any checkout: srtctl's `recipes/x/y.yaml:sel` is
 * `<recipesDir>/x/y.yaml` (the launcher looked it up there, without the selector and the
 * leading `recipes/`).
 */
const workspaceRecipe = (recipesDir, recipe) => `${recipesDir.replace(/\/+$/, '')}/${recipePath(recipe).replace(/^recipes\//, '')}`;

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
            deps.files.copyTree(from, inside(dir, overlay.to, 'overlay destination'));
            reporter.info(`${overlay.from} → ${overlay.to}`);
        }
        // Checked now, not after minutes of installing (the bash launcher found a typo only at sed -i).
        const recipe = inside(dir, recipePath(options.recipe), 'recipe');
        if (!deps.files.exists(recipe))
            throw new StepFailure(`the recipe ${recipePath(options.recipe)} is not in the checkout (nor in the overlays)`);
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
    const containers = Object.fromEntries(squashes.map((s) => [s.file === options.exporterContainer ? DCGM_EXPORTER_CONTAINER : s.image, s.file]));
    const srtslurmYaml = await step('write srtslurm.yaml', () => {
        const text = buildClusterConfig(options.clusterConfig ?? '', options.wheelsCacheDir, options.clusterConfigSource, {
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
        const path = inside(dir, recipePath(options.recipe), 'recipe');
        deps.files.writeText(path, renameRecipe(deps.files.readText(path), options.jobName, path));
        reporter.info(`${recipePath(options.recipe)}: name: ${options.jobName}`);
    });
    const acceptance = options.syntheticAcceptance;
    // After the rename, before srtctl apply (slurm_utils.sh's inject_synthetic_acceptance): a failed injection stops the launch.
    if (acceptance)
        // The injector reads the job's variables (SYNTHETIC_ACCEPTANCE_LENGTH, NUM_SPEC_TOKENS, MODEL_PREFIX, …).
        await step('synthetic acceptance', () => run('python3', [acceptance.script, recipePath(options.recipe), acceptance.framework], dir, GIT_TIMEOUT_MS, false, 'job'));
    return { checkoutDir: dir, sha, srtctl, srtslurmYaml, exporterSha256 };
}
/** The values that become git and make arguments, checked again where they are used (whoever built the options). */
function refuseArguments(options) {
    const problem = firstArgumentProblem([
        ['srt-slurm ref', options.ref, gitRefProblem],
        ['srt-slurm repository', options.repository, gitRepositoryProblem],
        ['setup arch', options.setupArch, makeValueProblem]
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
/** Every file below `dir` with its size, paths relative to it, sorted. */
function listTree(files, dir, prefix = '') {
    return files.list(dir).flatMap((entry) => {
        const relative = `${prefix}${entry.name}`;
        if (entry.isDirectory)
            return listTree(files, `${dir}/${entry.name}`, `${relative}/`);
        return [{ path: relative, size: files.readFrom(`${dir}/${entry.name}`, 0, 0)?.size ?? 0 }];
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
        const read = files.readFrom(`${logsDir}/${f.path}`, start, DIGEST_READ);
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
            files.copyFile((0,external_node_path_.join)(resultsDir, name), (0,external_node_path_.join)(logs, 'power', name));
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
 * for reading), symlinks followed only while they stay inside the folder asked about (the folder
 * listed or copied, a file's own folder): never up into the workspace (a checkout's credentials)
 * or out to the runner host. What is passed over goes to `onSkip`.
 */
function jobFilesInside(onSkip) {
    return {
        readFrom(path, offset, max) {
            try {
                // Opened anew each time: NFS shows appended data to a fresh open.
                return (0,safe_files/* readRangeInside */.IG)((0,external_node_path_.dirname)(path), path, offset, max);
            }
            catch (error) {
                if (error instanceof safe_files/* UnsafeFileError */.h)
                    onSkip(path, error.reason);
                return undefined;
            }
        },
        list: (dir) => (0,safe_files/* listInside */.Vg)(dir, dir, onSkip).map(({ name, isDirectory }) => ({ name, isDirectory })),
        copyFile(from, to) {
            if (sameFile(from, to))
                return;
            try {
                (0,safe_files/* copyFileInside */.yF)((0,external_node_path_.dirname)(from), from, to);
            }
            catch (error) {
                if (!(error instanceof safe_files/* UnsafeFileError */.h))
                    throw error;
                onSkip(from, error.reason);
            }
        },
        copyTree(from, to) {
            if ((0,safe_files/* entryInside */.L6)((0,external_node_path_.dirname)(from), from).kind !== 'directory' || sameFile(from, to))
                return;
            (0,safe_files/* copyTreeInside */.AP)(from, from, to, onSkip);
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
async function prepare(dir) {
    const missing = [];
    let existing = dir;
    while (!(await exists(existing))) {
        missing.unshift(existing);
        existing = (0,external_node_path_.dirname)(existing);
    }
    checkWheelsCacheDir(await (0,promises_.realpath)(existing));
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
    checkWheelsCacheDir(absolute);
    let timer;
    const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new src_errors/* SweepkitError */.R0(`the wheels cache ${absolute}: no answer from the file system within ${timeoutMs / 1000} s`, { code: 'wheels-cache' })), timeoutMs);
    });
    try {
        await Promise.race([
            prepare(absolute).catch((error) => {
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
    const preparation = prepareLaunch(node_files/* nodeFiles */.kT, jobFiles, { ...settings, recipe: (0,external_node_path_.resolve)(settings.workingDirectory, settings.recipe) });
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

// EXTERNAL MODULE: ./packages/common/src/did-you-mean.ts
var did_you_mean = __webpack_require__(3944);
;// CONCATENATED MODULE: ./packages/slurm/src/bundled-versions.ts
// GENERATED from packages/slurm/srtctl-versions.yaml (the file to edit); a unit test keeps the two
// in sync and rewrites this file when run with UPDATE_BUNDLED_VERSIONS=1. Inlined as text so the
// bundles carry the lanes without reading files next to them.
const BUNDLED_VERSIONS_FILE = 'packages/slurm/srtctl-versions.yaml';
const BUNDLED_VERSIONS_YAML = `# Which srt-slurm repository and ref a GB300 multi-node lane runs, and which InferenceX recipe
# folders are copied over that checkout — the 18 branches the bash launcher hard-coded
# (launch_gb300-nv.sh, step 7), as data. Schema: schemas/srtctl-versions.schema.json.
# \`sweepkit srtctl-launch --resolve-lane …\` prints the lane a job gets.
#
# Lanes are tried in order; the first whose \`when\` matches wins. A \`when\` key that is absent
# matches anything; \`cluster\` is the runner label of the cluster (RUNNER_TYPE, or one of a list),
# so one table can hold the lanes of several clusters. Overlay sources are relative to InferenceX's
# benchmarks/multi_node/srt-slurm-recipes/, destinations to the srt-slurm checkout.
# Moving refs (main, branches) make runs irreproducible: prefer tags and pin \`sha\`.
version: 1

repositories:
  nvidia: https://github.com/NVIDIA/srt-slurm.git
  # power lanes: the fork with the DCGM power exporter (pinned by an abbreviated commit, as in
  # the bash launcher; a full commit in \`sha\` verifies it more strongly)
  power-fork: https://github.com/edwingao28/srt-slurm.git

# Every checkout runs \`make setup ARCH=aarch64\` (NATS, etcd and uv for the compute nodes, which
# are aarch64 on GB300) after srtslurm.yaml is written; a lane may say \`setup-arch: none\`.
setup-arch: aarch64

# Refs older than v1.0.25: no \`apply --json\` and no \`--no-preflight\` (argparse would exit 2).
legacy-refs: [sa-submission-q2-2026]

lanes:
  - when: { cluster: [gb300, gb300-nv], agentic: true, framework: dynamo-trt, model-prefix: qwen3.5 }
    repository: nvidia
    ref: v1.0.50
    sha: e4019633 # the commit InferenceX's GB200 launcher verifies for v1.0.50
    overlays:
      - { from: trtllm/qwen3.5/gb300-fp4/disagg/agentx, to: recipes/trtllm/qwen3.5/gb300-fp4/disagg/agentx }
  - when: { cluster: [gb300, gb300-nv], agentic: true, framework: dynamo-trt, model-prefix: glm5.2 }
    repository: nvidia
    ref: v1.0.38
    overlays:
      - { from: trtllm/glm5.2, to: benchmarks/multi_node/srt-slurm-recipes/trtllm/glm5.2 }
  - when: { cluster: [gb300, gb300-nv], agentic: true, framework: dynamo-sglang, model-prefix: qwen3.5 }
    repository: nvidia
    ref: v1.0.38
    overlays:
      - { from: sglang/qwen3.5, to: recipes/sglang/qwen3.5 }
  - when: { cluster: [gb300, gb300-nv], agentic: true, framework: dynamo-sglang, model-prefix: dsv4 }
    repository: nvidia
    ref: v1.0.38
    overlays:
      - { from: sglang/deepseek-v4/agentic, to: recipes/sglang/deepseek-v4/agentic }
  - when: { cluster: [gb300, gb300-nv], agentic: true, framework: dynamo-trt, model-prefix: dsv4 }
    repository: nvidia
    ref: v1.0.50
    sha: e4019633
    model-alias: deepseek-ai/DeepSeek-V4-Pro
    overlays:
      - { from: trtllm/deepseek-v4, to: benchmarks/multi_node/srt-slurm-recipes/trtllm/deepseek-v4 }
  - when: { cluster: [gb300, gb300-nv], agentic: true, framework: dynamo-sglang, model-prefix: glm5.2 }
    repository: nvidia
    ref: main
    overlays:
      - { from: sglang/glm5.2/gb300-fp4, to: recipes/sglang/glm5.2/gb300-fp4 }
  - when: { cluster: [gb300, gb300-nv], agentic: true }
    repository: nvidia
    ref: v1.0.36
    overlays:
      - { from: vllm/deepseek-v4/agentic, to: recipes/vllm/deepseek-v4/agentic }
      - { from: vllm/minimax-m3/agentic, to: recipes/vllm/minimax-m3/agentic }
      - { from: vllm/kimi-k3/agentic, to: recipes/vllm/kimi-k3/agentic }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-vllm, model-prefix: dsv4 }
    repository: nvidia
    ref: aflowers/gb200-dsv4-recipes
    overlays:
      - { from: vllm/deepseek-v4, to: recipes/vllm/deepseek-v4 }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-sglang, model-prefix: dsv4, power: true }
    repository: power-fork
    ref: 6fc1bed0
    sha: 6fc1bed0
    overlays:
      - { from: sglang/deepseek-v4/8k1k, to: recipes/sglang/deepseek-v4/8k1k }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-sglang, model-prefix: dsv4 }
    repository: nvidia
    ref: v1.0.25
    overlays:
      - { from: sglang/deepseek-v4/8k1k, to: recipes/sglang/deepseek-v4/8k1k }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-sglang, model-prefix: glm5, precision: fp4 }
    repository: nvidia
    ref: main
    overlays:
      - { from: sglang/glm5/gb300-fp4, to: recipes/sglang/glm5/gb300-fp4 }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-sglang, model-prefix: glm5 }
    repository: nvidia
    ref: main
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-sglang, model-prefix: glm5.1, precision: fp8 }
    repository: nvidia
    ref: sa-submission-q2-2026
    overlays:
      - { from: sglang/glm5.1, to: recipes/sglang/glm5.1 }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-sglang, model-prefix: glm5.1 }
    repository: nvidia
    ref: main
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-sglang, model-prefix: qwen3.5, power: true }
    repository: power-fork
    ref: 6fc1bed0
    sha: 6fc1bed0
    overlays:
      - { from: sglang/qwen3.5, to: recipes/sglang/qwen3.5 }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-sglang, model-prefix: qwen3.5, precision: fp8 }
    repository: nvidia
    ref: v1.0.25
    overlays:
      - { from: sglang/qwen3.5, to: recipes/sglang/qwen3.5 }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-sglang, model-prefix: qwen3.5, precision: fp4 }
    repository: nvidia
    ref: sa-submission-q2-2026
    overlays:
      - { from: sglang/qwen3.5, to: recipes/sglang/qwen3.5 }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-vllm, model-prefix: minimaxm3, spec-decoding: mtp }
    repository: nvidia
    ref: v1.0.38
    overlays:
      - { from: vllm/minimax-m3-gb300-fp8, to: recipes/vllm/minimax-m3-gb300-fp8 }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-vllm, model-prefix: minimaxm3 }
    repository: nvidia
    ref: sa-submission-q2-2026
    overlays:
      - { from: vllm/minimax-m3-gb300-fp8, to: recipes/vllm/minimax-m3-gb300-fp8 }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-vllm, model-prefix: kimik2.5, precision: fp4 }
    repository: nvidia
    ref: main
    overlays:
      - { from: vllm/kimi-k2.5-fp4, to: recipes/vllm/kimi-k2.5-fp4 }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-trt, model-prefix: dsv4 }
    repository: nvidia
    ref: sa-submission-q2-2026
    model-alias: deepseek-ai/DeepSeek-V4-Pro
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-trt, model-prefix: qwen3.5, precision: fp4 }
    repository: nvidia
    ref: v1.0.29
    overlays:
      - { from: trtllm/qwen3.5/gb300-fp4/disagg, to: recipes/trtllm/qwen3.5/gb300-fp4/disagg }
  - when: { cluster: [gb300, gb300-nv] }
    repository: nvidia
    ref: sa-submission-q2-2026

# Lanes whose model paths live on compute-node-only storage, which srtctl's login-node preflight
# cannot see: \`--no-preflight\` is passed (unless the ref is a legacy one, which lacks the flag).
no-preflight:
  - { agentic: true }
  - { model-prefix: glm5.1 }
  - { model-prefix: qwen3.5, precision: fp8 }
  - { model-prefix: qwen3.5, precision: fp4, framework: dynamo-trt }
  - { model-prefix: qwen3.5, precision: fp4, power: true }
  - { model-prefix: dsv4, framework: dynamo-sglang, power: true }
`;

;// CONCATENATED MODULE: ./packages/slurm/src/srtctl-versions.ts



/** Parses and checks a versions file; any mistake is one error at its file:line:col. */
function parseSrtctlVersions(text, file) {
    const loaded = (0,yaml_load/* parseYaml */.hN)(text, file);
    if (!srtctlVersions(loaded.value))
        throw (0,schema_error/* schemaViolation */.H)(loaded, (0,schema_error/* firstSchemaError */.W)(srtctlVersions.errors), 'srtctl versions', 'srtctl-versions');
    const data = loaded.value;
    // Values that reach git and make as arguments: refused here, at their line, before any clone.
    const refuse = (path, value, problem) => {
        if (problem === undefined)
            return;
        const field = path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${p}` : p)).join('');
        throw new src_errors/* SweepkitError */.R0(`invalid srtctl versions: ${field}: '${value}' ${problem}`, { location: loaded.locate(path), field, code: 'srtctl-versions' });
    };
    for (const [name, url] of Object.entries(data.repositories))
        refuse(['repositories', name], url, gitRepositoryProblem(url));
    if (data['setup-arch'] !== undefined && data['setup-arch'] !== 'none')
        refuse(['setup-arch'], data['setup-arch'], makeValueProblem(data['setup-arch']));
    data.lanes.forEach((lane, index) => {
        refuse(['lanes', index, 'ref'], lane.ref, gitRefProblem(lane.ref));
        const arch = lane['setup-arch'];
        if (arch !== undefined && arch !== 'none')
            refuse(['lanes', index, 'setup-arch'], arch, makeValueProblem(arch));
        if (!(lane.repository in data.repositories)) {
            throw new src_errors/* SweepkitError */.R0(`invalid srtctl versions: lanes[${index}].repository: '${lane.repository}' is not a key of repositories`, {
                location: loaded.locate(['lanes', index, 'repository']),
                field: `lanes[${index}].repository`,
                code: 'srtctl-versions'
            });
        }
    });
    return data;
}
/** A repository's own versions file, or the bundled one when none is given. */
function loadSrtctlVersions(files, file) {
    if (file === undefined)
        return parseSrtctlVersions(BUNDLED_VERSIONS_YAML, BUNDLED_VERSIONS_FILE);
    return parseSrtctlVersions((0,src_files/* readTextFile */.G)(files, file), file);
}
const KEYS = {
    framework: (q) => q.framework,
    'model-prefix': (q) => q.modelPrefix,
    precision: (q) => q.precision,
    'spec-decoding': (q) => q.specDecoding,
    agentic: (q) => q.agentic,
    power: (q) => q.power
};
/**
 * A runner label `cluster:<name>` (the agentic rows' exact-fleet label, matrix.md V17) is the
 * cluster `<name>`: a lane keyed `gb300-nv` serves both `gb300-nv` and `cluster:gb300-nv` jobs.
 */
const clusterMatches = (lane, label) => label !== undefined && [lane].flat().some((name) => name === label || `cluster:${name}` === label);
const matches = (when, query) => Object.keys(when).every((key) => (key === 'cluster' ? clusterMatches(when.cluster, query.cluster) : when[key] === KEYS[key](query)));
/** `none` turns setup off (a lane can opt out of the file-wide arch). */
const setupArch = (arch) => (arch === undefined || arch === 'none' ? undefined : arch);
/** The first lane that matches, with the flags its ref supports. */
function resolveLane(versions, query) {
    const index = versions.lanes.findIndex((lane) => matches(lane.when, query));
    if (index < 0) {
        const frameworks = [...new Set(versions.lanes.map((lane) => lane.when.framework).filter((f) => f !== undefined))];
        throw new src_errors/* SweepkitError */.R0(`no srt-slurm lane matches ${query.framework} ${query.modelPrefix} ${query.precision}${query.agentic ? ' agentic' : ''}${query.power ? ' power' : ''}` +
            (query.cluster ? ` on cluster ${query.cluster}` : versions.lanes.some((l) => l.when.cluster) ? ' (no cluster given: set cluster or RUNNER_TYPE)' : ''), {
            code: 'no-lane',
            details: frameworks.includes(query.framework) ? [] : (0,did_you_mean/* suggestionLines */.of)([query.framework], frameworks).map((line) => `framework ${line}`)
        });
    }
    const lane = versions.lanes[index];
    const legacy = (versions['legacy-refs'] ?? []).includes(lane.ref);
    const wantsNoPreflight = (versions['no-preflight'] ?? []).some((when) => matches(when, query));
    // The bash launcher passed --no-preflight to a ref without it (glm5.1 fp8): argparse exit 2.
    const warnings = wantsNoPreflight && legacy ? [`--no-preflight is wanted but ${lane.ref} does not know it; preflight stays on`] : [];
    return {
        index,
        repository: versions.repositories[lane.repository],
        ref: lane.ref,
        sha: lane.sha,
        modelAlias: lane['model-alias'],
        overlays: lane.overlays ?? [],
        setupArch: setupArch(lane['setup-arch'] ?? versions['setup-arch']),
        noPreflight: wantsNoPreflight && !legacy,
        json: !legacy,
        warnings
    };
}

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
        recipe: {
            kind: 'string',
            required: 'action',
            metavar: 'FILE[:SELECTOR]',
            conflicts: ['resolve-lane'],
            help: 'the srt-slurm recipe to submit, relative to working-directory, with an optional `:selector` (e.g. `recipes/qwen3.5/1k1k.yaml:zip_override_stp[0]`)'
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
            conflicts: ['recipe'],
            help: 'print the srt-slurm lane of --framework/--model-prefix/--precision … as JSON, launch nothing'
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

;// CONCATENATED MODULE: ./packages/slurm/src/model-table.ts


/** Parses and checks a model table; a mistake is one error at its file:line:col. */
function parseModelTable(text, file) {
    const loaded = (0,yaml_load/* parseYaml */.hN)(text, file);
    if (!srtModels(loaded.value))
        throw (0,schema_error/* schemaViolation */.H)(loaded, (0,schema_error/* firstSchemaError */.W)(srtModels.errors), 'model table', 'model-table');
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
        : resolveLane(loadSrtctlVersions(context.files, values['versions-file']), {
            framework: needed(values, 'framework', why),
            modelPrefix: needed(values, 'model-prefix', why),
            precision: needed(values, 'precision', why),
            specDecoding: values['spec-decoding'],
            agentic: values.agentic || context.expect === 'agentic',
            power,
            cluster: values.cluster
        });
    const problem = firstArgumentProblem([
        ['{srt-slurm-ref}', values['srt-slurm-ref'], gitRefProblem],
        ['{srt-slurm-repository}', values['srt-slurm-repository'], gitRepositoryProblem],
        ['{setup-arch}', values['setup-arch'] === 'none' ? undefined : values['setup-arch'], makeValueProblem]
    ]);
    if (problem)
        throw new options/* OptionError */.eR(problem);
    const sha = values['srt-slurm-sha'];
    if (sha !== undefined && !/^[0-9a-f]{7,40}$/.test(sha))
        throw new options/* OptionError */.eR(`{srt-slurm-sha} must be 7 to 40 lowercase hex digits, got '${sha}'`);
    const arch = values['setup-arch'];
    return { ...lane, sha: sha ?? lane.sha, setupArch: arch === undefined ? lane.setupArch : setupArch(arch) };
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
    const file = workspaceRecipe(recipesDir, context.recipe);
    return context.files.exists(file) && recipeUsesDcgmPower((0,src_files/* readTextFile */.G)(context.files, file), file);
}
/** The squash imports of the prepare stage: the images, then a power lane's exporter. */
function squashPlan(values, power, ws) {
    const dir = values['squash-dir'];
    if (dir === undefined) {
        const warnings = power ? ['a power lane without squash-dir: the DCGM exporter is not imported and exporter-image.sha256 is not written'] : [];
        return { imports: [], warnings };
    }
    const images = [...new Set([...(values['squash-images'] ?? []), ...(power ? [DCGM_EXPORTER_IMAGE] : [])])];
    const imports = (0,squash/* planSquashImports */.ln)(values, dir, ws, images);
    return { imports, exporter: power ? imports.find((i) => i.image === DCGM_EXPORTER_IMAGE)?.file : undefined, warnings: [] };
}

// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/srtctl-launch.ts






const PROG = 'sweepkit srtctl-launch';
function printLane(values, io) {
    const need = (name) => {
        const value = values[name];
        if (value === undefined)
            throw new src_errors/* UsageError */.eb(`${PROG}: error: --resolve-lane needs --${name}`);
        return value;
    };
    const lane = resolveLane(loadSrtctlVersions(io.files, values['versions-file']), {
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
    io.stdout(`${JSON.stringify(shown, null, 2)}\n`);
    return 0;
}
const srtctlLaunch = async (argv, io) => {
    const { values } = (0,src_options/* parseCommandArgs */.Q)(SRTCTL_LAUNCH_COMMAND, argv, io);
    if (values['resolve-lane'])
        return printLane(values, io);
    const recipe = values.recipe;
    if (recipe === undefined)
        throw new src_errors/* UsageError */.eb(`${PROG}: error: the following arguments are required: --recipe (or --resolve-lane)`);
    const wheelsCacheDir = values['wheels-cache-dir'];
    let resultFilename;
    try {
        if (wheelsCacheDir)
            checkWheelsCacheDir((0,external_node_path_.resolve)(io.cwd, wheelsCacheDir));
        resultFilename = resultFilenameFor(values);
    }
    catch (error) {
        throw error instanceof src_errors/* UsageError */.eb ? new src_errors/* UsageError */.eb(`${PROG}: error: ${error.message}`) : error;
    }
    const clusterFile = values['cluster-config'];
    const reporter = {
        info: (line) => io.stderr(`${line}\n`),
        warning: (line) => io.stderr(`warning: ${line}\n`),
        jobOutput: (text) => io.stdout(`${text}\n`),
        output: (text) => io.stderr(`${text}\n`),
        group: (title) => io.stderr(`== ${title}\n`),
        endGroup: () => undefined
    };
    const clusterConfig = clusterFile === undefined ? undefined : (0,src_files/* readTextFile */.G)(io.files, (0,external_node_path_.resolve)(io.cwd, clusterFile), clusterFile);
    const plan = planPrepare(values, {
        workspace: io.cwd,
        files: io.files,
        runnerName: io.env.RUNNER_NAME,
        resultFilename,
        expect: values.expect,
        recipe,
        clusterConfig,
        clusterConfigSource: clusterFile ?? 'cluster config',
        wheelsCacheDir
    });
    const controller = await prepareHostThenTrapSignals({ wheelsCacheDir: wheelsCacheDir && (0,external_node_path_.resolve)(io.cwd, wheelsCacheDir) });
    const { settings, prepared } = await prepareOnThisMachine({
        recipe,
        srtctl: values.srtctl,
        srtctlArgs: srtctlArgv(values),
        workingDirectory: (0,external_node_path_.resolve)(io.cwd, values['working-directory'] ?? '.'),
        resultsDir: (0,external_node_path_.resolve)(io.cwd, values['results-dir'] ?? '.'),
        resultFilename,
        expect: values.expect,
        agenticDir: io.env.INFMAX_WORKSPACE || undefined,
        ...launchTimings(values),
        clusterConfig,
        wheelsCacheDir,
        env: { ...io.env },
        tempDir: (0,external_node_os_.tmpdir)(),
        concList: values['conc-list'],
        maxLogBytes: values['max-log-bytes'],
        cleanupOutputs: values['cleanup-outputs']
    }, plan, reporter);
    if (prepared)
        io.stderr(`srt-slurm-sha=${prepared.sha} srtctl=${prepared.srtctl} working-directory=${prepared.checkoutDir} job-name=${plan.jobName}\n`);
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

/***/ 2432:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XY: () => (/* binding */ fileNameProblem),
/* harmony export */   _l: () => (/* binding */ pathInside),
/* harmony export */   fi: () => (/* binding */ NAME_MAX_BYTES),
/* harmony export */   k0: () => (/* binding */ UnsafePathError),
/* harmony export */   wi: () => (/* binding */ checkFileName)
/* harmony export */ });
/* unused harmony export relativePathProblem */
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

/***/ 3944:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   au: () => (/* binding */ didYouMean),
/* harmony export */   of: () => (/* binding */ suggestionLines)
/* harmony export */ });
/* unused harmony exports editDistance, closestMatch */
/**
 * "Did you mean …?" for a value outside a known set (runner labels, config keys, PR labels,
 * frameworks): the candidate closest by edit distance, if it is close enough to be a typo.
 */
/** Optimal-string-alignment distance: insertions, deletions, substitutions, adjacent swaps. */
function editDistance(a, b) {
    const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
    for (let j = 1; j <= b.length; j++)
        rows[0][j] = j;
    for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let best = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                best = Math.min(best, rows[i - 2][j - 2] + 1);
            rows[i][j] = best;
        }
    }
    return rows[a.length][b.length];
}
/**
 * The candidate closest to `value` (case ignored), when at most a third of its length differs
 * (at least one edit); the first of equally close ones. Undefined for an exact match or none.
 */
function closestMatch(value, candidates) {
    const wanted = value.toLowerCase();
    const limit = Math.max(1, Math.floor(wanted.length / 3));
    let best;
    for (const candidate of candidates) {
        if (candidate === value)
            return undefined;
        const distance = editDistance(wanted, candidate.toLowerCase());
        if (distance <= limit && (!best || distance < best.distance))
            best = { candidate, distance };
    }
    return best?.candidate;
}
/** `did you mean 'b200'?` for the closest candidate, '' when none is close. */
function didYouMean(value, candidates) {
    const match = closestMatch(value, candidates);
    return match === undefined ? '' : `did you mean '${match}'?`;
}
/** One `'<value>': did you mean '<candidate>'?` line per value that has a close candidate. */
function suggestionLines(values, candidates) {
    return values.flatMap((value) => {
        const hint = didYouMean(value, candidates);
        return hint ? [`'${value}': ${hint}`] : [];
    });
}


/***/ }),

/***/ 9832:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ schemaViolation),
/* harmony export */   W: () => (/* binding */ firstSchemaError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

/** A misspelt key shows up as both unknown and missing; naming the unknown one is more helpful. */
const firstSchemaError = (errors) => errors.find((e) => e.keyword === 'additionalProperties') ?? errors[0];
/**
 * One JSON-Schema (ajv) violation of a YAML file as a SweepkitError at the offending node:
 * `invalid <what>: <field>: <detail>` (an unknown key is located at the key itself).
 */
function schemaViolation(loaded, error, what, code) {
    const path = error.instancePath
        .split('/')
        .slice(1)
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    const field = path.reduce((text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part), '');
    const params = error.params;
    const allowed = params.allowedValue ?? params.allowedValues;
    const detail = params.additionalProperty !== undefined
        ? `unknown key '${params.additionalProperty}'`
        : params.missingProperty !== undefined
            ? `missing key '${params.missingProperty}'`
            : `${error.message ?? 'is invalid'}${allowed !== undefined ? ` (${JSON.stringify(allowed)})` : ''}`;
    const at = params.additionalProperty !== undefined ? loaded.locate([...path, params.additionalProperty], 'key') : loaded.locate(path);
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`invalid ${what}: ${field ? `${field}: ` : ''}${detail}`, { location: at, field, code });
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
/** `bridge_disagg_eval_metadata`: the prefill/decode topology, filled from the single-node names where absent. */
function topology(env) {
    const tp = first(env.PREFILL_TP, env.PREFILL_TP_SIZE, env.TP) ?? '1';
    const decodeTp = first(env.DECODE_TP, env.DECODE_TP_SIZE, tp) ?? tp;
    const ep = (value, enable, sideTp) => {
        const v = value ?? '1';
        return v === '1' && TRUE_ISH.test(enable ?? '') ? sideTp : v;
    };
    const prefillEp = ep(first(env.PREFILL_EP, env.EP_SIZE), env.PREFILL_ENABLE_EP, tp);
    const decodeEp = ep(first(env.DECODE_EP, env.EP_SIZE), env.DECODE_ENABLE_EP, decodeTp);
    const dp = (side) => TRUE_ISH.test(first(env[`${side}_DP_ATTN`], env[`${side}_DP_ATTENTION`], env[`${side}_ENABLE_DP`], env.DP_ATTENTION) ?? '');
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
        dp: env.DP_ATTENTION ? TRUE_ISH.test(env.DP_ATTENTION) : prefillDp,
        prefill: side('prefill', tp, prefillEp, prefillDp, first(env.PREFILL_NUM_WORKERS, env.xP)),
        decode: side('decode', decodeTp, decodeEp, dp('DECODE'), first(env.DECODE_NUM_WORKERS, env.yD))
    };
}
/** FRAMEWORK and PRECISION, or where either is empty the two `_` fields before `_tp` of RESULT_FILENAME. */
function frameworkAndPrecision(env) {
    let framework = env.FRAMEWORK ?? '';
    let precision = env.PRECISION ?? '';
    const name = env.RESULT_FILENAME ?? '';
    if ((framework === '' || precision === '') && name !== '' && name.includes('_tp')) {
        const fields = name.slice(0, name.lastIndexOf('_tp')).split('_');
        if (fields.length >= 3) {
            framework ||= fields[fields.length - 1];
            precision ||= fields[fields.length - 2];
        }
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
        ['spec_decoding', quoted(first(env.SPEC_DECODING) ?? 'none')],
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
    const batched = words(env.EVAL_BATCHED_CONCS);
    if (batched.length > 0) {
        const lists = [batched, words(env.EVAL_BATCHED_COMPLETED_CONCS), words(env.EVAL_BATCHED_FAILED_CONCS)];
        const invalid = lists.flat().find((v) => !CONC.test(v));
        if (invalid !== undefined)
            return { exitCode: 1, stdout: [], stderr: [`ERROR: invalid eval concurrency '${invalid}'`] };
        fs.write('meta_env.json', metaEnvJson(env, batched[0], { eval: lists[0], completed: lists[1], failed: lists[2] }));
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

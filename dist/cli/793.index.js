export const id = 793;
export const ids = [793];
export const modules = {

/***/ 4793:
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
// EXTERNAL MODULE: ./packages/common/src/index.ts + 9 modules
var src = __webpack_require__(6907);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./packages/common/src/adapters/node-files.ts
var node_files = __webpack_require__(2504);
;// CONCATENATED MODULE: ./packages/slurm/src/job-state.ts
/** States in which the job may still run or is still releasing its nodes. */
const ACTIVE = new Set([
    'PENDING', 'CONFIGURING', 'RUNNING', 'COMPLETING', 'SUSPENDED', 'REQUEUED', 'REQUEUE_HOLD',
    'REQUEUE_FED', 'RESIZING', 'SIGNALING', 'STAGE_OUT', 'STOPPED', 'RESV_DEL_HOLD'
]);
/**
 * Slurm prints `CANCELLED by 0` (sacct) and `CANCELLED+` (truncated); only the first word counts.
 * Anything unknown, including our own `UNKNOWN`, is a failure: never mistake it for success.
 */
function baseState(state) {
    return state.trim().split(/[\s+]/)[0].toUpperCase();
}
function classifyState(state) {
    const base = baseState(state);
    if (base === 'COMPLETED')
        return 'success';
    return ACTIVE.has(base) ? 'active' : 'failure';
}
function parseExitCode(text) {
    const match = /^(\d+)(?::(\d+))?$/.exec((text ?? '').trim());
    return match ? { code: Number(match[1]), signal: Number(match[2] ?? 0) } : undefined;
}

;// CONCATENATED MODULE: ./packages/slurm/src/observe.ts
/**
 * One look at every job: a single `squeue -t all` for all ids, then `scontrol` and `sacct` for an
 * id squeue no longer lists (purged after MinJobAge). An id no command knows maps to undefined.
 * Any failing command throws: the caller must treat that as "unknown", never as "finished".
 */
async function observe_observeJobs(slurm, ids) {
    const seen = new Map();
    for (const record of await slurm.queue(ids))
        if (ids.includes(record.id))
            seen.set(record.id, record);
    for (const id of ids) {
        if (!seen.has(id))
            seen.set(id, (await slurm.details(id)) ?? (await slurm.accounting(id)));
    }
    return seen;
}
/** The final word on a finished job (with its exit code): scontrol while it remembers, else sacct. */
async function finalRecord(slurm, id) {
    return (await slurm.details(id)) ?? (await slurm.accounting(id));
}

;// CONCATENATED MODULE: ./packages/slurm/src/cancel.ts



/**
 * `scancel` of exactly these ids (never by name or user, so no other job is touched), then waits
 * up to `waitMs` until Slurm shows them ended, so nodes are free and the last log lines written.
 */
async function cancelJobs(deps, ids, options) {
    const { slurm, clock } = deps;
    if (ids.length === 0)
        return { records: new Map(), ended: true };
    try {
        await slurm.cancel(ids);
    }
    catch (error) {
        if (error instanceof src/* SweepkitError */.R0)
            throw error; // scancel cannot run here at all
        // Slurm may be briefly unreachable: one more try before reporting what is seen.
        await clock.sleep(options.pollMs);
        await slurm.cancel(ids).catch(() => undefined);
    }
    return waitUntilEnded(deps, ids, options);
}
/** Polls until no job is active (unknown ids count as ended) or the time is up. */
async function waitUntilEnded(deps, ids, options) {
    const deadline = deps.clock.now() + options.waitMs;
    let records = new Map(ids.map((id) => [id, undefined]));
    for (;;) {
        try {
            records = await observe_observeJobs(deps.slurm, ids);
            if (![...records.values()].some(isActive))
                return { records, ended: true };
        }
        catch (error) {
            if (error instanceof src/* SweepkitError */.R0)
                throw error;
            // unknown: keep the last answer and ask again
        }
        if (deps.clock.now() >= deadline)
            return { records, ended: false };
        await deps.clock.sleep(Math.min(options.pollMs, Math.max(0, deadline - deps.clock.now())));
    }
}
/**
 * The post step's clean-up: cancels those of the action's own jobs that are still active. When
 * Slurm does not answer, it cancels them all (scancel of an ended id is harmless), because a job
 * left running holds its nodes for hours.
 */
async function cancelLeftovers(deps, ids, options) {
    let seen;
    try {
        seen = await observeJobs(deps.slurm, ids);
    }
    catch {
        seen = undefined;
    }
    const active = ids.filter((id) => !seen || isActive(seen.get(id)));
    if (active.length === 0)
        return { cancelled: [], outcome: { records: seen ?? new Map(), ended: true } };
    return { cancelled: active, outcome: await cancelJobs(deps, active, options) };
}
const isActive = (record) => record !== undefined && classifyState(record.state) === 'active';

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

;// CONCATENATED MODULE: ./packages/slurm/src/duration.ts
/** `42s`, `3m05s`, `2h07m`: short enough for a log line. */
function formatDuration(ms) {
    const seconds = Math.max(0, Math.round(ms / 1000));
    if (seconds < 60)
        return `${seconds}s`;
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60)
        return `${minutes}m${String(seconds % 60).padStart(2, '0')}s`;
    return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}m`;
}

;// CONCATENATED MODULE: ./packages/slurm/src/log-tail.ts
/** Read at most this much per call, so one huge burst does not stall the wait loop. */
const CHUNK_BYTES = 256 * 1024;
const MAX_BYTES_PER_PUMP = 4 * 1024 * 1024;
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
const sweepLogPath = (job) => job.outputDir ? `${job.outputDir}/logs/sweep_${job.id}.log` : undefined;

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
    const shown = output.split('\n').slice(-SHOWN_LINES).map((line) => `  ${line}`);
    if (result.exitCode !== 0 || signal?.aborted) {
        if (jobs.length)
            await deps.slurm.cancel(jobs.map((j) => j.id)).catch(() => undefined);
        const why = errors[0] ?? (signal?.aborted ? 'the step was cancelled' : `exit code ${result.exitCode}`);
        throw new src/* SweepkitError */.R0(`srtctl apply failed (${why})${jobs.length ? `; cancelled job ${jobs.map((j) => j.id).join(', ')}` : ''}`, {
            code: 'submit-failed',
            details: shown
        });
    }
    if (jobs.length === 0) {
        throw new src/* SweepkitError */.R0('srtctl apply exited 0 but printed no job id (no --json line, no "✅ Job <id> submitted!")', {
            code: 'no-job-id',
            details: shown
        });
    }
    deps.reporter.info(`submitted job ${jobs.map((j) => j.id).join(', ')}`);
    return jobs;
}

;// CONCATENATED MODULE: ./packages/slurm/src/wait.ts




const BACKOFF_CAP_MS = 60_000;
const describe = (r) => `${baseState(r.state)}${r.reason && baseState(r.state) === 'PENDING' ? ` (${r.reason})` : ''}${r.nodes && baseState(r.state) === 'RUNNING' ? ` on ${r.nodes}` : ''}`;
/**
 * Waits until every job has ended, enforcing the queue and run time-outs. A failing or hanging
 * Slurm command means "unknown": it is retried with back-off and only an outage longer than
 * `unreachableTimeoutMs` ends the wait. Cancelling is the caller's business: this only says why
 * the wait ended.
 */
async function waitForJobs(deps, ids, submittedAt, options, onTick = () => { }) {
    const { slurm, clock, reporter } = deps;
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
                seen = await observe_observeJobs(slurm, ids);
            }
            catch (error) {
                if (options.signal?.aborted)
                    return { kind: 'aborted' };
                if (error instanceof src/* SweepkitError */.R0)
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
                nextPoll = clock.now() + Math.min(options.pollIntervalMs * 2 ** failures, BACKOFF_CAP_MS);
            }
            if (seen) {
                if (unreachableSince !== undefined)
                    reporter.info(`Slurm answers again after ${formatDuration(clock.now() - unreachableSince)}`);
                unreachableSince = undefined;
                failures = 0;
                nextPoll = clock.now() + options.pollIntervalMs;
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
            const after = baseState(record.state) === 'RUNNING' && !job.runningSince ? ` after ${formatDuration(now - submittedAt)} in queue` : '';
            reporter.info(`job ${id}: ${before ? describe(before) : 'submitted'} → ${describe(record)}${after}`);
            job.lastHeartbeat = now;
        }
        job.record = record;
        const state = baseState(record.state);
        if (state === 'RUNNING')
            job.runningSince ??= now;
        if (state === 'PENDING') {
            if (options.queueTimeoutMs && now - submittedAt >= options.queueTimeoutMs) {
                return { kind: 'queue-timeout', id, reason: record.reason, waitedMs: now - submittedAt };
            }
            if (now - job.lastHeartbeat >= (options.heartbeatMs ?? 300_000)) {
                reporter.info(`job ${id}: still ${describe(record)} after ${formatDuration(now - submittedAt)}`);
                job.lastHeartbeat = now;
            }
        }
        if (job.runningSince !== undefined && options.jobTimeoutMs && now - job.runningSince >= options.jobTimeoutMs && classifyState(state) === 'active') {
            return { kind: 'job-timeout', id, ranMs: now - job.runningSince };
        }
    }
    const records = [...tracked.values()].map((t) => t.record);
    if (records.every((r) => r && classifyState(r.state) !== 'active')) {
        return { kind: 'ended', records: new Map(records.map((r) => [r.id, r])) };
    }
    return undefined;
}

;// CONCATENATED MODULE: ./packages/slurm/src/launch.ts










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
    const cancel = () => cancelJobs(deps, ids, { waitMs: options.cancelWaitMs, pollMs: Math.min(options.pollIntervalMs, 2000) });
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
            return { ...base, resultFiles: snapshot(), state: 'CANCELLED', failure: new src/* SweepkitError */.R0(`the step was cancelled; job ${ids.join(', ')} cancelled`, { code: 'cancelled' }) };
        }
        if (outcome.kind === 'unreachable') {
            return {
                ...base,
                resultFiles: snapshot(),
                state: 'UNKNOWN',
                failure: new src/* SweepkitError */.R0(`Slurm did not answer for ${formatDuration(outcome.forMs)} (${outcome.error}); not assuming the job ended; the post step cancels it if it still runs`, { code: 'slurm-unreachable' })
            };
        }
        if (outcome.kind !== 'ended') {
            reporter.warning(`${timeoutMessage(outcome)}: cancelling job ${ids.join(', ')}`);
            const { ended } = await cancel();
            tails.forEach((t) => t.drain());
            return { ...base, resultFiles: snapshot(), settled: ended, state: 'CANCELLED', failure: new src/* SweepkitError */.R0(`${timeoutMessage(outcome)}; job cancelled`, { code: outcome.kind }) };
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
        ? `job ${outcome.id} still PENDING after ${formatDuration(outcome.waitedMs)} (reason: ${outcome.reason ?? 'unknown'}), over queue-timeout`
        : `job ${outcome.id} still running after ${formatDuration(outcome.ranMs)}, over job-timeout`;
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
            final = await finalRecord(deps.slurm, id).catch(() => undefined);
        }
        records.push(final && classifyState(final.state) !== 'active' ? final : record);
    }
    return records;
}
function finish(deps, jobs, records, logs, options) {
    const bad = records.find((r) => classifyState(r.state) !== 'success' || parseExitCode(r.exitCode)?.code !== 0);
    const exit = parseExitCode((bad ?? records[0])?.exitCode);
    const state = bad ? baseState(bad.state) : 'COMPLETED';
    const collection = collectResults(deps.files, logDirs(logs), options);
    const result = { jobs, state, exitCode: exit?.code, logFile: logs.values().next().value, resultFiles: collection.resultFiles, settled: true };
    if (bad) {
        const signal = exit?.signal ? `, signal ${exit.signal}` : '';
        const reason = bad.reason ? ` (${bad.reason})` : '';
        return { ...result, failure: new src/* SweepkitError */.R0(`job ${bad.id} ended ${state}${reason} with exit code ${exit?.code ?? 'unknown'}${signal}`, { code: 'job-failed' }) };
    }
    if (collection.missing) {
        return { ...result, failure: new src/* SweepkitError */.R0(`job ${jobs.map((j) => j.id).join(', ')} COMPLETED but produced ${collection.missing}`, { code: 'no-results' }) };
    }
    deps.reporter.info(`job ${jobs.map((j) => j.id).join(', ')} COMPLETED; ${collection.resultFiles.length} result file(s) in ${options.resultsDir}`);
    return result;
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./packages/slurm/src/cluster-config.ts


/** Where srtctl's containers look for hash-pinned Dynamo builds (inside the automatic /configs mount). */
const WHEELS_MOUNT = '/configs/dynamo-wheels';
/**
 * The text of the `srtslurm.yaml` to hand srtctl (through SRTSLURM_CONFIG): the user's mapping as
 * written (comments and quoting kept, emitted by a YAML library, never by string pasting), plus
 * the persistent dynamo-wheels cache mounted over `/configs/dynamo-wheels` when one is given, so
 * hash-pinned builds are not redone in every job. `source` names the text in error messages.
 */
function buildClusterConfig(text, wheelsCacheDir, source) {
    // An empty input still yields a (block) mapping to add the cache mount to.
    const doc = text.trim() ? (0,dist/* parseDocument */.Tp)(text, { prettyErrors: false }) : new dist/* Document */.yo({});
    const error = doc.errors[0];
    if (error) {
        const [line, column] = error.linePos?.[0] ? [error.linePos[0].line, error.linePos[0].col] : [undefined, undefined];
        throw new src/* SweepkitError */.R0(`invalid YAML: ${error.message.split('\n')[0]}`, { location: { file: source, line, column }, code: 'yaml-syntax' });
    }
    if (!(0,dist/* isMap */.jh)(doc.contents))
        throw new src/* SweepkitError */.R0('must be a YAML mapping of srtslurm.yaml keys', { location: { file: source }, code: 'cluster-config' });
    if (wheelsCacheDir) {
        const mounts = doc.get('default_mounts');
        if (mounts !== undefined && !(0,dist/* isMap */.jh)(mounts))
            throw new src/* SweepkitError */.R0('default_mounts must be a mapping (host path: container path)', { location: { file: source }, code: 'cluster-config' });
        doc.setIn(['default_mounts', wheelsCacheDir], WHEELS_MOUNT);
    }
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
    const recipe = (0,src/* loadYamlFile */.Y3)(files, path);
    if (recipe.value === null || typeof recipe.value !== 'object' || Array.isArray(recipe.value)) {
        throw new src/* SweepkitError */.R0('a recipe must be a YAML mapping (name, model, resources, …)', { location: recipe.locate([]), code: 'recipe' });
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

;// CONCATENATED MODULE: ./packages/slurm/src/adapters/node-job-files.ts


const sameFile = (a, b) => (0,external_node_fs_.existsSync)(a) && (0,external_node_fs_.existsSync)(b) && (0,external_node_fs_.realpathSync)(a) === (0,external_node_fs_.realpathSync)(b);
/** Job logs and results on the real file system (a shared FS on clusters). */
const nodeJobFiles = {
    readFrom(path, offset, max) {
        let fd;
        try {
            fd = (0,external_node_fs_.openSync)(path, 'r'); // opened anew each time: NFS shows appended data to a fresh open
        }
        catch {
            return undefined;
        }
        try {
            const size = (0,external_node_fs_.fstatSync)(fd).size;
            const length = Math.max(0, Math.min(max, size - offset));
            const bytes = Buffer.alloc(length);
            const read = length ? (0,external_node_fs_.readSync)(fd, bytes, 0, length, offset) : 0;
            return { size, bytes: bytes.subarray(0, read) };
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    },
    list(dir) {
        try {
            return (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true })
                .map((e) => ({ name: e.name, isDirectory: e.isDirectory() }))
                .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        }
        catch {
            return [];
        }
    },
    copyFile(from, to) {
        if (sameFile(from, to))
            return;
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(to), { recursive: true });
        (0,external_node_fs_.copyFileSync)(from, to);
    },
    copyTree(from, to) {
        if (!(0,external_node_fs_.existsSync)(from) || sameFile(from, to))
            return;
        (0,external_node_fs_.cpSync)(from, to, { recursive: true, force: true });
    }
};

;// CONCATENATED MODULE: ./packages/slurm/src/slurm-output.ts
/**
 * Parsers of what `squeue`, `scontrol show job -o` and `sacct -P` print. The adapters run the
 * commands; these turn their text into records, so they are tested on canned output.
 */
/** The `squeue -o` format the parser below expects: id, state, reason, node list. */
const SQUEUE_FORMAT = '%i|%T|%r|%N';
/** The `sacct -o` fields the parser below expects. */
const SACCT_FIELDS = 'JobID,State,ExitCode,Reason,NodeList';
const clean = (value) => {
    const text = value?.trim();
    return text && text !== '(null)' && text !== 'None' ? text : undefined;
};
/** `squeue -h -t all -j <ids> -o '%i|%T|%r|%N'`, one job per line. */
function parseSqueue(text) {
    return text
        .split('\n')
        .filter((line) => line.includes('|'))
        .map((line) => {
        const [id, state, reason, nodes] = line.split('|');
        return { id: id.trim(), state: state.trim(), reason: clean(reason), nodes: clean(nodes) };
    });
}
/** `scontrol show job -o <id>`: `Key=Value` words on one line; values never hold spaces except the last. */
function parseScontrol(text) {
    const fields = new Map();
    for (const match of text.matchAll(/(?:^|\s)([A-Za-z/:]+)=(\S*)/g))
        fields.set(match[1], match[2]);
    const id = fields.get('JobId');
    const state = fields.get('JobState');
    if (!id || !state)
        return undefined;
    return {
        id,
        state,
        reason: clean(fields.get('Reason')),
        exitCode: clean(fields.get('ExitCode')),
        nodes: clean(fields.get('NodeList')),
        stdout: clean(fields.get('StdOut'))
    };
}
/** `sacct -X -n -P -j <id> -o JobID,State,ExitCode,Reason,NodeList`: the job's own (first) row. */
function parseSacct(text, id) {
    for (const line of text.split('\n')) {
        const [jobId, state, exitCode, reason, nodes] = line.split('|');
        if (jobId?.trim() !== id || !state)
            continue;
        return { id, state: state.trim(), exitCode: clean(exitCode), reason: clean(reason), nodes: clean(nodes) };
    }
    return undefined;
}
/** squeue and scontrol answer an id the controller no longer knows with this (rc 1). */
const isUnknownJobMessage = (text) => /Invalid job id specified/i.test(text);
/** sacct without a database: the adapter falls back to the jobcomp file (`sacct -c`). */
const isAccountingDisabled = (text) => /accounting storage is disabled/i.test(text);

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./packages/slurm/src/adapters/exec.ts

/**
 * Runs a program with an argv array (never through a shell, so untrusted text stays data) and
 * always resolves: a non-zero exit, a time-out and a missing program are results, not throws.
 */
function runCommand(file, args, options) {
    return new Promise((resolve) => {
        (0,external_node_child_process_.execFile)(file, [...args], { timeout: options.timeoutMs, killSignal: 'SIGKILL', env: options.env, cwd: options.cwd, signal: options.signal, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' }, (error, stdout, stderr) => {
            const failure = error;
            const startError = typeof failure?.code === 'string' && failure.code !== 'ABORT_ERR' ? failure.code : undefined;
            resolve({
                exitCode: failure ? (typeof failure.code === 'number' ? failure.code : -1) : 0,
                stdout,
                stderr,
                killed: Boolean(failure?.killed) || failure?.name === 'AbortError',
                startError
            });
        });
    });
}
/** One line describing a failed command, for "unknown" warnings. */
function describeFailure(command, result, timeoutMs) {
    if (result.startError)
        return `${command}: cannot run (${result.startError})`;
    if (result.killed)
        return `${command}: no answer within ${Math.round(timeoutMs / 1000)}s`;
    const text = (result.stderr || result.stdout).trim().split('\n').pop() ?? '';
    return `${command}: exit ${result.exitCode}${text ? `: ${text}` : ''}`;
}

;// CONCATENATED MODULE: ./packages/slurm/src/adapters/slurm-cli.ts



/** A Slurm command failed or timed out: the answer is "unknown", worth asking again. */
class SlurmCommandError extends Error {
}
/** The real Slurm client commands, through execFile with argv arrays. */
function createSlurmCli(options = {}) {
    const timeoutMs = options.timeoutMs ?? 30_000;
    const run = async (file, args, abortable = true) => runCommand(file, args, { timeoutMs, env: options.env, signal: abortable ? options.signal : undefined });
    const fail = (file, result) => {
        // A missing client is no outage to wait out: say so at once.
        if (result.startError)
            throw new src/* SweepkitError */.R0(`cannot run ${file} (${result.startError}): is this runner on the Slurm cluster?`, { code: 'slurm-missing' });
        throw new SlurmCommandError(describeFailure(file, result, timeoutMs));
    };
    let plainSacct = true;
    return {
        async queue(ids) {
            const result = await run('squeue', ['-h', '-t', 'all', '-j', ids.join(','), '-o', SQUEUE_FORMAT]);
            if (result.exitCode === 0)
                return parseSqueue(result.stdout);
            if (!result.killed && isUnknownJobMessage(result.stderr))
                return [];
            return fail('squeue', result);
        },
        async details(id) {
            const result = await run('scontrol', ['show', 'job', '-o', id]);
            if (result.exitCode === 0)
                return parseScontrol(result.stdout);
            if (!result.killed && isUnknownJobMessage(result.stderr))
                return undefined;
            return fail('scontrol', result);
        },
        async accounting(id) {
            // Without a database sacct refuses; the jobcomp file (`sacct -c`) still has finished jobs.
            const args = ['-X', '-n', '-P', '-j', id, '-o', SACCT_FIELDS];
            let result = await run('sacct', plainSacct ? args : ['-c', ...args]);
            if (result.exitCode !== 0 && plainSacct && isAccountingDisabled(result.stderr + result.stdout)) {
                plainSacct = false;
                result = await run('sacct', ['-c', ...args]);
            }
            if (result.exitCode === 0)
                return parseSacct(result.stdout, id);
            return fail('sacct', result);
        },
        async cancel(ids) {
            const result = await run('scancel', [...ids], false);
            if (result.exitCode !== 0)
                fail('scancel', result);
        }
    };
}

;// CONCATENATED MODULE: ./packages/slurm/src/adapters/srtctl-cli.ts


/** The real srtctl, run with argv arrays. */
function createSrtctlCli(options) {
    const exec = (args, timeoutMs) => runCommand(options.executable, args, { timeoutMs, cwd: options.cwd, env: options.env, signal: options.signal });
    return {
        async supportsJson() {
            const help = await exec(['apply', '--help'], 60_000);
            return help.exitCode === 0 && /--json\b/.test(help.stdout + help.stderr);
        },
        async run(args) {
            const result = await exec(args, options.timeoutMs ?? 15 * 60_000);
            if (result.startError) {
                throw new src/* SweepkitError */.R0(`cannot run srtctl '${options.executable}' (${result.startError})`, { code: 'srtctl-missing' });
            }
            return result;
        }
    };
}

;// CONCATENATED MODULE: ./packages/slurm/src/adapters/system-clock.ts
/** Real time; `sleep` ends early, without throwing, when the signal aborts. */
const systemClock = {
    now: () => Date.now(),
    sleep: (ms, signal) => new Promise((resolve) => {
        if (signal?.aborted)
            return resolve();
        const done = () => {
            clearTimeout(timer);
            signal?.removeEventListener('abort', done);
            resolve();
        };
        const timer = setTimeout(done, ms);
        signal?.addEventListener('abort', done, { once: true });
    })
};

;// CONCATENATED MODULE: ./packages/slurm/src/adapters/wheels-cache.ts

/**
 * Creates the persistent dynamo-wheels folder if needed. World-writable on purpose: the builds
 * run as whatever user the job's containers map to (the bash launcher's comment said 777 but
 * never set it).
 */
function ensureWheelsCache(dir) {
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    if (((0,external_node_fs_.statSync)(dir).mode & 0o777) !== 0o777)
        (0,external_node_fs_.chmodSync)(dir, 0o777);
}

;// CONCATENATED MODULE: ./packages/slurm/src/adapters/node-launcher.ts










/**
 * The real launcher on this machine: checks the recipe, writes the generated `srtslurm.yaml`,
 * prepares the wheels cache, then runs the lifecycle with the execFile Slurm and srtctl clients.
 * The action and the CLI both call this, so they behave the same.
 */
async function launchOnThisMachine(settings, reporter, onSubmitted, signal) {
    if (settings.wheelsCacheDir)
        ensureWheelsCache(settings.wheelsCacheDir);
    // The recipe is relative to where srtctl runs, not to this process.
    const preparation = prepareLaunch(node_files/* nodeFiles */.k, nodeJobFiles, { ...settings, recipe: (0,external_node_path_.resolve)(settings.workingDirectory, settings.recipe) });
    preparation.warnings.forEach((w) => reporter.warning(w));
    const env = { ...settings.env, INFMAX_WORKSPACE: settings.agenticDir ?? settings.resultsDir };
    if (preparation.srtslurmYaml !== undefined) {
        const path = (0,external_node_path_.join)((0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(settings.tempDir, 'srtctl-launch-')), 'srtslurm.yaml');
        (0,external_node_fs_.writeFileSync)(path, preparation.srtslurmYaml);
        env.SRTSLURM_CONFIG = path;
        reporter.info(`srtslurm.yaml for srtctl: ${path}`);
    }
    const overridden = Object.keys(env).filter((k) => k.startsWith('SBATCH_') && env[k] !== undefined);
    // SBATCH_* variables beat the #SBATCH lines srtctl writes (SBATCH_PARTITION wins over the recipe).
    if (overridden.length)
        reporter.info(`sbatch options from the environment override the recipe: ${overridden.sort().join(', ')}`);
    return launchJobs({
        slurm: createSlurmCli({ env, signal, timeoutMs: settings.slurmTimeoutMs }),
        srtctl: createSrtctlCli({ executable: settings.srtctl, cwd: settings.workingDirectory, env, signal }),
        files: nodeJobFiles,
        clock: systemClock,
        reporter,
        onSubmitted
    }, { ...settings, signal });
}

// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(2210);
;// CONCATENATED MODULE: ./schemas/srtctl-versions.schema.json
const srtctl_versions_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://github.com/sweepkit/sweepkit/schemas/srtctl-versions.schema.json","title":"Sweepkit srt-slurm lanes","description":"Which srt-slurm repository and ref each multi-node lane runs, the recipe folders copied over the checkout, and which lanes skip srtctl\'s preflight (srtctl-launch --resolve-lane). The first lane whose `when` matches wins.","type":"object","additionalProperties":false,"required":["version","repositories","lanes"],"properties":{"version":{"const":1,"description":"Format version of this file."},"repositories":{"type":"object","description":"Short name → git URL of an srt-slurm repository.","minProperties":1,"additionalProperties":{"type":"string","minLength":1}},"legacy-refs":{"type":"array","description":"Refs without `apply --json` and `--no-preflight` (older than v1.0.25).","items":{"type":"string","minLength":1}},"lanes":{"type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["when","repository","ref"],"properties":{"when":{"$ref":"#/$defs/when"},"repository":{"type":"string","minLength":1,"description":"A key of `repositories`."},"ref":{"type":"string","minLength":1,"description":"Tag, branch or commit to check out."},"sha":{"type":"string","pattern":"^[0-9a-f]{40}$","description":"The commit the ref must resolve to (verified when set)."},"model-alias":{"type":"string","minLength":1,"description":"The model alias the recipes use (srtslurm.yaml model_paths key), when it is not the default."},"overlays":{"type":"array","description":"Recipe folders copied over the checkout (overwriting, never deleting).","items":{"type":"object","additionalProperties":false,"required":["from","to"],"properties":{"from":{"type":"string","minLength":1,"description":"Relative to benchmarks/multi_node/srt-slurm-recipes/."},"to":{"type":"string","minLength":1,"description":"Relative to the srt-slurm checkout."}}}}}}},"no-preflight":{"type":"array","description":"Conditions under which `--no-preflight` is passed to srtctl apply.","items":{"$ref":"#/$defs/when"}}},"$defs":{"when":{"type":"object","additionalProperties":false,"description":"Conditions on the matrix row; an absent key matches anything.","properties":{"agentic":{"type":"boolean"},"power":{"type":"boolean","description":"The recipe enables dcgm-power telemetry."},"framework":{"type":"string","minLength":1},"model-prefix":{"type":"string","minLength":1},"precision":{"type":"string","minLength":1},"spec-decoding":{"type":"string","minLength":1}}}}}');
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
# matches anything. Overlay sources are relative to InferenceX's
# benchmarks/multi_node/srt-slurm-recipes/, destinations to the srt-slurm checkout.
# Moving refs (main, branches) make runs irreproducible: prefer tags and pin \`sha\`.
version: 1

repositories:
  nvidia: https://github.com/NVIDIA/srt-slurm.git
  # power lanes: the fork with the DCGM power exporter (the pin is abbreviated in the launcher;
  # put the full commit in \`sha\` to have it verified)
  power-fork: https://github.com/edwingao28/srt-slurm.git

# Refs older than v1.0.25: no \`apply --json\` and no \`--no-preflight\` (argparse would exit 2).
legacy-refs: [sa-submission-q2-2026]

lanes:
  - when: { agentic: true, framework: dynamo-trt, model-prefix: qwen3.5 }
    repository: nvidia
    ref: v1.0.50
    overlays:
      - { from: trtllm/qwen3.5/gb300-fp4/disagg/agentx, to: recipes/trtllm/qwen3.5/gb300-fp4/disagg/agentx }
  - when: { agentic: true, framework: dynamo-trt, model-prefix: glm5.2 }
    repository: nvidia
    ref: v1.0.38
    overlays:
      - { from: trtllm/glm5.2, to: benchmarks/multi_node/srt-slurm-recipes/trtllm/glm5.2 }
  - when: { agentic: true, framework: dynamo-sglang, model-prefix: qwen3.5 }
    repository: nvidia
    ref: v1.0.38
    overlays:
      - { from: sglang/qwen3.5, to: recipes/sglang/qwen3.5 }
  - when: { agentic: true, framework: dynamo-sglang, model-prefix: dsv4 }
    repository: nvidia
    ref: v1.0.38
    overlays:
      - { from: sglang/deepseek-v4/agentic, to: recipes/sglang/deepseek-v4/agentic }
  - when: { agentic: true, framework: dynamo-trt, model-prefix: dsv4 }
    repository: nvidia
    ref: v1.0.50
    model-alias: deepseek-ai/DeepSeek-V4-Pro
    overlays:
      - { from: trtllm/deepseek-v4, to: benchmarks/multi_node/srt-slurm-recipes/trtllm/deepseek-v4 }
  - when: { agentic: true, framework: dynamo-sglang, model-prefix: glm5.2 }
    repository: nvidia
    ref: main
    overlays:
      - { from: sglang/glm5.2/gb300-fp4, to: recipes/sglang/glm5.2/gb300-fp4 }
  - when: { agentic: true }
    repository: nvidia
    ref: v1.0.36
    overlays:
      - { from: vllm/deepseek-v4/agentic, to: recipes/vllm/deepseek-v4/agentic }
      - { from: vllm/minimax-m3/agentic, to: recipes/vllm/minimax-m3/agentic }
      - { from: vllm/kimi-k3/agentic, to: recipes/vllm/kimi-k3/agentic }
  - when: { framework: dynamo-vllm, model-prefix: dsv4 }
    repository: nvidia
    ref: aflowers/gb200-dsv4-recipes
    overlays:
      - { from: vllm/deepseek-v4, to: recipes/vllm/deepseek-v4 }
  - when: { framework: dynamo-sglang, model-prefix: dsv4, power: true }
    repository: power-fork
    ref: 6fc1bed0
    overlays:
      - { from: sglang/deepseek-v4/8k1k, to: recipes/sglang/deepseek-v4/8k1k }
  - when: { framework: dynamo-sglang, model-prefix: dsv4 }
    repository: nvidia
    ref: v1.0.25
    overlays:
      - { from: sglang/deepseek-v4/8k1k, to: recipes/sglang/deepseek-v4/8k1k }
  - when: { framework: dynamo-sglang, model-prefix: glm5, precision: fp4 }
    repository: nvidia
    ref: main
    overlays:
      - { from: sglang/glm5/gb300-fp4, to: recipes/sglang/glm5/gb300-fp4 }
  - when: { framework: dynamo-sglang, model-prefix: glm5 }
    repository: nvidia
    ref: main
  - when: { framework: dynamo-sglang, model-prefix: glm5.1, precision: fp8 }
    repository: nvidia
    ref: sa-submission-q2-2026
    overlays:
      - { from: sglang/glm5.1, to: recipes/sglang/glm5.1 }
  - when: { framework: dynamo-sglang, model-prefix: glm5.1 }
    repository: nvidia
    ref: main
  - when: { framework: dynamo-sglang, model-prefix: qwen3.5, power: true }
    repository: power-fork
    ref: 6fc1bed0
    overlays:
      - { from: sglang/qwen3.5, to: recipes/sglang/qwen3.5 }
  - when: { framework: dynamo-sglang, model-prefix: qwen3.5, precision: fp8 }
    repository: nvidia
    ref: v1.0.25
    overlays:
      - { from: sglang/qwen3.5, to: recipes/sglang/qwen3.5 }
  - when: { framework: dynamo-sglang, model-prefix: qwen3.5, precision: fp4 }
    repository: nvidia
    ref: sa-submission-q2-2026
    overlays:
      - { from: sglang/qwen3.5, to: recipes/sglang/qwen3.5 }
  - when: { framework: dynamo-vllm, model-prefix: minimaxm3, spec-decoding: mtp }
    repository: nvidia
    ref: v1.0.38
    overlays:
      - { from: vllm/minimax-m3-gb300-fp8, to: recipes/vllm/minimax-m3-gb300-fp8 }
  - when: { framework: dynamo-vllm, model-prefix: minimaxm3 }
    repository: nvidia
    ref: sa-submission-q2-2026
    overlays:
      - { from: vllm/minimax-m3-gb300-fp8, to: recipes/vllm/minimax-m3-gb300-fp8 }
  - when: { framework: dynamo-vllm, model-prefix: kimik2.5, precision: fp4 }
    repository: nvidia
    ref: main
    overlays:
      - { from: vllm/kimi-k2.5-fp4, to: recipes/vllm/kimi-k2.5-fp4 }
  - when: { framework: dynamo-trt, model-prefix: dsv4 }
    repository: nvidia
    ref: sa-submission-q2-2026
    model-alias: deepseek-ai/DeepSeek-V4-Pro
  - when: { framework: dynamo-trt, model-prefix: qwen3.5, precision: fp4 }
    repository: nvidia
    ref: v1.0.29
    overlays:
      - { from: trtllm/qwen3.5/gb300-fp4/disagg, to: recipes/trtllm/qwen3.5/gb300-fp4/disagg }
  - when: {}
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




const validateShape = new _2020.Ajv2020({ allErrors: true, strict: true }).compile(srtctl_versions_schema_namespaceObject);
/** Parses and checks a versions file; any mistake is one error at its file:line:col. */
function parseSrtctlVersions(text, file) {
    const loaded = (0,src/* parseYaml */.hN)(text, file);
    if (!validateShape(loaded.value))
        throw (0,src/* schemaViolation */.Hz)(loaded, (0,src/* firstSchemaError */.WI)(validateShape.errors), 'srtctl versions', 'srtctl-versions');
    const data = loaded.value;
    data.lanes.forEach((lane, index) => {
        if (!(lane.repository in data.repositories)) {
            throw new src/* SweepkitError */.R0(`invalid srtctl versions: lanes[${index}].repository: '${lane.repository}' is not a key of repositories`, {
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
    return parseSrtctlVersions((0,src/* readTextFile */.Gu)(files, file), file);
}
const KEYS = {
    framework: (q) => q.framework,
    'model-prefix': (q) => q.modelPrefix,
    precision: (q) => q.precision,
    'spec-decoding': (q) => q.specDecoding,
    agentic: (q) => q.agentic,
    power: (q) => q.power
};
const matches = (when, query) => Object.keys(when).every((key) => when[key] === KEYS[key](query));
/** The first lane that matches, with the flags its ref supports. */
function resolveLane(versions, query) {
    const index = versions.lanes.findIndex((lane) => matches(lane.when, query));
    if (index < 0) {
        throw new src/* SweepkitError */.R0(`no srt-slurm lane matches ${query.framework} ${query.modelPrefix} ${query.precision}${query.agentic ? ' agentic' : ''}${query.power ? ' power' : ''}`, {
            code: 'no-lane'
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
        noPreflight: wantsNoPreflight && !legacy,
        json: !legacy,
        warnings
    };
}

;// CONCATENATED MODULE: ./packages/slurm/src/index.ts

















// EXTERNAL MODULE: ./cli/src/argparse.ts
var argparse = __webpack_require__(3211);
;// CONCATENATED MODULE: ./cli/src/commands/srtctl-launch.ts






const spec = {
    prog: 'sweepkit srtctl-launch',
    description: 'Submit an srt-slurm recipe with srtctl apply, follow the Slurm job to its end (streaming its log, queue/run time-outs, ' +
        'scancel on Ctrl-C) and collect its results; exit 0 only for COMPLETED, exit code 0 and the expected results. ' +
        'With --resolve-lane, print the srt-slurm repository, ref and flags a matrix row gets instead.',
    options: [
        { name: '--recipe', kind: 'string', metavar: 'FILE[:SELECTOR]', help: 'the recipe to submit, relative to --working-directory' },
        { name: '--srtctl', kind: 'string', metavar: 'EXE', help: 'the srtctl executable (default: srtctl)' },
        { name: '--srtctl-args', kind: 'string', metavar: 'ARGS', help: "extra 'srtctl apply' arguments, whitespace-separated (use --srtctl-args='--tags a,b')" },
        { name: '--working-directory', kind: 'string', metavar: 'DIR', help: 'where srtctl runs (default: the current directory)' },
        { name: '--results-dir', kind: 'string', metavar: 'DIR', help: 'where results and LOGS/ are collected (default: the current directory)' },
        { name: '--result-filename', kind: 'string', metavar: 'NAME', help: 'prefix of the collected results (default: $RESULT_FILENAME)' },
        { name: '--expect', kind: 'string', choices: EXPECTATIONS, help: 'results a successful run must produce (default: fixed-seq-len)' },
        { name: '--poll-interval-seconds', kind: 'float', metavar: 'S', help: `how often Slurm is asked (default: ${LAUNCH_DEFAULTS.pollIntervalSeconds})` },
        { name: '--queue-timeout-minutes', kind: 'float', metavar: 'M', help: 'cancel and fail after this long PENDING (default: no limit)' },
        { name: '--job-timeout-minutes', kind: 'float', metavar: 'M', help: 'cancel and fail after this long running (default: no limit)' },
        { name: '--slurm-unreachable-minutes', kind: 'float', metavar: 'M', help: `give up when Slurm does not answer this long (default: ${LAUNCH_DEFAULTS.unreachableMinutes})` },
        { name: '--slurm-timeout-seconds', kind: 'float', metavar: 'S', help: `limit for one Slurm command (default: ${LAUNCH_DEFAULTS.slurmTimeoutSeconds})` },
        { name: '--cancel-wait-seconds', kind: 'float', metavar: 'S', help: `wait this long for a cancelled job to end (default: ${LAUNCH_DEFAULTS.cancelWaitSeconds})` },
        { name: '--cluster-config', kind: 'string', metavar: 'FILE', help: 'YAML file of srtslurm.yaml keys to hand srtctl (via SRTSLURM_CONFIG)' },
        { name: '--wheels-cache-dir', kind: 'string', metavar: 'DIR', help: 'persistent dynamo-wheels folder, mounted at /configs/dynamo-wheels' },
        { name: '--resolve-lane', kind: 'flag', help: 'print the srt-slurm lane of --framework/--model-prefix/--precision … as JSON, launch nothing', conflicts: ['--recipe'] },
        { name: '--framework', kind: 'string', help: 'lane: framework, e.g. dynamo-sglang' },
        { name: '--model-prefix', kind: 'string', help: 'lane: model prefix, e.g. qwen3.5' },
        { name: '--precision', kind: 'string', help: 'lane: precision, e.g. fp8' },
        { name: '--spec-decoding', kind: 'string', help: 'lane: speculative decoding, e.g. mtp' },
        { name: '--agentic', kind: 'flag', help: 'lane: an agentic-coding run' },
        { name: '--power', kind: 'flag', help: 'lane: the recipe turns on dcgm-power telemetry' },
        { name: '--versions-file', kind: 'string', metavar: 'FILE', help: 'lane table to use instead of the bundled srtctl-versions.yaml' }
    ]
};
const number = (values, name, fallback, scale) => {
    const value = values[name] ?? fallback;
    if (value < 0)
        throw new src/* UsageError */.eb(`${spec.prog}: error: argument --${name}: must not be negative`);
    return value * scale;
};
function pollInterval(values) {
    const ms = number(values, 'poll-interval-seconds', LAUNCH_DEFAULTS.pollIntervalSeconds, 1000);
    if (ms === 0)
        throw new src/* UsageError */.eb(`${spec.prog}: error: argument --poll-interval-seconds: must be above 0`);
    return ms;
}
function printLane(values, io) {
    for (const name of ['framework', 'model-prefix', 'precision']) {
        if (values[name] === undefined)
            throw new src/* UsageError */.eb(`${spec.prog}: error: --resolve-lane needs --${name}`);
    }
    const lane = resolveLane(loadSrtctlVersions(io.files, values['versions-file']), {
        framework: values.framework,
        modelPrefix: values['model-prefix'],
        precision: values.precision,
        specDecoding: values['spec-decoding'],
        agentic: Boolean(values.agentic),
        power: Boolean(values.power)
    });
    lane.warnings.forEach((w) => io.stderr(`warning: ${w}\n`));
    const { warnings: _warnings, ...shown } = lane;
    io.stdout(`${JSON.stringify(shown, null, 2)}\n`);
    return 0;
}
/** Ctrl-C (or a scheduler's TERM) cancels the job at once; a second one exits. */
function abortOnSignals() {
    const controller = new AbortController();
    for (const signal of ['SIGINT', 'SIGTERM']) {
        process.on(signal, () => (controller.signal.aborted ? process.exit(130) : controller.abort()));
    }
    return controller;
}
const srtctlLaunch = async (argv, io) => {
    const { values } = (0,argparse/* parseArgs */.Zy)(spec, argv);
    if (values['resolve-lane'])
        return printLane(values, io);
    const recipe = values.recipe;
    if (recipe === undefined)
        throw new src/* UsageError */.eb(`${spec.prog}: error: the following arguments are required: --recipe (or --resolve-lane)`);
    const expect = values.expect ?? 'fixed-seq-len';
    const resultFilename = values['result-filename'] ?? (io.env.RESULT_FILENAME || undefined);
    if (!resultFilename && needsResultFilename(expect)) {
        throw new src/* UsageError */.eb(`${spec.prog}: error: --result-filename (or RESULT_FILENAME) names the results; or use --expect none`);
    }
    const clusterFile = values['cluster-config'];
    const reporter = {
        info: (line) => io.stderr(`${line}\n`),
        warning: (line) => io.stderr(`warning: ${line}\n`),
        jobOutput: (text) => io.stdout(`${text}\n`)
    };
    const controller = abortOnSignals();
    const result = await launchOnThisMachine({
        recipe,
        srtctl: values.srtctl ?? 'srtctl',
        srtctlArgs: (values['srtctl-args'] ?? '').split(/\s+/).filter(Boolean),
        workingDirectory: (0,external_node_path_.resolve)(io.cwd, values['working-directory'] ?? '.'),
        resultsDir: (0,external_node_path_.resolve)(io.cwd, values['results-dir'] ?? '.'),
        resultFilename,
        expect,
        agenticDir: io.env.INFMAX_WORKSPACE || undefined,
        pollIntervalMs: pollInterval(values),
        queueTimeoutMs: number(values, 'queue-timeout-minutes', 0, 60_000),
        jobTimeoutMs: number(values, 'job-timeout-minutes', 0, 60_000),
        unreachableTimeoutMs: number(values, 'slurm-unreachable-minutes', LAUNCH_DEFAULTS.unreachableMinutes, 60_000),
        slurmTimeoutMs: number(values, 'slurm-timeout-seconds', LAUNCH_DEFAULTS.slurmTimeoutSeconds, 1000),
        cancelWaitMs: number(values, 'cancel-wait-seconds', LAUNCH_DEFAULTS.cancelWaitSeconds, 1000),
        clusterConfig: clusterFile === undefined ? undefined : (0,src/* readTextFile */.Gu)(io.files, (0,external_node_path_.resolve)(io.cwd, clusterFile), clusterFile),
        wheelsCacheDir: values['wheels-cache-dir'],
        env: io.env,
        tempDir: (0,external_node_os_.tmpdir)()
    }, reporter, (jobs) => io.stderr(`job ids: ${jobs.map((j) => j.id).join(' ')}\n`), controller.signal);
    io.stderr(`state=${result.state} exit-code=${result.exitCode ?? ''} log-file=${result.logFile ?? ''}\n`);
    for (const file of result.resultFiles)
        io.stdout(`${file}\n`);
    if (result.failure)
        throw result.failure;
    return 0;
};
/* harmony default export */ const srtctl_launch = (srtctlLaunch);


/***/ })

};

export const id = 3541;
export const ids = [3541];
export const modules = {

/***/ 3541:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ triage)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/common/src/adapters/github-rest.ts
var github_rest = __webpack_require__(5700);
// EXTERNAL MODULE: ./packages/common/src/markdown.ts
var markdown = __webpack_require__(6746);
// EXTERNAL MODULE: ./packages/triage/src/options.ts
var options = __webpack_require__(1820);
// EXTERNAL MODULE: ./packages/triage/src/adapters/github-triage.ts
var github_triage = __webpack_require__(7977);
;// CONCATENATED MODULE: ./packages/triage/src/classify.ts
const EVIDENCE_CHARS = 200;
// The runner prefixes every log line with its timestamp; tools colour their output.
const TIMESTAMP = /^\uFEFF?\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z /;
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
/** A log line as people read it: no timestamp, no colour codes, trimmed, at most 200 characters. */
function cleanLine(line) {
    const text = line.replace(TIMESTAMP, '').replace(ANSI, '').trim();
    return text.length > EVIDENCE_CHARS ? `${text.slice(0, EVIDENCE_CHARS - 1)}…` : text;
}
/** The rule's evidence in this job, or undefined when it does not match. The last matching line is the evidence (nearest the failure). */
function matchRule(rule, job, lines) {
    if (rule.conclusion && !rule.conclusion.includes(job.conclusion))
        return undefined;
    if (rule.step && !(job.failedStep !== undefined && rule.step.test(job.failedStep)))
        return undefined;
    if (rule.log)
        return [...lines].reverse().find((line) => rule.log.test(line));
    return rule.step ? `failed step: ${job.failedStep}` : `conclusion: ${job.conclusion}`;
}
/**
 * Classifies one failed job. A benchmark rule that matches wins over any infrastructure rule (a
 * server that ran out of memory after a node warning is still out of memory): a real failure is
 * never re-run. Within a class the first matching rule wins. Nothing matching is `unknown`.
 */
function classify(job, rules) {
    const lines = job.lines.map(cleanLine).filter(Boolean);
    for (const wanted of ['benchmark', 'infrastructure']) {
        for (const rule of rules) {
            if (rule.class !== wanted)
                continue;
            const evidence = matchRule(rule, job, lines);
            if (evidence !== undefined)
                return { class: wanted, rule: rule.id, evidence };
        }
    }
    const last = lines.at(-1);
    return { class: 'unknown', evidence: last === undefined ? `conclusion: ${job.conclusion}, no log` : `no rule matched; last line: ${last}` };
}

// EXTERNAL MODULE: ./packages/triage/src/jobs.ts
var src_jobs = __webpack_require__(5268);
;// CONCATENATED MODULE: ./packages/triage/src/decide.ts


/** Why a classified failure is (not) re-run under the policy. */
function decide(verdict, job, policy) {
    if (verdict.class === 'benchmark')
        return { rerun: false, decision: 'no: benchmark failure (a re-run repeats it)' };
    if (verdict.class === 'unknown')
        return { rerun: false, decision: 'no: cause unknown' };
    if (policy.attempt > 1 || job.runAttempt > 1)
        return { rerun: false, decision: 'no: already re-run once' };
    if (policy.failFast && !policy.rerunOnFailFast)
        return { rerun: false, decision: 'no: fail-fast run' };
    return { rerun: true, decision: 'yes' };
}
/**
 * Triage of one attempt of a run: every failed job of that attempt, classified, with the re-run
 * decision and, when a later attempt ran it again, how that went. `evidence` fetches a job's log
 * tail and annotations (only failed jobs are asked for).
 */
async function triageRun(jobs, rules, policy, evidence, gpusOf = () => undefined) {
    const out = [];
    for (const job of jobs.filter((j) => j.runAttempt === policy.attempt && (0,src_jobs/* isFailed */.Ix)(j))) {
        const facts = { conclusion: job.conclusion ?? '', failedStep: (0,src_jobs/* failedStep */.cG)(job), lines: await evidence(job) };
        const verdict = classify(facts, rules);
        const { rerun, decision } = decide(verdict, job, policy);
        const next = jobs.find((j) => j.name === job.name && j.runAttempt === policy.attempt + 1);
        const outcome = next ? `re-run: ${next.conclusion ?? next.status}` : rerun ? 'pending' : '—';
        out.push({ job, verdict, rerun, decision, outcome, gpus: gpusOf(job), hours: (0,src_jobs/* jobHours */.zW)(job) });
    }
    return out;
}

;// CONCATENATED MODULE: ./packages/triage/src/savings.ts

const median = (values) => {
    if (values.length === 0)
        return 0;
    const sorted = [...values].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
/**
 * The saving: `gpusOf` says a job's GPUs (undefined: not a benchmark job, not counted);
 * `offlineGpus` lists the GPUs of each row skipped because its runners were offline.
 */
function gpuHours(jobs, triage, gpusOf, offlineGpus = []) {
    const benchmark = jobs.flatMap((job) => {
        const gpus = gpusOf(job);
        return gpus === undefined ? [] : [{ job, gpus, hours: (0,src_jobs/* jobHours */.zW)(job) }];
    });
    const sum = (items) => items.reduce((n, i) => n + i.gpus * i.hours, 0);
    const typical = median(benchmark.filter((b) => b.job.conclusion === 'success').map((b) => b.hours));
    const triaged = (pred) => triage.filter((t) => pred(t) && t.gpus !== undefined).map((t) => ({ gpus: t.gpus, hours: t.hours }));
    return {
        spent: sum(benchmark),
        infraFailures: sum(triaged((t) => t.verdict.class === 'infrastructure')),
        rerun: sum(benchmark.filter((b) => b.job.runAttempt > 1)),
        avoidedBlindRerun: sum(triaged((t) => t.verdict.class !== 'infrastructure')),
        avoidedFailFast: benchmark
            .filter((b) => b.job.conclusion === 'cancelled' && !(0,src_jobs/* isFailed */.Ix)(b.job))
            .reduce((n, b) => n + b.gpus * Math.max(0, typical - b.hours), 0),
        avoidedOffline: offlineGpus.reduce((n, gpus) => n + gpus * typical, 0),
        jobsCounted: benchmark.length
    };
}

;// CONCATENATED MODULE: ./packages/triage/src/run.ts




/** Triage of a run: classify every failed job of the attempt, re-run the infrastructure failures once, measure the GPU-hours. */
async function runTriage(api, rules, request) {
    const run = await api.run(request.runId);
    const attempt = request.attempt ?? run.attempt;
    const jobs = await api.jobs(request.runId);
    const find = (0,src_jobs/* rowFinder */.JF)(request.matrix === undefined ? [] : (0,src_jobs/* matrixRows */.xI)(request.matrix));
    const gpusOf = (job) => (request.matrix === undefined ? undefined : (0,src_jobs/* jobGpus */.V3)(find, job));
    const triage = await triageRun(jobs, rules, { attempt, failFast: request.failFast, rerunOnFailFast: request.rerunOnFailFast }, (job) => api.failureLines(job, request.tail), gpusOf);
    let requested = 0;
    const wanted = triage.filter((t) => t.rerun);
    if (request.rerun && wanted.length > 0) {
        if (run.status !== 'completed' || attempt !== run.attempt) {
            for (const t of wanted)
                t.outcome = run.status !== 'completed' ? 'not re-run: the run is still in progress' : `not re-run: attempt ${run.attempt} already exists`;
        }
        else if (wanted.length === jobs.filter((j) => j.runAttempt === attempt && (0,src_jobs/* isFailed */.Ix)(j)).length) {
            // Every failure is an infrastructure one: one request re-runs them all in one attempt.
            const outcome = await askRerun(() => api.rerunFailedJobs(request.runId));
            for (const t of wanted)
                t.outcome = outcome;
            if (outcome === 're-run requested')
                requested = wanted.length;
        }
        else {
            for (const t of wanted) {
                t.outcome = await askRerun(() => api.rerunJob(t.job.id));
                if (t.outcome === 're-run requested')
                    requested++;
            }
        }
    }
    else if (!request.rerun)
        for (const t of wanted)
            if (t.outcome === 'pending')
                t.outcome = 'not re-run: report only';
    return { attempt, triage, hours: gpuHours(jobs, triage, gpusOf, request.offlineGpus), rerun: requested };
}
/** A re-run request's answer in words; GitHub refusing (e.g. a re-run already queued) is an outcome, not a crash. */
async function askRerun(call) {
    try {
        await call();
        return 're-run requested';
    }
    catch (error) {
        if (error instanceof github_rest/* GitHubApiError */.OS && error.status !== undefined && error.status < 500)
            return `re-run refused: ${error.apiMessage}`;
        throw error;
    }
}

// EXTERNAL MODULE: ./packages/triage/src/inputs.ts + 3 modules
var inputs = __webpack_require__(2124);
;// CONCATENATED MODULE: ./packages/triage/src/report.ts
const hours = (n) => n.toFixed(1);
/** The triage table: one row per failed job. Cells are plain text; the edges escape them for their medium. */
function triageRows(triage) {
    return triage.map((t) => [t.job.name, t.verdict.class, t.verdict.rule ?? '—', t.verdict.evidence, t.decision, t.outcome]);
}
const TRIAGE_HEADER = ['job', 'class', 'rule', 'evidence', 're-run', 'outcome'];
/** The GPU-hours table: measured, then avoided (estimated). */
function savingRows(h) {
    const avoided = h.avoidedBlindRerun + h.avoidedFailFast + h.avoidedOffline;
    return [
        ['spent (all benchmark jobs, every attempt)', hours(h.spent)],
        ['lost to infrastructure failures', hours(h.infraFailures)],
        ['spent on re-runs', hours(h.rerun)],
        ['avoided: benchmark/unknown failures not re-run', hours(h.avoidedBlindRerun)],
        ['avoided: cancelled by fail-fast (estimated)', hours(h.avoidedFailFast)],
        ['avoided: rows not queued on offline runners (estimated)', hours(h.avoidedOffline)],
        ['avoided in total', hours(avoided)]
    ];
}
const SAVING_HEADER = ['GPU-hours', 'value'];
/** One line for logs and the CLI: the counts per class and what was re-run. */
function triageHeadline(triage, h) {
    const count = (c) => triage.filter((t) => t.verdict.class === c).length;
    const eligible = triage.filter((t) => t.rerun).length;
    return (`${triage.length} failed job(s): ${count('infrastructure')} infrastructure, ${count('benchmark')} benchmark, ${count('unknown')} unknown; ` +
        `${eligible} eligible for its one re-run; GPU-hours spent ${hours(h.spent)}, avoided ${hours(h.avoidedBlindRerun + h.avoidedFailFast + h.avoidedOffline)}`);
}
/** One object per failed job, the machine-readable triage (the action's output, the CLI's --json). */
function triageJson(triage) {
    return triage.map((t) => ({
        id: t.job.id,
        name: t.job.name,
        class: t.verdict.class,
        rule: t.verdict.rule ?? null,
        evidence: t.verdict.evidence,
        rerun: t.rerun,
        decision: t.decision,
        outcome: t.outcome,
        gpus: t.gpus ?? null,
        hours: t.hours
    }));
}

// EXTERNAL MODULE: ./cli/src/terminal.ts
var terminal = __webpack_require__(1328);
// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/triage.ts





/**
 * `sweepkit triage --run ID`: the failure triage of any past run (token: $GH_TOKEN or
 * $GITHUB_TOKEN), as a table at a terminal, JSON otherwise; `--do-rerun` also re-runs its infrastructure failures once.
 */
const triageCommand = async (argv, io) => {
    const { values } = (0,src_options/* parseCommandArgs */.Q)(options/* TRIAGE_COMMAND */.X, argv, io);
    const token = io.env.GH_TOKEN || io.env.GITHUB_TOKEN;
    if (!token)
        throw new errors/* SweepkitError */.R0('sweepkit triage needs a token that may read the run: set GH_TOKEN or GITHUB_TOKEN');
    const inCwd = (file) => (0,external_node_path_.resolve)(io.cwd, file);
    const api = (0,github_triage/* githubTriage */.Y)((0,github_rest/* createRestClient */.mg)({ token, baseUrl: values['api-url'], repo: values.repository }));
    const outcome = await runTriage(api, (0,inputs/* loadTriageRules */.U$)(io.files, values.rules), {
        runId: values.run,
        attempt: values.attempt,
        rerun: values['do-rerun'] === true,
        failFast: values['fail-fast'] === 'true',
        rerunOnFailFast: values['rerun-on-fail-fast'] === 'true',
        matrix: (0,inputs/* jsonTextOrFile */.j_)(io.files, { text: values.matrix, file: values['matrix-file'] }, { text: '--matrix', file: '--matrix-file' }, inCwd),
        offlineGpus: (0,inputs/* rowGpus */.au)((0,inputs/* jsonTextOrFile */.j_)(io.files, { text: values['offline-rows'], file: values['offline-rows-file'] }, { text: '--offline-rows', file: '--offline-rows-file' }, inCwd)),
        tail: values['log-lines']
    });
    if (!(0,terminal/* showSummary */.OU)(io, values.json)) {
        io.stdout(`${JSON.stringify({ run: values.run, attempt: outcome.attempt, jobs: triageJson(outcome.triage), gpu_hours: outcome.hours }, null, 2)}\n`);
        return 0;
    }
    io.stdout(`Run ${values.run}, attempt ${outcome.attempt}: ${triageHeadline(outcome.triage, outcome.hours)}\n\n`);
    if (outcome.triage.length)
        io.stdout(`${(0,markdown/* markdownTable */.Qj)(TRIAGE_HEADER, triageRows(outcome.triage))}\n`);
    io.stdout((0,markdown/* markdownTable */.Qj)(SAVING_HEADER, savingRows(outcome.hours)));
    return 0;
};
/* harmony default export */ const triage = (triageCommand);


/***/ })

};

export const id = 7248;
export const ids = [7248];
export const modules = {

/***/ 7248:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ singlenode_launch)
});

// EXTERNAL MODULE: ./packages/common/src/options.ts
var options = __webpack_require__(6713);
// EXTERNAL MODULE: ./packages/slurm/src/prepare-options.ts
var prepare_options = __webpack_require__(3987);
;// CONCATENATED MODULE: ./packages/slurm/src/singlenode-options.ts


/**
 * `sweepkit singlenode-launch` and the singlenode-launch action (whose post step reads the
 * clean-up part of the same table): the generic steps around a site's single-node launcher.
 */
const SINGLENODE_LAUNCH_COMMAND = {
    cli: 'singlenode-launch',
    action: 'singlenode-launch',
    description: "Run one single-node benchmark job around the site's launch script: clean up this job's containers and same-name Slurm jobs " +
        '(bounded waits), import the squash file under a lock, run the launcher, then wait for the result file (or the eval results).',
    options: {
        'launch-script': {
            kind: 'string',
            metavar: 'FILE',
            help: "the site's launcher, run with bash in the workspace (default: runners/launch_<runner name up to its first _>.sh)"
        },
        'job-name': {
            kind: 'string',
            env: 'RUNNER_NAME',
            required: 'cli',
            metavar: 'NAME',
            help: 'the Slurm job name the launcher uses (--job-name), whose jobs of this user are cancelled before and after (default: $RUNNER_NAME)'
        },
        'container-names': {
            kind: 'list',
            metavar: 'NAME',
            help: 'Docker containers removed before and after, by exact name (default: the job name); no other container is touched'
        },
        'result-filename': {
            kind: 'string',
            env: 'RESULT_FILENAME',
            metavar: 'NAME',
            help: 'the result the launcher writes, <name>.json in the workspace (default: $RESULT_FILENAME)'
        },
        'result-file': {
            kind: 'string',
            metavar: 'FILE',
            help: 'the exact file the launcher must write in the workspace instead of <result-filename>.json, e.g. `speedbench-reference-al.yaml` of a collector script; the action shows it in the job summary'
        },
        'eval-only': {
            kind: 'flag',
            default: false,
            env: 'EVAL_ONLY',
            help: 'an eval-only run: the result check wants a results*.json instead of <result-filename>.json (default: $EVAL_ONLY)'
        },
        'multi-node': {
            kind: 'flag',
            default: false,
            env: 'IS_MULTINODE',
            help: "a multi-node launcher (the multi-node workflow's script path): the result check wants one <result-filename>_*.json (default: $IS_MULTINODE)"
        },
        'result-wait-seconds': { kind: 'int', default: 10, min: 0, metavar: 'S', help: 'how many one-second waits for the result file after the launcher' },
        cleanup: { kind: 'flag', default: true, help: "remove this job's containers and cancel its same-name Slurm jobs before the launcher and in the post step" },
        'cleanup-wait-seconds': {
            kind: 'float',
            default: 300,
            min: 0,
            metavar: 'S',
            help: 'how long the clean-up waits for removed containers and cancelled jobs to be gone (then a warning)'
        },
        'slurm-timeout-seconds': { kind: 'float', default: 30, min: 0, metavar: 'S', help: 'limit for one Slurm or Docker command of the clean-up' },
        'squash-dir': {
            kind: 'string',
            metavar: 'DIR',
            help: 'import squash-images into squash files here before the launcher, each under an exclusive lock (a valid file is kept); the launcher gets SQUASH_FILE'
        },
        'squash-images': prepare_options/* SRTCTL_PREPARE_OPTIONS */.I.options['squash-images'],
        'squash-launcher': prepare_options/* SRTCTL_PREPARE_OPTIONS */.I.options['squash-launcher'],
        'squash-lock-seconds': prepare_options/* SRTCTL_PREPARE_OPTIONS */.I.options['squash-lock-seconds']
    }
};
/** The post step only cleans up: a bad launcher input cannot stop it. */
const SINGLENODE_CLEANUP_OPTIONS = (0,options/* pickOptions */.Sb)(SINGLENODE_LAUNCH_COMMAND, [
    'job-name',
    'container-names',
    'cleanup',
    'cleanup-wait-seconds',
    'slurm-timeout-seconds'
]);

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./packages/common/src/adapters/system-clock.ts
var system_clock = __webpack_require__(5656);
// EXTERNAL MODULE: ./packages/slurm/src/child-env.ts
var child_env = __webpack_require__(9139);
// EXTERNAL MODULE: ./packages/slurm/src/squash.ts
var squash = __webpack_require__(8506);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/slurm/src/duration.ts
var duration = __webpack_require__(4607);
// EXTERNAL MODULE: ./packages/slurm/src/cancel.ts
var cancel = __webpack_require__(4233);
;// CONCATENATED MODULE: ./packages/slurm/src/singlenode-cleanup.ts


/**
 * The single-node template's clean-up before and after a job, narrowed to this job's resources:
 * containers with exactly the given names (never every container of the host) and this user's
 * Slurm jobs with exactly the job name (by id), each followed by a bounded wait until they are gone.
 */
async function cleanupJobResources(deps, options) {
    const result = { containers: [], jobs: [], left: [] };
    const { docker, slurm, clock } = deps;
    if (docker && options.containerNames.length) {
        result.containers = await docker.containersNamed(options.containerNames);
        if (result.containers.length) {
            deps.info(`removing container(s) ${result.containers.join(', ')} named ${options.containerNames.join(', ')}`);
            await docker.remove(result.containers);
            const deadline = clock.now() + options.waitMs;
            let left = await docker.containersNamed(options.containerNames);
            while (left.length && clock.now() < deadline) {
                await clock.sleep(options.pollMs);
                left = await docker.containersNamed(options.containerNames);
            }
            if (left.length)
                result.left.push(`container(s) ${left.join(', ')} still there after ${(0,duration/* formatDuration */.a)(options.waitMs)}`);
        }
    }
    if (slurm) {
        result.jobs = await slurm.ownJobsNamed(options.jobName);
        if (result.jobs.length) {
            deps.info(`cancelling job(s) ${result.jobs.join(', ')} named ${options.jobName}`);
            const { ended } = await (0,cancel/* cancelJobs */.F3)({ slurm, clock }, result.jobs, { waitMs: options.waitMs, pollMs: options.pollMs });
            if (!ended)
                result.left.push(`job(s) ${result.jobs.join(', ')} not ended after ${(0,duration/* formatDuration */.a)(options.waitMs)}`);
        }
    }
    return result;
}

;// CONCATENATED MODULE: ./packages/slurm/src/singlenode-result.ts

/** The runner's default launcher: the runner name's prefix before the first `_` (`b200-cw_03` → `runners/launch_b200-cw.sh`). */
const defaultLaunchScript = (runnerName) => `runners/launch_${runnerName.split('_')[0]}.sh`;
/**
 * The template's result check after the launcher (single-node-launch.md §1.7): an eval-only run
 * needs a `results*.json`; otherwise `<R>.json` (or the given result file) must appear within `attempts` one-second waits
 * (a file system shared with the compute node may show it late). Returns the file found.
 */
async function waitForResultFile(deps, options) {
    if (options.evalOnly) {
        const found = deps.list().find((name) => /^results.*\.json$/.test(name));
        if (!found)
            throw new errors/* SweepkitError */.R0('Eval-only run failed: no results*.json files found.', { code: 'no-results' });
        return found;
    }
    // A multi-node launcher writes one `<R>_<…>.json` per point (the multi-node template's `ls <R>_*.json`);
    // `resultFile` names another file the launcher writes (SPEED-Bench's YAML).
    const wanted = options.resultFile || (options.multiNode ? `${options.resultFilename}_*.json` : `${options.resultFilename}.json`);
    const find = () => options.resultFile
        ? deps.list().find((name) => name === options.resultFile)
        : options.multiNode
            ? deps.list().find((name) => name.startsWith(`${options.resultFilename}_`) && name.endsWith('.json'))
            : deps.list().find((name) => name === wanted);
    for (let attempt = 1; attempt <= options.attempts; attempt++) {
        const found = find();
        if (found !== undefined)
            return found;
        deps.info(`Waiting for result file... (attempt ${attempt})`);
        await deps.clock.sleep(1000);
    }
    const found = find();
    if (found !== undefined)
        return found;
    throw new errors/* SweepkitError */.R0(`Run failed: Benchmark result ${wanted} not found.`, { code: 'no-results' });
}

;// CONCATENATED MODULE: ./packages/slurm/src/singlenode-launch.ts




/** The clean-up settings, shared by the main step and the post step. */
function cleanupOptions(values) {
    const jobName = values['job-name'];
    if (!jobName)
        throw new options/* OptionError */.eR('{job-name} is empty and RUNNER_NAME is not set; it names the Slurm jobs and containers to clean up');
    return { jobName, containerNames: values['container-names'] ?? [jobName], waitMs: values['cleanup-wait-seconds'] * 1000, pollMs: 5000 };
}
async function singlenode_launch_cleanUp(deps, values) {
    if (!values.cleanup)
        return undefined;
    const result = await cleanupJobResources(deps, cleanupOptions(values));
    result.left.forEach((line) => deps.warning(line));
    return result;
}
/**
 * One single-node job's generic steps (single-node-launch.md §1): clean-up, squash import,
 * the site's launcher (its status is the step's, never lost behind a later command), then the
 * result check. A failure after the launcher started comes back in `failure`, with what is known.
 */
async function runSinglenode(deps, values, workspace) {
    const script = values['launch-script'] ?? defaultLaunchScript(cleanupOptions(values).jobName);
    if (!values['eval-only'] && !values['result-filename'] && !values['result-file'])
        throw new options/* OptionError */.eR('{result-filename} is empty and RESULT_FILENAME is not set; it names the result the launcher writes (or set {result-file})');
    const cleanup = await singlenode_launch_cleanUp(deps, values);
    const dir = values['squash-dir'];
    // The launcher and the in-container script write the result under the name this step waits for.
    const env = values['result-filename'] ? { RESULT_FILENAME: values['result-filename'] } : {};
    if (dir !== undefined) {
        const imports = (0,squash/* planSquashImports */.ln)(values, dir, workspace, values['squash-images'] ?? []);
        if (imports.length === 0)
            throw new options/* OptionError */.eR('{squash-dir} is set but {squash-images} is empty and IMAGE is not set');
        await deps.importSquashes(imports);
        env.SQUASH_FILE = imports[0].file;
    }
    const exitCode = await deps.runScript(script, env);
    const base = { script, exitCode, cleanup };
    if (exitCode !== 0) {
        return { ...base, reason: 'launcher-failed', failure: new errors/* SweepkitError */.R0(`the launcher ${script} exited with ${exitCode}`, { code: 'launcher-failed' }) };
    }
    try {
        const resultFile = await waitForResultFile(deps, {
            resultFilename: values['result-filename'],
            resultFile: values['result-file'],
            evalOnly: values['eval-only'],
            attempts: values['result-wait-seconds'],
            multiNode: values['multi-node']
        });
        return { ...base, resultFile, reason: '' };
    }
    catch (error) {
        if (!(error instanceof errors/* SweepkitError */.R0))
            throw error;
        return { ...base, reason: error.code ?? 'failed', failure: error };
    }
}

// EXTERNAL MODULE: ./packages/slurm/src/adapters/node-checkout.ts
var node_checkout = __webpack_require__(7479);
// EXTERNAL MODULE: ./packages/slurm/src/adapters/exec.ts
var exec = __webpack_require__(8207);
;// CONCATENATED MODULE: ./packages/slurm/src/adapters/docker-cli.ts

/** The docker client through execFile; undefined when `docker info` does not answer (no daemon here). */
async function createDockerCli(options) {
    const docker = async (args) => {
        const result = await (0,exec/* runCommand */.d)('docker', args, options);
        if (result.exitCode !== 0 || result.killed || result.startError)
            throw new Error((0,exec/* describeFailure */.I)(`docker ${args[0]}`, result, options.timeoutMs));
        return result.stdout;
    };
    if (!(await docker(['info', '--format', '{{.ID}}']).then(() => true, () => false)))
        return undefined;
    return {
        async containersNamed(names) {
            // `--filter name=` matches substrings: the exact names are compared here.
            const lines = (await docker(['ps', '-a', '--no-trunc', '--format', '{{.ID}} {{.Names}}'])).split('\n').filter(Boolean);
            return lines
                .filter((line) => line
                .slice(line.indexOf(' ') + 1)
                .split(',')
                .some((name) => names.includes(name)))
                .map((line) => line.split(' ')[0]);
        },
        async remove(ids) {
            await docker(['rm', '-f', ...ids]);
        }
    };
}

// EXTERNAL MODULE: ./packages/slurm/src/adapters/slurm-cli.ts + 1 modules
var slurm_cli = __webpack_require__(2739);
;// CONCATENATED MODULE: ./packages/slurm/src/adapters/node-singlenode.ts








/** Docker where its daemon answers, Slurm where squeue is on PATH: the clean-up uses what this machine has. */
async function cleanupDeps(values, env, io) {
    // The inputs first: a clean-up without a job name fails before any tool is probed.
    if (values.cleanup)
        cleanupOptions(values);
    const timeoutMs = values['slurm-timeout-seconds'] * 1000;
    const hasSqueue = (0,node_checkout/* createCommandRunner */._)(env.PATH).which('squeue') !== undefined;
    return {
        ...io,
        clock: system_clock/* systemClock */.m,
        docker: values.cleanup ? await createDockerCli({ timeoutMs, env }) : undefined,
        slurm: hasSqueue ? (0,slurm_cli/* createSlurmCli */.O)({ timeoutMs, env }) : undefined
    };
}
/** The post step: the same clean-up after the job. */
async function cleanUpOnThisMachine(values, env, io) {
    return cleanUp(await cleanupDeps(values, env, io), values);
}
/**
 * The single-node job on this machine: `bash <launch script>` in the workspace with the job's
 * environment (the allow-list of child-env.ts: no runner credentials, and no GITHUB_STEP_SUMMARY,
 * where eval scripts would append per-job tables), its output streamed as it comes.
 */
async function runSinglenodeOnThisMachine(values, workspace, env, io) {
    const deps = await cleanupDeps(values, env, io);
    const launcherEnv = (extra) => {
        const { env: allowed, dropped } = (0,child_env/* childEnvironment */.Q)({ ...env, ...extra }, 'job');
        if (dropped.length)
            io.info(`not passed to the launcher (not on the allow-list of docs/launcher.md; list extra names in ${child_env/* EXTRA_JOB_ENV */.n}): ${dropped.join(', ')}`);
        return allowed;
    };
    return runSinglenode({
        ...deps,
        importSquashes: (jobs) => (0,squash/* importSquashes */.vn)((0,node_checkout/* createCommandRunner */._)(env.PATH), jobs, env, io.output),
        runScript: async (script, extra) => {
            const { spawn } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 1421, 23));
            return new Promise((resolve) => {
                // The site's launcher gets the job's environment, never the runner's credentials (child-env.ts).
                const child = spawn('bash', [script], { cwd: workspace, env: launcherEnv(extra), stdio: ['ignore', 'pipe', 'pipe'] });
                child.stdout.on('data', (chunk) => io.output(chunk.toString('utf8').replace(/\n$/, '')));
                child.stderr.on('data', (chunk) => io.output(chunk.toString('utf8').replace(/\n$/, '')));
                child.on('error', (error) => {
                    io.warning(`cannot run bash ${script}: ${error.message}`);
                    resolve(127);
                });
                child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
            });
        },
        list: () => (0,external_node_fs_.readdirSync)(workspace)
    }, values, workspace);
}

// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/singlenode-launch.ts


/** `sweepkit singlenode-launch`: the launcher's output on stdout, our lines on stderr, the result file last. */
const singlenodeLaunch = async (argv, io) => {
    const { values } = (0,src_options/* parseCommandArgs */.Q)(SINGLENODE_LAUNCH_COMMAND, argv, io);
    const result = await runSinglenodeOnThisMachine(values, io.cwd, { ...io.env }, {
        info: (line) => io.stderr(`${line}\n`),
        warning: (line) => io.stderr(`warning: ${line}\n`),
        output: (text) => io.stdout(`${text}\n`)
    });
    if (result.failure)
        throw result.failure;
    io.stderr(`result-file=${result.resultFile}\n`);
    return 0;
};
/* harmony default export */ const singlenode_launch = (singlenodeLaunch);


/***/ })

};

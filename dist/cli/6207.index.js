export const id = 6207;
export const ids = [6207];
export const modules = {

/***/ 6207:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9196);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9696);
/* harmony import */ var _packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6582);
/* harmony import */ var _packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2401);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6132);





const processChangelogCommand = async (argv, io) => {
    const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Q)(_packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PROCESS_CHANGELOG_COMMAND */ .l_, argv, io);
    const result = await (0,_packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .processChangelog */ .i)({
        // Required on the command line (argparse has checked them).
        baseRef: values['base-ref'],
        headRef: values['head-ref'],
        changelogFile: values['changelog-file'],
        trimConc: values['trim-conc'],
        allEvals: values['all-evals'] ?? false,
        evalsOnly: values['evals-only'] ?? false
    }, { git: (0,_packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .execGit */ .I)(io.cwd), files: io.files, root: io.cwd });
    for (const warning of result.warnings)
        io.stderr(`${(0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .formatFinding */ .tf)(warning, 'warning')}\n`);
    io.stdout((0,_packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .changelogMatrixJson */ .s)(result.matrix));
    return 0;
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (processChangelogCommand);


/***/ }),

/***/ 6132:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ parseCommandArgs)
/* harmony export */ });
/* unused harmony export parserSpec */
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6713);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9696);
/* harmony import */ var _argparse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3211);


/** The values the table's selectors have on the command line: the sub-command word, else their defaults. */
function cliSelectors(command, subcommand) {
    const selectors = {};
    for (const def of Object.values(command.options)) {
        for (const name of Object.keys(def.when ?? {})) {
            const value = name === command.subcommand?.option ? subcommand : command.options[name]?.default;
            if (value !== undefined)
                selectors[name] = String(value);
        }
    }
    return selectors;
}
/** The argparse spec of a command's option table (the CLI's flags are the table's names), for one sub-command if it has them. */
function parserSpec(command, positionals, subcommand) {
    const selectors = cliSelectors(command, subcommand);
    const options = Object.entries(command.options)
        .filter(([name, def]) => name !== command.subcommand?.option && (0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .appliesTo */ .Gl)(def, 'cli', selectors))
        .map(([name, def]) => ({
        name: `--${name}`,
        kind: def.kind,
        // An option that falls back to an env variable is checked after the fallback, not by argparse.
        required: (def.required === true || def.required === 'cli') && !def.env,
        choices: def.choices,
        help: def.default === undefined || def.kind === 'flag' || def.required ? def.help : `${def.help} (default: ${def.default})`,
        metavar: def.metavar,
        short: def.short,
        extend: def.extend,
        conflicts: def.conflicts?.map((c) => `--${c}`)
    }));
    const prog = `sweepkit ${command.cli}${subcommand ? ` ${subcommand}` : ''}`;
    const description = subcommand ? command.subcommand?.descriptions[subcommand] : command.description;
    return { prog, description, options, positionals };
}
/** The first word of a command with sub-commands, checked with argparse's messages. */
function takeSubcommand(command, argv) {
    if (!command.subcommand)
        return undefined;
    const prog = `sweepkit ${command.cli}`;
    const names = Object.keys(command.subcommand.descriptions);
    const [word] = argv;
    if (word === '-h' || word === '--help') {
        throw new _argparse_js__WEBPACK_IMPORTED_MODULE_1__/* .HelpRequested */ .s(`usage: ${prog} {${names.join(',')}} ...\n\n${command.description}\nRun '${prog} <sub-command> --help' for its options.\n`);
    }
    if (word === undefined)
        throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${prog}: error: the following arguments are required: ${command.subcommand.option}`);
    if (!names.includes(word)) {
        throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${prog}: error: argument ${command.subcommand.option}: invalid choice: '${word}' (choose from ${names.map((n) => `'${n}'`).join(', ')})`);
    }
    return word;
}
/**
 * Parses a command's argv with argparse's messages, then fills env fallbacks and defaults and
 * applies the table's rules; errors name flags.
 */
function parseCommandArgs(command, argv, io, positionals) {
    const subcommand = takeSubcommand(command, argv);
    const spec = parserSpec(command, positionals, subcommand);
    const parsed = (0,_argparse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseArgs */ .Zy)(spec, subcommand ? argv.slice(1) : argv);
    const given = Object.fromEntries(Object.entries(parsed.values).filter(([, v]) => v !== false));
    if (subcommand)
        given[command.subcommand.option] = subcommand;
    try {
        return { values: (0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .completeOptions */ .o5)(command.options, given, 'cli', io.env), positionals: parsed.positionals };
    }
    catch (error) {
        if (error instanceof _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .OptionError */ .eR)
            throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${spec.prog}: error: ${error.message}`);
        throw error;
    }
}


/***/ }),

/***/ 9196:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ runGit),
/* harmony export */   I: () => (/* binding */ execGit)
/* harmony export */ });
/* harmony import */ var _changelog_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3770);

// Explicit diff options so a user's git configuration (noprefix, mnemonic prefixes, another
// algorithm, external diff drivers, colour) cannot change the lines the rules read.
const NEUTRAL_DIFF = ['--no-color', '--no-ext-diff', '--no-textconv', '--src-prefix=a/', '--dst-prefix=b/', '--diff-algorithm=myers', '-U3'];
/** `git <args>` in `cwd` (with `env` added to the environment), never through a shell; a failure is a GitError holding git's stderr. */
async function runGit(cwd, args, env) {
    // Loaded on the first git command: most runs of the matrix actions never start one.
    const { execFile } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 1421, 23));
    return new Promise((resolve, reject) => {
        const options = { cwd, encoding: 'buffer', maxBuffer: 256 * 1024 * 1024, ...(env ? { env: { ...process.env, ...env } } : {}) };
        execFile('git', args, options, (error, stdout, stderr) => {
            if (error)
                reject(new _changelog_git_js__WEBPACK_IMPORTED_MODULE_0__/* .GitError */ .X(stderr.toString('utf8').trim() || error.message));
            else
                resolve(stdout);
        });
    });
}
/**
 * The real git: `git` run with an argv in the repository at `cwd` (never through a shell);
 * `--end-of-options` keeps a ref such as `--output=x` from being read as an option.
 */
function execGit(cwd) {
    return {
        show: (ref, path) => runGit(cwd, ['show', '--end-of-options', `${ref}:${path}`]),
        diff: (base, head, path) => runGit(cwd, ['diff', ...NEUTRAL_DIFF, '--end-of-options', base, head, '--', path]).then((out) => out.toString('utf8')),
        mergeBase: (a, b) => runGit(cwd, ['merge-base', '--end-of-options', a, b]).then((out) => out.toString('utf8').trim() || undefined, () => undefined)
    };
}


/***/ }),

/***/ 2401:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dd: () => (/* binding */ matrixRequest),
/* harmony export */   ad: () => (/* binding */ MATRIX_COMMAND),
/* harmony export */   l_: () => (/* binding */ PROCESS_CHANGELOG_COMMAND)
/* harmony export */ });
/* unused harmony exports DEFAULT_MAX_JOBS_PER_MATRIX, DEFAULT_MAX_CHUNKS, CHANGELOG_OUTPUT_FORMS, MATRIX_OUTPUT_FORMS */
/* harmony import */ var _changelog_diff_options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2036);
/* harmony import */ var _priority_options_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1210);
/* harmony import */ var _request_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8554);



/** GitHub expands at most 256 jobs per matrix. */
const DEFAULT_MAX_JOBS_PER_MATRIX = 256;
/** Chunk jobs per family the example workflows fan out to (one job per chunk). */
const DEFAULT_MAX_CHUNKS = 3;
/** The forms sweep-changelog can emit the matrix in (counts and `canary` always come). */
const CHANGELOG_OUTPUT_FORMS = ['search-space-config', 'canary-search-space-config', 'chunks'];
/** The forms sweep-matrix can emit the rows in (counts always come). */
const MATRIX_OUTPUT_FORMS = ['matrix', 'families', 'chunks'];
/**
 * `sweepkit process-changelog` and the sweep-changelog action: the entries a diff adds to the
 * changelog → the bucketed matrix. The action defaults the refs and the eval modifiers from the
 * event (refs of the pull request or push, the `all-evals` / `evals-only` labels), so those have no
 * action.yml default; on the command line the refs and the file are required, as in the reference.
 */
const PROCESS_CHANGELOG_COMMAND = {
    cli: 'process-changelog',
    action: 'sweep-changelog',
    description: 'Turn the entries a diff adds to perf-changelog.yaml into the bucketed sweep matrix.',
    options: {
        ..._changelog_diff_options_js__WEBPACK_IMPORTED_MODULE_0__/* .CHANGELOG_DIFF_OPTIONS */ .O,
        'trim-conc': { kind: 'flag', default: false, help: 'keep only the lowest concurrency of each curve (what the sweep-enabled label does)' },
        'all-evals': { kind: 'flag', help: 'every eligible config also gets eval rows (throughput rows stay); the action defaults it to the all-evals label' },
        'evals-only': { kind: 'flag', help: 'no throughput rows; the action defaults it to the evals-only label' },
        'max-jobs-per-matrix': {
            kind: 'int',
            only: 'action',
            min: 1,
            default: DEFAULT_MAX_JOBS_PER_MATRIX,
            help: 'largest chunk in the <family>-chunks outputs (GitHub expands at most 256 jobs per matrix)'
        },
        'max-chunks': {
            kind: 'int',
            only: 'action',
            min: 1,
            default: DEFAULT_MAX_CHUNKS,
            help: 'chunk jobs the workflow fans each family out to; a family needing more fails the step unless allow-truncation'
        },
        'allow-truncation': {
            kind: 'flag',
            only: 'action',
            default: false,
            help: 'a family needing more than max-chunks chunks is a warning (its last rows do not run) instead of an error'
        },
        'canary-job': {
            kind: 'flag',
            only: 'action',
            help: 'a canary job runs the canary row first, so the chunks leave it out; empty means true on a pull request with a canary label of the bundled label policy'
        },
        outputs: {
            kind: 'list',
            only: 'action',
            choices: CHANGELOG_OUTPUT_FORMS,
            help: "the matrix forms to emit (GitHub allows 1 MB of outputs per job); empty means all; counts and 'canary' always come"
        },
        ..._priority_options_js__WEBPACK_IMPORTED_MODULE_1__/* .PRIORITY_OPTIONS */ .m
    }
};
const SWEEP = { mode: ['sweep'] };
const FULL_SWEEP = { mode: ['sweep'], command: ['full-sweep'] };
const TEST_CONFIG = { mode: ['sweep'], command: ['test-config'] };
/** The changelog options as inputs of sweep-matrix's deprecated `mode: changelog`. */
const inChangelogMode = (options) => Object.fromEntries(Object.entries(options).map(([name, def]) => [name, { ...def, only: 'action', when: { mode: ['changelog'] } }]));
const { 'base-ref': baseRef, 'head-ref': headRef, 'changelog-file': changelogFile, 'trim-conc': trimConc } = PROCESS_CHANGELOG_COMMAND.options;
/**
 * `sweepkit matrix full-sweep|test-config` (the reference generator's options and names) and the
 * sweep-matrix action, whose `command` input is the CLI's sub-command. `mode: changelog` is the
 * sweep-changelog action's job, kept on sweep-matrix for one release.
 */
const MATRIX_COMMAND = {
    cli: 'matrix',
    action: 'sweep-matrix',
    description: 'Expand master configs into the sweep matrix (JSON on stdout).',
    subcommand: {
        option: 'command',
        descriptions: { 'full-sweep': 'Every config that passes the filters.', 'test-config': 'The named configs, in the order given.' }
    },
    options: {
        mode: {
            kind: 'string',
            only: 'action',
            choices: ['sweep', 'changelog'],
            default: 'sweep',
            help: '`sweep` expands `config-files` with `command`; `changelog` is deprecated: use the sweep-changelog action'
        },
        command: {
            kind: 'string',
            choices: ['full-sweep', 'test-config'],
            default: 'full-sweep',
            when: SWEEP,
            help: '`full-sweep` (every config that passes the filters) or `test-config` (the configs named in `config-keys`)'
        },
        'config-files': { kind: 'list', required: true, when: SWEEP, help: 'master config YAML files, merged in this order' },
        'runner-config': { kind: 'string', default: _request_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_RUNNER_CONFIG */ .CC, when: SWEEP, help: 'runners file (labels, nodes, hardware)' },
        'no-evals': { kind: 'flag', default: false, when: SWEEP, conflicts: ['evals-only'], help: 'do not mark eval rows' },
        'evals-only': {
            kind: 'flag',
            conflicts: ['no-evals'],
            help: 'keep only eval rows (adds eval-only: true); in mode changelog: no throughput rows, default the evals-only PR label'
        },
        'all-evals': {
            kind: 'flag',
            help: 'evaluate every eligible point (implies evals-only); in mode changelog: also eval rows, default the all-evals PR label'
        },
        'runner-node-filter': { kind: 'string', when: SWEEP, help: 'fan rows out to the runner nodes whose name contains this' },
        'scenario-type': { kind: 'list', choices: _request_js__WEBPACK_IMPORTED_MODULE_2__/* .SCENARIO_TYPES */ .rJ, when: SWEEP, help: 'scenario types to include (default: all)' },
        'model-prefix': { kind: 'list', when: FULL_SWEEP, help: 'config keys starting with one of these' },
        precision: { kind: 'list', when: FULL_SWEEP, help: 'precisions to include' },
        framework: { kind: 'list', when: FULL_SWEEP, help: 'frameworks to include' },
        'runner-type': { kind: 'list', when: FULL_SWEEP, help: 'runner labels to include; each must be a label of the runners file' },
        'seq-lens': { kind: 'list', choices: _request_js__WEBPACK_IMPORTED_MODULE_2__/* .SEQ_LENS */ .Rq, when: SWEEP, help: 'sequence lengths to include (fixed-seq-len only)' },
        'step-size': { kind: 'int', default: _request_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_STEP_SIZE */ .ji, when: FULL_SWEEP, help: 'factor between range concurrencies (must be > 1)' },
        'min-conc': { kind: 'int', when: FULL_SWEEP, help: 'lowest concurrency (ranges are re-based on it)' },
        'max-conc': { kind: 'int', when: FULL_SWEEP, help: 'highest concurrency' },
        'max-tp': { kind: 'int', when: FULL_SWEEP, help: 'skip single-node fixed-seq-len entries with a larger tp' },
        'max-ep': { kind: 'int', when: FULL_SWEEP, help: 'clamp single-node fixed-seq-len ep to this' },
        'single-node': { kind: 'flag', default: false, when: FULL_SWEEP, help: 'single-node configs (default: both kinds)' },
        'multi-node': { kind: 'flag', default: false, when: FULL_SWEEP, help: 'multi-node configs (default: both kinds)' },
        'config-keys': { kind: 'list', required: true, when: TEST_CONFIG, help: 'config keys or glob patterns, in the order wanted' },
        conc: { kind: 'int-list', when: TEST_CONFIG, help: 'keep only these concurrencies' },
        json: {
            kind: 'flag',
            only: 'cli',
            when: SWEEP,
            help: 'print the matrix JSON even on a terminal (it is always printed to a pipe or a file)'
        },
        'max-jobs-per-matrix': {
            kind: 'int',
            only: 'action',
            min: 1,
            default: DEFAULT_MAX_JOBS_PER_MATRIX,
            when: SWEEP,
            help: 'largest chunk in the <family>-chunks outputs (GitHub expands at most 256 jobs per matrix)'
        },
        outputs: {
            kind: 'list',
            only: 'action',
            choices: MATRIX_OUTPUT_FORMS,
            when: SWEEP,
            help: "the row forms to emit (GitHub allows 1 MB of outputs per job): 'matrix', 'families' (<family> lists), 'chunks'; empty means all"
        },
        ...inChangelogMode({ 'base-ref': baseRef, 'head-ref': headRef, 'changelog-file': changelogFile, 'trim-conc': trimConc }),
        // Both modes: the rows (and, in changelog mode, the canary chosen after annotation) carry their priority.
        ..._priority_options_js__WEBPACK_IMPORTED_MODULE_1__/* .PRIORITY_OPTIONS */ .m
    }
};
/** The generator's request from the table's values (`mode: sweep`, where `config-files` and, for test-config, `config-keys` are required). */
function matrixRequest(v) {
    const common = {
        configFiles: v['config-files'],
        runnerConfig: v['runner-config'],
        noEvals: v['no-evals'],
        evalsOnly: v['evals-only'] ?? false,
        allEvals: v['all-evals'] ?? false,
        runnerNodeFilter: v['runner-node-filter'],
        scenarioTypes: v['scenario-type'],
        seqLens: v['seq-lens']
    };
    if (v.command === 'test-config')
        return { command: 'test-config', ...common, configKeys: v['config-keys'], conc: v.conc };
    return {
        command: 'full-sweep',
        ...common,
        modelPrefixes: v['model-prefix'],
        precisions: v.precision,
        frameworks: v.framework,
        runnerTypes: v['runner-type'],
        stepSize: v['step-size'],
        minConc: v['min-conc'],
        maxConc: v['max-conc'],
        maxTp: v['max-tp'],
        maxEp: v['max-ep'],
        singleNode: v['single-node'],
        multiNode: v['multi-node']
    };
}


/***/ }),

/***/ 1210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ PRIORITY_OPTIONS),
/* harmony export */   s: () => (/* binding */ CI_PRIORITY_COMMAND)
/* harmony export */ });
/** `sweepkit ci-priority`: exactly the flags of `utils/ci_priority.py`. */
const CI_PRIORITY_COMMAND = {
    cli: 'ci-priority',
    description: 'Annotate every job of a matrix JSON (stdin → stdout) with priority, queue-token and skip-queue-pr for a priority-scheduled runner fleet, like utils/ci_priority.py.',
    options: {
        policy: { kind: 'string', metavar: 'FILE', default: 'configs/ci-priority.yaml', help: 'the CI priority policy (schemas/ci-priority-policy.schema.json)' },
        'event-name': { kind: 'string', metavar: 'NAME', default: '', help: 'the workflow event (push, pull_request, …); selects adjustments.event' },
        'labels-json': { kind: 'string', metavar: 'JSON', default: '[]', help: 'the pull request labels as a JSON array of strings ("" or null: none)' },
        'queue-namespace': { kind: 'string', metavar: 'NS', default: 'local', help: 'prefix of every queue token, e.g. {run_id}:{run_attempt}' },
        'pr-number': { kind: 'int', metavar: 'N', help: 'the pull request number (with the skip-queue label: skip-queue-pr)' },
        'criteria-json': { kind: 'string', metavar: 'JSON', default: '', help: 'the classifier criteria as a JSON array of strings ("" or null: no classifier)' },
        input: { kind: 'string', metavar: 'FILE', help: 'read the matrix JSON from FILE instead of stdin' }
    }
};
/**
 * The CI priority inputs of the matrix actions (spread into their tables): with a policy, every
 * output row is annotated in-process as `sweepkit ci-priority` would, with the event's name, PR
 * labels and PR number, before the canary is chosen.
 */
const PRIORITY_OPTIONS = {
    'priority-policy': {
        kind: 'string',
        only: 'action',
        help: 'CI priority policy file (schemas/ci-priority-policy.schema.json); when set, every row gets priority, queue-token and skip-queue-pr as `sweepkit ci-priority` adds them, from the event name, PR labels and PR number'
    },
    'priority-namespace': {
        kind: 'string',
        only: 'action',
        help: 'with priority-policy: the first part of every queue token (default: `<run id>:<run attempt>`)'
    },
    'priority-criteria': {
        kind: 'string',
        only: 'action',
        conflicts: ['priority-classifier'],
        help: 'with priority-policy: the change classifier criteria as a JSON array of strings (default: no classifier, every attribute scores)'
    },
    'priority-classifier': {
        kind: 'flag',
        only: 'action',
        default: false,
        help: 'with priority-policy: a change classifier ran; its criteria come from priority-classifier-output, and missing or malformed output falls back to ["patchwork"] (the lowest priority) with a warning'
    },
    'priority-classifier-output': {
        kind: 'string',
        only: 'action',
        help: 'with priority-classifier: the classifier step\'s output, a JSON object with a "criteria" array of strings'
    }
};


/***/ })

};

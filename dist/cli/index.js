#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 3211:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Zy: () => (/* binding */ parseArgs),
/* harmony export */   s: () => (/* binding */ HelpRequested)
/* harmony export */ });
/* unused harmony export formatHelp */
/* harmony import */ var _packages_common_src_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9696);

/** Thrown for `-h`/`--help`: the CLI prints `text` on stdout and exits 0. */
class HelpRequested extends Error {
    text;
    constructor(text) {
        super('help requested');
        this.text = text;
    }
}
const NEGATIVE_NUMBER = /^-\d+$|^-\d*\.\d+$/;
const looksLikeOption = (word) => word.startsWith('-') && word.length > 1 && !NEGATIVE_NUMBER.test(word);
const pyRepr = (word) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
function convert(spec, word, prog) {
    const fail = (what) => {
        throw new _packages_common_src_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${prog}: error: argument ${spec.name}: ${what}`);
    };
    if (spec.kind === 'int' || spec.kind === 'int-list') {
        if (!/^\s*[-+]?\d+(_\d+)*\s*$/.test(word))
            fail(`invalid int value: ${pyRepr(word)}`);
        const value = Number(word.replace(/_/g, ''));
        if (spec.choices && !spec.choices.includes(String(value)))
            fail(`invalid choice: ${value} (choose from ${spec.choices.join(', ')})`);
        return value;
    }
    if (spec.kind === 'float') {
        const value = Number(word);
        if (word.trim() === '' || Number.isNaN(value))
            fail(`invalid float value: ${pyRepr(word)}`);
        return value;
    }
    if (spec.choices && !spec.choices.includes(word)) {
        fail(`invalid choice: ${pyRepr(word)} (choose from ${spec.choices.map(pyRepr).join(', ')})`);
    }
    return word;
}
function formatHelp(spec) {
    const usage = [`usage: ${spec.prog} [-h]`];
    for (const o of spec.options) {
        const meta = o.metavar ?? o.name.slice(2).toUpperCase().replace(/-/g, '_');
        const arg = o.kind === 'flag' ? o.name : o.kind.endsWith('list') ? `${o.name} ${meta} [${meta} ...]` : `${o.name} ${meta}`;
        usage.push(o.required ? arg : `[${arg}]`);
    }
    for (const p of spec.positionals ?? [])
        usage.push(p.name);
    const lines = [usage.join(' '), ''];
    if (spec.description)
        lines.push(spec.description, '');
    if (spec.positionals?.length) {
        lines.push('positional arguments:');
        for (const p of spec.positionals)
            lines.push(`  ${p.name.padEnd(28)} ${p.help}`);
        lines.push('');
    }
    lines.push('options:', `  ${'-h, --help'.padEnd(28)} show this help message and exit`);
    for (const o of spec.options) {
        const names = o.short ? `${o.short}, ${o.name}` : o.name;
        const choices = o.choices ? ` (one of: ${o.choices.join(', ')})` : '';
        lines.push(`  ${names.padEnd(28)} ${o.help}${choices}${o.required ? ' [required]' : ''}`);
    }
    return lines.join('\n') + '\n';
}
function parseArgs(spec, argv) {
    const { prog } = spec;
    const error = (message) => {
        throw new _packages_common_src_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${prog}: error: ${message}`);
    };
    const byName = new Map(spec.options.map((o) => [o.name, o]));
    const byShort = new Map(spec.options.filter((o) => o.short).map((o) => [o.short, o]));
    const values = {};
    for (const o of spec.options)
        values[o.name.slice(2)] = o.kind === 'flag' ? false : undefined;
    const seen = [];
    const positionals = [];
    const unrecognized = [];
    const lookup = (word) => {
        if (byShort.has(word))
            return byShort.get(word);
        if (byName.has(word))
            return byName.get(word);
        if (!word.startsWith('--'))
            return undefined;
        const candidates = spec.options.filter((o) => o.name.startsWith(word));
        if (candidates.length > 1) {
            error(`ambiguous option: ${word} could match ${candidates.map((o) => o.name).join(', ')}`);
        }
        return candidates[0];
    };
    for (let i = 0; i < argv.length; i++) {
        const word = argv[i];
        if (word === '--') {
            positionals.push(...argv.slice(i + 1));
            break;
        }
        if (word === '-h' || word === '--help')
            throw new HelpRequested(formatHelp(spec));
        if (!looksLikeOption(word)) {
            positionals.push(word);
            continue;
        }
        const eq = word.startsWith('--') ? word.indexOf('=') : -1;
        const flagWord = eq > 0 ? word.slice(0, eq) : word;
        const option = lookup(flagWord);
        if (!option) {
            unrecognized.push(word);
            continue;
        }
        for (const other of option.conflicts ?? []) {
            if (seen.includes(other))
                error(`argument ${option.name}: not allowed with argument ${other}`);
        }
        seen.push(option.name);
        const key = option.name.slice(2);
        if (option.kind === 'flag') {
            if (eq > 0)
                error(`argument ${option.name}: ignored explicit argument ${pyRepr(word.slice(eq + 1))}`);
            values[key] = true;
            continue;
        }
        const words = [];
        if (eq > 0)
            words.push(word.slice(eq + 1));
        else if (option.kind === 'list' || option.kind === 'int-list') {
            while (i + 1 < argv.length && !looksLikeOption(argv[i + 1]) && argv[i + 1] !== '--')
                words.push(argv[++i]);
        }
        else if (i + 1 < argv.length && !looksLikeOption(argv[i + 1]))
            words.push(argv[++i]);
        if (words.length === 0) {
            error(`argument ${option.name}: expected ${option.kind.endsWith('list') ? 'at least one argument' : 'one argument'}`);
        }
        const converted = words.map((w) => convert(option, w, prog));
        const earlier = option.extend && Array.isArray(values[key]) ? values[key] : [];
        values[key] = option.kind.endsWith('list') ? [...earlier, ...converted] : converted[0];
    }
    const expected = spec.positionals ?? [];
    const missing = [
        ...spec.options.filter((o) => o.required && values[o.name.slice(2)] === undefined).map((o) => o.name),
        ...expected.slice(positionals.length).map((p) => p.name)
    ];
    if (missing.length)
        error(`the following arguments are required: ${missing.join(', ')}`);
    unrecognized.push(...positionals.slice(expected.length));
    if (unrecognized.length)
        error(`unrecognized arguments: ${unrecognized.join(' ')}`);
    return { values, positionals: positionals.slice(0, expected.length) };
}


/***/ }),

/***/ 8463:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _packages_common_src_adapters_node_files_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2504);
/* harmony import */ var _run_cli_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5317);
/* harmony import */ var _runner_shield_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(7838);
// Entry point of the `sweepkit` CLI bundle: wires the real process into runCli.




// A reader that stops early (`sweepkit matrix … | head`) closes the pipe: stop quietly, as Unix
// tools do, instead of dying with an unhandled EPIPE stack trace.
// Any other write error (ENOSPC, EIO): one line, exit 1, never a stack trace.
for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error) => {
        if (error.code === 'EPIPE')
            process.exit(process.exitCode ?? 0);
        const which = stream === process.stdout ? 'standard output' : 'standard error';
        try {
            process.stderr.write(`sweepkit: error: cannot write ${which} (${error.code ?? error.message})\n`);
        }
        catch {
            // stderr itself is broken: the exit code is all that is left
        }
        process.exit(1);
    });
}
// In a `run:` step the runner reads both streams for workflow commands; untrusted text reaches
// them (config values in messages, job logs), so there they go through the shield.
// stderr carries messages only (never data), so control characters in it are always quoted.
const write = (stream) => (text) => void stream.write(text);
const underRunner = process.env.GITHUB_ACTIONS === 'true';
const stderr = underRunner ? (0,_runner_shield_js__WEBPACK_IMPORTED_MODULE_3__/* .runnerShield */ .aP)(write(process.stderr)) : write(process.stderr);
process.exitCode = await (0,_run_cli_js__WEBPACK_IMPORTED_MODULE_2__/* .runCli */ .a)(process.argv.slice(2), {
    stdout: underRunner ? (0,_runner_shield_js__WEBPACK_IMPORTED_MODULE_3__/* .runnerShield */ .aP)(write(process.stdout)) : write(process.stdout),
    stderr: (text) => stderr((0,_runner_shield_js__WEBPACK_IMPORTED_MODULE_3__/* .quoteControls */ .xk)(text)),
    env: process.env,
    cwd: process.cwd(),
    files: _packages_common_src_adapters_node_files_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeFiles */ .kT,
    stdin: () => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(0, 'utf8')
});

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 5317:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  a: () => (/* binding */ runCli)
});

// EXTERNAL MODULE: ./packages/common/src/errors.ts
var src_errors = __nccwpck_require__(9696);
// EXTERNAL MODULE: ./cli/src/argparse.ts
var argparse = __nccwpck_require__(3211);
;// CONCATENATED MODULE: ./cli/src/commands/index.ts
/**
 * Every `sweepkit` subcommand, in the order `sweepkit --help` lists them. Each line names the
 * command and loads its module lazily: `{ name, summary, load: () => import('./<name>.js') }`.
 */
const commands = [
    { name: 'version', summary: 'print the Sweepkit version', load: () => __nccwpck_require__.e(/* import() */ 329).then(__nccwpck_require__.bind(__nccwpck_require__, 7329)) },
    { name: 'matrix', summary: 'expand master configs into the sweep matrix (full-sweep / test-config)', load: () => Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(78), __nccwpck_require__.e(50), __nccwpck_require__.e(365), __nccwpck_require__.e(743), __nccwpck_require__.e(356)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3356)) },
    { name: 'label-gate', summary: 'decide from a PR or push event whether and how the sweep runs', load: () => Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(210), __nccwpck_require__.e(78), __nccwpck_require__.e(50), __nccwpck_require__.e(365), __nccwpck_require__.e(238), __nccwpck_require__.e(260), __nccwpck_require__.e(673), __nccwpck_require__.e(299)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8299)) },
    { name: 'find-reusable-sweep-run', summary: 'find whether /reuse-sweep-run lets this run skip or reuse the benchmark sweep', load: () => Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(210), __nccwpck_require__.e(78), __nccwpck_require__.e(50), __nccwpck_require__.e(365), __nccwpck_require__.e(238), __nccwpck_require__.e(260), __nccwpck_require__.e(673), __nccwpck_require__.e(843)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5843)) },
    { name: 'signoff-check', summary: 'deterministic pre-checks of a CODEOWNER sign-off (ownership, green sweep, /reuse-sweep-run, checklist)', load: () => Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(210), __nccwpck_require__.e(78), __nccwpck_require__.e(50), __nccwpck_require__.e(365), __nccwpck_require__.e(238), __nccwpck_require__.e(260), __nccwpck_require__.e(673), __nccwpck_require__.e(429)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8429)) },
    { name: 'benchmark-env', summary: 'print the environment of a benchmark job from its matrix row (CONC_LIST, GPU_COUNT, RESULT_FILENAME, settings)', load: () => Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(78), __nccwpck_require__.e(611), __nccwpck_require__.e(196)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7196)) },
    { name: 'result-filename', summary: 'print RESULT_FILENAME and the artifact names of a benchmark job, or parse a name', load: () => Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(78), __nccwpck_require__.e(611), __nccwpck_require__.e(68)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4068)) },
    { name: 'validate-changelog', summary: 'check the perf-changelog.yaml change between two git refs (compat, strict or strict-warn)', load: () => Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(210), __nccwpck_require__.e(78), __nccwpck_require__.e(50), __nccwpck_require__.e(365), __nccwpck_require__.e(238), __nccwpck_require__.e(260), __nccwpck_require__.e(673), __nccwpck_require__.e(64)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4064)) },
    { name: 'aggregate-agentic', summary: 'aggregate agentic (aiperf trace-replay) artifacts into the result JSON', load: () => Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(78), __nccwpck_require__.e(316), __nccwpck_require__.e(126)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1126)) },
    { name: 'validate-agentic', summary: "gate an agentic run on aiperf's request error rate", load: () => Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(78), __nccwpck_require__.e(316), __nccwpck_require__.e(379)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5379)) },
    { name: 'power-adapter', summary: 'add GPU power metrics of the aiperf window to an agentic aggregate', load: () => Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(78), __nccwpck_require__.e(316), __nccwpck_require__.e(798)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5798)) },
    { name: 'config-lint', summary: 'cross-check master configs against their recipes (spec-decoding) and the runner labels', load: () => Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(210), __nccwpck_require__.e(78), __nccwpck_require__.e(50), __nccwpck_require__.e(365), __nccwpck_require__.e(238), __nccwpck_require__.e(260), __nccwpck_require__.e(673), __nccwpck_require__.e(517)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2517)) },
    { name: 'changelog', summary: 'merge helpers for perf-changelog.yaml: canonicalize placeholder links, resolve a conflict with main', load: () => Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(78), __nccwpck_require__.e(50), __nccwpck_require__.e(365), __nccwpck_require__.e(238), __nccwpck_require__.e(260), __nccwpck_require__.e(124)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8743)) },
    { name: 'process-changelog', summary: 'turn the entries a diff adds to perf-changelog.yaml into the bucketed sweep matrix', load: () => Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(78), __nccwpck_require__.e(50), __nccwpck_require__.e(365), __nccwpck_require__.e(238), __nccwpck_require__.e(743), __nccwpck_require__.e(811)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2811)) },
    { name: 'ci-priority', summary: 'annotate every job of a matrix JSON with its CI priority and queue token (utils/ci_priority.py)', load: () => Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(78), __nccwpck_require__.e(50), __nccwpck_require__.e(743), __nccwpck_require__.e(911)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6034)) },
    { name: 'canary', summary: 'select the canary row of a matrix JSON (lowest-conc single-node 1k1k/8k1k throughput row)', load: () => Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(78), __nccwpck_require__.e(50), __nccwpck_require__.e(365), __nccwpck_require__.e(743), __nccwpck_require__.e(757)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7757)) },
    { name: 'process-result', summary: 'turn a benchmark result into its dashboard row with the power verdict (or every multi-node point of a folder)', load: () => Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(78), __nccwpck_require__.e(316), __nccwpck_require__.e(909), __nccwpck_require__.e(412)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1412)) },
    { name: 'collect-results', summary: "collect every leg's result JSON into one agg_<EXP_NAME>.json", load: () => Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(78), __nccwpck_require__.e(316), __nccwpck_require__.e(909), __nccwpck_require__.e(152)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4152)) },
    { name: 'success-rate', summary: "count a workflow run's finished and successful jobs per hardware label into run_stats.json", load: () => Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(78), __nccwpck_require__.e(50), __nccwpck_require__.e(316), __nccwpck_require__.e(909), __nccwpck_require__.e(677)]).then(__nccwpck_require__.bind(__nccwpck_require__, 677)) },
    { name: 'compare-results', summary: "compare a run's results with main's latest (PostgreSQL or a results file): deltas, roll-up, chart, regression gate", load: () => Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(849), __nccwpck_require__.e(78), __nccwpck_require__.e(316), __nccwpck_require__.e(909), __nccwpck_require__.e(343)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1343)) },
    { name: 'srtctl-launch', summary: 'submit an srt-slurm recipe and follow its Slurm job to the end (or --resolve-lane)', load: () => Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(210), __nccwpck_require__.e(78), __nccwpck_require__.e(880)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2880)) }
];

// EXTERNAL MODULE: ./cli/src/version.ts
var version = __nccwpck_require__(198);
;// CONCATENATED MODULE: ./cli/src/run-cli.ts




function usage() {
    const width = Math.max(...commands.map((c) => c.name.length), 8);
    return [
        'usage: sweepkit <command> [options]',
        '',
        'Sweepkit: CI for LLM-inference benchmarks. Every command is also a GitHub Action.',
        '',
        'commands:',
        ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
        '',
        "Run 'sweepkit <command> --help' for a command's options."
    ].join('\n') + '\n';
}
/** Runs one CLI invocation and returns its exit code; never throws. */
async function runCli(argv, io) {
    const [name, ...rest] = argv;
    if (name === undefined || name === '-h' || name === '--help' || name === 'help') {
        (name === undefined ? io.stderr : io.stdout)(usage());
        return name === undefined ? 2 : 0;
    }
    if (name === '--version' || name === '-V') {
        io.stdout(`sweepkit ${version/* VERSION */.x}\n`);
        return 0;
    }
    const command = commands.find((c) => c.name === name);
    if (!command) {
        io.stderr(`sweepkit: error: unknown command '${name}' (run 'sweepkit --help' for the list)\n`);
        return 2;
    }
    try {
        const { default: run } = await command.load();
        return await run(rest, io);
    }
    catch (error) {
        if (error instanceof argparse/* HelpRequested */.s) {
            io.stdout(error.text);
            return 0;
        }
        // Users get one line per error, never a stack trace; SWEEPKIT_DEBUG=1 shows it to developers.
        if (io.env.SWEEPKIT_DEBUG && error instanceof Error)
            io.stderr(`${error.stack}\n`);
        const errors = (0,src_errors/* toSweepkitErrors */.Nb)(error);
        for (const e of errors)
            io.stderr(`${(0,src_errors/* formatError */.Wk)(e)}\n`);
        return Math.max(...errors.map((e) => e.exitCode));
    }
}


/***/ }),

/***/ 7838:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   aP: () => (/* binding */ runnerShield),
/* harmony export */   xk: () => (/* binding */ quoteControls)
/* harmony export */ });
/* unused harmony export RUNNER_COMMAND */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/** What the Actions runner executes in a step's output: `::cmd` at a (trimmed) line's start, `##[cmd` anywhere. */
const RUNNER_COMMAND = /^\s*::|##\[/m;
/**
 * A writer for a stream the Actions runner reads (a `run:` step's stdout or stderr): text that
 * the runner would execute is written inside `::stop-commands::<random token>` … `::<token>::`;
 * any other text is written unchanged, so data on stdout stays byte-identical. The unterminated
 * last line of earlier writes is checked with the next write, so a command cannot be split across writes.
 */
function runnerShield(write, token = () => `sweepkit-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}`) {
    let tail = '';
    return (text) => {
        if (RUNNER_COMMAND.test(tail + text)) {
            const stop = token();
            write(`${tail ? '\n' : ''}::stop-commands::${stop}\n${text}${text.endsWith('\n') ? '' : '\n'}::${stop}::\n`);
            tail = '';
            return;
        }
        write(text);
        const joined = tail + text;
        tail = joined.slice(joined.lastIndexOf('\n') + 1);
    };
}
/** Control characters other than newline and tab shown as `\xNN`, so a message cannot rewrite the terminal or hide text. */
const quoteControls = (text) => text.replace(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);


/***/ }),

/***/ 198:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** Kept in step with package.json by test/meta. */
const VERSION = '0.1.0';


/***/ }),

/***/ 2504:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   kT: () => (/* binding */ nodeFiles)
/* harmony export */ });
/* unused harmony exports MAX_TEXT_FILE_BYTES, firstInvalidUtf8, readTextFileSync */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

/** The largest text file read whole (configs, changelogs, recipes, policies): far above any real one. */
const MAX_TEXT_FILE_BYTES = 64 * 1024 * 1024;
const failure = (code, extra = {}) => Object.assign(new Error(code), { code, ...extra });
/** The offset of the first byte that is not part of well-formed UTF-8, -1 if none. */
function firstInvalidUtf8(bytes) {
    for (let i = 0; i < bytes.length;) {
        const lead = bytes[i];
        const more = lead < 0x80 ? 0 : lead >= 0xc2 && lead <= 0xdf ? 1 : lead >= 0xe0 && lead <= 0xef ? 2 : lead >= 0xf0 && lead <= 0xf4 ? 3 : -1;
        if (more < 0)
            return i;
        // The second byte's range excludes overlong forms, surrogates and code points past U+10FFFF.
        const low = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
        const high = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
        for (let k = 1; k <= more; k++) {
            const byte = bytes[i + k];
            if (byte === undefined || byte < (k === 1 ? low : 0x80) || byte > (k === 1 ? high : 0xbf))
                return i;
        }
        i += more + 1;
    }
    return -1;
}
const utf8 = new TextDecoder('utf-8', { fatal: true });
/**
 * Reads a regular file of at most MAX_TEXT_FILE_BYTES as UTF-8. Opened without blocking and
 * checked before reading, so a FIFO, a device (`/dev/zero`) or a huge file is an error at once
 * instead of a hang or an out-of-memory abort; bytes that are not UTF-8 are an error at their
 * line and column instead of silent U+FFFD.
 */
function readTextFileSync(path) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
    try {
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (stat.isDirectory())
            throw failure('EISDIR');
        if (!stat.isFile())
            throw failure('ENOTREG');
        if (stat.size > MAX_TEXT_FILE_BYTES)
            throw failure('EFBIG');
        // Read to the end rather than trust the size (a file may grow; /proc files report 0).
        let buffer = Buffer.allocUnsafe(Math.max(stat.size, 4096) + 1);
        let length = 0;
        for (;;) {
            if (length === buffer.length) {
                if (length > MAX_TEXT_FILE_BYTES)
                    throw failure('EFBIG');
                buffer = Buffer.concat([buffer, Buffer.allocUnsafe(buffer.length)]);
            }
            const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, length, buffer.length - length, null);
            if (read === 0)
                break;
            length += read;
        }
        if (length > MAX_TEXT_FILE_BYTES)
            throw failure('EFBIG');
        const bytes = buffer.subarray(0, length);
        try {
            return utf8.decode(bytes);
        }
        catch {
            const at = firstInvalidUtf8(bytes);
            const lineStart = bytes.lastIndexOf(10, at - 1) + 1;
            const line = bytes.subarray(0, at).filter((b) => b === 10).length + 1;
            const column = [...utf8.decode(bytes.subarray(lineStart, at))].length + 1;
            throw failure('EILSEQ', { line, column, byte: bytes[at] });
        }
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** The real file system, for the CLI and the actions. */
const nodeFiles = {
    readText: readTextFileSync,
    exists: (path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path)
};


/***/ }),

/***/ 9696:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AK: () => (/* binding */ SweepkitErrors),
/* harmony export */   Nb: () => (/* binding */ toSweepkitErrors),
/* harmony export */   R0: () => (/* binding */ SweepkitError),
/* harmony export */   Wk: () => (/* binding */ formatError),
/* harmony export */   Y_: () => (/* binding */ jsonErrorMessage),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   j$: () => (/* binding */ formatLocation),
/* harmony export */   tf: () => (/* binding */ formatFinding)
/* harmony export */ });
/**
 * The one error type of Sweepkit: a message that a user can act on, with the place it concerns.
 * Everything the CLI or an action reports to a person goes through this type, so positions travel
 * from the YAML node to the annotation without re-parsing.
 */
class SweepkitError extends Error {
    location;
    field;
    code;
    details;
    exitCode;
    constructor(message, options = {}) {
        super(message);
        this.name = 'SweepkitError';
        this.location = options.location;
        this.field = options.field;
        this.code = options.code;
        this.details = options.details ?? [];
        this.exitCode = options.exitCode ?? 1;
    }
}
/** A command-line mistake: exit code 2, like argparse. */
class UsageError extends SweepkitError {
    constructor(message, options = {}) {
        super(message, { ...options, exitCode: 2 });
        this.name = 'UsageError';
    }
}
/** Several independent findings reported at once (e.g. every schema violation of a file). */
class SweepkitErrors extends Error {
    errors;
    constructor(errors) {
        super(errors.map(formatError).join('\n'));
        this.name = 'SweepkitErrors';
        this.errors = errors;
    }
}
/** `file:line:col` (as much of it as is known), or '' when there is no file. */
function formatLocation(location) {
    if (!location)
        return '';
    let text = location.file;
    if (location.line !== undefined) {
        text += `:${location.line}`;
        if (location.column !== undefined)
            text += `:${location.column}`;
    }
    return text;
}
/** Renders `file:line:col: message` (or just the message when the error has no place). */
function formatError(error) {
    const where = formatLocation(error.location);
    const head = where ? `${where}: ${error.message}` : error.message;
    return error.details.length ? [head, ...error.details].join('\n') : head;
}
/** `file:line:col: error|warning: message`, the compiler-style line of a finding with a severity. */
function formatFinding(error, level) {
    const where = formatLocation(error.location);
    return [`${where ? `${where}: ` : ''}${level}: ${error.message}`, ...error.details].join('\n');
}
/** Every error as the list of SweepkitErrors it stands for; anything unexpected becomes one plain error. */
function toSweepkitErrors(error) {
    if (error instanceof SweepkitErrors)
        return [...error.errors];
    if (error instanceof SweepkitError)
        return [error];
    if (error instanceof Error)
        return [new SweepkitError(error.message)];
    return [new SweepkitError(String(error))];
}
/**
 * JSON.parse's message without the `(line 1 column 9)` Node 22+ append to what Node 20 says, so an
 * error reads the same on every runtime the actions run on.
 */
const jsonErrorMessage = (error) => error.message.replace(/ \(line \d+ column \d+\)$/, '');


/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 2250:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("dns");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 8253:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util/types");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(8463);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

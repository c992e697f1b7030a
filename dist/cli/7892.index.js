export const id = 7892;
export const ids = [7892];
export const modules = {

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

/***/ 5656:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ systemClock)
/* harmony export */ });
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


/***/ }),

/***/ 6713:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gl: () => (/* binding */ appliesTo),
/* harmony export */   Sb: () => (/* binding */ pickOptions),
/* harmony export */   TC: () => (/* binding */ JSON_OUTPUT_OPTION),
/* harmony export */   eR: () => (/* binding */ OptionError),
/* harmony export */   o5: () => (/* binding */ completeOptions)
/* harmony export */ });
/* unused harmony exports CLI_DIALECT, ACTION_DIALECT, parseOptionText, optionsFor, actionDefault */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

/**
 * `--json` of every CLI command whose stdout is machine output: at a terminal the command prints a
 * short summary, its exact JSON with this flag or whenever stdout is not a terminal (a pipe, a file,
 * the Actions runner), which is what workflows read. `cli/src/terminal.ts` makes the choice.
 */
const JSON_OUTPUT_OPTION = {
    kind: 'flag',
    only: 'cli',
    help: 'print the exact JSON even at a terminal (a pipe, a file or a workflow step always gets it)'
};
const CLI_DIALECT = {
    name: (option) => `--${option}`,
    conflict: (option, other) => `argument --${option}: not allowed with argument --${other}`,
    required: (options) => `the following arguments are required: ${options.map((o) => `--${o}`).join(', ')}`
};
const ACTION_DIALECT = {
    name: (option) => `input '${option}'`,
    // Inputs have no order, so the message names them alphabetically.
    conflict: (option, other) => `inputs '${[option, other].sort().join("' and '")}' exclude each other`,
    required: (options) => (options.length === 1 ? `input '${options[0]}' is required` : `inputs ${options.map((o) => `'${o}'`).join(', ')} are required`)
};
const PLACEHOLDER = /\{([a-z0-9-]+)\}/g;
/**
 * A mistake in the options, written once with `{option}` placeholders and shown in the caller's
 * words: `{step-size} must be greater than 1` reads `--step-size must be greater than 1` on the
 * command line and `input 'step-size' must be greater than 1` in a workflow. The message is the
 * CLI's until an edge re-renders it with `inDialect`.
 */
class OptionError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb {
    template;
    render;
    constructor(template, render = (dialect) => template.replace(PLACEHOLDER, (_, name) => dialect.name(name))) {
        super(render(CLI_DIALECT));
        this.template = template;
        this.render = render;
        this.name = 'OptionError';
    }
    inDialect(dialect) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(this.render(dialect));
    }
    /** Two options given together that exclude each other (argparse names the later one first). */
    static conflict(option, other) {
        return new OptionError(`{${option}} conflicts with {${other}}`, (d) => d.conflict(option, other));
    }
}
const requiredError = (options) => new OptionError(`${options.join(', ')} required`, (d) => d.required(options));
const isInteger = (text) => /^\s*[-+]?\d+\s*$/.test(text);
/**
 * Converts an option's text as a workflow gives it (every input is a string) into its kind.
 * Lists are separated by whitespace or newlines.
 */
function parseOptionText(name, def, text) {
    const bad = (what, word) => {
        throw new OptionError(`{${name}} must be ${what}, got '${word}'`);
    };
    const word = (w) => {
        if (def.kind === 'int' || def.kind === 'int-list')
            return isInteger(w) ? Number(w) : bad('an integer', w);
        if (def.kind === 'float') {
            const value = Number(w);
            return w.trim() !== '' && Number.isFinite(value) ? value : bad('a number', w);
        }
        return w;
    };
    switch (def.kind) {
        case 'flag':
            if (['true', 'True', 'TRUE'].includes(text.trim()))
                return true;
            if (['false', 'False', 'FALSE'].includes(text.trim()))
                return false;
            return bad('true or false', text);
        case 'list':
        case 'int-list':
            return text.split(/\s+/).filter(Boolean).map(word);
        default:
            return word(def.kind === 'string' ? text : text.trim());
    }
}
const isSet = (value) => value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0);
/**
 * Fills what was not given (env, then default) and applies the table's rules — required,
 * conflicts, choices, bounds — the same way for both edges. `given` holds the values the caller
 * set, already converted to their kinds; options of the other edge are ignored.
 */
function completeOptions(table, given, edge, env = {}) {
    for (const [name, def] of Object.entries(table)) {
        for (const other of def.conflicts ?? [])
            if (isSet(given[name]) && isSet(given[other]))
                throw OptionError.conflict(name, other);
    }
    const values = {};
    const missing = [];
    const entries = Object.entries(table);
    // Selectors (options that `when` refers to) first, so every condition sees its final value.
    const selectors = new Set(entries.flatMap(([, def]) => Object.keys(def.when ?? {})));
    for (const [name, def] of [...entries.filter(([n]) => selectors.has(n)), ...entries.filter(([n]) => !selectors.has(n))]) {
        if (def.only && def.only !== edge) {
            // An option of the other edge still selects: its default is what this edge means.
            if (selectors.has(name))
                values[name] = given[name] ?? def.default;
            continue;
        }
        let value = given[name];
        const inactive = Object.entries(def.when ?? {}).find(([selector, allowed]) => !allowed.includes(String(values[selector])));
        if (inactive) {
            if (isSet(value) && value !== def.default)
                throw new OptionError(`{${name}} only applies to ${inactive[0]} ${inactive[1].join(' or ')}`);
            values[name] = undefined;
            continue;
        }
        if (!isSet(value) && def.env && env[def.env])
            value = parseOptionText(name, def, env[def.env]);
        // A list's default is written as the workflow would write it (action.yml carries the same text).
        if (value === undefined)
            value = typeof def.default === 'string' && def.kind !== 'string' ? parseOptionText(name, def, def.default) : def.default;
        const required = def.required === true || def.required === edge || (def.requiredUnless !== undefined && !isSet(given[def.requiredUnless]));
        if (required && !isSet(value)) {
            // A sub-command's own required option says which sub-command needs it.
            const [selector, allowed] = Object.entries(def.when ?? {}).at(-1) ?? [];
            if (selector)
                throw new OptionError(`{${name}} is required with ${selector} ${allowed.join(' or ')}`);
            if (def.env)
                throw new OptionError(`{${name}} is empty and ${def.env} is not set`, (d) => d === CLI_DIALECT ? `${d.required([name])} (or ${def.env})` : `${d.name(name)} is empty and ${def.env} is not set`);
            missing.push(name);
        }
        for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
            if (def.choices && typeof item !== 'boolean' && !def.choices.includes(String(item))) {
                throw new OptionError(`{${name}}: invalid choice '${item}' (choose from ${def.choices.join(', ')})`);
            }
            if (typeof item === 'number' && def.min !== undefined && item < def.min) {
                throw new OptionError(`{${name}} must ${def.min === 0 ? 'not be negative' : `be at least ${def.min}`}, got ${item}`);
            }
            if (typeof item === 'number' && def.above !== undefined && item <= def.above)
                throw new OptionError(`{${name}} must be above ${def.above}, got ${item}`);
        }
        values[name] = value;
    }
    if (missing.length)
        throw requiredError(missing);
    // Back in table order, so the values read like the table.
    return Object.fromEntries(entries.filter(([, def]) => !def.only || def.only === edge).map(([name]) => [name, values[name]]));
}
/** Whether an option applies on `edge` once the selectors have these values (a sub-command's own options). */
function appliesTo(def, edge, selectors) {
    if (def.only && def.only !== edge)
        return false;
    return Object.entries(def.when ?? {}).every(([selector, allowed]) => selectors[selector] === undefined || allowed.includes(selectors[selector]));
}
/** Some of a command's options, for an entrypoint that reads only those (e.g. a post step); it names no command itself. */
function pickOptions(command, names) {
    return { description: command.description, options: Object.fromEntries(names.map((name) => [name, command.options[name]])) };
}
/** The table's options as one edge sees them. */
function optionsFor(table, edge) {
    return Object.entries(table).filter(([, def]) => !def.only || def.only === edge);
}
/** action.yml's `default:` for an option: what the runner passes when the workflow leaves it out. */
function actionDefault(def) {
    return def.runnerDefault ?? (def.default === undefined ? '' : String(def.default));
}


/***/ }),

/***/ 8207:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ describeFailure),
/* harmony export */   d: () => (/* binding */ runCommand)
/* harmony export */ });
/* harmony import */ var _child_env_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9139);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6666);


/**
 * Runs a program with an argv array (never through a shell, so untrusted text stays data) and an
 * allow-listed environment (never the runner's tokens), and always resolves: a non-zero exit, a time-out and a missing program are results, not throws.
 */
async function runCommand(file, args, options) {
    // Loaded on the first command, not at start-up (a run that stops at its inputs never needs it).
    const { execFile } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 1421, 23));
    return new Promise((resolve) => {
        execFile(file, [...args], {
            timeout: options.timeoutMs,
            killSignal: 'SIGKILL',
            env: (0,_child_env_js__WEBPACK_IMPORTED_MODULE_0__/* .childEnvironment */ .Q)(options.env ?? process.env, options.envKind ?? 'tool').env,
            cwd: options.cwd,
            signal: options.signal,
            maxBuffer: 64 * 1024 * 1024,
            encoding: 'utf8'
        }, (error, stdout, stderr) => {
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
/** One line describing a failed command, for "unknown" warnings (credentials in its output redacted). */
function describeFailure(command, result, timeoutMs) {
    if (result.startError)
        return `${command}: cannot run (${result.startError})`;
    if (result.killed)
        return `${command}: no answer within ${Math.round(timeoutMs / 1000)}s`;
    const text = (result.stderr || result.stdout).trim().split('\n').pop() ?? '';
    return (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .redactSecrets */ .fp)(`${command}: exit ${result.exitCode}${text ? `: ${text}` : ''}`);
}


/***/ }),

/***/ 7479:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ createCommandRunner),
/* harmony export */   w: () => (/* binding */ nodeCheckoutFiles)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(105);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2504);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1825);
/* harmony import */ var _exec_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8207);





/** git, python3, uv and make through execFile (argv arrays); `which` searches the given PATH. */
function createCommandRunner(path) {
    return {
        run: (file, args, options) => (0,_exec_js__WEBPACK_IMPORTED_MODULE_3__/* .runCommand */ .d)(file, args, options),
        which(name) {
            for (const dir of (path ?? '').split(node_path__WEBPACK_IMPORTED_MODULE_2__.delimiter).filter(Boolean)) {
                try {
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.accessSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, name), node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.X_OK);
                    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, name);
                }
                catch {
                    // not in this folder
                }
            }
            return undefined;
        }
    };
}
/** Overlays come from the PR's checkout: anything but files and folders inside the source stops the stage. */
const refuse = (path, reason) => {
    throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .SweepkitError */ .R0(`overlay ${path}: ${reason}`, { code: 'unsafe-file' });
};
/** The checkout's files, through the common file-access layer and the one atomic writer. */
const nodeCheckoutFiles = {
    exists: (path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(path),
    remove: (path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(path, { recursive: true, force: true }),
    copyTree(root, from, to) {
        // The recipes folder is the root, not the source's own folder: `from: x/.ssh` with `x` a link
        // to the runner's home is refused at `x`.
        const folder = _common_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .SafeFolder */ .yY.at(root);
        const entry = folder.entry(from);
        if (entry.kind === 'file')
            folder.copyFile(from, to);
        else if (entry.kind === 'directory')
            folder.copyTree(from, to, refuse);
        else if (entry.kind === 'skipped')
            refuse(from, entry.reason);
    },
    readText: _common_src_index_js__WEBPACK_IMPORTED_MODULE_6__/* .readTextFileSync */ .F3,
    writeText: _common_src_index_js__WEBPACK_IMPORTED_MODULE_7__/* .writeFileAtomic */ .Zf,
    async sha256(path) {
        const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
        for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(path))
            hash.update(chunk);
        return hash.digest('hex');
    }
};


/***/ }),

/***/ 2739:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  O: () => (/* binding */ createSlurmCli)
});

// UNUSED EXPORTS: SlurmCommandError

// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
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
        stdout: clean(fields.get('StdOut')),
        submitTime: clean(fields.get('SubmitTime')),
        startTime: clean(fields.get('StartTime')),
        endTime: clean(fields.get('EndTime'))
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
const SLURM_TIME = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)$/;
/** Seconds between two Slurm timestamps (same clock, so no time zone is needed); undefined when either is unknown. */
function secondsBetween(from, to) {
    const at = (text) => {
        const m = text ? SLURM_TIME.exec(text) : null;
        return m ? Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) / 1000 : undefined;
    };
    const [a, b] = [at(from), at(to)];
    return a === undefined || b === undefined || b < a ? undefined : b - a;
}

// EXTERNAL MODULE: ./packages/slurm/src/adapters/exec.ts
var exec = __webpack_require__(8207);
;// CONCATENATED MODULE: ./packages/slurm/src/adapters/slurm-cli.ts



/** A Slurm command failed or timed out: the answer is "unknown", worth asking again. */
class SlurmCommandError extends Error {
}
/** The real Slurm client commands, through execFile with argv arrays. */
function createSlurmCli(options = {}) {
    const timeoutMs = options.timeoutMs ?? 30_000;
    const run = async (file, args, abortable = true) => (0,exec/* runCommand */.d)(file, args, { timeoutMs, env: options.env, signal: abortable ? options.signal : undefined });
    const fail = (file, result) => {
        // A missing client is no outage to wait out: say so at once.
        if (result.startError)
            throw new errors/* SweepkitError */.R0(`cannot run ${file} (${result.startError}): is this runner on the Slurm cluster?`, { code: 'slurm-missing' });
        throw new SlurmCommandError((0,exec/* describeFailure */.I)(file, result, timeoutMs));
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
        async ownJobsNamed(name) {
            const result = await run('squeue', ['--me', '-h', `--name=${name}`, '-o', '%i']);
            if (result.exitCode !== 0)
                return fail('squeue', result);
            return result.stdout
                .split('\n')
                .map((l) => l.trim())
                .filter((l) => /^\d+(_\d+)?$/.test(l));
        },
        async cancel(ids) {
            const result = await run('scancel', [...ids], false);
            if (result.exitCode !== 0)
                fail('scancel', result);
        }
    };
}


/***/ }),

/***/ 4233:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F3: () => (/* binding */ cancelJobs),
/* harmony export */   S4: () => (/* binding */ cancelStale)
/* harmony export */ });
/* unused harmony exports waitUntilEnded, cancelLeftovers */
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);
/* harmony import */ var _job_state_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6780);
/* harmony import */ var _observe_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8735);



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
        if (error instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0)
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
            records = await (0,_observe_js__WEBPACK_IMPORTED_MODULE_1__/* .observeJobs */ .L)(deps.slurm, ids);
            if (![...records.values()].some(isActive))
                return { records, ended: true };
        }
        catch (error) {
            if (error instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0)
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
const isActive = (record) => record !== undefined && (0,_job_state_js__WEBPACK_IMPORTED_MODULE_2__/* .classifyState */ .ai)(record.state) === 'active';
/**
 * Before submitting: cancels jobs an earlier attempt of the same job left behind — only this
 * user's jobs with exactly this name — and waits for them to end. Returns their ids.
 */
async function cancelStale(deps, name, options) {
    const ids = await deps.slurm.ownJobsNamed(name);
    if (ids.length)
        await cancelJobs(deps, ids, options);
    return ids;
}


/***/ }),

/***/ 9139:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ childEnvironment),
/* harmony export */   n: () => (/* binding */ EXTRA_JOB_ENV)
/* harmony export */ });
/**
 * The one allow-list of what the launcher's children see of its environment (docs/launcher.md,
 * "Child environment"). A runner holds credentials a job must never see: the runner's own tokens
 * (ACTIONS_RUNTIME_TOKEN, ACTIONS_ID_TOKEN_REQUEST_TOKEN) let whoever reads them write the run's
 * caches and artifacts or mint OIDC tokens, and a workflow-command file (GITHUB_ENV, GITHUB_OUTPUT)
 * lets a child set the next steps' environment. So every spawn gets only named variables:
 * - `tool` (git, uv/pip/venv, make, squeue/scontrol/sacct/scancel, tar): the system basics;
 * - `job` (srtctl, and so sbatch, the Slurm job and its containers): the basics plus the job
 *   contract of the benchmark templates (run identity, topology, eval, power, secrets the job needs
 *   such as HF_TOKEN) and every name listed in SWEEPKIT_CHILD_ENV.
 * Runner credentials are refused even when listed.
 */
/** Never passed to any child, whatever the lists say. */
const RUNNER_ONLY = /^(?:ACTIONS_|INPUT_|STATE_|RUNNER_TOKEN$|GITHUB_TOKEN$|GITHUB_(?:ENV|OUTPUT|STATE|PATH|STEP_SUMMARY)$)/;
const BASE_NAMES = new Set([
    'PATH',
    'HOME',
    'USER',
    'LOGNAME',
    'SHELL',
    'LANG',
    'LANGUAGE',
    'TZ',
    'TMPDIR',
    'TERM',
    'http_proxy',
    'https_proxy',
    'no_proxy',
    'all_proxy',
    'HTTP_PROXY',
    'HTTPS_PROXY',
    'NO_PROXY',
    'ALL_PROXY',
    'SSL_CERT_FILE',
    'SSL_CERT_DIR',
    'REQUESTS_CA_BUNDLE',
    'CURL_CA_BUNDLE',
    'GIT_TERMINAL_PROMPT',
    'VIRTUAL_ENV'
]);
/** Locale, package installers (index URL, cache) and the Slurm clients' own settings. */
const BASE_PREFIXES = ['LC_', 'PIP_', 'UV_', 'SLURM_', 'SBATCH_', 'SALLOC_', 'SRUN_', 'SQUEUE_', 'SACCT_', 'SCONTROL_', 'SWEEPKIT_'];
/** The job contract: what the benchmark templates and srtctl read (specs/launcher.md §a.3, job-level env). */
const JOB_NAMES = new Set([
    'EXP_NAME',
    'RECIPE_FINGERPRINT',
    'IMAGE',
    'MODEL',
    'MODEL_PREFIX',
    'MODEL_NAME',
    'MODEL_PATH',
    'SERVED_MODEL_NAME',
    'FRAMEWORK',
    'PRECISION',
    'ISL',
    'OSL',
    'MAX_MODEL_LEN',
    'CONC',
    'CONC_LIST',
    'SPEC_DECODING',
    'DISAGG',
    'RUN_EVAL',
    'CONFIG_FILE',
    'REQUIRE_POWER',
    'POWER_PRODUCER_SHA',
    'SCENARIO_TYPE',
    'IS_AGENTIC',
    'IS_MULTINODE',
    'DURATION',
    'RESULT_FILENAME',
    'RESULT_DIR',
    'SCENARIO_SUBDIR',
    'RANDOM_RANGE_RATIO',
    'PP_SIZE',
    'DCP_SIZE',
    'PCP_SIZE',
    'GPU_COUNT',
    'GPU_METRICS_CSV',
    'AGENTIC_OUTPUT_DIR',
    'POWER_ARTIFACT_DIR',
    'POWER_RESULT_ROOT',
    'HUGGINGFACE_HUB_CACHE',
    'PYTHONDONTWRITEBYTECODE',
    'PYTHONPYCACHEPREFIX',
    'SQUASH_FILE',
    'TOTAL_CPU_DRAM_GB',
    'ROUTER_METADATA',
    'NUM_SPEC_TOKENS',
    'THINKING_MODE',
    'TP',
    'EP_SIZE',
    'DP_ATTENTION',
    'INFMAX_WORKSPACE',
    'RUNNER_NAME',
    'RUNNER_TYPE',
    'RUNNER_TEMP',
    'GITHUB_ACTIONS',
    'GITHUB_WORKSPACE',
    'GITHUB_RUN_ID',
    'GITHUB_RUN_ATTEMPT',
    'GITHUB_RUN_NUMBER',
    'GITHUB_REPOSITORY',
    'GITHUB_SHA',
    'GITHUB_REF',
    'GITHUB_REF_NAME',
    'GITHUB_SERVER_URL',
    'GITHUB_JOB',
    'GITHUB_WORKFLOW',
    // profile.yml: the launcher's profiling switch and MoE debug patch
    'PROFILE',
    'MOE_DEBUG',
    'MOE_DEBUG_LOG',
    // speedbench-al.yml: the collector script that replaces the throughput script, and its tunables
    'BENCH_SCRIPT_OVERRIDE',
    'MTP_LIST',
    'THINKING_MODES',
    'CATEGORY',
    'CHAT_TEMPLATE_KWARGS_ON',
    'OUT_YAML'
]);
const JOB_PREFIXES = [
    'PREFILL_',
    'DECODE_',
    'EVAL_',
    'SWEBENCH_',
    'KV_',
    'SYNTHETIC_ACCEPTANCE',
    'AIPERF_',
    'HF_',
    'MODAL_',
    'SRTCTL_',
    'SRTSLURM_',
    'SRT_',
    'DYNAMO_',
    'ENROOT_',
    'PYXIS_',
    // the engines' own settings, among them the profiler's (SGLANG_TORCH_PROFILER_DIR, VLLM_TORCH_PROFILER_DIR, VLLM_RPC_TIMEOUT)
    'SGLANG_',
    'VLLM_',
    'SPEEDBENCH_'
];
/** The variable a workflow lists extra names in (comma- or space-separated) for the job. */
const EXTRA_JOB_ENV = 'SWEEPKIT_CHILD_ENV';
const allowed = (name, kind, extra) => {
    if (RUNNER_ONLY.test(name))
        return false;
    if (BASE_NAMES.has(name) || BASE_PREFIXES.some((p) => name.startsWith(p)))
        return true;
    return kind === 'job' && (JOB_NAMES.has(name) || JOB_PREFIXES.some((p) => name.startsWith(p)) || extra.has(name));
};
/** Names that a runner sets for itself: left out without a mention. */
const RUNNER_OWN = /^(?:ACTIONS_|INPUT_|STATE_|GITHUB_|RUNNER_|JAVA_|ANDROID_|CHROME|DOTNET_|GOROOT|ImageOS|ImageVersion|AGENT_|NVM_|PIPX_|CONDA|XDG_|JOURNAL_|INVOCATION_ID|SYSTEMD_|SHLVL|_$|PWD$|OLDPWD$)/;
/** What a child of `kind` sees of `parent`: only allowed names with a value (see the module comment). */
function childEnvironment(parent, kind) {
    const extra = new Set((parent[EXTRA_JOB_ENV] ?? '').split(/[\s,]+/).filter(Boolean));
    const env = {};
    const dropped = [];
    for (const [name, value] of Object.entries(parent)) {
        if (value === undefined)
            continue;
        if (allowed(name, kind, extra))
            env[name] = value;
        else if (!RUNNER_OWN.test(name))
            dropped.push(name);
    }
    return { env, dropped: dropped.sort() };
}


/***/ }),

/***/ 4607:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ formatDuration)
/* harmony export */ });
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


/***/ }),

/***/ 6780:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ai: () => (/* binding */ classifyState),
/* harmony export */   fP: () => (/* binding */ parseExitCode),
/* harmony export */   lc: () => (/* binding */ baseState)
/* harmony export */ });
/** States in which the job may still run or is still releasing its nodes. */
const ACTIVE = new Set([
    'PENDING',
    'CONFIGURING',
    'RUNNING',
    'COMPLETING',
    'SUSPENDED',
    'REQUEUED',
    'REQUEUE_HOLD',
    'REQUEUE_FED',
    'RESIZING',
    'SIGNALING',
    'STAGE_OUT',
    'STOPPED',
    'RESV_DEL_HOLD'
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


/***/ }),

/***/ 8735:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ observeJobs),
/* harmony export */   i: () => (/* binding */ finalRecord)
/* harmony export */ });
/**
 * One look at every job: a single `squeue -t all` for all ids, then `scontrol` and `sacct` for an
 * id squeue no longer lists (purged after MinJobAge). An id no command knows maps to undefined.
 * Any failing command throws: the caller must treat that as "unknown", never as "finished".
 */
async function observeJobs(slurm, ids) {
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


/***/ }),

/***/ 3987:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ SRTCTL_PREPARE_OPTIONS)
/* harmony export */ });
/**
 * The options of srtctl-launch's prepare stage, cancel-stale and after-job checks: declared once
 * here and read by the action (`readInputs`) and `sweepkit srtctl-launch` (`completeOptions`).
 * Not tied to an edge name yet: the launcher's older options are being moved into a table of
 * their own, which will then spread these in.
 */
const SRTCTL_PREPARE_OPTIONS = {
    description: 'srt-slurm preparation (clone, overlays, venv, make setup, srtslurm.yaml, job name) before srtctl apply.',
    options: {
        prepare: {
            kind: 'flag',
            default: false,
            help: 'clone srt-slurm at the lane ref, copy the overlays, install srtctl into a venv, write srtslurm.yaml and run make setup before submitting'
        },
        'prepare-only': { kind: 'flag', default: false, help: 'run the prepare stage and stop (implies prepare)' },
        'versions-file': { kind: 'string', metavar: 'FILE', help: 'lane table to use instead of the bundled srtctl-versions.yaml' },
        framework: { kind: 'string', env: 'FRAMEWORK', help: 'lane: framework, e.g. dynamo-sglang (default: $FRAMEWORK)' },
        'model-prefix': { kind: 'string', env: 'MODEL_PREFIX', help: 'lane and model table: model prefix, e.g. qwen3.5 (default: $MODEL_PREFIX)' },
        precision: { kind: 'string', env: 'PRECISION', help: 'lane and model table: precision, e.g. fp8 (default: $PRECISION)' },
        'spec-decoding': { kind: 'string', env: 'SPEC_DECODING', help: 'lane: speculative decoding, e.g. mtp (default: $SPEC_DECODING)' },
        agentic: { kind: 'flag', default: false, help: 'lane: an agentic-coding run (also implied by expect: agentic)' },
        power: {
            kind: 'flag',
            default: false,
            help: "lane: a power lane even when the recipe's telemetry block does not say so (a recipe with telemetry provider dcgm-power and enabled: true is one anyway)"
        },
        cluster: {
            kind: 'string',
            env: 'RUNNER_TYPE',
            help: 'lane: the cluster (runner label) the lane table is keyed by, e.g. gb300 (default: $RUNNER_TYPE)'
        },
        'eval-only': {
            kind: 'flag',
            default: false,
            env: 'EVAL_ONLY',
            help: 'an eval-only run: submit eval-recipe instead of recipe when it is set (default: $EVAL_ONLY)'
        },
        'eval-recipe': {
            kind: 'string',
            env: 'EVAL_CONFIG_FILE',
            metavar: 'FILE[:SELECTOR]',
            help: "the recipe's eval variant, submitted for eval-only runs (default: $EVAL_CONFIG_FILE); the lane and power lane still come from recipe"
        },
        'synthetic-acceptance': {
            kind: 'flag',
            default: false,
            env: 'SYNTHETIC_ACCEPTANCE',
            help: 'with prepare: run the synthetic-acceptance injector on the recipe after the name rewrite, before srtctl apply; its failure stops the launch (default: $SYNTHETIC_ACCEPTANCE)'
        },
        'synthetic-acceptance-script': {
            kind: 'string',
            default: 'runners/inject_synthetic_acceptance.py',
            metavar: 'FILE',
            help: 'the injector, run as python3 FILE <recipe> <framework> in the checkout (relative to the workspace)'
        },
        'squash-dir': {
            kind: 'string',
            metavar: 'DIR',
            help: 'with prepare: import squash-images (and the DCGM exporter of a power lane) into squash files here, each under an exclusive lock, keeping valid ones; added to srtslurm.yaml containers'
        },
        'squash-images': {
            kind: 'list',
            env: 'IMAGE',
            metavar: 'IMAGE',
            help: 'container images to import into squash-dir (whitespace-separated; default: $IMAGE)'
        },
        'squash-launcher': {
            kind: 'string',
            metavar: 'ARGS',
            help: 'runs each import on a compute node, e.g. `srun --partition=batch --exclusive --time=180` (whitespace-separated argv); empty: on this machine'
        },
        'squash-lock-seconds': { kind: 'int', default: 600, min: 1, metavar: 'S', help: 'longest wait for the lock of a squash file another job is importing' },
        'srt-slurm-repository': { kind: 'string', metavar: 'URL', help: 'clone this repository instead of the lane table one' },
        'srt-slurm-ref': { kind: 'string', metavar: 'REF', help: 'tag, branch or commit to clone instead of the lane table one' },
        'srt-slurm-sha': { kind: 'string', metavar: 'SHA', help: 'the commit the ref must resolve to (7 to 40 hex digits); refuses any other' },
        'recipes-dir': {
            kind: 'string',
            metavar: 'DIR',
            help: 'where overlay sources live (default: benchmarks/multi_node/srt-slurm-recipes in the workspace)'
        },
        'checkout-dir': { kind: 'string', metavar: 'DIR', help: 'where srt-slurm is cloned (default: srt-slurm in the workspace); reused when at the pinned SHA' },
        'venv-dir': { kind: 'string', metavar: 'DIR', help: 'the venv srtctl is installed into (default: .venv-srt in the workspace)' },
        'setup-arch': {
            kind: 'string',
            metavar: 'ARCH',
            help: "run 'make setup ARCH=<arch>' in the checkout (default: the lane table's setup-arch; 'none' skips it)"
        },
        'clone-attempts': { kind: 'int', default: 3, min: 1, metavar: 'N', help: 'clone attempts before giving up' },
        'clone-timeout-minutes': { kind: 'float', default: 10, above: 0, metavar: 'M', help: 'limit for one clone attempt' },
        'model-table': {
            kind: 'string',
            metavar: 'FILE',
            help: 'model table (YAML, schemas/srt-models.schema.json): model path and alias per model prefix and precision'
        },
        'job-name': {
            kind: 'string',
            metavar: 'NAME',
            help: 'the Slurm job name, written to the recipe name: and passed as RUNNER_NAME (default with prepare: sweepkit-<runner>-<hash of the result name>)'
        },
        tags: { kind: 'list', metavar: 'TAG', help: "tags passed as 'srtctl apply --tags a,b' (whitespace-separated)" },
        'conc-list': {
            kind: 'int-list',
            env: 'CONC_LIST',
            metavar: 'N',
            help: 'concurrencies of the run (default: $CONC_LIST); expect agentic wants one result with successful requests for each'
        },
        'max-log-bytes': {
            kind: 'int',
            default: 50_000_000,
            min: 0,
            metavar: 'BYTES',
            help: 'at most this many bytes of logs go into multinode_server_logs.tar.gz (smallest files first; a note inside lists what was cut)'
        },
        'cleanup-outputs': {
            kind: 'flag',
            default: false,
            help: "after collecting, remove the jobs' outputs/<id> folders in the working directory (5 tries 10 s apart for NFS, then .nfs* files); LOGS/ keeps the logs"
        },
        'cancel-stale': { kind: 'flag', default: true, help: "before submitting, cancel this user's jobs with exactly the job name (an earlier attempt's)" }
    }
};


/***/ }),

/***/ 8506:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ln: () => (/* binding */ planSquashImports),
/* harmony export */   vn: () => (/* binding */ importSquashes)
/* harmony export */ });
/* unused harmony exports squashFileName, squashPath, squashImportArgv */
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9696);
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4607);


/** `nvcr.io#nvidia/x:1.0` → `nvcr.io_nvidia_x_1.0.sqsh`: the launchers' name, `/ : @ #` → `_`. */
const squashFileName = (image) => `${image.replace(/[/:@#]/g, '_')}.sqsh`;
const squashPath = (dir, image) => `${dir.replace(/\/+$/, '')}/${squashFileName(image)}`;
/** flock's status when the lock was not had in time (`-E`), so it is told apart from the import's. */
const LOCK_TIMEOUT_STATUS = 75;
/**
 * Keeps a squash file that `unsquashfs -l` can read; otherwise removes it and imports the image
 * again. Constant text: the file and image arrive as positional arguments, never pasted in.
 */
const IMPORT_SCRIPT = [
    'set -eu',
    'if [ -s "$1" ] && unsquashfs -l "$1" >/dev/null 2>&1; then echo "squash $1: valid, kept"; exit 0; fi',
    'rm -f "$1"',
    'enroot import -o "$1" "docker://$2"'
].join('\n');
/** The argv of one import: `[launcher…] flock -E 75 -w <s> <file>.lock sh -c <script> squash-import <file> <image>`. */
function squashImportArgv(job) {
    const lock = ['flock', '-E', String(LOCK_TIMEOUT_STATUS), '-w', String(job.lockWaitSeconds), `${job.file}.lock`];
    return [...job.launcher, ...lock, 'sh', '-c', IMPORT_SCRIPT, 'squash-import', job.file, job.image];
}
function importFailure(job, result) {
    if (result.startError)
        return `cannot run ${job.launcher[0] ?? 'flock'} (${result.startError})`;
    if (result.killed)
        return `no result within ${(0,_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a)(job.timeoutMs)}`;
    if (result.exitCode === LOCK_TIMEOUT_STATUS)
        return `another job held ${job.file}.lock for more than ${job.lockWaitSeconds}s`;
    return `exited with ${result.exitCode}`;
}
/**
 * Imports each image into its squash file under an exclusive lock (one import per file across
 * jobs sharing the cache; a valid file is kept). A failure stops at once: a job must not start on
 * a half-imported image.
 */
async function importSquashes(commands, jobs, env, output) {
    for (const job of jobs) {
        const [file, ...args] = squashImportArgv(job);
        // srun and enroot read the job's settings (ENROOT_*, SLURM_*, registry credentials listed for the job).
        const result = await commands.run(file, args, { env, timeoutMs: job.timeoutMs, envKind: 'job' });
        const text = [result.stdout, result.stderr]
            .map((t) => t.trimEnd())
            .filter(Boolean)
            .join('\n');
        if (text)
            output(text);
        if (result.exitCode !== 0 || result.killed || result.startError) {
            throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SweepkitError */ .R0(`squash import of ${job.image} into ${job.file} failed: ${importFailure(job, result)}`, { code: 'squash' });
        }
    }
}
/** Longest time one squash import (lock wait included) may take. */
const SQUASH_TIMEOUT_MS = 3 * 60 * 60_000;
/** The imports of `images` into `dir` (relative to the workspace), as the squash options describe them. */
function planSquashImports(values, dir, workspace, images) {
    const root = dir.startsWith('/') ? dir : `${workspace}/${dir}`;
    const launcher = (values['squash-launcher'] ?? '').split(/\s+/).filter(Boolean);
    return images.map((image) => ({
        image,
        file: squashPath(root, image),
        launcher,
        lockWaitSeconds: values['squash-lock-seconds'],
        timeoutMs: SQUASH_TIMEOUT_MS
    }));
}


/***/ })

};

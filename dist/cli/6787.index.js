export const id = 6787;
export const ids = [6787];
export const modules = {

/***/ 6787:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ commands_vendor)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./cli/src/options.ts
var options = __webpack_require__(6132);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/common/src/did-you-mean.ts
var did_you_mean = __webpack_require__(3944);
// EXTERNAL MODULE: ./cli/src/version.ts
var version = __webpack_require__(198);
;// CONCATENATED MODULE: ./cli/src/vendor.ts







/** The manifest a vendored tree carries: what it holds and a SHA-256 of every file. */
const MANIFEST = 'sweepkit-vendor.json';
/** The Sweepkit checkout (or package) this CLI runs from: the folder above dist/ or cli/ holding actions/ and dist/. */
function sweepkitRoot(from = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url))) {
    for (let dir = from; dir !== (0,external_node_path_.dirname)(dir); dir = (0,external_node_path_.dirname)(dir)) {
        if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, 'actions')) && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, 'dist')) && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, 'package.json')))
            return dir;
    }
    throw new errors/* SweepkitError */.R0(`cannot find the Sweepkit checkout above ${from} (a folder with actions/, dist/ and package.json)`);
}
const walk = (root, dir) => (0,external_node_fs_.readdirSync)((0,external_node_path_.join)(root, dir))
    .sort()
    .flatMap((name) => ((0,external_node_fs_.statSync)((0,external_node_path_.join)(root, dir, name)).isDirectory() ? walk(root, (0,external_node_path_.join)(dir, name)) : [(0,external_node_path_.join)(dir, name)]));
/** The actions a checkout ships (folders of actions/ with an action.yml). */
const shippedActions = (root) => (0,external_node_fs_.readdirSync)((0,external_node_path_.join)(root, 'actions'))
    .filter((name) => !name.startsWith('_') && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, 'actions', name, 'action.yml')))
    .sort();
/**
 * The files `actions` need, relative to the root: each action.yml, its whole bundle folder
 * (lazy chunks, post step, licenses), the schemas its action.yml or README names, dist/package.json
 * (the bundles are ES modules) and the LICENSE.
 */
function vendorFiles(root, actions) {
    const shipped = shippedActions(root);
    for (const action of actions) {
        if (!shipped.includes(action))
            throw new errors/* UsageError */.eb(`sweepkit vendor: error: no action '${action}' ${(0,did_you_mean/* didYouMean */.au)(action, shipped)}`.trimEnd());
        if (!(0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, 'dist', action, 'index.js')))
            throw new errors/* SweepkitError */.R0(`dist/${action}/index.js is missing: run npm run build ${action}`);
    }
    const schemas = (action) => ['action.yml', 'README.md']
        .filter((file) => (0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, 'actions', action, file)))
        .flatMap((file) => [...(0,external_node_fs_.readFileSync)((0,external_node_path_.join)(root, 'actions', action, file), 'utf8').matchAll(/schemas\/([\w.-]+\.schema\.json)/g)].map((m) => `schemas/${m[1]}`))
        .filter((file) => (0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, file)));
    const files = actions.flatMap((action) => [(0,external_node_path_.join)('actions', action, 'action.yml'), ...walk(root, (0,external_node_path_.join)('dist', action)), ...schemas(action)]);
    return [...new Set([...files, 'dist/package.json', ...((0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, 'LICENSE')) ? ['LICENSE'] : [])])].sort();
}
const sha256 = (file) => (0,external_node_crypto_.createHash)('sha256').update((0,external_node_fs_.readFileSync)(file)).digest('hex');
function sourceCommit(root) {
    try {
        return (0,external_node_child_process_.execFileSync)('git', ['-C', root, 'rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    }
    catch {
        return null;
    }
}
function readManifest(dir) {
    const file = (0,external_node_path_.join)(dir, MANIFEST);
    if (!(0,external_node_fs_.existsSync)(file))
        return undefined;
    try {
        return JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8'));
    }
    catch {
        throw new errors/* SweepkitError */.R0('not a JSON manifest', { location: { file } });
    }
}
/**
 * Writes the vendored tree to `target`: built next to it and renamed into place, so a failure leaves
 * the old tree; an existing `target` is replaced only when it is an earlier vendored tree (or empty).
 */
function vendor(root, target, actions, shown = target) {
    if ((0,external_node_fs_.existsSync)(target) && (0,external_node_fs_.readdirSync)(target).length && !readManifest(target)) {
        throw new errors/* UsageError */.eb(`sweepkit vendor: error: ${shown} is not empty and has no ${MANIFEST}: not replacing it`);
    }
    const files = vendorFiles(root, actions);
    const staging = `${target}.partial-${process.pid}`;
    (0,external_node_fs_.rmSync)(staging, { recursive: true, force: true });
    const manifest = { sweepkit: version/* VERSION */.x, commit: sourceCommit(root), actions: [...actions].sort(), files: {} };
    for (const file of files) {
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)((0,external_node_path_.join)(staging, file)), { recursive: true });
        (0,external_node_fs_.copyFileSync)((0,external_node_path_.join)(root, file), (0,external_node_path_.join)(staging, file));
        manifest.files[file] = sha256((0,external_node_path_.join)(staging, file));
    }
    (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    (0,external_node_fs_.rmSync)(target, { recursive: true, force: true });
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(target), { recursive: true });
    (0,external_node_fs_.renameSync)(staging, target);
    return manifest;
}
/** What differs between a vendored tree and its manifest: missing, changed and unlisted files. */
function checkVendored(dir, shown = dir) {
    const manifest = readManifest(dir);
    if (!manifest)
        throw new errors/* UsageError */.eb(`sweepkit vendor: error: ${shown} has no ${MANIFEST}`);
    const problems = Object.entries(manifest.files).flatMap(([file, hash]) => {
        if (!(0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, file)))
            return [`${file}: missing`];
        return sha256((0,external_node_path_.join)(dir, file)) === hash ? [] : [`${file}: changed since it was vendored (checksum differs)`];
    });
    const listed = new Set([...Object.keys(manifest.files), MANIFEST]);
    const extra = walk(dir, '.')
        .map((file) => (0,external_node_path_.relative)('.', file))
        .filter((file) => !listed.has(file));
    return [...problems, ...extra.map((file) => `${file}: not in the manifest`)];
}
/** Bytes of the vendored files. */
const vendoredBytes = (dir, manifest) => Object.keys(manifest.files).reduce((sum, file) => sum + (0,external_node_fs_.statSync)((0,external_node_path_.join)(dir, file)).size, 0);

;// CONCATENATED MODULE: ./cli/src/commands/vendor.ts



const VENDOR_COMMAND = {
    cli: 'vendor',
    description: 'Copy what the chosen actions need (action.yml, their bundles, the schemas they name, a manifest with checksums) into DIR, ' +
        'so `uses: ./DIR/actions/<name>` works without pinning a tag. --check verifies DIR against its manifest.',
    options: {
        actions: { kind: 'string', metavar: 'A,B,…', help: 'the actions to copy, comma-separated (default: every action)' },
        check: { kind: 'flag', default: false, help: 'verify DIR against its manifest instead of writing it' }
    }
};
/** `sweepkit vendor DIR [--actions a,b,…]` and `sweepkit vendor DIR --check`. */
const vendorCommand = (argv, io) => {
    const { values, positionals } = (0,options/* parseCommandArgs */.Q)(VENDOR_COMMAND, argv, io, [{ name: 'DIR', help: 'the folder to write, e.g. vendor/sweepkit' }]);
    const dir = (0,external_node_path_.resolve)(io.cwd, positionals[0]);
    if (values.check) {
        const problems = checkVendored(dir, positionals[0]);
        for (const problem of problems)
            io.stdout(`${positionals[0]}/${problem}\n`);
        io.stderr(`vendor --check: ${problems.length ? `${problems.length} problem(s)` : 'every file matches the manifest'}\n`);
        return problems.length ? 1 : 0;
    }
    const root = sweepkitRoot();
    const actions = values.actions
        ? values.actions
            .split(',')
            .map((a) => a.trim())
            .filter(Boolean)
        : shippedActions(root);
    const manifest = vendor(root, dir, actions, positionals[0]);
    const bytes = vendoredBytes(dir, manifest);
    io.stdout(`vendored ${actions.join(', ')} into ${positionals[0]}: ${Object.keys(manifest.files).length} files, ${(bytes / 1e6).toFixed(2)} MB\n`);
    // `uses: ./…` is relative to the repository root, which the command is run from.
    const fromRoot = (0,external_node_path_.relative)(io.cwd, dir).split(external_node_path_.sep).join('/');
    io.stdout(fromRoot === '' || fromRoot.startsWith('..') || (0,external_node_path_.isAbsolute)(fromRoot)
        ? `use them as: uses: ./<path of ${dir} in its repository>/actions/<name>\n`
        : `use them as: uses: ./${fromRoot}/actions/<name>\n`);
    return 0;
};
/* harmony default export */ const commands_vendor = (vendorCommand);


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

/***/ 6713:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gl: () => (/* binding */ appliesTo),
/* harmony export */   Sb: () => (/* binding */ pickOptions),
/* harmony export */   eR: () => (/* binding */ OptionError),
/* harmony export */   o5: () => (/* binding */ completeOptions)
/* harmony export */ });
/* unused harmony exports CLI_DIALECT, ACTION_DIALECT, parseOptionText, optionsFor, actionDefault */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

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


/***/ })

};

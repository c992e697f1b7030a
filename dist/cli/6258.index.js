export const id = 6258;
export const ids = [6258];
export const modules = {

/***/ 6258:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ config_lint)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var src_errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/common/src/adapters/git.ts
var git = __webpack_require__(4596);
// EXTERNAL MODULE: ./packages/common/src/adapters/write-atomic.ts
var write_atomic = __webpack_require__(1825);
// EXTERNAL MODULE: ./cli/src/options.ts
var options = __webpack_require__(6132);
// EXTERNAL MODULE: ./packages/lint/src/options.ts
var src_options = __webpack_require__(6553);
// EXTERNAL MODULE: ./packages/common/src/files.ts
var src_files = __webpack_require__(6416);
// EXTERNAL MODULE: ./packages/common/src/git.ts
var src_git = __webpack_require__(8759);
// EXTERNAL MODULE: ./packages/common/src/yaml-load.ts + 1 modules
var yaml_load = __webpack_require__(2891);
;// CONCATENATED MODULE: ./packages/lint/src/configs/baseline.ts

const entryOf = (f) => ({ level: f.level, rule: f.rule, config: f.error.field ?? '', message: f.error.message });
const keyOf = (e) => JSON.stringify([e.level, e.rule, e.config, e.message]);
/** The baseline file for these findings: sorted, one entry per finding, stable under reordering. */
function baselineJson(findings) {
    const entries = findings.map(entryOf).sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
    return `${JSON.stringify({ version: 1, findings: entries }, null, 2)}\n`;
}
/** Reads a baseline file (written by baselineJson); errors name the file. */
function parseBaseline(text, file) {
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch (error) {
        throw new src_errors/* SweepkitError */.R0(`baseline is not valid JSON: ${error.message}`, { location: { file }, code: 'baseline' });
    }
    const findings = parsed?.findings;
    const valid = (e) => typeof e === 'object' && e !== null && ['level', 'rule', 'config', 'message'].every((k) => typeof e[k] === 'string');
    if (parsed?.version !== 1 || !Array.isArray(findings) || !findings.every(valid)) {
        throw new src_errors/* SweepkitError */.R0('baseline must be {"version": 1, "findings": [{level, rule, config, message}, …]} (write it with --update-baseline)', {
            location: { file },
            code: 'baseline'
        });
    }
    return findings;
}
/** Splits findings into new and known ones; each baseline entry accepts one finding. */
function applyBaseline(findings, baseline) {
    const remaining = new Map();
    for (const entry of baseline)
        remaining.set(keyOf(entry), [...(remaining.get(keyOf(entry)) ?? []), entry]);
    const fresh = [];
    const known = [];
    for (const finding of findings) {
        const left = remaining.get(keyOf(entryOf(finding)));
        if (left?.length) {
            left.pop();
            known.push(finding);
        }
        else
            fresh.push(finding);
    }
    return { fresh, known, stale: [...remaining.values()].flat() };
}
const decoder = new TextDecoder();
/** A file at a ref; undefined when the ref exists but the file does not there (and `mayBeMissing`). */
async function show(git, ref, file, mayBeMissing) {
    try {
        return decoder.decode(await git.show(ref, file));
    }
    catch (error) {
        const detail = error instanceof src_git/* GitError */.X ? error.detail : String(error);
        if (mayBeMissing && /does not exist in|exists on disk, but not in/.test(detail))
            return undefined;
        throw new src_errors/* SweepkitError */.R0(`changed-only: git cannot read ${file} at ${ref}: ${detail}`, { code: 'git' });
    }
}
const topLevel = (text, file) => {
    if (text === undefined)
        return new Map();
    const value = (0,yaml_load/* parseYaml */.hN)(text, file).value;
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return new Map();
    return new Map(Object.entries(value).map(([key, v]) => [key, JSON.stringify(v)]));
};
/**
 * The config keys whose entry differs between two refs (added or changed; a file missing at the
 * base counts as all new). `head` undefined means the working tree, read through `readHead`.
 */
async function changedConfigKeys(git, configFiles, refs, readHead) {
    const changed = new Set();
    for (const file of configFiles) {
        const base = await show(git, refs.base, file, true);
        const head = refs.head === undefined ? readHead(file) : await show(git, refs.head, file, false);
        const before = topLevel(base, `${refs.base}:${file}`);
        for (const [key, value] of topLevel(head, file))
            if (before.get(key) !== value)
                changed.add(key);
    }
    return changed;
}
/**
 * The findings that gate: only those of `changedKeys` (changed-only mode) and, with a baseline,
 * only new ones. Baseline entries of unchanged keys are neither used nor stale in changed-only mode.
 */
function gateFindings(findings, options) {
    const { changedKeys } = options;
    const inScope = (config) => !changedKeys || changedKeys.has(config);
    return applyBaseline(findings.filter((f) => inScope(f.error.field ?? '')), (options.baseline ?? []).filter((e) => inScope(e.config)));
}

// EXTERNAL MODULE: ./packages/config/src/load-master.ts + 2 modules
var load_master = __webpack_require__(3063);
// EXTERNAL MODULE: ./packages/config/src/load-runners.ts
var load_runners = __webpack_require__(8044);
// EXTERNAL MODULE: ./packages/common/src/yaml-tree.ts
var yaml_tree = __webpack_require__(6465);
;// CONCATENATED MODULE: ./packages/lint/src/configs/recipe-refs.ts

const SETTING = /^CONFIG_FILE=(.+?\.ya?ml)(?::.*)?$|^CONFIG_FILE=(.+)$/;
function collectRefs(value, path, into) {
    if (typeof value === 'string') {
        const match = SETTING.exec(value);
        if (match)
            into.push({ path: (match[1] ?? match[2]), yamlPath: path });
    }
    else if (Array.isArray(value)) {
        value.forEach((item, i) => collectRefs(item, [...path, i], into));
    }
    else if ((0,yaml_tree/* isYamlMapping */.Gy)(value)) {
        for (const [key, item] of Object.entries(value))
            collectRefs(item, [...path, key], into);
    }
}
/** Every search-space entry of a config (all scenario types and sequence lengths), in file order. */
function searchSpaceEntries(config) {
    const entries = [];
    const scenarios = (0,yaml_tree/* isYamlMapping */.Gy)(config) ? config.scenarios : undefined;
    if (!scenarios || !(0,yaml_tree/* isYamlMapping */.Gy)(scenarios))
        return entries;
    for (const [scenario, groups] of Object.entries(scenarios)) {
        if (!Array.isArray(groups))
            continue;
        groups.forEach((group, g) => {
            const space = (0,yaml_tree/* isYamlMapping */.Gy)(group) ? group['search-space'] : undefined;
            if (!Array.isArray(space))
                return;
            space.forEach((entry, e) => {
                const yamlPath = ['scenarios', scenario, g, 'search-space', e];
                const recipes = [];
                collectRefs(entry, yamlPath, recipes);
                const spec = (0,yaml_tree/* isYamlMapping */.Gy)(entry) ? entry['spec-decoding'] : undefined;
                entries.push({ yamlPath, specDecoding: typeof spec === 'string' ? spec : 'none', recipes });
            });
        });
    }
    return entries;
}

;// CONCATENATED MODULE: ./packages/lint/src/configs/speculative.ts

// How the engines' recipes switch speculative decoding on: SGLang `speculative-algorithm` (or the
// short `speculative-algo`), TRT-LLM `speculative_config`, vLLM `speculative-config`.
const SPECULATIVE_KEY = /^speculative[-_](algorithm|algo|config)$/;
const OFF = new Set(['', 'none', 'null', 'false', 'off']);
const enabled = (value) => value !== null &&
    value !== false &&
    !(typeof value === 'string' && OFF.has(value.trim().toLowerCase())) &&
    !((0,yaml_tree/* isYamlMapping */.Gy)(value) && Object.keys(value).length === 0);
/** The first setting of a recipe that turns speculative decoding on (`key: value`), if any. */
function speculativeSetting(recipe) {
    if (Array.isArray(recipe)) {
        for (const item of recipe) {
            const found = speculativeSetting(item);
            if (found)
                return found;
        }
    }
    else if ((0,yaml_tree/* isYamlMapping */.Gy)(recipe)) {
        for (const [key, value] of Object.entries(recipe)) {
            if (SPECULATIVE_KEY.test(key) && enabled(value))
                return `${key}: ${typeof value === 'object' && value !== null ? '{…}' : String(value)}`;
            const found = speculativeSetting(value);
            if (found)
                return found;
        }
    }
    return undefined;
}

;// CONCATENATED MODULE: ./packages/lint/src/configs/lint-configs.ts





/** Whether `path`, resolved against the folder `root` (absolute), stays inside it. */
function contains(root, path) {
    const rel = (0,external_node_path_.relative)(root, (0,external_node_path_.resolve)(root, path));
    return rel !== '' && rel !== '..' && !rel.startsWith(`..${external_node_path_.sep}`) && !(0,external_node_path_.isAbsolute)(rel);
}
/**
 * The rest of `ref` when it starts with the trailing folders of `dir` (`benchmarks/x/recipes/a.yaml`
 * with the folder /repo/benchmarks/x/recipes gives `a.yaml`), the longest such overlap.
 */
function belowFolder(dir, ref) {
    const folders = dir.split('/').filter(Boolean);
    const parts = ref.split('/');
    for (let k = Math.min(folders.length, parts.length - 1); k > 0; k--) {
        if (folders.slice(-k).join('/') === parts.slice(0, k).join('/'))
            return parts.slice(k).join('/');
    }
    return undefined;
}
/** Reads recipes once each: the first candidate path that exists, parsed; undefined when none exists. */
function recipeReader(request, context) {
    const cache = new Map();
    // A recipe reference is a config value: each candidate must stay inside the folder it is
    // resolved against (a recipe folder, or the working directory for a bare path), wherever the
    // command runs from and however the folders are given.
    const candidates = (ref) => {
        const inRecipes = /^recipes\/(.+)$/.exec(ref);
        const relative = inRecipes ? inRecipes[1] : ref;
        const roots = [
            ...(inRecipes ? [] : [['', ref]]),
            ...request.recipesDirs.map((dir) => [`${dir}/`, relative]),
            // A repository-relative path into a recipe folder reaches it from any working directory.
            ...(inRecipes ? [] : request.recipesDirs).flatMap((dir) => {
                const rest = belowFolder((0,external_node_path_.resolve)(context.cwd, dir), ref);
                return rest === undefined ? [] : [[`${dir}/`, rest]];
            })
        ];
        return roots.filter(([root, path]) => contains((0,external_node_path_.resolve)(context.cwd, root || '.'), path)).map(([root, path]) => `${root}${path}`);
    };
    return (ref) => {
        if (!cache.has(ref)) {
            const allowed = candidates(ref);
            const path = allowed.find((c) => context.files.exists((0,external_node_path_.resolve)(context.cwd, c)));
            let recipe;
            if (allowed.length === 0)
                recipe = { problem: `recipe ${ref} climbs out of the recipe folders` };
            else if (path) {
                try {
                    recipe = { path, value: (0,yaml_load/* parseYaml */.hN)((0,src_files/* readTextFile */.G)(context.files, (0,external_node_path_.resolve)(context.cwd, path), path), path).value };
                }
                catch (error) {
                    recipe = { problem: `recipe ${path} cannot be read: ${error.message}` };
                }
            }
            cache.set(ref, recipe);
        }
        return cache.get(ref);
    };
}
/**
 * Cross-checks master configs against what they reference (issue 8, config-lint): recipes that
 * switch speculative decoding on or off against the entry's `spec-decoding`, recipes that cannot
 * be found, and runner labels the runners file does not define.
 */
function lintConfigs(request, context) {
    const configs = (0,load_master/* loadMasterConfigs */.w)(context.files, request.configFiles, { cwd: context.cwd });
    const runners = (0,load_runners/* loadRunners */.O)(context.files, request.runnerConfig, { cwd: context.cwd });
    const findings = [];
    const counts = { configs: configs.length, entries: 0, recipeRefs: 0, recipesFound: 0, errors: 0, warnings: 0 };
    const readRecipe = recipeReader(request, context);
    for (const master of configs) {
        const add = (level, rule, message, location) => {
            findings.push({ level, rule, error: new src_errors/* SweepkitError */.R0(message, { location, code: rule, field: master.key }) });
        };
        const runner = master.config.runner;
        if (typeof runner === 'string' && !runners.labels.has(runner)) {
            add('error', 'unknown-runner', `runner '${runner}' of '${master.key}' is not a label in ${request.runnerConfig}`, master.source.locate([master.key, 'runner']));
        }
        for (const entry of searchSpaceEntries(master.config)) {
            counts.entries++;
            for (const ref of entry.recipes) {
                counts.recipeRefs++;
                checkRecipe(master, entry, ref, readRecipe(ref.path), (level, rule, message) => add(level, rule, message, master.source.locate([master.key, ...ref.yamlPath])), () => counts.recipesFound++);
            }
        }
    }
    counts.errors = findings.filter((f) => f.level === 'error').length;
    counts.warnings = findings.length - counts.errors;
    return { findings, counts };
}
function checkRecipe(master, entry, ref, recipe, report, found) {
    const says = `'${master.key}' says spec-decoding: ${entry.specDecoding}`;
    if (entry.specDecoding === 'none' && (0,external_node_path_.basename)(ref.path).includes('-mtp-')) {
        report('warning', 'mtp-recipe-name', `recipe ${ref.path} is named like an MTP recipe but ${says}`);
    }
    if (!recipe)
        return report('warning', 'recipe-missing', `recipe ${ref.path} is in none of the recipe folders (it may come from the srt-slurm checkout)`);
    if (recipe.path === undefined)
        return report('warning', 'recipe-unreadable', recipe.problem);
    found();
    const setting = speculativeSetting(recipe.value);
    if (setting && entry.specDecoding === 'none') {
        report('error', 'spec-decoding-mismatch', `recipe ${ref.path} enables speculative decoding (${setting}) but ${says}`);
    }
    else if (!setting && entry.specDecoding !== 'none') {
        report('error', 'spec-decoding-mismatch', `recipe ${ref.path} does not enable speculative decoding but ${says}`);
    }
}

;// CONCATENATED MODULE: ./packages/lint/src/configs/run.ts




/**
 * config-lint as both edges run it: the lint, then (changed-only) the config keys changed since
 * `baseRef`, then the baseline, and the findings that gate.
 */
async function runConfigLint(request, scope, ports) {
    const { files, cwd } = ports;
    const read = (file) => (0,src_files/* readTextFile */.G)(files, (0,external_node_path_.resolve)(cwd, file), file);
    const report = lintConfigs(request, { files, cwd });
    const changedKeys = scope.baseRef === undefined ? undefined : await changedConfigKeys(ports.git(cwd), request.configFiles, { base: scope.baseRef, head: scope.headRef }, read);
    const baseline = scope.baseline === undefined ? undefined : parseBaseline(read(scope.baseline), scope.baseline);
    return { report, gate: gateFindings(report.findings, { baseline, changedKeys }), changedKeys, baseline };
}

;// CONCATENATED MODULE: ./cli/src/commands/config-lint.ts





const configLint = async (argv, io) => {
    const { values } = (0,options/* parseCommandArgs */.Q)(src_options/* CONFIG_LINT_COMMAND */.L, argv, io);
    const baselineFile = values.baseline;
    const baseRef = values['base-ref'];
    if (values['update-baseline'] && !baselineFile)
        throw new src_errors/* UsageError */.eb('sweepkit config-lint: error: --update-baseline needs --baseline FILE');
    if (values['changed-only'] && !baseRef)
        throw new src_errors/* UsageError */.eb('sweepkit config-lint: error: --changed-only needs --base-ref REF');
    const given = values['update-baseline'] ? {} : { baseRef: values['changed-only'] ? baseRef : undefined, headRef: values['head-ref'], baseline: baselineFile };
    const request = { configFiles: values['config-files'], runnerConfig: values['runner-config'], recipesDirs: values['recipes-dirs'] };
    const { report, gate, changedKeys, baseline } = await runConfigLint(request, given, { files: io.files, cwd: io.cwd, git: git/* execGit */.I });
    const { counts } = report;
    const tally = `${counts.configs} configs, ${counts.entries} search-space entries, ${counts.recipeRefs} recipe references (${counts.recipesFound} found)`;
    if (values['update-baseline']) {
        // Written whole or not at all: never a half-written baseline.
        (0,write_atomic/* writeFileAtomic */.Zf)((0,external_node_path_.resolve)(io.cwd, baselineFile), baselineJson(report.findings));
        io.stderr(`config-lint: ${tally}: ${report.findings.length} findings written to ${baselineFile}\n`);
        return 0;
    }
    for (const finding of gate.fresh)
        io.stdout(`${(0,src_errors/* formatFinding */.tf)(finding.error, finding.level)}\n`);
    for (const entry of gate.stale)
        io.stderr(`${baselineFile}: stale baseline entry (fixed? remove it): ${entry.level} ${entry.rule} ${entry.config}: ${entry.message}\n`);
    const errors = gate.fresh.filter((f) => f.level === 'error').length;
    const warnings = gate.fresh.length - errors;
    const scope = [
        changedKeys && `${changedKeys.size} changed config keys`,
        baseline && `${gate.known.length} known from the baseline, ${gate.stale.length} stale`
    ].filter(Boolean);
    io.stderr(`config-lint: ${tally}: ${errors} errors, ${warnings} warnings${scope.length ? ` (${scope.join('; ')})` : ''}\n`);
    return errors + (values['fail-on-warning'] ? warnings : 0) > 0 ? 1 : 0;
};
/* harmony default export */ const config_lint = (configLint);


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

/***/ 4596:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ runGit),
/* harmony export */   I: () => (/* binding */ execGit)
/* harmony export */ });
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8759);

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
                reject(new _git_js__WEBPACK_IMPORTED_MODULE_0__/* .GitError */ .X(stderr.toString('utf8').trim() || error.message));
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

/***/ 8759:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ GitError)
/* harmony export */ });
/** git refused a command; `detail` is its stderr, trimmed. */
class GitError extends Error {
    detail;
    constructor(detail) {
        super(detail);
        this.detail = detail;
        this.name = 'GitError';
    }
}


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

/***/ 6553:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ CONFIG_LINT_COMMAND),
/* harmony export */   V: () => (/* binding */ LINT_WORKFLOWS_COMMAND)
/* harmony export */ });
/** `sweepkit config-lint` and the config-lint action. */
const CONFIG_LINT_COMMAND = {
    cli: 'config-lint',
    action: 'config-lint',
    description: 'Cross-check the master configs against what they reference (recipes whose speculative decoding contradicts the entry, missing recipes, undefined runner labels).',
    options: {
        'config-files': {
            kind: 'list',
            default: 'configs/amd-master.yaml configs/nvidia-master.yaml',
            help: 'master config files (one per line or space-separated)'
        },
        'runner-config': { kind: 'string', default: 'configs/runners.yaml', help: 'the runners file that defines the runner labels' },
        'recipes-dirs': {
            kind: 'list',
            extend: true,
            default: 'benchmarks/multi_node/srt-slurm-recipes',
            help: 'folders that `CONFIG_FILE=recipes/<path>` resolves into (`<dir>/<path>`), tried in order; the flag is repeatable'
        },
        'working-directory': { kind: 'string', only: 'action', default: '.', help: 'repository checkout the paths are relative to' },
        'fail-on-warning': { kind: 'flag', default: false, help: 'fail on warnings too (by default only errors fail)' },
        baseline: {
            kind: 'string',
            metavar: 'FILE',
            help: 'accept the findings recorded in FILE: only new ones fail; entries no finding matches are reported as stale'
        },
        'update-baseline': { kind: 'flag', only: 'cli', help: 'write the current findings to the --baseline FILE and exit 0' },
        'changed-only': { kind: 'flag', default: false, help: 'report only findings of config keys whose entry changed between the base ref and the head' },
        'base-ref': { kind: 'string', metavar: 'REF', help: 'git ref to compare with (changed-only; the action defaults it from the event)' },
        'head-ref': { kind: 'string', only: 'cli', metavar: 'REF', help: 'git ref of the change (--changed-only; default: the working tree)' }
    }
};
/** `sweepkit lint-workflows [DIR]` (CLI only: a workflow step lints with `run: npx sweepkit lint-workflows`). */
const LINT_WORKFLOWS_COMMAND = {
    cli: 'lint-workflows',
    description: "Lint the workflow files of DIR (default .github/workflows) with actionlint and check every step that uses a Sweepkit action (./…/actions/<name> or <owner>/<repo>/actions/<name>@ref) against the action's inputs. " +
        'Run from the repository root: local actions resolve against it, runner labels come from .github/actionlint.yaml. One file:line:col: message [rule] line per finding, exit 1 on findings.',
    options: {}
};


/***/ })

};

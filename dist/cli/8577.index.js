export const id = 8577;
export const ids = [8577];
export const modules = {

/***/ 8577:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ validate_changelog)
});

// EXTERNAL MODULE: ./packages/matrix/src/adapters/git.ts
var git = __webpack_require__(9196);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/gating/src/changelog/validate.ts + 2 modules
var validate = __webpack_require__(2585);
// EXTERNAL MODULE: ./packages/gating/src/changelog/strict/links.ts
var links = __webpack_require__(7928);
;// CONCATENATED MODULE: ./packages/gating/src/changelog/messages.ts
/** The line printed for an accepted change (the reference's text when entries were added). */
function acceptedMessage(file, verdict) {
    if (verdict.additions > 0)
        return `Validated ${file}: final newline present and matrix generated`;
    return `Validated ${file}: ${verdict.corrections} pr-link correction${verdict.corrections === 1 ? '' : 's'}, no new entries`;
}

// EXTERNAL MODULE: ./packages/gating/src/options.ts
var options = __webpack_require__(6208);
// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/validate-changelog.ts





const validateChangelogCommand = async (argv, io) => {
    const { values } = (0,src_options/* parseCommandArgs */.Q)(options/* VALIDATE_CHANGELOG_COMMAND */.GG, argv, io);
    const verdict = await (0,validate/* validateChangelog */.r)({
        changelogFile: values['changelog-file'],
        // Required on the command line (argparse has checked them).
        baseRef: values['base-ref'],
        headRef: values['head-ref'],
        allEvals: values['all-evals'] ?? false,
        evalsOnly: values['evals-only'] ?? false,
        mode: values.mode,
        prNumber: values['pr-number'],
        links: (0,links/* linkPolicy */.ln)(values['canonical-repo'], values.placeholders),
        allowCorrections: !values['no-pr-link-corrections']
    }, { git: (0,git/* execGit */.I)(io.cwd), files: io.files, root: io.cwd });
    for (const warning of verdict.warnings)
        io.stderr(`${(0,errors/* formatFinding */.tf)(warning, 'warning')}\n`);
    for (const error of verdict.errors)
        io.stderr(`${(0,errors/* formatError */.Wk)(error)}\n`);
    if (!verdict.valid)
        return 1;
    io.stdout(`${acceptedMessage(values['changelog-file'], verdict)}\n`);
    return 0;
};
/* harmony default export */ const validate_changelog = (validateChangelogCommand);


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


/***/ })

};

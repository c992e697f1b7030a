/** A test on one character (one code point). */
export type CharTest = (char: string) => boolean;

/**
 * One piece of a glob: one character that passes `one`; a run, maybe empty, of characters that
 * pass `many`; or an `optional` sequence. Every glob dialect of Sweepkit (Python's fnmatch, the
 * changelog's `*` patterns, CODEOWNERS, artifact names) is spelled in these pieces and matched by
 * the one matcher below.
 */
export type GlobPart = { one: CharTest } | { many: CharTest } | { optional: readonly GlobPart[] };

export const anyChar: CharTest = () => true;
export const literal =
  (char: string): CharTest =>
  (c) =>
    c === char;

/** A state of the automaton: `test` → `on` consumes a character; `also` are free moves. */
interface State {
  test?: CharTest;
  on: number;
  also: number[];
}

/**
 * The glob as a function of a name, matching the whole name. The pieces become a small
 * nondeterministic automaton that is run over all its states at once (Thompson's construction), so
 * a match takes at most (name length × number of pieces) steps whatever the pattern: a run of `*`
 * or any other hostile pattern cannot make it backtrack.
 */
export function compileGlob(parts: readonly GlobPart[]): (name: string) => boolean {
  const states: State[] = [{ on: -1, also: [] }]; // 0: accept
  const add = (state: State): number => states.push(state) - 1;
  const build = (seq: readonly GlobPart[], next: number): number => {
    for (let i = seq.length - 1; i >= 0; i--) {
      const part = seq[i]!;
      if ('one' in part) next = add({ test: part.one, on: next, also: [] });
      else if ('many' in part) {
        const loop = add({ test: part.many, on: -1, also: [next] });
        states[loop]!.on = loop;
        next = loop;
      } else next = add({ on: -1, also: [build(part.optional, next), next] });
    }
    return next;
  };
  const start = build(parts, 0);
  const mark = new Uint32Array(states.length);
  let generation = 0;
  const close = (from: readonly number[]): number[] => {
    generation++;
    const out: number[] = [];
    const stack = [...from];
    while (stack.length) {
      const s = stack.pop()!;
      if (mark[s] === generation) continue;
      mark[s] = generation;
      out.push(s);
      stack.push(...states[s]!.also);
    }
    return out;
  };
  return (name) => {
    let current = close([start]);
    for (const char of name) {
      const next: number[] = [];
      for (const s of current) {
        const state = states[s]!;
        if (state.test?.(char)) next.push(state.on);
      }
      if (next.length === 0) return false;
      current = close(next);
    }
    return current.includes(0);
  };
}

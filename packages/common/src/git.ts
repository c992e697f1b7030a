/**
 * The git port (the changelog rules, config-lint's baseline, merge-with-reuse and recovery): they read
 * files from git objects (never the working tree). The real implementation runs
 * `git` with an argv (`adapters/git.ts`); tests use real repositories.
 */
export interface Git {
  /** Bytes of `path` at `ref` (`git show ref:path`); throws GitError when git cannot read it. */
  show(ref: string, path: string): Promise<Uint8Array>;
  /** `git diff base head -- path` with git's default algorithm and context; throws GitError when git fails. */
  diff(base: string, head: string, path: string): Promise<string>;
  /** The best common ancestor of two refs, or undefined when history does not tell (shallow clone). */
  mergeBase(a: string, b: string): Promise<string | undefined>;
}

/** git refused a command; `detail` is its stderr, trimmed. */
export class GitError extends Error {
  constructor(readonly detail: string) {
    super(detail);
    this.name = 'GitError';
  }
}

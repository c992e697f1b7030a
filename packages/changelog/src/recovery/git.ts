import type { Git } from '../../../common/src/index.js';

/** The git a recovery needs: the changelog reads of process-changelog, the worktree's state and the synthetic commit. */
export interface RecoveryGit extends Git {
  /** The commit a ref names, or undefined when this clone does not have it. */
  commitOf(ref: string): Promise<string | undefined>;
  /** `git status --porcelain` lines, untracked files included. */
  status(): Promise<string[]>;
  /** The working-tree bytes of `path`. */
  readWorking(path: string): Promise<Uint8Array>;
  /**
   * A commit whose tree is `base`'s with the working `path` added, made in a throwaway index (the
   * worktree's own index untouched), after `git diff --cached --check` passed on it.
   */
  commitWith(base: string, path: string, message: string, author: { name: string; email: string }): Promise<string>;
  /** Paths that differ between two commits. */
  changedPaths(a: string, b: string): Promise<string[]>;
  /** `git worktree add --detach DIR COMMIT`. */
  addWorktree(directory: string, commit: string): Promise<void>;
}

/** Signals that cancel the job: Ctrl-C, a scheduler's TERM, the runner's cancel (SIGINT, then SIGTERM 7.5 s later). */
const CANCEL_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/** The exit code after a second cancel signal: the shell's code for "interrupted" (128 + SIGINT). */
export const INTERRUPTED_EXIT_CODE = 130;

/**
 * The first cancel signal aborts the returned controller (the launch cancels its job at once);
 * a second one exits with INTERRUPTED_EXIT_CODE. The action and the CLI both use this.
 */
export function abortOnSignals(): AbortController {
  const controller = new AbortController();
  for (const signal of CANCEL_SIGNALS) {
    process.on(signal, () => (controller.signal.aborted ? process.exit(INTERRUPTED_EXIT_CODE) : controller.abort()));
  }
  return controller;
}

/** Time, injected so a wait loop runs on a fake clock in tests. */
export interface Clock {
  now(): number;
  /** Resolves after `ms`, or early (without throwing) when `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/**
 * Asks `attempt` every `pollMs` until it answers (anything but undefined), for at most `timeoutMs`
 * after the first ask; past that, `onTimeout` throws. `attempt` may throw to stop at once.
 */
export async function pollUntil<T>(
  clock: Clock,
  { timeoutMs, pollMs }: { timeoutMs: number; pollMs: number },
  attempt: () => Promise<T | undefined>,
  onTimeout: () => never
): Promise<T> {
  const deadline = clock.now() + timeoutMs;
  for (;;) {
    const answer = await attempt();
    if (answer !== undefined) return answer;
    if (clock.now() >= deadline) onTimeout();
    await clock.sleep(pollMs);
  }
}

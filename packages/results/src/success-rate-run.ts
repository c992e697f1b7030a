import { parsePyIntText, parsePyJson, pyStr, pyStrRepr, SweepkitError } from '../../common/src/index.js';
import type { ResultsFs } from './ports.js';
import { runStatsJson, successRate, successRateTable, type HardwareStats, type RunJob } from './success-rate.js';

/** The GitHub calls the count needs, on one repository. */
export interface RunJobsApi {
  /** `GET /user`: the token's login; a rejected token throws {@link AuthFailure}. */
  login(): Promise<string>;
  /** `GET /repos/{repo}`: its full name. */
  repository(): Promise<string>;
  /** `GET /repos/{repo}/actions/runs/{id}`. */
  run(runId: string): Promise<{ id: string; name: string }>;
  /** Every attempt of every job of the run (`filter=all`), every page. */
  jobs(runId: string): Promise<RunJob[]>;
}

/** The token was refused (`GET /user` answered `status`). */
export class AuthFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: string
  ) {
    super(`HTTP ${status}`);
  }
}

export type RunStatsOutcome =
  | { kind: 'counted'; login: string; repository: string; run: { id: string; name: string }; stats: HardwareStats[] }
  /** The reference then writes `null` and succeeds: the dashboard ingest reads a null file as "no data". */
  | { kind: 'auth-failed'; message: string };

/** `Authentication failed: 401 {'message': 'Bad credentials'}`: Python's str of the parsed body, like the reference prints it. */
function authMessage(failure: AuthFailure): string {
  let body = failure.body;
  try {
    body = pyStr(parsePyJson(failure.body));
  } catch {
    // not JSON: the text as it came
  }
  return `Authentication failed: ${failure.status} ${body.replace(/\s+/g, ' ').trim()}`;
}

/** The reference's `except Exception as e: print(f"Error: {e}"); raise` around the repository and run reads. */
async function echoingError<T>(say: (line: string) => void, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (e) {
    say(`Error: ${(e as Error).message}`);
    throw e;
  }
}

/**
 * Checks the token, lists the run's jobs, counts them per bucket and writes the stats file
 * atomically: the counts, or `null` when the token is refused (the reference's contract). `say`
 * gets the reference's progress lines as they happen (`Authenticated as user: …`, `Found repo: …`,
 * `Found run: …`), and `Error: <message>` when reading the repository or the run fails (then the
 * error is thrown, nothing written).
 */
export async function writeRunStats(
  fs: ResultsFs,
  api: RunJobsApi,
  request: { runId: string; buckets: readonly string[]; output: string },
  say: (line: string) => void = () => undefined
): Promise<RunStatsOutcome> {
  let login: string;
  try {
    login = await api.login();
  } catch (e) {
    if (!(e instanceof AuthFailure)) throw e;
    fs.writeAtomic(request.output, 'null');
    return { kind: 'auth-failed', message: authMessage(e) };
  }
  say(`Authenticated as user: ${login}`);
  const repository = await echoingError(say, () => api.repository());
  say(`Found repo: ${repository}`);
  // `repo.get_workflow_run(int(RUN_ID))`
  const id = parsePyIntText(request.runId);
  if (id === null) {
    const invalid = `invalid literal for int() with base 10: ${pyStrRepr(request.runId)}`;
    say(`Error: ${invalid}`);
    throw new SweepkitError(`run id (GITHUB_RUN_ID / --run-id): ${invalid}`, { code: 'run-id' });
  }
  const runId = String(id);
  const run = await echoingError(say, () => api.run(runId));
  say(`Found run: ${run.id} - ${run.name}`);
  const stats = successRate(await api.jobs(runId), request.buckets);
  fs.writeAtomic(request.output, runStatsJson(stats));
  return { kind: 'counted', login, repository, run, stats };
}

/** What the reference prints on stdout after the progress lines: the table, or that there is none. */
export function runStatsReport(outcome: RunStatsOutcome): string {
  if (outcome.kind === 'auth-failed') return `${outcome.message}\nNo data to display\n`;
  return `\n${successRateTable(outcome.stats)}`;
}

/** The error when the token the count needs is not set (the reference asserts it before any request). */
export const tokenNotSet = (message: string): SweepkitError => new SweepkitError(message, { code: 'github-token' });

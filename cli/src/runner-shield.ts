/** What the Actions runner executes in a step's output: `::cmd` at a (trimmed) line's start, `##[cmd` anywhere. */
export const RUNNER_COMMAND = /^\s*::|##\[/m;

/**
 * A writer for a stream the Actions runner reads (a `run:` step's stdout or stderr): text that
 * the runner would execute is written inside `::stop-commands::<random token>` … `::<token>::`;
 * any other text is written unchanged, so data on stdout stays byte-identical. The unterminated
 * last line of earlier writes is checked with the next write, so a command cannot be split across writes.
 * The token comes from the global Web Crypto, loaded only when a token is needed (not at every start).
 */
export function runnerShield(write: (text: string) => void, token: () => string = () => `sweepkit-${crypto.randomUUID()}`): (text: string) => void {
  let tail = '';
  return (text) => {
    if (RUNNER_COMMAND.test(tail + text)) {
      const stop = token();
      write(`${tail ? '\n' : ''}::stop-commands::${stop}\n${text}${text.endsWith('\n') ? '' : '\n'}::${stop}::\n`);
      tail = '';
      return;
    }
    write(text);
    tail = pendingLine(tail + text);
  };
}

/**
 * What the next write's check needs of the unterminated last line: all of it while it is blank
 * (or blank and one `:`), where a `::` command may still start; else its last two characters behind
 * a character no command starts with, for a `##[` split across writes. So a long line written in
 * many pieces (a megabyte of matrix JSON) is checked once, not again with every piece.
 */
function pendingLine(joined: string): string {
  const line = joined.slice(joined.lastIndexOf('\n') + 1);
  return /^\s*:?$/.test(line) ? line : `x${line.slice(-2)}`;
}

/** Control characters other than newline and tab shown as `\xNN`, so a message cannot rewrite the terminal or hide text. */
export const quoteControls = (text: string): string =>
  text.replace(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);

/**
 * `::name key=value,…::message` with the runner's escapes (`%`, CR, LF; in values also `:` and `,`),
 * so untrusted text in a message or file name cannot end the command or start another.
 */
export function workflowCommand(name: string, properties: Record<string, string | number>, message: string): string {
  const data = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const value = (text: string) => data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
  const props = Object.entries(properties)
    .map(([k, v]) => `${k}=${value(String(v))}`)
    .join(',');
  return `::${name}${props ? ` ${props}` : ''}::${data(message)}\n`;
}

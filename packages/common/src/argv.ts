/**
 * Rules for values that become arguments of a program we run (git, make). Every program is run
 * with an argv array (never a shell), and git gets `--end-of-options` before a ref; these rules
 * refuse, before anything runs, the values that would still change what the program does.
 * Each returns why a value is refused, or undefined when it is fine.
 */

/** A tag, branch or commit to fetch: git's check-ref-format rules, and never a leading `-`. */
export function gitRefProblem(ref: string): string | undefined {
  if (ref === '') return 'is empty';
  if (ref.startsWith('-')) return 'starts with "-" (git would read it as an option)';
  if (/[\x00-\x20\x7f]/.test(ref)) return 'holds a space or a control character';
  if (/[~^:?*[\\]/.test(ref)) return 'holds one of ~ ^ : ? * [ \\';
  if (/\.\.|@\{|\/\/|^\/|\/$|\.$|\.lock$|\/\.|^\.|^@$/.test(ref)) return "is not a valid git ref name (see 'git check-ref-format')";
  return undefined;
}

/**
 * A repository to clone: a URL or path, never an option, and never a `<transport>::<address>`
 * remote helper (`ext::` runs a command).
 */
export function gitRepositoryProblem(url: string): string | undefined {
  if (url === '') return 'is empty';
  if (url.startsWith('-')) return 'starts with "-" (git would read it as an option)';
  if (/[\x00-\x1f\x7f]/.test(url)) return 'holds a control character';
  if (/^[A-Za-z][A-Za-z0-9+.-]*::/.test(url)) return 'names a git remote helper (<transport>::…), which may run commands';
  return undefined;
}

/** A make variable's value (`make setup ARCH=<value>`): make expands `$(…)` in it, so only a safe alphabet. */
export function makeValueProblem(value: string): string | undefined {
  if (!/^[A-Za-z0-9_][A-Za-z0-9_.+-]*$/.test(value)) return 'may hold only letters, digits and _ . + - (make would expand anything else)';
  return undefined;
}

/** The first refused value among `[name, value, rule]` checks as `<name> '<value>' <why>` (undefined values skipped). */
export function firstArgumentProblem(checks: readonly (readonly [string, string | undefined, (value: string) => string | undefined])[]): string | undefined {
  for (const [name, value, rule] of checks) {
    const why = value === undefined ? undefined : rule(value);
    if (why) return `${name} '${value}' ${why}`;
  }
  return undefined;
}

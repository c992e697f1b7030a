import { SweepkitError } from './errors.js';

/**
 * The one redaction of credentials in text a person will see (errors, warnings, summaries): every
 * error path that can show a connection string, a URL or a token passes its text through
 * `redactSecrets`. It over-redacts rather than under-redacts: a shown secret cannot be taken back.
 */

export const REDACTED = '***';

// `scheme://userinfo@host`: the authority ends at the first `/`, `?`, `#` or space, and its userinfo
// at its LAST `@`, so a password with a raw `@` (`p@ss`) is hidden whole, as libpq and URL parsers read it.
const URL_USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)([^\s/?#'"<>]*)@/gi;

// Names whose value is a credential: in a query string (`?password=…&`), libpq's `key=value`
// conninfo (`password='a b'`), an env-style line, or JSON (`"token": "…"`).
const SECRET_NAME =
  '(?:ssl)?password|passwd|pwd|passphrase|(?:client_)?secret|(?:access_|auth_|refresh_|id_|api_|bearer_)?token|api_?key|private_?key|credentials?';
const KEY_VALUE = new RegExp(`(^|[^A-Za-z0-9_-])(${SECRET_NAME})(\\s*=\\s*)('(?:[^'\\\\]|\\\\.)*'|"(?:[^"\\\\]|\\\\.)*"|[^\\s&;,"']+)`, 'gi');
const JSON_VALUE = new RegExp(`("(?:${SECRET_NAME})"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'gi');

// Credentials recognisable by shape wherever they appear, with what replaces them.
const TOKEN_SHAPES: readonly (readonly [RegExp, string])[] = [
  // HTTP authorization values (the scheme stays: it says what was hidden).
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/g, `$1 ${REDACTED}`],
  [/\b(Authorization:)\s*(?:(?!Bearer\b|Basic\b)\S+\s+)?[A-Za-z0-9._~+/=-]{8,}/gi, `$1 ${REDACTED}`],
  // GitHub tokens (classic and fine-grained), Hugging Face tokens.
  [/\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|hf_[A-Za-z0-9]{20,})\b/g, REDACTED],
  // JWTs (the runner's ACTIONS_RUNTIME_TOKEN and OIDC tokens are JWTs).
  [/\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g, REDACTED]
];

function redactUserinfo(_match: string, scheme: string, userinfo: string): string {
  const colon = userinfo.indexOf(':');
  // A user name alone is not a secret (`postgres://postgres@host`), a token used as one is (below).
  if (colon < 0) return `${scheme}${userinfo}@`;
  return `${scheme}${userinfo.slice(0, colon)}:${REDACTED}@`;
}

/** The forms in which a known secret value may appear in a message (as is, URL-encoded, decoded). */
function spellings(secret: string): string[] {
  const forms = new Set([secret, encodeURIComponent(secret)]);
  try {
    forms.add(decodeURIComponent(secret));
  } catch {
    // not percent-encoded
  }
  return [...forms].filter((s) => s.length >= 4).sort((a, b) => b.length - a.length);
}

/**
 * `text` with every credential replaced by `***`: URL userinfo passwords (with raw `@` too),
 * `password=`/`token=`-style values in query strings, libpq conninfo and env lines, HTTP
 * authorization values, GitHub/Hugging Face tokens, JWTs, and each of `known` (exact secret values
 * such as a password taken from DATABASE_URL) in any spelling.
 */
export function redactSecrets(text: string, known: readonly (string | undefined)[] = []): string {
  let out = text;
  for (const secret of known) {
    if (!secret) continue;
    for (const form of spellings(secret)) out = out.split(form).join(REDACTED);
  }
  out = out.replace(URL_USERINFO, redactUserinfo);
  out = out.replace(KEY_VALUE, (_m, before: string, name: string, sep: string) => `${before}${name}${sep}${REDACTED}`);
  out = out.replace(JSON_VALUE, `$1"${REDACTED}"`);
  for (const [shape, replacement] of TOKEN_SHAPES) out = out.replace(shape, replacement);
  return out;
}

/**
 * The password of a connection URL (`scheme://user:password@host`), for `redactSecrets(…, known)`.
 * The userinfo ends at the LAST `@` of the string, so a password holding `/`, `#`, `?`, `@` or a
 * space is taken whole (a URL parser would end the authority early and show the rest).
 */
export function urlPassword(url: string): string | undefined {
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(url);
  const at = url.lastIndexOf('@');
  if (!scheme || at < scheme[0].length) return undefined;
  const userinfo = url.slice(scheme[0].length, at);
  const colon = userinfo.indexOf(':');
  return colon >= 0 ? userinfo.slice(colon + 1) : undefined;
}

/**
 * What a database connection string names, safe to print: `host[:port][/database]`, from a
 * `postgres://` URL or libpq's `key=value` form, or undefined when that cannot be told without
 * guessing (a malformed URL, an `@` past the authority: part of a password might be taken for the
 * host or the path). The connection string itself is never printed.
 */
export function connectionTarget(connection: string): string | undefined {
  const trimmed = connection.trim();
  if (/^postgres(?:ql)?:\/\//i.test(trimmed)) {
    if (/\s/.test(trimmed)) return undefined;
    const rest = trimmed.slice(trimmed.indexOf('//') + 2);
    const end = rest.search(/[/?#]/);
    if (end >= 0 && rest.slice(end).includes('@')) return undefined;
    try {
      const url = new URL(trimmed);
      return targetOf(decodeURIComponent(url.hostname), url.port, decodeURIComponent(url.pathname.slice(1)));
    } catch {
      return undefined;
    }
  }
  const pair = "([a-z_]+)\\s*=\\s*('(?:[^'\\\\]|\\\\.)*'|[^\\s']+)";
  if (!new RegExp(`^${pair}(?:\\s+${pair})*$`, 'i').test(trimmed)) return undefined;
  const pairs = [...trimmed.matchAll(new RegExp(pair, 'gi'))];
  const value = (key: string): string => {
    const raw = pairs.find((m) => m[1]!.toLowerCase() === key)?.[2] ?? '';
    return raw.startsWith("'") ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw;
  };
  return targetOf(value('host') || value('hostaddr'), value('port'), value('dbname'));
}

const targetOf = (host: string, port: string, database: string): string => `${host || 'localhost'}${port ? `:${port}` : ''}${database ? `/${database}` : ''}`;

// Environment variables whose value is a credential (matched by name).
const SECRET_VARIABLE = /TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|PRIVATE_KEY|API_KEY/i;

/**
 * The secret values of an environment, for `redactSecrets(…, known)`: variables named like
 * credentials (`*_TOKEN`, `*SECRET*`, `*PASSWORD*`, …) and the password of every URL value (such as
 * DATABASE_URL's; the rest of a URL is not secret).
 */
export function secretValues(env: Readonly<Record<string, string | undefined>>): string[] {
  const out: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (!value) continue;
    // Short values (`true`, `1`, a user name) would redact ordinary words: a real credential is longer.
    if (SECRET_VARIABLE.test(name) && value.length >= 8) out.push(value);
    const password = urlPassword(value);
    if (password) out.push(password);
  }
  return out;
}

/** The error with credentials redacted from its message and details (itself when there were none). */
export function redactError<E extends SweepkitError>(error: E, known: readonly (string | undefined)[] = []): E | SweepkitError {
  const message = redactSecrets(error.message, known);
  const details = error.details.map((d) => redactSecrets(d, known));
  if (message === error.message && details.every((d, i) => d === error.details[i])) return error;
  return new SweepkitError(message, { location: error.location, field: error.field, code: error.code, details, exitCode: error.exitCode });
}

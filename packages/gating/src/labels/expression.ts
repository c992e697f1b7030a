/**
 * GitHub Actions expressions (`${{ … }}`) evaluated as the runner does, for checks that must compare
 * what a workflow expression means rather than how it is written: literals, context paths,
 * `! == != < <= > >= && ||` (`&&`/`||` return an operand), GitHub's loose equality (strings
 * compared ignoring case, other mixed types as numbers) and the string/JSON functions.
 */
export type ExprValue = null | boolean | number | string | ExprValue[] | { [key: string]: ExprValue };

type Token = { kind: 'str' | 'num' | 'ident' | 'op'; text: string; value?: ExprValue };

const OPERATORS = ['==', '!=', '<=', '>=', '&&', '||', '<', '>', '!', '(', ')', '[', ']', ',', '.', '*'];

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const rest = source.slice(i);
    const space = /^\s+/.exec(rest);
    if (space) {
      i += space[0].length;
      continue;
    }
    if (rest.startsWith("'")) {
      const str = /^'((?:[^']|'')*)'/.exec(rest);
      if (!str) throw new Error(`unterminated string at ${i}`);
      tokens.push({ kind: 'str', text: str[0], value: str[1]!.replace(/''/g, "'") });
      i += str[0].length;
      continue;
    }
    const num = /^(?:0x[0-9a-f]+|-?\d+(?:\.\d+)?(?:e[-+]?\d+)?)/i.exec(rest);
    if (num) {
      tokens.push({ kind: 'num', text: num[0], value: Number(num[0]) });
      i += num[0].length;
      continue;
    }
    const ident = /^[A-Za-z_][\w-]*/.exec(rest);
    if (ident) {
      tokens.push({ kind: 'ident', text: ident[0] });
      i += ident[0].length;
      continue;
    }
    const op = OPERATORS.find((o) => rest.startsWith(o));
    if (!op) throw new Error(`unexpected '${rest[0]}' at ${i}`);
    tokens.push({ kind: 'op', text: op });
    i += op.length;
  }
  return tokens;
}

const truthy = (v: ExprValue): boolean => !(v === null || v === false || v === 0 || v === '' || (typeof v === 'number' && Number.isNaN(v)));

const toNumber = (v: ExprValue): number => {
  if (v === null) return 0;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return v.trim() === '' ? 0 : Number(v);
  return NaN;
};

export const exprString = (v: ExprValue): string => (v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

function looseEquals(a: ExprValue, b: ExprValue): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase();
  if ((a !== null && typeof a === 'object') || (b !== null && typeof b === 'object')) return a === b;
  if (typeof a === typeof b) return a === b;
  return toNumber(a) === toNumber(b);
}

function compare(a: ExprValue, b: ExprValue): number {
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;
  const [x, y] = [toNumber(a), toNumber(b)];
  return x < y ? -1 : x > y ? 1 : x === y ? 0 : NaN;
}

const FUNCTIONS: Record<string, (...args: ExprValue[]) => ExprValue> = {
  contains: (search, item) =>
    Array.isArray(search)
      ? search.some((e) => looseEquals(e, item ?? null))
      : exprString(search ?? null)
          .toLowerCase()
          .includes(exprString(item ?? null).toLowerCase()),
  startswith: (s, p) =>
    exprString(s ?? null)
      .toLowerCase()
      .startsWith(exprString(p ?? null).toLowerCase()),
  endswith: (s, p) =>
    exprString(s ?? null)
      .toLowerCase()
      .endsWith(exprString(p ?? null).toLowerCase()),
  format: (f, ...args) => exprString(f ?? null).replace(/\{(\d+)\}/g, (_, n: string) => exprString(args[Number(n)] ?? null)),
  join: (a, sep) => (Array.isArray(a) ? a.map(exprString).join(sep === undefined ? ',' : exprString(sep)) : exprString(a ?? null)),
  tojson: (v) => JSON.stringify(v ?? null, null, 2),
  fromjson: (v) => JSON.parse(exprString(v ?? null)) as ExprValue,
  success: () => true,
  always: () => true,
  failure: () => false,
  cancelled: () => false
};

/** Evaluates one expression (the text inside `${{ }}`) against the contexts given. */
export function evaluateExpression(source: string, contexts: Record<string, ExprValue>): ExprValue {
  const tokens = tokenize(source);
  let pos = 0;
  const peek = (text?: string): Token | undefined => (text === undefined || tokens[pos]?.text === text ? tokens[pos] : undefined);
  const take = (text: string): void => {
    if (tokens[pos]?.text !== text) throw new Error(`expected '${text}' in ${source}`);
    pos++;
  };
  // Both operands are parsed (and evaluated: nothing here has side effects) before the operator applies.
  const binary = (next: () => ExprValue, ops: string[], apply: (op: string, a: ExprValue, b: ExprValue) => ExprValue) => (): ExprValue => {
    let left = next();
    while (tokens[pos]?.kind === 'op' && ops.includes(tokens[pos]!.text)) {
      const op = tokens[pos++]!.text;
      left = apply(op, left, next());
    }
    return left;
  };
  const member = (value: ExprValue, key: ExprValue): ExprValue =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (Object.entries(value).find(([k]) => k.toLowerCase() === exprString(key).toLowerCase())?.[1] ?? null)
      : Array.isArray(value) && typeof key === 'number'
        ? (value[key] ?? null)
        : null;
  const primary = (): ExprValue => {
    const token = tokens[pos++];
    if (!token) throw new Error(`unexpected end of ${source}`);
    let value: ExprValue;
    if (token.kind === 'str' || token.kind === 'num') value = token.value!;
    else if (token.text === '(') {
      value = or();
      take(')');
    } else if (token.kind === 'ident' && peek('(')) {
      take('(');
      const args: ExprValue[] = [];
      while (!peek(')')) {
        args.push(or());
        if (!peek(')')) take(',');
      }
      take(')');
      const fn = FUNCTIONS[token.text.toLowerCase()];
      if (!fn) throw new Error(`unknown function ${token.text}`);
      value = fn(...args);
    } else if (token.kind === 'ident') {
      const literal = { true: true, false: false, null: null } as Record<string, ExprValue>;
      value = token.text in literal ? literal[token.text]! : (contexts[token.text] ?? null);
    } else throw new Error(`unexpected '${token.text}' in ${source}`);
    for (;;) {
      if (peek('.')) {
        take('.');
        const name = tokens[pos++];
        if (!name || (name.kind !== 'ident' && name.text !== '*')) throw new Error(`expected a property name in ${source}`);
        value =
          name.text === '*' ? (Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : null) : member(value, name.text);
      } else if (peek('[')) {
        take('[');
        const key = or();
        take(']');
        value = member(value, key);
      } else return value;
    }
  };
  const not = (): ExprValue => {
    if (peek('!')) {
      take('!');
      return !truthy(not());
    }
    return primary();
  };
  const relational = binary(not, ['<', '<=', '>', '>='], (op, a, b) => {
    const c = compare(a, b);
    return op === '<' ? c < 0 : op === '<=' ? c <= 0 : op === '>' ? c > 0 : c >= 0;
  });
  const equality = binary(relational, ['==', '!='], (op, a, b) => looseEquals(a, b) === (op === '=='));
  const and = binary(equality, ['&&'], (_, a, b) => (truthy(a) ? b : a));
  const or: () => ExprValue = binary(and, ['||'], (_, a, b) => (truthy(a) ? a : b));
  const value = or();
  if (pos !== tokens.length) throw new Error(`unexpected '${tokens[pos]!.text}' in ${source}`);
  return value;
}

/** A string with `${{ … }}` parts (a concurrency group, a name) as the runner renders it. */
export function renderTemplate(template: string, contexts: Record<string, ExprValue>): string {
  return template.replace(/\$\{\{([\s\S]*?)\}\}/g, (_, expression: string) => exprString(evaluateExpression(expression, contexts)));
}

/** The string literals of a template's expressions (candidates a check tries as values). */
export function templateStrings(template: string): string[] {
  return [...template.matchAll(/\$\{\{([\s\S]*?)\}\}/g)].flatMap(([, expression]) =>
    tokenize(expression!).flatMap((t) => {
      if (t.kind !== 'str') return [];
      const text = t.value as string;
      // A JSON list inside fromJSON('[…]') holds candidates too.
      try {
        const parsed: unknown = JSON.parse(text);
        if (Array.isArray(parsed)) return parsed.map(String);
      } catch {
        // not JSON: the literal itself
      }
      return [text];
    })
  );
}

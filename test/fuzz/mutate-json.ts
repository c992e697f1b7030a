/** Structural mutations of a JSON document for the fuzz suites: hostile values at random places. */
export const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 53 + 1,
  1e308,
  '',
  ' ',
  '\u0000',
  '\n::add-mask::x',
  '##[save-state name=finalized;]true',
  'x'.repeat(100_000),
  [],
  {},
  [[[[[[]]]]]],
  { name: 1 },
  ['a', null],
  '😀',
  '\ud800',
  -0
];

const DEEP = '<deep nesting>';

type Tree = Record<string, unknown> | unknown[];

function slots(node: unknown, out: Array<[Tree, string | number]> = []): Array<[Tree, string | number]> {
  if (Array.isArray(node)) node.forEach((v, i) => (out.push([node, i]), slots(v, out)));
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) {
      out.push([node as Tree, k]);
      slots(v, out);
    }
  return out;
}

/** The document (cloned) with 1–3 values replaced, removed or nested deep; sometimes the text cut or buried in brackets. */
export function mutateJson(doc: unknown, random: () => number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const copy = structuredClone(doc);
  const places = slots(copy);
  for (let n = 1 + Math.floor(random() * 3); n > 0 && places.length; n--) {
    const [container, key] = pick(places);
    const kind = random();
    if (kind < 0.6) (container as Record<string | number, unknown>)[key] = pick(HOSTILE_VALUES);
    else if (kind < 0.8) {
      if (Array.isArray(container)) container.splice(key as number, 1);
      else delete container[key as string];
    } else (container as Record<string | number, unknown>)[key] = DEEP;
  }
  // Deep nesting is spliced into the text: building it as objects would overflow the test's own stack.
  const depth = Math.floor(random() * 20_000);
  const text = JSON.stringify(copy).replaceAll(JSON.stringify(DEEP), `${'['.repeat(depth)}1${']'.repeat(depth)}`);
  const r = random();
  if (r < 0.1) return text.slice(0, Math.floor(random() * text.length));
  if (r < 0.15) return `${'['.repeat(100_000)}${text}`;
  return text;
}

/** Python `repr()` of a str, as the reference interpolates `{x!r}` into its messages. */
export function pyStrRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  const body = text
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
    .replace(/[\x00-\x1f\x7f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return quote + (quote === "'" ? body.replace(/'/g, "\\'") : body) + quote;
}

/** Python `repr()` of a list of str. */
export const pyListRepr = (items: readonly string[]): string => `[${items.map(pyStrRepr).join(', ')}]`;

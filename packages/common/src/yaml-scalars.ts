import { PyFloat } from './python/float.js';

/** A YAML 1.1 timestamp (PyYAML gives a date/datetime); kept as its source text. */
export class YamlTimestamp {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export type YamlScalar = null | boolean | number | bigint | string | PyFloat | YamlTimestamp;

// PyYAML 6 implicit resolvers (YAML 1.1), tried in its order for plain scalars only.
const BOOL = /^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/;
const TRUE_WORDS = new Set(['yes', 'Yes', 'YES', 'true', 'True', 'TRUE', 'on', 'On', 'ON']);
const FLOAT =
  /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
const INT = /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/;
const NULL = /^(?:~|null|Null|NULL|)$/;
const TIMESTAMP =
  /^(?:[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]|[0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?(?:[Tt]|[ \t]+)[0-9][0-9]?:[0-9][0-9]:[0-9][0-9](?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?)$/;

/** A Python int: a JS number while exact, a bigint beyond. */
function toInt(value: bigint): number | bigint {
  return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
}

function sexagesimal(text: string): { sign: bigint; parts: string[] } {
  const sign = text.startsWith('-') ? -1n : 1n;
  return { sign, parts: text.replace(/^[-+]/, '').split(':') };
}

/** PyYAML `construct_yaml_int`. */
function constructInt(source: string): number | bigint {
  let text = source.replace(/_/g, '');
  let sign = 1n;
  if (text[0] === '-') sign = -1n;
  if (text[0] === '-' || text[0] === '+') text = text.slice(1);
  if (text === '0') return 0;
  // The common case without BigInt: a plain decimal small enough to be exact.
  if (/^[1-9][0-9]{0,14}$/.test(text)) return sign < 0n ? -Number(text) : Number(text);
  if (text.startsWith('0b')) return toInt(sign * BigInt(text));
  if (text.startsWith('0x')) return toInt(sign * BigInt(text));
  if (text[0] === '0') return toInt(sign * BigInt(`0o${text.slice(1)}`));
  if (text.includes(':')) {
    let value = 0n;
    for (const part of text.split(':')) value = value * 60n + BigInt(part);
    return toInt(sign * value);
  }
  return toInt(sign * BigInt(text));
}

/** PyYAML `construct_yaml_float`. */
function constructFloat(source: string): PyFloat {
  const text = source.replace(/_/g, '').toLowerCase();
  if (text.endsWith('.inf')) return new PyFloat(text.startsWith('-') ? -Infinity : Infinity);
  if (text === '.nan') return new PyFloat(NaN);
  if (text.includes(':')) {
    const { sign, parts } = sexagesimal(text);
    let value = 0;
    for (const part of parts) value = value * 60 + Number(part);
    return new PyFloat(Number(sign) * value);
  }
  return new PyFloat(Number(text));
}

/** Resolves a plain (unquoted) scalar the way PyYAML `safe_load` does. */
export function resolvePlainScalar(text: string): YamlScalar {
  const first = text[0] ?? '';
  if ('yYnNtTfFoO'.includes(first) && first !== '' && BOOL.test(text)) return TRUE_WORDS.has(text);
  if ('-+0123456789.'.includes(first) && first !== '' && FLOAT.test(text)) return constructFloat(text);
  if ('-+0123456789'.includes(first) && first !== '' && INT.test(text)) return constructInt(text);
  if (('~nN'.includes(first) || text === '') && NULL.test(text)) return null;
  if (first >= '0' && first <= '9' && TIMESTAMP.test(text)) return new YamlTimestamp(text);
  return text;
}

/** Applies an explicit standard tag (`!!str`, `!!int`, …); undefined for tags we do not know. */
export function resolveTaggedScalar(tag: string, text: string): YamlScalar | undefined {
  switch (tag) {
    case 'tag:yaml.org,2002:str':
      return text;
    case 'tag:yaml.org,2002:int':
      return INT.test(text) ? constructInt(text) : undefined;
    case 'tag:yaml.org,2002:float':
      return FLOAT.test(text) || INT.test(text) ? constructFloat(text.includes('.') ? text : `${text}.0`) : undefined;
    case 'tag:yaml.org,2002:bool':
      return BOOL.test(text) ? TRUE_WORDS.has(text) : undefined;
    case 'tag:yaml.org,2002:null':
      return null;
    default:
      return undefined;
  }
}

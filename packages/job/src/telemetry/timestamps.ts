/**
 * Timestamps as Python's datetime turns them into epoch seconds: aware values through exact
 * microseconds (`timedelta.total_seconds`), naive ones through `mktime` in a time zone.
 */

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,6}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const SLASHED = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?$/;

/** Broken-down wall time, microsecond precision. */
export interface WallTime {
  fields: [number, number, number, number, number, number];
  micros: number;
  /** Offset east of UTC in minutes, when the text carries one. */
  offsetMinutes?: number;
}

/** `+0200`, `-05:30`, `Z` → minutes east of UTC, or undefined when malformed. */
export function parseOffset(text: string): number | undefined {
  if (text === 'Z') return 0;
  const m = /^([+-])(\d{2}):?(\d{2})$/.exec(text);
  if (!m || Number(m[2]) > 23 || Number(m[3]) > 59) return undefined;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

function wallTime(m: RegExpExecArray, offsetGroup?: string): WallTime | undefined {
  const fields = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0)) as WallTime['fields'];
  const [y, mo, d, h, mi, s] = fields;
  if (mo < 1 || mo > 12 || d < 1 || d > new Date(Date.UTC(y, mo, 0)).getUTCDate() || h > 23 || mi > 59 || s > 59) return undefined;
  const micros = Number((m[7] ?? '').padEnd(6, '0'));
  if (offsetGroup === undefined) return { fields, micros };
  const offsetMinutes = parseOffset(offsetGroup);
  return offsetMinutes === undefined ? undefined : { fields, micros, offsetMinutes };
}

/** Python `datetime.fromisoformat` (the forms aiperf and telemetry tools write). */
export function parseIso(text: string): WallTime | undefined {
  const m = ISO.exec(text);
  return m ? wallTime(m, m[8]) : undefined;
}

/** `YYYY/MM/DD HH:MM:SS[.f]` (nvidia-smi's timestamp column). */
export function parseSlashed(text: string): WallTime | undefined {
  const m = SLASHED.exec(text);
  return m ? wallTime(m) : undefined;
}

const utcSeconds = (t: WallTime): number => {
  const [y, mo, d, h, mi, s] = t.fields;
  return Date.UTC(y, mo - 1, d, h, mi, s) / 1000;
};

/** An aware time: exact microseconds since the epoch / 1e6, like `timedelta.total_seconds()`. */
export function awareEpoch(t: WallTime, offsetMinutes: number): number {
  const seconds = utcSeconds(t) - offsetMinutes * 60;
  return (seconds * 1e6 + t.micros) / 1e6;
}

/** Offset of `timeZone` (IANA name; undefined = the host's) at a UTC instant, in minutes. */
export function zoneOffsetMinutes(timeZone: string | undefined, epochMs: number): number {
  const parts = formatter(timeZone).formatToParts(new Date(epochMs));
  const n = (type: string): number => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / 60000);
}

/** A formatter for the zone; a TZ value Intl does not know (POSIX rule strings) falls back to the host zone. */
function formatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = {
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric'
  };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat('en-US', options);
  }
}

/** A naive time in a zone: `mktime` whole seconds + microseconds / 1e6 (Python's float order). */
export function naiveEpoch(t: WallTime, timeZone: string | undefined): number {
  const wall = utcSeconds(t);
  let offset = zoneOffsetMinutes(timeZone, wall * 1000);
  offset = zoneOffsetMinutes(timeZone, (wall - offset * 60) * 1000);
  return wall - offset * 60 + t.micros / 1e6;
}

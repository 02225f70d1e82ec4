/**
 * An audit row's change as lines: for each key of `before` or `after` (objects), the value before and
 * the value after, as compact text; keys whose value did not change are left out. A value that is not
 * an object is one line keyed "value".
 */
export interface ChangeLine {
  key: string;
  before?: string;
  after?: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as short text: strings bare, everything else as compact JSON. */
export function compact(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value) ?? String(value);
}

export function changesOf(before: unknown, after: unknown): ChangeLine[] {
  const b = before === null || before === undefined ? {} : isRecord(before) ? before : { value: before };
  const a = after === null || after === undefined ? {} : isRecord(after) ? after : { value: after };
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const lines: ChangeLine[] = [];
  for (const key of keys) {
    const had = key in b && b[key] !== undefined;
    const has = key in a && a[key] !== undefined;
    const from = had ? compact(b[key]) : undefined;
    const to = has ? compact(a[key]) : undefined;
    if (had && has && from === to) continue;
    lines.push({ key, ...(had ? { before: from } : {}), ...(has ? { after: to } : {}) });
  }
  return lines;
}

/**
 * Malformed requests generated from the OpenAPI document (issue 13), for server/fuzz.test.ts. Every
 * operation the document lists gets its cases from its own schemas: a new route is fuzzed without
 * anyone writing a case. Nothing here is random: the same document always gives the same cases.
 *
 * For each operation, a base request is built that satisfies the schemas as far as a generator can
 * (so one broken field at a time reaches past validation), then:
 * - the body: absent, `null`, an array, a string, a number, bad JSON (also with a raw NUL byte),
 *   wrong content types, deep nesting, `__proto__`; and for every field (nested objects and the first
 *   array item included): missing, `null`, the wrong type, and values by type (strings: empty, NUL,
 *   lone surrogates, 1 MB, odd Unicode; numbers: negative, fractional, 1e308, 1e400, 2^53 + 1 written
 *   as JSON text so it arrives unrounded; arrays: too many items; objects: an array, an extra field);
 * - each query parameter: the same odd values, URL-encoded (including `%00` and an encoded lone
 *   surrogate), a repeated parameter (an array), 20 000 characters;
 * - each path parameter: `%00`, `..`, an encoded `../..`, 1 000 characters, Unicode, invalid escapes,
 *   odd numbers.
 * An operation without a body gets only the bodies no parser accepts (bad JSON, an unknown content
 * type): a body it would ignore is not malformed, and some bodyless calls (a trial account, a
 * log-out) would otherwise do their real work.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
};

interface Parameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Operation {
  method: string;
  /** The document's path, `/api/wallet/deposits/{id}`. */
  path: string;
  query: Parameter[];
  params: Parameter[];
  headers: Parameter[];
  body: JsonSchema | null;
}

export interface FuzzCase {
  label: string;
  /** The URL, path parameters and query already encoded. */
  url: string;
  contentType?: string;
  payload?: string | Buffer;
}

/** A number written into the JSON as it is, unrounded (2^53 + 1, 1e400). */
class RawNumber {
  constructor(readonly text: string) {}
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** The operations of the document, in its order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const params = (op.parameters ?? []).map((p) => ({ ...p, schema: resolve(doc, p.schema ?? {}) }));
      const json = op.requestBody?.content?.['application/json']?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        query: params.filter((p) => p.in === 'query'),
        params: params.filter((p) => p.in === 'path'),
        headers: params.filter((p) => p.in === 'header'),
        body: json ? resolve(doc, json) : null,
      });
    }
  }
  return ops;
}

/**
 * Routes the app registers but the document does not describe (hidden: the sandbox gateway's pages,
 * /metrics, the site's files), as operations with their path parameters and no body: they get the
 * path cases and the bodies no parser accepts. `routes` are Fastify patterns (`/x/:id`, `/media/*`).
 */
export function undocumented(doc: OpenApiDocument, routes: readonly { method: string; url: string }[]): Operation[] {
  const documented = new Set(
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((m) => `${m.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`),
    ),
  );
  const seen = new Set<string>();
  const ops: Operation[] = [];
  for (const r of routes) {
    const key = `${r.method} ${r.url}`;
    if (r.method === 'HEAD' || documented.has(key) || seen.has(key)) continue;
    seen.add(key);
    const names = [...r.url.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((m) => m[1] ?? '*');
    ops.push({
      method: r.method,
      path: r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace('*', '{*}'),
      query: [],
      params: names.map((name) => ({ in: 'path' as const, name, required: true, schema: { type: 'string' } })),
      headers: [],
      body: null,
    });
  }
  return ops;
}

/** Inlines `$ref`s to the document's components (none today; cheap insurance). */
function resolve(doc: OpenApiDocument, schema: JsonSchema, depth = 0): JsonSchema {
  if (depth > 20) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve(doc, doc.components?.schemas?.[name] ?? {}, depth + 1);
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([k, v]) => [k, resolve(doc, v, depth + 1)]),
    );
  }
  if (schema.items) out.items = resolve(doc, schema.items, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const) {
    const list = schema[key];
    if (list) out[key] = list.map((s) => resolve(doc, s, depth + 1));
  }
  return out;
}

const typeOf = (s: JsonSchema): string | undefined => {
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  if (s.type) return s.type;
  if (s.properties) return 'object';
  if (s.items) return 'array';
  return undefined;
};

/** The first branch of a union that is not null. */
const branch = (s: JsonSchema): JsonSchema => {
  const list = s.anyOf ?? s.oneOf;
  if (list) return branch(list.find((x) => x.type !== 'null') ?? list[0] ?? {});
  if (s.allOf) return Object.assign({}, ...s.allOf) as JsonSchema;
  return s;
};

const STRING_CANDIDATES = [
  'a',
  'abc12345',
  'aaa',
  'CNY',
  'en',
  'zh-CN',
  'AAA',
  '123456',
  '+86',
  '13800138000',
  'fuzz@example.com',
  'a-b',
  'https://example.com/',
  '2026-01-01T00:00:00.000Z',
];
const FIXED_UUID = '7d2c4a4e-0b5f-4c55-9a7e-3f1f5a0c9b21';

function sampleString(s: JsonSchema, name: string, hints: Record<string, string>): string {
  if (hints[name] !== undefined) return hints[name];
  if (s.format === 'uuid') return FIXED_UUID;
  if (s.format === 'email') return 'fuzz@example.com';
  if (s.format === 'date-time') return '2026-01-01T00:00:00.000Z';
  if (s.format === 'uri') return 'https://example.com/';
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? Number.POSITIVE_INFINITY;
  const fits = (v: string) => v.length >= min && v.length <= max && (!s.pattern || new RegExp(s.pattern, 'u').test(v));
  const found = STRING_CANDIDATES.find(fits);
  if (found !== undefined) return found;
  const padded = 'a'.repeat(Math.max(1, min));
  return padded.length <= max ? padded : 'a';
}

function sampleNumber(s: JsonSchema): number {
  let v = 1;
  if (s.minimum !== undefined) v = Math.max(v, s.minimum);
  if (s.exclusiveMinimum !== undefined) v = Math.max(v, s.exclusiveMinimum + 1);
  if (s.maximum !== undefined) v = Math.min(v, s.maximum);
  if (s.exclusiveMaximum !== undefined) v = Math.min(v, s.exclusiveMaximum - 1);
  return v;
}

/** A value the schema accepts, as far as a generator can tell; `hints` give values by field name. */
export function sample(schema: JsonSchema, name = '', hints: Record<string, string> = {}, depth = 0): unknown {
  const s = branch(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  switch (typeOf(s)) {
    case 'string':
      return sampleString(s, name, hints);
    case 'integer':
    case 'number':
      return sampleNumber(s);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      if (depth > 6) return [];
      const n = s.minItems ?? 0;
      if (s.prefixItems) return s.prefixItems.map((p) => sample(p, name, hints, depth + 1));
      return Array.from({ length: n }, () => sample(s.items ?? {}, name, hints, depth + 1));
    }
    case 'object': {
      if (depth > 6) return {};
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) out[k] = sample(v, k, hints, depth + 1);
      return out;
    }
    default:
      return 'a';
  }
}

/** JSON text with RawNumber values written as they are. */
export function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawNumber) {
      raws.push(v.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return v;
  });
  // The placeholder is a JSON string holding U+0001, which JSON writes as \u0001.
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_m, i: string) => raws[Number(i)]!);
}

const MB = 'a'.repeat(1_000_000);
const LONG_URL_TEXT = 'a'.repeat(20_000);

/** Odd strings: the same list for body fields (raw) and, encoded, for URLs. */
const ODD_STRINGS: [string, string][] = [
  ['empty', ''],
  ['NUL', '\u0000'],
  ['NUL inside', 'a\u0000b'],
  ['lone high surrogate', '\ud800'],
  ['lone low surrogate', 'x\udfff'],
  ['1 MB', MB],
  ['unicode', '𝕏中文é\u202e\ufeff'],
  ['spaces', '   '],
];

const ODD_NUMBERS: [string, unknown][] = [
  ['negative', -1],
  ['zero', 0],
  ['fractional', 0.5],
  ['1e308', 1e308],
  ['1e400 (Infinity)', new RawNumber('1e400')],
  ['2^53 + 1', new RawNumber('9007199254740993')],
  ['-(2^53 + 1)', new RawNumber('-9007199254740993')],
  ['-0', new RawNumber('-0')],
];

/** The wrong type for a field of this schema. */
function wrongTypes(s: JsonSchema): [string, unknown][] {
  switch (typeOf(s)) {
    case 'string':
      return [
        ['number for string', 1],
        ['object for string', { a: 1 }],
        ['array for string', ['a']],
      ];
    case 'integer':
    case 'number':
      return [
        ['string for number', '1'],
        ['boolean for number', true],
      ];
    case 'boolean':
      return [['string for boolean', 'true']];
    case 'array':
      return [
        ['object for array', {}],
        ['string for array', 'a'],
      ];
    case 'object':
      return [
        ['array for object', []],
        ['string for object', 'a'],
      ];
    default:
      return [['object for any', { a: { b: [1] } }]];
  }
}

/** Values of the field's own type that no well-formed client sends. */
function oddValues(s: JsonSchema): [string, unknown][] {
  switch (typeOf(s)) {
    case 'string':
      return ODD_STRINGS;
    case 'integer':
    case 'number':
      return ODD_NUMBERS;
    case 'array': {
      const item = sample(s.items ?? {});
      return [
        ['too many items', Array.from({ length: (s.maxItems ?? 1000) + 1 }, () => item)],
        ['null item', [null]],
      ];
    }
    default:
      return [];
  }
}

type Path = (string | number)[];

const setAt = (root: unknown, path: Path, value: unknown, remove = false): unknown => {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
};

/** Every (path, schema, required) of the body's fields, nested objects and the first array item included. */
function fields(schema: JsonSchema, value: unknown, path: Path = [], depth = 0): [Path, JsonSchema, boolean][] {
  const s = branch(schema);
  const out: [Path, JsonSchema, boolean][] = [];
  if (depth > 3) return out;
  if (typeOf(s) === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(s.properties ?? {})) {
      const p = [...path, k];
      out.push([p, v, (s.required ?? []).includes(k)]);
      out.push(...fields(v, (value as Record<string, unknown>)[k], p, depth + 1));
    }
  } else if (typeOf(s) === 'array' && Array.isArray(value) && value.length > 0) {
    const p = [...path, 0];
    out.push([p, s.items ?? {}, true]);
    out.push(...fields(s.items ?? {}, value[0], p, depth + 1));
  }
  return out;
}

/** The body cases of an operation with a JSON body. */
function bodyCases(schema: JsonSchema, hints: Record<string, string>): Omit<FuzzCase, 'url'>[] {
  const base = sample(schema, '', hints);
  const json = (label: string, value: unknown) => ({ label, contentType: 'application/json', payload: toJson(value) });
  const cases: Omit<FuzzCase, 'url'>[] = [
    { label: 'no body' },
    json('null body', null),
    json('array body', [base]),
    json('string body', 'a'),
    json('number body', 1),
    json('empty object', {}),
    json('extra field', { ...(base as object), fuzzExtra: 'x' }),
    json(
      '__proto__',
      JSON.parse(`{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}`),
    ),
    { label: 'deep nesting', contentType: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
    ...sharedBodyCases(toJson(base)),
  ];
  for (const [path, field, required] of fields(schema, base)) {
    const at = path.join('.');
    if (required) cases.push(json(`${at}: missing`, setAt(base, path, undefined, true)));
    cases.push(json(`${at}: null`, setAt(base, path, null)));
    for (const [label, v] of [...wrongTypes(branch(field)), ...oddValues(branch(field))]) {
      cases.push(json(`${at}: ${label}`, setAt(base, path, v)));
    }
    if (typeOf(branch(field)) === 'object') {
      const value = (path.reduce<unknown>((n, k) => (n as Record<string | number, unknown>)[k], base) ?? {}) as object;
      cases.push(json(`${at}: extra field`, setAt(base, path, { ...value, fuzzExtra: '\u0000' })));
    }
  }
  return cases;
}

/** Bodies no parser accepts: what an operation without a body gets too. */
function sharedBodyCases(valid: string): Omit<FuzzCase, 'url'>[] {
  return [
    { label: 'bad JSON', contentType: 'application/json', payload: '{"a":' },
    { label: 'bad JSON with a raw NUL byte', contentType: 'application/json', payload: '{"a":"\u0000' },
    {
      label: 'raw invalid UTF-8',
      contentType: 'application/json',
      payload: Buffer.from([0x7b, 0x22, 0xed, 0xa0, 0x80, 0x22]),
    },
    { label: 'unknown content type', contentType: 'application/x-fuzz', payload: valid },
    { label: 'xml content type', contentType: 'application/xml', payload: '<a>1</a>' },
  ];
}

/** Odd values of a URL parameter, already encoded. */
function urlValues(s: JsonSchema): [string, string][] {
  const numeric = ['integer', 'number'].includes(typeOf(branch(s)) ?? '');
  return [
    ['empty', ''],
    ['%00', '%00'],
    ['NUL inside', 'a%00b'],
    ['encoded lone surrogate', '%ED%A0%80'],
    ['bad escape', '%zz'],
    ['lone %', '%'],
    ['20 000 characters', LONG_URL_TEXT],
    ['unicode', encodeURIComponent('𝕏中文é')],
    ['negative', '-1'],
    ['fractional', '0.5'],
    ['1e308', '1e308'],
    ['2^53 + 1', '9007199254740993'],
    ['NaN', 'NaN'],
    ['Infinity', 'Infinity'],
    ...(numeric ? ([['not a number', 'abc']] as [string, string][]) : []),
  ];
}

const PATH_VALUES: [string, string][] = [
  ['%00', '%00'],
  ['..', '..'],
  ['encoded ../..', '..%2F..%2Fetc%2Fpasswd'],
  ['encoded %2e%2e', '%2e%2e'],
  ['1 000 characters', 'a'.repeat(1000)],
  ['unicode', encodeURIComponent('中文𝕏')],
  ['encoded lone surrogate', '%ED%A0%80'],
  ['bad escape', '%zz'],
  ['space', '%20'],
  ['negative', '-1'],
  ['fractional', '0.5'],
  ['1e308', '1e308'],
  ['2^53 + 1', '9007199254740993'],
];

function buildUrl(op: Operation, params: Record<string, string>, query: [string, string][]): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => params[name] ?? 'x');
  const qs = query.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&');
  return qs ? `${path}?${qs}` : path;
}

/**
 * Every case of one operation. `hints` are sample values by parameter or field name (a vendor's
 * code for `vassalage`, a game for `nodeId`) so the base request reaches past the lookups a generic
 * value would fail; they never change which cases there are.
 */
export function casesFor(op: Operation, hints: Record<string, string> = {}): FuzzCase[] {
  const params = Object.fromEntries(
    op.params.map((p) => [p.name, encodeURIComponent(String(sample(p.schema ?? {}, p.name, hints)))]),
  );
  const baseQuery: [string, string][] = op.query
    .filter((q) => q.required)
    .map((q) => [q.name, encodeURIComponent(String(sample(q.schema ?? {}, q.name, hints)))]);
  const base = sample(op.body ?? {}, '', hints);
  const baseBody = op.body ? { contentType: 'application/json', payload: toJson(base) } : {};
  const url = buildUrl(op, params, baseQuery);
  const cases: FuzzCase[] = [];

  const bodies = op.body ? bodyCases(op.body, hints) : sharedBodyCases('{}');
  for (const b of bodies) cases.push({ ...b, label: `body ${b.label}`, url });

  for (const q of op.query) {
    const others = baseQuery.filter(([k]) => k !== q.name);
    for (const [label, v] of urlValues(q.schema ?? {})) {
      cases.push({
        ...baseBody,
        label: `query ${q.name}: ${label}`,
        url: buildUrl(op, params, [...others, [q.name, v]]),
      });
    }
    cases.push({
      ...baseBody,
      label: `query ${q.name}: repeated (an array)`,
      url: buildUrl(op, params, [...others, [q.name, '1'], [q.name, '2']]),
    });
    if (q.required) cases.push({ ...baseBody, label: `query ${q.name}: missing`, url: buildUrl(op, params, others) });
  }

  for (const p of op.params) {
    for (const [label, v] of PATH_VALUES) {
      cases.push({
        ...baseBody,
        label: `path ${p.name}: ${label}`,
        url: buildUrl(op, { ...params, [p.name]: v }, baseQuery),
      });
    }
  }
  return cases;
}

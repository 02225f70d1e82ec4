import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * The pure parts of the form kit: rules turned into a react-hook-form resolver, server failures
 * turned into field errors or a form-level message, and the first invalid field in page order.
 * Every message is an i18n key (`validation.required`, `accounts:register.ageRequired`), translated
 * when it renders, so a language change re-renders it in the new language.
 */

/** A message: an i18n key, or a key with its interpolation values. */
export type KitMessage = string | { key: string; values?: Record<string, unknown> };

/** One field's rule: the i18n key of what is wrong, or null/undefined when the value is fine. */
export type FieldRule<V extends FieldValues> = (value: unknown, values: V) => string | null | undefined;

/** Rules by field name; a field without a rule is not checked. */
export type FieldRules<V extends FieldValues> = Partial<Record<keyof V & string, FieldRule<V>>>;

/**
 * A resolver from field rules (the key-returning functions of src/rules, which the server uses
 * too). `getRules` is read at every validation, so rules that depend on the page's state (the
 * chosen tab, the operator's settings) are always the current ones.
 */
export function rulesResolver<V extends FieldValues>(getRules: () => FieldRules<V> | undefined): Resolver<V> {
  return async (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    const rules = getRules() ?? {};
    for (const [name, rule] of Object.entries(rules) as [string, FieldRule<V> | undefined][]) {
      const key = rule?.(values[name], values);
      if (key) errors[name] = { type: 'rule', message: key };
    }
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as unknown as FieldErrors<V> }
      : { values, errors: {} };
  };
}

/** What a failed call means for the form. */
export interface ServerErrorOutcome {
  /** Field name → i18n key, for fields the failure belongs to. */
  fields: Record<string, string>;
  /** The form-level message key, when the failure belongs to no field (or always, with `alwaysAlert`). */
  formMessage: string | null;
}

export interface ServerErrorMapping {
  /** Error code → field name, e.g. `{ 'account.username_taken': 'username' }`. */
  codes?: Readonly<Record<string, string>>;
  /** The server's field paths (`body.` / `data.` dropped) → the form's names; unlisted paths keep their name. */
  fields?: Readonly<Record<string, string>>;
  /** Only these form fields take the server's per-field messages (the fields the form renders). */
  known?: readonly string[];
  /** The i18n key of an error code. */
  keyOf: (code: string) => string;
  /** The key shown for an error that carries no code (a network failure, a bug). */
  unknownKey: string;
  /** Also show the code's message at form level when it went to a field. */
  alwaysAlert?: boolean;
}

const codeOf = (err: unknown): string | null =>
  err && typeof err === 'object' && 'code' in err && typeof (err as { code: unknown }).code === 'string'
    ? (err as { code: string }).code
    : null;

const fieldsOf = (err: unknown): Record<string, string> => {
  if (!err || typeof err !== 'object' || !('fields' in err)) return {};
  const f = (err as { fields: unknown }).fields;
  return f && typeof f === 'object' ? (f as Record<string, string>) : {};
};

/**
 * Maps a failed call (an ApiError-like `{ code, fields }`) onto the form: a mapped code goes to its
 * field; the server's field messages go to the named fields (validation keys as they are, anything
 * else as "Some fields are not valid"); an unmapped code becomes the form-level message.
 */
export function mapServerError(err: unknown, m: ServerErrorMapping): ServerErrorOutcome {
  const code = codeOf(err);
  if (code === null) return { fields: {}, formMessage: m.unknownKey };
  const fields: Record<string, string> = {};
  for (const [path, key] of Object.entries(fieldsOf(err))) {
    const bare = path.replace(/^(body|data)\./, '');
    const name = m.fields?.[bare] ?? bare;
    if (m.known && !m.known.includes(name)) continue;
    fields[name] = key.startsWith('validation.') ? key : 'errors.request.invalid';
  }
  const byCode = m.codes?.[code];
  if (byCode) fields[byCode] = m.keyOf(code);
  const mapped = byCode !== undefined;
  return { fields, formMessage: mapped && !m.alwaysAlert ? null : m.keyOf(code) };
}

/** Node.DOCUMENT_POSITION_PRECEDING, without needing a DOM global. */
const PRECEDING = 2;

type Positioned = Pick<Node, 'isConnected' | 'compareDocumentPosition'>;

/** The element that comes first in the document (detached ones skipped), or undefined for none. */
export function firstInDocument<E extends Positioned>(elements: readonly (E | null | undefined)[]): E | undefined {
  let first: E | undefined;
  for (const el of elements) {
    if (!el?.isConnected) continue;
    if (!first || first.compareDocumentPosition(el as unknown as Node) & PRECEDING) first = el;
  }
  return first;
}

/** A message's key and values, for `t(key, values)`. */
export const messageParts = (m: KitMessage): { key: string; values?: Record<string, unknown> } =>
  typeof m === 'string' ? { key: m } : m;

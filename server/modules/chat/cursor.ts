import { AppError } from '../../lib/errors';

/**
 * Where the console's list continues (keyset paging, docs/chat.md): the snapshot time of the walk
 * (`asOf`, set by its first page) and the sort key and id of the last row given out. The key is the
 * database's own timestamp text to the microsecond, so the next page compares exactly.
 */
export interface ListCursor {
  asOf: Date;
  /** The last row's sort key: `YYYY-MM-DDTHH:MM:SS.ffffffZ`. */
  key: string;
  id: string;
}

const KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const badCursor = () =>
  new AppError(400, 'chat.bad_cursor', 'The list cursor is not one this server gave out; read the list from the start');

export function encodeListCursor(c: ListCursor): string {
  return Buffer.from(JSON.stringify([1, c.asOf.toISOString(), c.key, c.id])).toString('base64url');
}

/** The cursor, or 400 `chat.bad_cursor` for anything the server did not give out. */
export function decodeListCursor(text: string): ListCursor {
  let parsed: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(text)) throw badCursor();
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4 || parsed[0] !== 1) throw badCursor();
  const [, asOfText, key, id] = parsed as unknown[];
  if (typeof asOfText !== 'string' || typeof key !== 'string' || typeof id !== 'string') throw badCursor();
  const asOf = new Date(asOfText);
  if (Number.isNaN(asOf.getTime()) || asOf.toISOString() !== asOfText) throw badCursor();
  if (!KEY.test(key) || Number.isNaN(new Date(key).getTime()) || !UUID.test(id)) throw badCursor();
  return { asOf, key, id };
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Route handlers hold HTTP only (issue 14 §3): rules, SQL and transactions live in services. This
 * reads every server source file, finds each route registration (`app.get('/...', ...)` and the
 * other methods, with a literal path) and refuses one whose text touches the database: a query or
 * a transaction on `db`/`tx`, a raw `sql` template, an audit row written in place.
 */

const SERVER = path.dirname(fileURLToPath(import.meta.url));
const ROUTE_CALL = /\b(?:app|instance|fastify|server)\.(get|post|put|patch|delete|head|options|all)\(\s*(['"`])/g;
const DATABASE = [
  /\b(?:db|tx|database)\.(?:select|selectDistinct|insert|update|delete|execute|transaction|query)\b/,
  /\.transaction\(/,
  /\bsql`/,
  /\baudit\(/,
];

/** The text from `open` (an opening parenthesis) to its closing one, skipping strings and comments. */
function balanced(text: string, open: number): string {
  let depth = 0;
  let i = open;
  const templates: number[] = [];
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      i = text.indexOf('\n', i);
      if (i < 0) break;
      continue;
    }
    if (c === '/' && next === '*') {
      i = text.indexOf('*/', i + 2) + 2;
      continue;
    }
    if (c === "'" || c === '"') {
      i++;
      while (i < text.length && text[i] !== c) i += text[i] === '\\' ? 2 : 1;
      i++;
      continue;
    }
    if (c === '`' || (c === '}' && templates.length > 0 && templates[templates.length - 1] === depth)) {
      if (c === '}') templates.pop();
      i++;
      // Inside a template literal: up to its end, or into a `${` expression.
      while (i < text.length && text[i] !== '`' && !(text[i] === '$' && text[i + 1] === '{')) {
        i += text[i] === '\\' ? 2 : 1;
      }
      if (text[i] === '$') {
        templates.push(depth);
        i += 2;
      } else {
        i++;
      }
      continue;
    }
    if (c === '(' || c === '{' || c === '[') depth++;
    if (c === ')' || c === '}' || c === ']') {
      depth--;
      if (depth === 0) return text.slice(open, i + 1);
    }
    i++;
  }
  throw new Error(`unbalanced text from offset ${open}`);
}

/** `file:line METHOD path (what)` for each route registration in `text` that touches the database. */
function offenders(file: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(ROUTE_CALL)) {
    const open = (match.index ?? 0) + match[0].indexOf('(');
    const call = balanced(text, open);
    const hit = DATABASE.map((re) => call.match(re)?.[0]).find(Boolean);
    if (hit) {
      const line = text.slice(0, match.index).split('\n').length;
      const route = call.slice(1).match(/^\s*(['"`])(.*?)\1/)?.[2];
      found.push(`${file}:${line} ${match[1]!.toUpperCase()} ${route} (${hit})`);
    }
  }
  return found;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return sources(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') && !p.endsWith('.d.ts') ? [p] : [];
  });
}

describe('route handlers hold HTTP only', () => {
  it('no route handler in server/ queries the database, opens a transaction or writes an audit row', () => {
    const files = sources(SERVER);
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((f) => offenders(path.relative(SERVER, f), readFileSync(f, 'utf8')));
    expect(found).toEqual([]);
  });

  it('finds a query, a transaction, raw SQL and an audit write in a handler, and passes a service call', () => {
    const handler = (body: string) =>
      `app.post(\n  '/x',\n  { schema: { summary: 'a (tricky) string }' } },\n  async (request) => {\n  ${body}\n});\n`;
    expect(offenders('a.ts', handler('const rows = await db.select().from(members);'))).toEqual([
      'a.ts:1 POST /x (db.select)',
    ]);
    expect(offenders('a.ts', handler('await db.transaction(async (tx) => tx.insert(t).values(v));'))).toHaveLength(1);
    expect(offenders('a.ts', handler('await opts.database.db.execute(sql`select 1`);'))).toHaveLength(1);
    expect(offenders('a.ts', handler("await audit(opts.db, { action: 'x' });"))).toHaveLength(1);
    // A template literal with an expression (and a brace in it) does not end the handler early.
    const template = ['return ok(await service.list(`id ', '$', '{request.id} }`));'].join('');
    expect(offenders('a.ts', handler(`${template}\n  await db.select();`))).toHaveLength(1);
    expect(offenders('a.ts', handler(template))).toEqual([]);
    // SQL after the registration (a service below the routes in the same file) is not the handler's.
    expect(offenders('a.ts', `${handler('return ok(1);')}const q = () => db.select().from(t);`)).toEqual([]);
  });
});

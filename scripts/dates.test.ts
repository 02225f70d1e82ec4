import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The rule (issue 16, "Dates"): a date or a time reaches the screen only through src/i18n/dates.ts,
 * so each language has one date format and one date-time format (YYYY-MM-DD, 24-hour). An
 * `Intl.DateTimeFormat`, a `toLocaleString()` / `toLocaleDateString()` / `toLocaleTimeString()` or a
 * native date input (which shows the browser's mm/dd/yyyy) anywhere else in the client fails here.
 * Comments are skipped; tests are not scanned (they may build expectations however they like).
 */

const root = join(import.meta.dirname, '..');
const scannedFolders = ['src', 'pages', 'design-system', 'game-client'];
const allowed = new Set(['src/i18n/dates.ts']);

const rules: { name: string; pattern: RegExp }[] = [
  { name: 'Intl.DateTimeFormat', pattern: /\bDateTimeFormat\b/ },
  { name: 'toLocale…String()', pattern: /\.toLocale(?:Date|Time)?String\s*\(/ },
  { name: 'native date input', pattern: /\btype\s*[=:]\s*\{?\s*["'](?:date|datetime-local|month|week|time)["']/ },
];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* sourceFiles(path);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

/** Blanks comments but keeps line numbers (a `//` inside a string such as a URL is left alone). */
const withoutComments = (code: string) =>
  code
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\w])\/\/.*$/gm, (_m, before: string) => before);

function findAdHocDates(file: string, code: string) {
  const hits: string[] = [];
  withoutComments(code)
    .split('\n')
    .forEach((line, i) => {
      for (const rule of rules) if (rule.pattern.test(line)) hits.push(`${file}:${i + 1} ${rule.name}: ${line.trim()}`);
    });
  return hits;
}

describe('dates are formatted in one place', () => {
  it('the rules catch each ad-hoc way and ignore comments', () => {
    const sample = [
      "const a = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });",
      'const b = when.toLocaleString();',
      "const c = d.toLocaleDateString('en-US');",
      'const d2 = d.toLocaleTimeString ();',
      '<input type="date" />',
      "<TextField type='datetime-local' />",
      '// new Intl.DateTimeFormat(...) in a comment is fine',
      '/* toLocaleString() */ const ok = 1;',
      "const url = 'https://x.test/a'; // DateTimeFormat",
      "const s = name.toLocaleLowerCase('en');",
    ].join('\n');
    expect(findAdHocDates('x.tsx', sample).map((h) => h.split(' ')[0])).toEqual([
      'x.tsx:1',
      'x.tsx:2',
      'x.tsx:3',
      'x.tsx:4',
      'x.tsx:5',
      'x.tsx:6',
    ]);
  });

  it('no client file but src/i18n/dates.ts formats a date by itself', () => {
    const hits: string[] = [];
    for (const folder of scannedFolders) {
      for (const path of sourceFiles(join(root, folder))) {
        const file = relative(root, path).split(sep).join('/');
        if (!allowed.has(file)) hits.push(...findAdHocDates(file, readFileSync(path, 'utf8')));
      }
    }
    expect(hits, 'use formatDate / formatDateTime / formatTime (or useDates) from src/i18n/dates.ts').toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

/**
 * Widgets take their paths from props (ADR 0018): the route table in src/routes is the one place that
 * knows the player site's `/m/...` paths. Stories, their fixtures and tests may name paths as sample data.
 */
const root = import.meta.dirname;
const sample = /(\.stories\.tsx|\.test\.tsx?|[/\\]fixtures\.ts)$/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !sample.test(path) ? [path] : [];
  });
}

it('no design-system widget source holds a /m/ path literal', () => {
  const files = sources(root);
  expect(files.length).toBeGreaterThan(50);
  const offenders = files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (/['"`]\/m\//.test(line) ? [`${relative(root, file)}:${i + 1}: ${line.trim()}`] : [])),
  );
  expect(offenders).toEqual([]);
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { availableLanguages } from '../../src/i18n/languages.ts';
import { type OfflineStrings, offlinePageHtml, offlineScript } from '../../src/pwa/offlinePage.ts';
import { OFFLINE_PAGE, OFFLINE_SCRIPT } from '../../src/pwa/workbox.ts';

const locale = (lang: string, ns: string) =>
  JSON.parse(readFileSync(new URL(`../../src/i18n/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));

/** The offline page's words in every complete language, from the locale files. */
export function offlineStrings(): Record<string, OfflineStrings> {
  return Object.fromEntries(
    availableLanguages.map(({ code }) => {
      const common = locale(code, 'common');
      const shell = locale(code, 'shell');
      return [code, { title: common.errors.network.offline, body: shell.offline.body, retry: shell.offline.retry }];
    }),
  );
}

/**
 * Writes offline.html and offline.js into the player build, before vite-plugin-pwa precaches the
 * output (docs/pwa.md). Build only: the dev server has no service worker.
 */
export const offlinePage = (): Plugin => ({
  name: 'offline-page',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: OFFLINE_PAGE, source: offlinePageHtml(offlineStrings()) });
    this.emitFile({ type: 'asset', fileName: OFFLINE_SCRIPT, source: offlineScript });
  },
});

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * The shell's files in Vite's build manifest: the static-import closure of the entry (index.html)
 * and of the home page (where the installed app starts), with their stylesheets. The same set the
 * bench counts as initial JS (scripts/bench.ts).
 */
export function shellFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imp of chunk.imports ?? []) visit(imp);
  };
  visit('index.html');
  visit('pages/Home/index.tsx');
  return files;
}

/**
 * Workbox manifest transform: of the hashed JS and CSS, only the shell's files are precached (about
 * 200 KB gzip instead of 1 MB for every page's chunk); a page's own chunks are cached the first
 * time it opens (the worker's `assets` cache, cache first). Fonts and the offline page stay.
 */
export const precacheShellOnly =
  (outDir: string) =>
  async <T extends { url: string }>(entries: T[]) => {
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
    const shell = shellFiles(manifest);
    const kept = entries.filter((e) => !/^assets\/[^/]+\.(?:js|css)$/.test(e.url) || shell.has(e.url));
    return { manifest: kept, warnings: [] as string[] };
  };

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Bootstrap } from '../../src/api/bootstrap';
import type { RenderResult } from '../../src/entry-server';
import type { LobbyFirstQueries } from '../../src/rules/lobby';

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  /**
   * The stylesheets of the server-rendered lazy modules that index.html does not link. The page
   * inlines their rules (`styles`), so index.html's one stylesheet is the only one that blocks the
   * first paint; these URLs are listed so the browser's module loader knows they are applied.
   */
  stylesheets: string[];
  /** Their rules, in that order, for one <style> in <head>; absent when the files cannot be read. */
  styles?: string;
  /** Scripts to `<link rel="modulepreload">`, so the browser fetches them with the page. */
  modulePreloads: string[];
}

/** The chunks a key pulls in statically (itself first), each once. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): ManifestChunk[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk, ...(chunk.imports ?? []).flatMap((k) => closure(manifest, k, seen))];
}

/**
 * The CSS and JS of lazily loaded modules (build-manifest keys) that index.html does not already
 * load: index.html links the entry's closure, so that is left out. The CSS also covers the parts
 * a page loads lazily itself (its dynamic imports, such as the home page's winner board): the
 * server renders them, so their HTML must be styled at first paint. Their scripts are not
 * preloaded; the browser loads them when it renders them.
 */
export function pageAssets(manifest: Manifest, modules: readonly string[]): PageAssets {
  const initial = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    for (const c of closure(manifest, key)) {
      initial.add(c.file);
      for (const css of c.css ?? []) initial.add(css);
    }
  }
  const stylesheets = new Set<string>();
  const modulePreloads = new Set<string>();
  const seen = new Set<string>();
  for (const key of modules) {
    for (const c of closure(manifest, key, seen)) {
      // A module of stylesheets only (a language's font faces) is its own CSS file.
      if (c.file.endsWith('.css')) {
        if (!initial.has(c.file)) stylesheets.add(`/${c.file}`);
        continue;
      }
      if (!initial.has(c.file)) modulePreloads.add(`/${c.file}`);
      for (const css of c.css ?? []) if (!initial.has(css)) stylesheets.add(`/${css}`);
    }
  }
  for (const key of modules) {
    for (const lazyKey of manifest[key]?.dynamicImports ?? []) {
      for (const c of closure(manifest, lazyKey, seen)) {
        for (const css of c.css ?? []) if (!initial.has(css)) stylesheets.add(`/${css}`);
      }
    }
  }
  return { stylesheets: [...stylesheets], modulePreloads: [...modulePreloads] };
}

/**
 * `assets` with the text of its stylesheets (read once per file by `read`, which gives null for
 * a file it cannot read: the page then links them instead, as before).
 */
export function withStyles(assets: PageAssets, read: (href: string) => string | null): PageAssets {
  if (assets.stylesheets.length === 0) return assets;
  const texts = assets.stylesheets.map(read);
  if (texts.some((t) => t === null)) return assets;
  return { ...assets, styles: texts.join('\n') };
}

export interface Renderer {
  render(url: string, bootstrap: Bootstrap): Promise<RenderResult>;
  /** The catalogue answers the page's first render asks for, which the bootstrap embeds (src/entry-server.tsx). */
  firstQueries?(url: string): LobbyFirstQueries | null;
  assets(modules: readonly string[]): PageAssets;
}

/** Where `vite build --ssr` puts the server entry, beside the client build: dist/server. */
export const ssrEntryFor = (staticDir: string) => path.resolve(staticDir, '..', 'server', 'entry-server.js');

/**
 * The server renderer, when the site was built with it (`npm run build` builds both); null otherwise,
 * and the pages are then rendered by the browser alone.
 */
export async function loadRenderer(staticDir: string): Promise<Renderer | null> {
  const entry = ssrEntryFor(staticDir);
  const manifestPath = path.join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const mod = (await import(pathToFileURL(entry).href)) as {
    renderApp: Renderer['render'];
    firstQueries?: Renderer['firstQueries'];
  };
  const files = new Map<string, string | null>();
  const read = (href: string) => {
    if (!files.has(href)) {
      const file = path.join(staticDir, href.replace(/^\//, ''));
      files.set(href, file.startsWith(staticDir) && existsSync(file) ? readFileSync(file, 'utf8') : null);
    }
    return files.get(href) ?? null;
  };
  const pages = new Map<string, PageAssets>();
  return {
    render: mod.renderApp,
    firstQueries: mod.firstQueries,
    assets: (modules) => {
      const key = modules.join('\n');
      let assets = pages.get(key);
      if (!assets) {
        assets = withStyles(pageAssets(manifest, modules), read);
        pages.set(key, assets);
      }
      return assets;
    },
  };
}

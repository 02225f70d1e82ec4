import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Bootstrap } from '../../src/api/bootstrap';
import type { RenderResult } from '../../src/entry-server';

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  /** Stylesheets to link in <head>, so server-rendered lazy modules are styled at first paint. */
  stylesheets: string[];
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
 * load: index.html links the entry's closure, so that is left out.
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
  for (const key of modules) {
    for (const c of closure(manifest, key)) {
      if (!initial.has(c.file)) modulePreloads.add(`/${c.file}`);
      for (const css of c.css ?? []) if (!initial.has(css)) stylesheets.add(`/${css}`);
    }
  }
  return { stylesheets: [...stylesheets], modulePreloads: [...modulePreloads] };
}

export interface Renderer {
  render(url: string, bootstrap: Bootstrap): Promise<RenderResult>;
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
  const mod = (await import(pathToFileURL(entry).href)) as { renderApp: Renderer['render'] };
  return { render: mod.renderApp, assets: (modules) => pageAssets(manifest, modules) };
}

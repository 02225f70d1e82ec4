import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Paths that belong to the API or operations, never to the single-page app. */
export const NON_SITE_PREFIXES = ['/api/', '/api', '/healthz', '/readyz', '/metrics'];
/** Paths of real files; a miss is a 404, never index.html (a script URL answered with HTML breaks the page). */
export const FILE_PREFIXES = ['/assets/', '/media/'];

export interface Site {
  /** Absolute directory of the built client. */
  dir: string;
  /** index.html with the active brand injected. */
  html: string;
  etag: string;
  /** CSP source expressions ('sha256-...') of every inline <script> in index.html. */
  scriptHashes: string[];
}

/** `'sha256-<base64>'` of a script's text exactly as it appears between the tags. */
export function cspHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The text of every inline script (no src attribute). */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  const re = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (let m = re.exec(html); m !== null; m = re.exec(html)) {
    const attrs = m[1] ?? '';
    const body = m[2] ?? '';
    if (/\ssrc\s*=/i.test(` ${attrs}`)) continue;
    if (body.length === 0) continue;
    out.push(body);
  }
  return out;
}

/** Sets data-brand on the <html> tag (replacing the build's default), so the first paint is branded. */
export function injectBrand(html: string, brand: string): string {
  if (!/^[a-z][a-z0-9-]{1,31}$/.test(brand)) throw new Error(`invalid brand code ${JSON.stringify(brand)}`);
  return html.replace(/<html\b[^>]*>/i, (tag) =>
    /\sdata-brand\s*=\s*"[^"]*"/i.test(tag)
      ? tag.replace(/(\sdata-brand\s*=\s*)"[^"]*"/i, `$1"${brand}"`)
      : tag.replace(/^<html\b/i, `<html data-brand="${brand}"`),
  );
}

/** Reads STATIC_DIR/index.html once at start; null when the client has not been built. */
export function loadSite(staticDir: string, brand: string): Site | null {
  const indexPath = path.join(staticDir, 'index.html');
  if (!existsSync(indexPath) || !statSync(indexPath).isFile()) return null;
  const raw = readFileSync(indexPath, 'utf8');
  const html = injectBrand(raw, brand);
  return {
    dir: staticDir,
    html,
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    scriptHashes: [...new Set(inlineScripts(raw).map(cspHash))],
  };
}

export const isSitePath = (url: string) => {
  const p = url.split('?')[0] ?? url;
  return !NON_SITE_PREFIXES.some(
    (prefix) => p === prefix || p.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
};

export const isFilePath = (url: string) => FILE_PREFIXES.some((prefix) => url.startsWith(prefix));

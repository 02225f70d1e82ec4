import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { languageCodeSchema } from '../../src/api/contract/localized';
import { directionOf } from '../../src/i18n/languages';
import { OFFLINE_PAGE, OFFLINE_SCRIPT, SW_FILE } from '../../src/pwa/workbox';

/** Paths that belong to the API or operations, never to the single-page app. */
export const NON_SITE_PREFIXES = ['/api/', '/api', '/healthz', '/readyz', '/metrics'];
/** Paths of real files; a miss is a 404, never index.html (a script URL answered with HTML breaks the page). */
export const FILE_PREFIXES = ['/assets/', '/media/'];

export interface Site {
  /** Absolute directory of the built client. */
  dir: string;
  /** index.html with the active brand injected: the template renderPage fills in per request. */
  html: string;
  /** CSP source expressions ('sha256-...') of every inline executable <script> the pages carry. */
  scriptHashes: string[];
  /**
   * For server-rendered pages: index.html without its module script and modulepreload links, and
   * their URLs, which the deferred loader requests after the first paint. Null when index.html has
   * no module script to defer.
   */
  deferred: { html: string; entry: string; preloads: string[] } | null;
  /**
   * The staff back office's page (admin.html, built by vite.admin.config.ts) with the active brand
   * injected, sent as is for /admin and /admin/*: no server rendering, no bootstrap data. Null when
   * it has not been built.
   */
  admin: string | null;
}

/** The back office's paths: /admin and everything under it. */
export const isAdminPath = (url: string) => /^\/admin(?:\/|$)/.test(url.split('?')[0] ?? url);

/** The id of the data block that lists the scripts the deferred loader requests. */
export const DEFERRED_MODULES_ID = 'deferred-modules';

/**
 * Requests the app's scripts once server-rendered HTML has painted (ADR 0005), with its first-view
 * images (`fetchpriority="high"`, the page's largest element): on a slow link the stylesheets,
 * fonts and that image have the bandwidth to themselves, and the page is readable before its
 * 150 KB of scripts arrive. The scripts start 1 s after the HTML at the latest, which also covers
 * tabs opened in the background, where animation frames wait. A constant, so the CSP hashes it once.
 */
export const DEFERRED_LOADER = `(function(){var d=document,done=0;function go(){if(done)return;done=1;var m=JSON.parse(d.getElementById('${DEFERRED_MODULES_ID}').textContent),h=d.head;m.preloads.forEach(function(u){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)});var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=m.entry;h.appendChild(s)}function painted(){requestAnimationFrame(function(){setTimeout(go,0)})}var w=[].filter.call(d.querySelectorAll('#root img[fetchpriority=high]'),function(i){return !i.complete}),n=w.length;if(!n)painted();w.forEach(function(i){function one(){if(--n===0)painted()}i.addEventListener('load',one);i.addEventListener('error',one)});setTimeout(go,1000)})()`;

const MODULE_SCRIPT = /<script\b([^>]*)><\/script>\s*/gi;
const MODULE_PRELOAD = /<link\b([^>]*)>\s*/gi;

/** index.html without its module script and modulepreload links, and what they pointed at. */
export function splitModuleScripts(html: string): Site['deferred'] {
  let entry: string | undefined;
  const preloads: string[] = [];
  let out = html.replace(MODULE_SCRIPT, (tag, attrs: string) => {
    const a = parseAttributes(attrs);
    if (a.get('type') !== 'module' || !a.get('src') || entry !== undefined) return tag;
    entry = a.get('src');
    return '';
  });
  if (entry === undefined) return null;
  out = out.replace(MODULE_PRELOAD, (tag, attrs: string) => {
    const a = parseAttributes(attrs);
    const href = a.get('href');
    if (a.get('rel') !== 'modulepreload' || !href) return tag;
    preloads.push(href);
    return '';
  });
  return { html: out, entry, preloads };
}

/** `'sha256-<base64>'` of a script's text exactly as it appears between the tags. */
export function cspHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * The attributes of a start tag (the text between the tag name and `>`): lower-cased names, values as
 * written (no character references decoded). The first of a repeated attribute wins, as in HTML.
 */
export function parseAttributes(attrs: string): Map<string, string> {
  const out = new Map<string, string>();
  const re = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (let m = re.exec(attrs); m !== null; m = re.exec(attrs)) {
    const name = (m[1] ?? '').toLowerCase();
    if (!out.has(name)) out.set(name, m[2] ?? m[3] ?? m[4] ?? '');
  }
  return out;
}

/** MIME types that make a <script> classic JavaScript (the HTML standard's "JavaScript MIME type essence match"). */
const JAVASCRIPT_MIME_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);
/** Other types the browser processes, and CSP script-src governs. */
const OTHER_PROCESSED_TYPES = new Set(['module', 'importmap', 'speculationrules']);

/**
 * Whether a <script> with these attributes is processed by the browser (and so needs a CSP hash when
 * inline), as opposed to a data block such as `type="application/json"`, which is never executed.
 * Errs towards "processed": an unneeded hash is harmless, a missing one blocks the script.
 */
export function isExecutableScript(attrs: string): boolean {
  const a = parseAttributes(attrs);
  const type = a.get('type');
  const language = a.get('language');
  if (type === undefined && (language === undefined || language === '')) return true;
  const typeString = (type ?? `text/${language}`).trim().toLowerCase();
  if (typeString === '') return true;
  return JAVASCRIPT_MIME_TYPES.has(typeString) || OTHER_PROCESSED_TYPES.has(typeString);
}

/** The text of every inline executable script (no src attribute, not a data block). */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  const re = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (let m = re.exec(html); m !== null; m = re.exec(html)) {
    const attrs = m[1] ?? '';
    const body = m[2] ?? '';
    if (parseAttributes(attrs).has('src')) continue;
    if (!isExecutableScript(attrs)) continue;
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

const readFile = (file: string) => (existsSync(file) && statSync(file).isFile() ? readFileSync(file, 'utf8') : null);

/** Reads STATIC_DIR/index.html (and admin.html) once at start; null when the client has not been built. */
export function loadSite(staticDir: string, brand: string): Site | null {
  const raw = readFile(path.join(staticDir, 'index.html'));
  if (raw === null) return null;
  const html = injectBrand(raw, brand);
  const admin = readFile(path.join(staticDir, 'admin.html'));
  return {
    dir: staticDir,
    html,
    scriptHashes: [...new Set([...inlineScripts(raw), ...inlineScripts(admin ?? ''), DEFERRED_LOADER].map(cspHash))],
    deferred: splitModuleScripts(html),
    admin: admin === null ? null : injectBrand(admin, brand),
  };
}

/** The id of the data block the client reads (src/api/bootstrap.ts BOOTSTRAP_ELEMENT_ID). */
export const BOOTSTRAP_ELEMENT_ID = 'bootstrap';

/**
 * JSON that is safe as the text of a <script> data block: `<`, `>` and `&` become `\u003c`, `\u003e`
 * and `\u0026`, so no `</script` or `<!--` can appear, and U+2028/U+2029 are escaped as well.
 * JSON.parse gives back the same value.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** CSS that is safe as the text of a <style> element: no `</style` can end it early (`\3c` is `<` in CSS). */
export function styleText(css: string): string {
  return css.replace(/<\/style/gi, '\\3c/style');
}

/** Text for a double-quoted attribute value. */
export function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c] ?? c);
}

/**
 * Sets lang and dir on the <html> tag (replacing the build's), so a right-to-left page (Urdu) is laid
 * out mirrored from its first paint; a value that is not a language tag is ignored.
 */
export function injectLang(html: string, lang: string): string {
  if (!languageCodeSchema.safeParse(lang).success) return html;
  const dir = directionOf(lang);
  return html.replace(/<html\b[^>]*>/i, (tag) => {
    const withLang = /\slang\s*=\s*"[^"]*"/i.test(tag)
      ? tag.replace(/(\slang\s*=\s*)"[^"]*"/i, (_, prefix: string) => `${prefix}"${lang}"`)
      : tag.replace(/^<html\b/i, `<html lang="${lang}"`);
    return /\sdir\s*=\s*"[^"]*"/i.test(withLang)
      ? withLang.replace(/(\sdir\s*=\s*)"[^"]*"/i, (_, prefix: string) => `${prefix}"${dir}"`)
      : withLang.replace(/(\slang\s*=\s*"[^"]*")/i, `$1 dir="${dir}"`);
  });
}

export interface PageParts {
  /** The content language, for `<html lang>`. */
  lang?: string;
  /** Embedded as `<script type="application/json" id="bootstrap">`. */
  bootstrap?: unknown;
  /** An image to preload with high priority (the LCP image of the page). */
  preloadImage?: string;
  /** Server-rendered HTML of the app, placed in `<div id="root" data-ssr="<lang>">`. */
  app?: { html: string; lang: string };
  /**
   * Stylesheets of the server-rendered lazy modules, at the end of <head>. With `styles` (their
   * rules) the page carries the rules in one <style> and lists the files as `disabled` links, which
   * neither load nor block the first paint; without, the files are linked, and each one blocks it.
   */
  stylesheets?: readonly string[];
  /** The rules of `stylesheets`, inlined. */
  styles?: string;
  /** Their scripts, preloaded with the page. */
  modulePreloads?: readonly string[];
  /** Scripts for the deferred loader (the template is then `Site.deferred.html`). */
  deferred?: { entry: string; preloads: readonly string[] };
}

/** The empty mount point of index.html, which server-rendered HTML fills. */
const ROOT_ELEMENT = /<div id="root"><\/div>/;

/**
 * index.html for one request: `<html lang>`, and in <head>, before the first module script (else at
 * the end of <head>), the image preload and the bootstrap data block. Values are spliced in by index,
 * never through a replacement string, so `$&` and the like in the data stay literal.
 */
export function renderPage(template: string, parts: PageParts): string {
  let html = parts.lang ? injectLang(template, parts.lang) : template;
  if (parts.app) {
    const { app } = parts;
    const mount = html.search(ROOT_ELEMENT);
    if (mount >= 0) {
      const opening = `<div id="root" data-ssr="${escapeAttribute(app.lang)}">`;
      html = `${html.slice(0, mount)}${opening}${app.html}</div>${html.slice(mount + '<div id="root"></div>'.length)}`;
    }
  }
  if (parts.stylesheets?.length) {
    const headEnd = html.search(/<\/head\s*>/i);
    if (headEnd >= 0) {
      // Vite's module loader skips a stylesheet that a <link rel="stylesheet"> in the document already
      // names, disabled or not: the page's own files are never fetched a second time, or waited for.
      const disabled = parts.styles !== undefined ? ' disabled' : '';
      const links = parts.stylesheets.map(
        (href) => `<link rel="stylesheet" href="${escapeAttribute(href)}"${disabled}>`,
      );
      if (parts.styles !== undefined) links.unshift(`<style>${styleText(parts.styles)}</style>`);
      html = `${html.slice(0, headEnd)}  ${links.join('\n    ')}\n  ${html.slice(headEnd)}`;
    }
  }
  if (parts.deferred) {
    const bodyEnd = html.search(/<\/body\s*>/i);
    if (bodyEnd >= 0) {
      const list = jsonForScript({ entry: parts.deferred.entry, preloads: parts.deferred.preloads });
      const loader = `<script type="application/json" id="${DEFERRED_MODULES_ID}">${list}</script>\n    <script>${DEFERRED_LOADER}</script>\n  `;
      html = `${html.slice(0, bodyEnd)}${loader}${html.slice(bodyEnd)}`;
    }
  }
  const insert: string[] = [];
  for (const href of parts.modulePreloads ?? []) {
    insert.push(`<link rel="modulepreload" href="${escapeAttribute(href)}">`);
  }
  if (parts.preloadImage) {
    insert.push(`<link rel="preload" as="image" href="${escapeAttribute(parts.preloadImage)}" fetchpriority="high">`);
  }
  if (parts.bootstrap !== undefined) {
    insert.push(
      `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${jsonForScript(parts.bootstrap)}</script>`,
    );
  }
  if (insert.length === 0) return html;
  const headEnd = html.search(/<\/head\s*>/i);
  if (headEnd < 0) return html;
  const moduleScript = html.slice(0, headEnd).search(/<script\b[^>]*\stype\s*=\s*["']?module\b/i);
  const at = moduleScript >= 0 ? moduleScript : headEnd;
  return `${html.slice(0, at)}${insert.join('\n    ')}\n    ${html.slice(at)}`;
}

export const isSitePath = (url: string) => {
  const p = url.split('?')[0] ?? url;
  return !NON_SITE_PREFIXES.some(
    (prefix) => p === prefix || p.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
};

export const isFilePath = (url: string) => FILE_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * Cache-Control of a file of the built site: hashed assets for a year; the service worker and its
 * offline page never from a cache without asking (a new deployment must reach every browser at its
 * next update check, docs/pwa.md); everything else revalidated.
 */
export function siteFileCacheControl(filePath: string, siteDir: string): string {
  const rel = path.relative(siteDir, filePath).split(path.sep).join('/');
  if (rel.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  // By name: the e2e worker override (SW_TEST_DIR) lives outside the site directory.
  if ([SW_FILE, OFFLINE_PAGE, OFFLINE_SCRIPT].includes(path.basename(rel))) return 'no-cache';
  return 'public, max-age=0, must-revalidate';
}

import i18next, { type Resource } from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';
import { readBootstrap } from '../api/bootstrap';
import { directionOf, LANGUAGE_STORAGE_KEY, type LanguageCode, resolveLanguage, sourceLanguage } from './languages';

export * from './languages';

type Bundle = Record<string, unknown>;

// English ships in the main bundle, except the page namespaces below; every other language is its
// own chunk, loaded on demand. The back office's strings (admin.json) are not the player's:
// src/admin/i18n.ts loads them.
/**
 * Namespaces that only lazy pages use: their English strings load with the page (the route table's
 * `load` awaits `ensureNamespaces`), so they never weigh on the home page's first load.
 */
export const PAGE_NAMESPACES = [
  'accounts',
  'wallet',
  'games',
  'chat',
  'signin',
  'activities',
  'vip',
  'agent',
  'redrain',
  'cards',
  'bingofish',
] as const;
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

const english = import.meta.glob<Bundle>(
  [
    './locales/en/*.json',
    '!./locales/en/admin.json',
    '!./locales/en/accounts.json',
    '!./locales/en/wallet.json',
    '!./locales/en/games.json',
    '!./locales/en/chat.json',
    '!./locales/en/signin.json',
    '!./locales/en/activities.json',
    '!./locales/en/vip.json',
    '!./locales/en/agent.json',
    '!./locales/en/redrain.json',
    '!./locales/en/cards.json',
    '!./locales/en/bingofish.json',
  ],
  { eager: true, import: 'default' },
);
const englishPages = import.meta.glob<Bundle>(
  [
    './locales/en/accounts.json',
    './locales/en/wallet.json',
    './locales/en/games.json',
    './locales/en/chat.json',
    './locales/en/signin.json',
    './locales/en/activities.json',
    './locales/en/vip.json',
    './locales/en/agent.json',
    './locales/en/redrain.json',
    './locales/en/cards.json',
    './locales/en/bingofish.json',
  ],
  {
    import: 'default',
  },
);
const others = import.meta.glob<Bundle>(['./locales/*/*.json', '!./locales/en/*.json', '!./locales/*/admin.json'], {
  import: 'default',
});

const nsOf = (path: string) => path.replace(/^.*\/([^/]+)\.json$/, '$1');
const langOf = (path: string) => path.replace(/^\.\/locales\/([^/]+)\/.*$/, '$1');

export const namespaces = [...Object.keys(english), ...Object.keys(englishPages)].map(nsOf);

function englishResources(): Resource {
  const en: Record<string, Bundle> = {};
  for (const [path, bundle] of Object.entries(english)) en[nsOf(path)] = bundle;
  return { en };
}

/** Every language's strings, English included: the server renders pages in any of them. */
export async function allResources(): Promise<Resource> {
  const resources = englishResources();
  await Promise.all(
    [...Object.entries(others), ...Object.entries(englishPages)].map(async ([path, load]) => {
      resources[langOf(path)] ??= {};
      (resources[langOf(path)] as Record<string, Bundle>)[nsOf(path)] = await load();
    }),
  );
  return resources;
}

/**
 * Loads the English strings of page namespaces (the fallback for every language) before a page
 * that uses them renders. Other languages load all their namespaces when they are chosen.
 */
export async function ensureNamespaces(...ns: PageNamespace[]) {
  // The server renders with its own instances, which hold every namespace (allResources).
  if (typeof window === 'undefined') return;
  if (!i18next.isInitialized) await new Promise<void>((resolve) => i18next.on('initialized', () => resolve()));
  await Promise.all(
    ns.map(async (name) => {
      if (i18next.hasResourceBundle(sourceLanguage, name)) return;
      const load = englishPages[`./locales/en/${name}.json`];
      if (load) i18next.addResourceBundle(sourceLanguage, name, await load(), true, true);
    }),
  );
}

/**
 * The font faces a language needs besides the brand's Latin fonts, loaded with the language only:
 * Chinese, Thai, Devanagari and Arabic script (the Vietnamese diacritics are subsets of the Latin
 * fonts, which download only with Vietnamese text: themes/fonts.ts). Its values are the modules'
 * build-manifest keys: the server inlines the chosen language's faces, so a server-rendered page
 * paints in its own script before any script runs, and the browser imports the same modules.
 */
export const LANGUAGE_FONT_MODULES: Partial<Record<string, string>> = {
  'zh-CN': 'themes/fonts-cjk.ts',
  'zh-TW': 'themes/fonts-tc.ts',
  th: 'themes/fonts-thai.ts',
  hi: 'themes/fonts-devanagari.ts',
  ur: 'themes/fonts-arabic.ts',
};
const fontModules = import.meta.glob('../../themes/fonts-*.ts');
/** Each language's font loader, from the one map above (the client's and the server's modules agree). */
export const languageFonts: Partial<Record<string, () => Promise<unknown>>> = Object.fromEntries(
  Object.entries(LANGUAGE_FONT_MODULES).map(([code, file]) => [code, fontModules[`../../${file}`]]),
);

/** Every language's faces: the language switcher shows each language's name in its own script. */
export const loadAllLanguageFonts = () => Promise.all(Object.values(languageFonts).map((load) => load?.()));

async function loadLanguage(code: LanguageCode) {
  if (code === sourceLanguage || i18next.hasResourceBundle(code, 'common')) return;
  void languageFonts[code]?.();
  const loads = Object.entries(others)
    .filter(([path]) => langOf(path) === code)
    .map(async ([path, load]) => i18next.addResourceBundle(code, nsOf(path), await load(), true, true));
  await Promise.all(loads);
}

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function reflectOnDocument(code: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = code;
  document.documentElement.dir = directionOf(code);
}

/**
 * Messages are ICU MessageFormat (`{name}`, `{count, plural, one {…} other {…}}`), formatted by
 * i18next-icu with intl-messageformat and the locale's own plural rules (ADR 0035). Every i18next
 * instance, the browser's and the server's per-request ones, uses it: `withIcu(createInstance())`.
 */
export const withIcu = <T extends typeof i18next>(instance: T): T => instance.use(new ICU()) as T;

/** Options every i18next instance shares: the browser's singleton and the server's per-request ones. */
export const i18nOptions = {
  fallbackLng: sourceLanguage,
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
} as const;

let ready: Promise<typeof i18next> | undefined;

/** Initialises i18next once with the stored language (falls back to English). */
export function initI18n(initial?: string) {
  ready ??= (async () => {
    // A stored choice wins; otherwise the language the server chose for this page (from the cookie
    // or the browser's Accept-Language), so a first visit from a Chinese phone starts in Chinese.
    const lng = resolveLanguage(initial ?? readStoredLanguage() ?? readBootstrap().lang);
    await withIcu(i18next)
      .use(initReactI18next)
      .init({
        resources: englishResources(),
        lng: sourceLanguage,
        ...i18nOptions,
      });
    i18next.on('languageChanged', reflectOnDocument);
    await setLanguage(lng, { persist: false });
    return i18next;
  })();
  return ready;
}

/** Switches language, loading its bundle first; remembers the choice under `language`. */
export async function setLanguage(code: string, { persist = true } = {}) {
  const lng = resolveLanguage(code);
  await loadLanguage(lng);
  await i18next.changeLanguage(lng);
  reflectOnDocument(lng);
  if (persist) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
    } catch {
      // ignore: storage unavailable
    }
  }
  // The server reads this cookie to embed operator content in the right language on the next load.
  if (typeof document !== 'undefined')
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older iOS Safari, which this site supports
    document.cookie = `${LANGUAGE_STORAGE_KEY}=${encodeURIComponent(lng)}; path=/; max-age=31536000; samesite=lax`;
  return lng;
}

export { i18next };

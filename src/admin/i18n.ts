import { adminLanguages, i18next, initI18n, resolveLanguage, setLanguage, sourceLanguage } from '../i18n';

/**
 * The back office's strings: the shared namespaces (common with the error messages, and the design
 * system's) come from src/i18n like the player's, and the `admin` namespace, which the player never
 * loads, from here.
 */
export const ADMIN_NS = 'admin';

type Bundle = Record<string, unknown>;
const bundles = import.meta.glob<Bundle>('../i18n/locales/*/admin.json', { import: 'default' });

/** Loads the `admin` strings of a language once (the back office, and its stories). */
export async function loadAdminStrings(code: string) {
  if (i18next.hasResourceBundle(code, ADMIN_NS)) return;
  const load = bundles[`../i18n/locales/${code}/admin.json`];
  if (load) i18next.addResourceBundle(code, ADMIN_NS, await load(), true, true);
}

/** Starts i18next in the stored language (as the player site does), with the back office's strings. */
export async function initAdminI18n() {
  await initI18n();
  // The back office is in the staff languages only (ADR 0035): a player language stored in this
  // browser shows it in English rather than half-translated, and the stored choice is kept.
  if (!(adminLanguages as readonly string[]).includes(i18next.language)) {
    await i18next.changeLanguage(sourceLanguage);
    document.documentElement.lang = sourceLanguage;
    document.documentElement.dir = 'ltr';
  }
  // English too: it is the fallback of any key a translation lacks.
  await Promise.all([loadAdminStrings('en'), loadAdminStrings(i18next.language)]);
  return i18next;
}

/** Switches language for the back office (and the player site, which shares the stored choice). */
export async function setAdminLanguage(code: string) {
  const lng = resolveLanguage(code);
  await loadAdminStrings(lng);
  return setLanguage(lng);
}

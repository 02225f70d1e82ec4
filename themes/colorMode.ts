export const colorModes = ['dark', 'light'] as const;
export type ColorMode = (typeof colorModes)[number];
export const COLOR_MODE_STORAGE_KEY = 'theme';
export const defaultColorMode: ColorMode = 'dark';

export const isColorMode = (v: unknown): v is ColorMode => v === 'dark' || v === 'light';

/**
 * Runs inline in <head> before any CSS paints, so there is no flash of the wrong mode.
 * Keep it tiny and dependency-free; the server hashes it for the Content-Security-Policy.
 */
export const colorModeHeadScript = `(function(){try{var t=localStorage.getItem('${COLOR_MODE_STORAGE_KEY}');document.documentElement.setAttribute('data-theme',t==='light'?'light':'dark')}catch(e){document.documentElement.setAttribute('data-theme','dark')}})()`;

export function readColorMode(): ColorMode {
  try {
    const v = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return isColorMode(v) ? v : defaultColorMode;
  } catch {
    return defaultColorMode;
  }
}

export function applyColorMode(mode: ColorMode, root: HTMLElement = document.documentElement) {
  root.setAttribute('data-theme', mode);
  root.style.colorScheme = mode;
}

export function persistColorMode(mode: ColorMode) {
  applyColorMode(mode);
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // Storage may be unavailable (private mode); the mode still applies for this page.
  }
}

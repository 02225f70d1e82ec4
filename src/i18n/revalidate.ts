import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Visible form errors are re-validated this long after a language change (spec §5, §9). */
export const REVALIDATE_DEBOUNCE_MS = 200;

/** A trailing debounce: only the last call in a burst runs, `ms` after it. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
  run.cancel = () => clearTimeout(timer);
  return run;
}

/**
 * Calls `revalidate` 200 ms after the language changes (debounced), so error messages that are
 * on screen are produced again in the new language. Forms pass a function that re-checks only
 * the fields currently showing an error.
 */
export function useRevalidateOnLanguageChange(revalidate: () => void) {
  const { i18n } = useTranslation();
  const latest = useRef(revalidate);
  latest.current = revalidate;
  useEffect(() => {
    const run = debounce(() => latest.current(), REVALIDATE_DEBOUNCE_MS);
    i18n.on('languageChanged', run);
    return () => {
      run.cancel();
      i18n.off('languageChanged', run);
    };
  }, [i18n]);
}

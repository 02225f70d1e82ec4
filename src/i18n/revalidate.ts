import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Visible form errors are re-validated this long after a language change (spec §5, §9). */
export const REVALIDATE_DEBOUNCE_MS = 200;

/**
 * Calls `revalidate` 200 ms after the rendered language changes, so error messages on screen are
 * produced again in the new language. A burst of changes runs it once, 200 ms after the last one
 * (each change clears the pending timer). Forms pass a function that re-checks only the fields
 * currently showing an error. Keyed on the language the component renders in, not on i18next
 * events, so it follows whatever instance the provider supplies.
 */
export function useRevalidateOnLanguageChange(revalidate: () => void) {
  const language = useTranslation().i18n.language;
  const latest = useRef(revalidate);
  latest.current = revalidate;
  const seen = useRef(language);
  useEffect(() => {
    if (language === seen.current) return;
    seen.current = language;
    const timer = setTimeout(() => latest.current(), REVALIDATE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [language]);
}

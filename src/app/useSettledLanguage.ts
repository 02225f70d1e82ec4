import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageRefetchDelay } from '../rules/lobby';

/**
 * The UI language, settled: it follows a change after 250 ms, and no sooner than 400 ms after the
 * last change it followed (spec §2 Home), so flicking through languages costs one set of requests.
 * Game lists key their queries on it. `delay` gives another rule (the help list waits 200 ms).
 */
export function useSettledLanguage(delay: (now: number, lastAt: number) => number = languageRefetchDelay): string {
  const lang = useTranslation().i18n.language;
  const [settled, setSettled] = useState(lang);
  const lastAt = useRef(0);
  useEffect(() => {
    if (lang === settled) return;
    const timer = setTimeout(
      () => {
        lastAt.current = Date.now();
        setSettled(lang);
      },
      delay(Date.now(), lastAt.current),
    );
    return () => clearTimeout(timer);
  }, [lang, settled, delay]);
  return settled;
}

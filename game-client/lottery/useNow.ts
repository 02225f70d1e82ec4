import { useEffect, useState } from 'react';

/** The clock read again every `everyMs` (server time when `now` adds the offset). */
export function useNow(now: () => number, everyMs = 250): number {
  const [at, setAt] = useState(now);
  useEffect(() => {
    setAt(now());
    const id = setInterval(() => setAt(now()), everyMs);
    return () => clearInterval(id);
  }, [now, everyMs]);
  return at;
}

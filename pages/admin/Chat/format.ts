import type { TFunction } from 'i18next';

/** A duration in seconds as "45 s", "12 min", "3 h 5 min". */
export function duration(seconds: number, t: TFunction): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return t('chat.seconds', { n: s });
  const m = Math.floor(s / 60);
  if (m < 60) return t('chat.minutes', { n: m });
  return t('chat.hours', { h: Math.floor(m / 60), m: m % 60 });
}

/** How long since `since` (ISO), at `now` (ms). */
export const waitedFor = (since: string, now: number, t: TFunction) => duration((now - Date.parse(since)) / 1000, t);

/** A fresh client message id (the server makes a retried send one message). */
export const newMessageId = () =>
  crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

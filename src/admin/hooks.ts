import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffSession } from '../api/contract/accounts';
import { formatDateTime } from '../i18n/dates';
import { STAFF_SESSION_KEY } from './session';

/** The signed-in staff member (the shell renders pages only for one, from the session in the cache). */
export function useStaff(): StaffSession | null {
  return useQueryClient().getQueryData<StaffSession | null>(STAFF_SESSION_KEY) ?? null;
}

/** A time in the reader's language and time zone: date and time to the second ("2026-11-25 21:05:09"). */
export function useDateTime() {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useCallback((at: string | number) => formatDateTime(at, lang, { seconds: true }), [lang]);
}

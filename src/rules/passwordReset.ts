export type ResetMethod = 'email' | 'phone';

export interface ResetSettings {
  byPhone: boolean;
  byMail: boolean;
}

/** Both on unless the operator says otherwise. */
export const DEFAULT_RESET_SETTINGS: ResetSettings = { byPhone: true, byMail: true };

/**
 * Spec §2 Forgot password: the phone option shows (as a switch beside e-mail) only when both site
 * settings are on. If only the phone setting is on, phone is the default; otherwise e-mail is.
 */
export function resetMethods(settings: ResetSettings = DEFAULT_RESET_SETTINGS): {
  methods: ResetMethod[];
  initial: ResetMethod;
} {
  if (settings.byPhone && settings.byMail) return { methods: ['email', 'phone'], initial: 'email' };
  if (settings.byPhone) return { methods: ['phone'], initial: 'phone' };
  return { methods: ['email'], initial: 'email' };
}

import { api } from '../api/client';
import type { SigninSettings, SigninSettingsView } from '../api/contract/signin';

/**
 * The daily sign-in's settings (server/modules/signin; docs/signin-rewards.md): cycle, per-day
 * rewards, payout, make-up and time zone of the brand. Saving is audited. Types only from the contract.
 */
export const signinAdminApi = {
  get: () => api<SigninSettingsView>('/admin/signin/settings'),
  /** 400 signin.settings_invalid with `fields` naming what does not fit. */
  save: (body: SigninSettings) => api<SigninSettingsView>('/admin/signin/settings', { method: 'PUT', body }),
};

export const signinAdminKeys = { settings: ['admin', 'signin', 'settings'] as const };

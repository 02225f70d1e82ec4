import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../design-system/Toast';
import { api } from '../api/client';
import type { SiteConfig } from '../api/contract';
import { useErrorMessage } from '../api/useErrorMessage';
import { LOGIN } from '../routes/table';
import { canUseMemberFeatures } from '../rules/customerType';
import { useSessionInfo } from '../stores/session';

/** Spec §9: the browser goes to the chat 500 ms after its URL arrives. */
export const CHAT_REDIRECT_MS = 500;

/** The chat's language parameter (spec §7): CN for Chinese, else the stored language upper-cased. */
export const chatLanguage = (language: string) =>
  language.toLowerCase().startsWith('zh') ? 'CN' : (language.split('-')[0] ?? language).toUpperCase();

/** A same-site path is opened by the router; anything else by the browser. */
function sitePath(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const u = new URL(url);
    return u.origin === window.location.origin ? `${u.pathname}${u.search}${u.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * Opens live chat (spec §2 Message center): a loading toast, the chat URL (`value.chatUrl`), then
 * the browser goes there after 500 ms. A failure replaces the toast with the reason. The caller has
 * checked the session and CBS3 (trial accounts are refused before this with `free_reject`).
 */
export function useOpenLiveChat(siteName: string | undefined) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  return useCallback(async () => {
    const id = toast.loading(t('messageCenter.chatOpening'));
    try {
      const { chatUrl } = await api<{ chatUrl: string }>('/chat/launch', {
        query: {
          b2c: 1,
          language: chatLanguage(i18n.language),
          backUrl: `${window.location.pathname}${window.location.search}`,
          ...(siteName ? { title: siteName } : {}),
        },
      });
      await new Promise((resolve) => setTimeout(resolve, CHAT_REDIRECT_MS));
      toast.dismiss(id);
      const path = sitePath(chatUrl);
      if (path) navigate(path);
      else window.location.assign(chatUrl);
    } catch (err) {
      toast.update(id, { kind: 'error', message: errorMessage(err) });
    }
  }, [errorMessage, i18n, navigate, siteName, t]);
}

/**
 * The one "customer service" action (the footer's Support, the side menu's entry, the help centre's
 * empty state, the maintenance screen, the forgot-password link):
 * - live chat, when the brand has it (CBS3) and the person is signed in with a real account;
 * - otherwise the brand's first configured channel: web links in a new tab, mailto: in place (the
 *   LIVE_CHAT channel is skipped when CBS3 is on: that chat is the site's own, and needs a session);
 * - with no channel to offer: a visitor goes to log in, a trial account hears `free_reject`.
 */
export function useCustomerService(config: SiteConfig | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSessionInfo();
  const openChat = useOpenLiveChat(config?.siteName);
  return useCallback(() => {
    const liveChat = config?.features.liveChat === true;
    if (liveChat && session && canUseMemberFeatures(session.type)) {
      void openChat();
      return;
    }
    const channel = config?.customerService.find((c) => !(liveChat && c.csType === 'LIVE_CHAT'));
    if (channel) {
      if (channel.url.startsWith('mailto:')) window.location.href = channel.url;
      else window.open(channel.url, '_blank', 'noopener');
    } else if (!session) {
      navigate(LOGIN, { state: { from: `${window.location.pathname}${window.location.search}` } });
    } else {
      toast.info(t('errors.auth.trial_refused'));
    }
  }, [config, navigate, openChat, session, t]);
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../design-system/Toast';
import { api } from '../api/client';
import type { SiteConfig } from '../api/contract';
import { useErrorMessage } from '../api/useErrorMessage';
import { LOGIN } from '../routes/table';
import { customerServiceTarget } from '../rules/customerService';
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
 * empty state, the maintenance screen, the forgot-password link): where it leads is
 * src/rules/customerService.ts. Web links open in a new tab, mailto: in place.
 */
export function useCustomerService(config: SiteConfig | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSessionInfo();
  const openChat = useOpenLiveChat(config?.siteName);
  return useCallback(() => {
    const target = customerServiceTarget({
      liveChat: config?.features.liveChat === true,
      channels: config?.customerService ?? [],
      sessionType: session?.type,
    });
    if (target.kind === 'chat') void openChat();
    else if (target.kind === 'channel') {
      if (target.url.startsWith('mailto:')) window.location.href = target.url;
      else window.open(target.url, '_blank', 'noopener');
    } else if (target.kind === 'login') {
      navigate(LOGIN, { state: { from: `${window.location.pathname}${window.location.search}` } });
    } else toast.info(t('errors.auth.trial_refused'));
  }, [config, navigate, openChat, session, t]);
}

import { create } from 'zustand';
import { NOTICE_AGREED, NOTICE_ATTRIBUTE } from '../../design-system/NoticePopup/noticeFlag';
import { applyColorMode, isColorMode } from '../../themes/colorMode';
import type { SiteConfig } from '../api/contract';
import { BRAND_PREVIEW_MESSAGE } from '../api/contract/brandPreview.constants';

/**
 * The brand editor's live preview (issue 24, ADR 0031). The back office frames the real player site
 * at `?brandPreview=1&mode=dark|light` and posts the draft to it; the frame shows the draft over the
 * live config. Only messages from a same-origin parent are read, only in preview mode, and nothing is
 * stored: the draft lives in this store until the frame closes.
 */

/** The parts of the config a draft may change in the preview. */
export const PREVIEW_KEYS = ['themeOverrides', 'look', 'whitelabel', 'features', 'downloads', 'social'] as const;
type PreviewPart = Pick<SiteConfig, (typeof PREVIEW_KEYS)[number]>;

export const useBrandPreview = create<{ draft: Partial<PreviewPart> | null }>(() => ({ draft: null }));

/** The config as the preview shows it: the draft's parts over the live config. */
export function withPreview(config: SiteConfig, draft: Partial<PreviewPart> | null): SiteConfig {
  return draft ? { ...config, ...draft } : config;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The draft parts of a message's data, or null when it is not a brand preview message. */
export function previewDraftOf(data: unknown): Partial<PreviewPart> | null {
  if (!isRecord(data) || data.type !== BRAND_PREVIEW_MESSAGE || !isRecord(data.config)) return null;
  const draft: Record<string, unknown> = {};
  for (const key of PREVIEW_KEYS) if (isRecord(data.config[key])) draft[key] = data.config[key];
  return draft as Partial<PreviewPart>;
}

export const isBrandPreview = (search: string) => new URLSearchParams(search).get('brandPreview') === '1';

/** In a preview frame: the mode from the address (not stored), and the parent's drafts. */
export function installBrandPreview(win: Window = window) {
  if (!isBrandPreview(win.location.search) || win.parent === win) return;
  const mode = new URLSearchParams(win.location.search).get('mode');
  if (isColorMode(mode)) applyColorMode(mode);
  // The once-per-session notice would cover the preview: hidden here, and nothing is stored.
  win.document.documentElement.setAttribute(NOTICE_ATTRIBUTE, NOTICE_AGREED);
  win.addEventListener('message', (event) => {
    if (event.origin !== win.location.origin || event.source !== win.parent) return;
    const draft = previewDraftOf(event.data);
    if (draft) useBrandPreview.setState({ draft });
  });
  // Asks the editor for the current draft (it may have posted before this frame listened).
  win.parent.postMessage({ type: `${BRAND_PREVIEW_MESSAGE}:ready` }, win.location.origin);
}

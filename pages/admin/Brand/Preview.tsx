import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../design-system/Card';
import { Inline } from '../../../design-system/Layout';
import { PreviewFrame } from '../../../design-system/PreviewFrame';
import { SectionHeader } from '../../../design-system/SectionHeader';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { BRAND_PREVIEW_MESSAGE } from '../../../src/api/contract/brandPreview.constants';
import type { BrandSettings } from '../../../src/api/contract/system';
import { HOME } from '../../../src/routes/table';

const MODES = ['dark', 'light'] as const;

/**
 * The live preview (ADR 0031): the real home page of this brand in two phone-sized frames, dark and
 * light. Every edit is posted to both frames (same origin only); a frame that loads asks for it.
 */
export function Preview({ settings }: { settings: BrandSettings }) {
  const { t } = useTranslation(ADMIN_NS);
  const frames = useRef<(HTMLIFrameElement | null)[]>([]);
  const latest = useRef(settings);
  latest.current = settings;
  // Reads the latest settings from a ref, so the message listener below never goes stale.
  const post = useCallback(() => {
    const { themeOverrides = {}, look = {}, whitelabel, features, downloads, social } = latest.current;
    const message = {
      type: BRAND_PREVIEW_MESSAGE,
      config: { themeOverrides, look, whitelabel, features, downloads, social },
    };
    for (const frame of frames.current) frame?.contentWindow?.postMessage(message, window.location.origin);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: posts on every change of the settings
  useEffect(post, [settings, post]);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if ((event.data as { type?: unknown })?.type === `${BRAND_PREVIEW_MESSAGE}:ready`) post();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [post]);
  return (
    <Card padding="lg" gap="md">
      <SectionHeader title={t('brand.preview.title')} description={t('brand.preview.hint')} level={2} />
      <Inline gap="lg">
        {MODES.map((mode, i) => (
          <PreviewFrame
            key={mode}
            ref={(el) => {
              frames.current[i] = el;
            }}
            src={`${HOME}?brandPreview=1&mode=${mode}`}
            title={t(`brand.preview.${mode}`)}
          />
        ))}
      </Inline>
    </Card>
  );
}

import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: [
    '../design-system/**/*.stories.@(ts|tsx)',
    '../pages/**/*.stories.@(ts|tsx)',
    '../game-client/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(config) {
    const { vanillaExtractPlugin } = await import('@vanilla-extract/vite-plugin');
    // The service worker and offline page belong to the player build only (docs/pwa.md), not to Storybook's.
    const pwaPlugin = (p: unknown) =>
      typeof p === 'object' &&
      p !== null &&
      /^(?:vite-plugin-pwa|offline-page)/.test(String((p as { name?: unknown }).name));
    config.plugins = [...(config.plugins ?? []).flat(3).filter((p) => !pwaPlugin(p)), vanillaExtractPlugin()];
    return config;
  },
};
export default config;

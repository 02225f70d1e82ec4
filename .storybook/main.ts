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
    config.plugins = [...(config.plugins ?? []), vanillaExtractPlugin()];
    return config;
  },
};
export default config;

import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  // public/ holds MSW's service worker (mockServiceWorker.js, from `msw init public`).
  staticDirs: ['../public'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    // Read the design system from its sources, as the app does: no library build needed first.
    viteConfig.resolve ??= {};
    viteConfig.resolve.conditions = ['@srm/source', 'module', 'browser', 'development|production'];
    return viteConfig;
  },
};

export default config;

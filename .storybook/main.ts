import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  docs: { defaultName: 'Документация' },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(cfg) {
    cfg.plugins = [...(cfg.plugins ?? []), vanillaExtractPlugin()];
    return cfg;
  },
};
export default config;

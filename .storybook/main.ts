import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../libs/**/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } } },
  // The MSW worker lives beside the catalogue, not in the console's public folder: the production
  // build must not ship a development mock (package.json "msw.workerDirectory" keeps it up to date).
  staticDirs: ['../apps/console/public', './public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Chakra's package names its own public catalogue, which Storybook would compose into the sidebar and
  // fetch from the network on every load: the catalogue is the console's stories only.
  refs: { '@chakra-ui/react': { disable: true } },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;

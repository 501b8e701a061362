import { defineConfig } from '@lingui/conf';

// One catalogue for the whole console: every lib and app contributes messages.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ja', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { pseudo: 'en', default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/libs/shared/i18n/src/locales/{locale}/messages',
      include: ['<rootDir>/libs', '<rootDir>/apps/console/src'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/*.stories.*', '**/mocks/**'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});

import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

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
  // File names without line numbers: a line moved in a source file does not leave the catalogue stale.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});

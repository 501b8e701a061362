import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import lingui from 'eslint-plugin-lingui';

// Layering (issue 2, STYLE.md): app → feature (domain libs) → ui / data-access / util.
// No feature imports another feature, except `rbac`, which every domain may read.
const productionConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util', 'domain:rbac'] },
  { sourceTag: 'domain:rbac', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:util'], bannedExternalImports: ['@tanstack/*', 'msw', 'msw/*', 'zod'] },
  // No texts in data-access: the mock backend runs it under plain Node, where no macro is compiled.
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:util'], bannedExternalImports: ['@chakra-ui/*', '@emotion/*', 'lucide-react', '@lingui/*'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'], bannedExternalImports: ['@chakra-ui/*', '@tanstack/*', 'msw', 'msw/*'] },
  { sourceTag: 'type:mocks', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'], bannedExternalImports: ['@chakra-ui/*', 'react', 'react-dom'] },
  { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:mocks', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:mocks', 'type:testing', 'type:util'] },
  // The one testing entry (@soc/testing): providers, test QueryClient, MSW server, persona auth.
  { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:mocks', 'type:data-access', 'type:ui', 'type:util', 'domain:rbac'] },
];

// Stories and tests may also use the shared fixtures and the testing entry; production code may not.
const testConstraints = productionConstraints.map((rule) =>
  ['type:feature', 'domain:rbac', 'type:ui', 'type:data-access', 'type:app'].includes(rule.sourceTag)
    ? { ...rule, onlyDependOnLibsWithTags: [...rule.onlyDependOnLibsWithTags, 'type:mocks', 'type:testing'] }
    : rule,
);

const boundaries = (depConstraints) => ({
  '@nx/enforce-module-boundaries': ['error', { enforceBuildableLibDependency: false, allow: [], depConstraints, // Tests and the mock server import libs dynamically on purpose (module mocks, shims).
    checkDynamicDependenciesExceptions: ['mocks', 'testing', 'api', 'ui', 'i18n', 'events', 'rbac'] }],
});

const testFiles = ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/testing/**', '**/test-setup.ts'];

// One place for hooks (issue 12): a `use-*.ts(x)` file sits in a `hooks/` folder (the lib's, or a
// panel's own), so a reader finds behaviour in one kind of place and views in another.
const layout = {
  rules: {
    'hooks-in-hooks-folder': {
      meta: { type: 'suggestion', schema: [], messages: { misplaced: 'Hook files (use-*.ts) live in a hooks/ folder.' } },
      create(context) {
        const file = context.filename.replaceAll('\\', '/');
        const misplaced = /\/use-[^/]+\.tsx?$/.test(file) && !file.includes('/hooks/');
        return misplaced ? { Program: (node) => context.report({ node, messageId: 'misplaced' }) } : {};
      },
    },
  },
};

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/node_modules', '**/.nx', '**/*.po', '**/routeTree.gen.ts', 'apps/console/public/mockServiceWorker.js', 'storybook-static', 'tmp'],
  },
  {
    files: ['**/src/**/*.{ts,tsx}'],
    rules: boundaries(productionConstraints),
  },
  {
    files: testFiles.map((g) => `**/src/${g.replace(/^\*\*\//, '')}`).concat(['**/src/**/*.test.{ts,tsx}', '**/src/**/*.stories.{ts,tsx}', '**/src/**/testing/**']),
    rules: boundaries(testConstraints),
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'TSTypeReference[typeName.right.name="FC"], TSTypeReference[typeName.name="FC"]', message: 'Type props directly; no React.FC.' }],
    },
  },
  {
    files: ['libs/**/src/**/*.{ts,tsx}', 'apps/**/src/**/*.{ts,tsx}'],
    plugins: { layout },
    rules: { 'layout/hooks-in-hooks-folder': 'error' },
  },
  {
    // Playwright fixtures call `use`, which is not React's.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: testFiles,
    rules: { '@typescript-eslint/no-empty-function': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Test files share one module graph per worker (tools/vite/shared.ts, `isolate: false`), so a
    // module mock holds only if no earlier file loaded the module: pass what a test replaces instead,
    // and count renders with @soc/testing `renderCounts`.
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': ['error',
        { object: 'vi', property: 'mock', message: 'Module mocks do not hold with isolate: false; inject the dependency instead.' },
        { object: 'vi', property: 'doMock', message: 'Module mocks do not hold with isolate: false; inject the dependency instead.' }],
    },
  },
  {
    // Every text a user reads goes through Lingui (STYLE.md "Texts").
    files: ['libs/**/src/**/*.tsx', 'apps/console/src/**/*.tsx'],
    ignores: testFiles,
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': ['error', {
        ignore: ['^[^A-Za-z]*$', '^[a-z][a-zA-Z0-9]*$', '^[a-z0-9]+(-[a-z0-9]+)+$', '^[A-Z][A-Z0-9_.]+$', '^(https?:|/|#|\\.)', '^[a-z]+(\\.[a-z0-9]+)+$'],
        // Only props that carry text a person reads are checked; style and wiring props are not.
        ignoreNames: [{ regex: { pattern: '^(?!(title|label|placeholder|alt|aria-label|aria-description|description|message|heading|text|children)$).*$' } }],
        ignoreFunctions: ['console.*', 'Error', 'new Error', 'URLSearchParams', 'document.querySelector', 'localStorage.getItem', 'localStorage.setItem', 'localStorage.removeItem', 'cva', 'css', 'defineRecipe', 'defineSlotRecipe', 'useToggleUIEvent', 'lazyRouteComponent', 'import', 'redirect', 'navigate', 'window.open', 'console.warn', 'console.error', 'console.info', 'addEventListener', 'removeEventListener', 'dispatchEvent', 'CustomEvent', 'invariant', 'Symbol', 'createContext', 'matchMedia', 'Intl.*', 'new Intl.*', 'dateTimeFormatter'],
        useTsTypes: false,
      }],
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
    },
  },
];

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const WEB = './apps/web/src';
const FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web app's layers (docs/ARCHITECTURE.md "Web app"). A feature imports its own folder,
 * components/, lib/, test/, @coulisse/shared and, of app/, only what app/ offers the features:
 * the session (auth/useAuth), the screen and tab registries (screens/, tabs/) and the hosts that
 * features plug into (project/: the project page shell and the project data it shares; section/:
 * the clothing and rental section shell). Shared widgets and lib/ import no feature.
 */
const APP_FOR_FEATURES = ['./auth/useAuth.ts', './screens', './tabs', './project', './section'];
const layerZones = (appAllowed) => [
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature imports no other feature: move what both need to components/ or lib/, or add it to a page through the tab registry (app/tabs).',
  })),
  {
    target: [`${WEB}/features`, `${WEB}/components`],
    from: `${WEB}/app`,
    except: appAllowed,
    message: 'Of app/, features and shared widgets use only auth/useAuth, the registries (screens/, tabs/) and the hosts (project/, section/).',
  },
  { target: [`${WEB}/components`, `${WEB}/lib`], from: `${WEB}/features`, message: 'Shared widgets and lib/ import no feature.' },
  { target: `${WEB}/lib`, from: [`${WEB}/app`, `${WEB}/components`], message: 'lib/ is the bottom layer.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'apps/server/drizzle/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Fastify handlers and React event handlers legitimately return promises.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      '@typescript-eslint/only-throw-error': 'off',
      // Route plugins and interface implementations are async by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['apps/web/tsconfig.json', 'tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      // Cycles within the app's own source; a depth of 6 keeps the check fast on the whole repo.
      'import-x/no-cycle': ['error', { maxDepth: 6, ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones(APP_FOR_FEATURES) }] },
  },
  {
    // Tests render the whole app: they may take its screen and tab lists (app/appScreens, app/appTabs).
    files: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/features/*/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones([...APP_FOR_FEATURES, './appScreens.ts', './appTabs.ts']) }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Destructuring callback props declared with method syntax is idiomatic React, never a `this` bug.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // The platform lies under the modules: modules import the platform, never the other way round
    // (modules register what the platform needs at start-up, e.g. access resolvers). app.ts
    // composes both, so it is off limits too. Tests may build fixtures from modules.
    files: ['apps/server/src/platform/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/modules', '**/modules/**'], message: 'The platform never imports a business module; let the module register with the platform instead.' },
            { group: ['../app', '../../app', '../../../app'], message: 'app.ts composes platform and modules; import the App type from platform/http/app.' },
          ],
        },
      ],
    },
  },
  {
    // Tests read JSON answers (`res.json()` is untyped by design); asserting on them is the point.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'apps/server/test/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Every journey runs the accessibility gate: `test` and `expect` come from e2e/fixtures.ts
    // (docs/areas/accessibility.md), never straight from Playwright.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './fixtures': they carry the accessibility gate.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly', setTimeout: 'readonly' } },
  },
  {
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: { self: 'readonly', caches: 'readonly', fetch: 'readonly', Response: 'readonly', Promise: 'readonly' } },
  },
);

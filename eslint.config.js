import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import { readdirSync } from 'node:fs';

// Screen areas (src/screens/<area>) import only src/screens/shared, never each other, so no cycle can
// form between them: what several areas use lives in src/screens/shared.
const screenAreas = readdirSync(new URL('./src/screens', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);

// Apps (and the journeys) reach the library only through its package entries (@investradar/ui,
// @investradar/ui/domain, @investradar/ui/testing, …), never by a relative path into its sources
// (`../../../../src/domain/…`, `stories/`, `tokens/`): that skips the package's public surface, its
// "exports" and its budgets. A file d folders deep in apps/<name> reaches the repository's root with
// d + 2 `../` (d + 1 in e2e), so the rule is written per depth. (Other relative paths out of an app are
// tooling, not the library: the bot's tests start the API from its sources, the journeys share
// scripts/chromium.mjs.)
const apps = ['apps/api', 'apps/bot', 'apps/web', 'e2e'];
const MAX_APP_DEPTH = 8;
const intoLibrary = (upsToRoot) => ({
  regex: `^(\\.\\./){${upsToRoot}}(src|tokens|stories)(/|$)`,
  message:
    "A relative import of the library's sources: import it through its package entries (@investradar/ui, @investradar/ui/domain, @investradar/ui/testing).",
});
// apps/api never imports React nor the screens (its own restriction, kept beside the one above).
const appRestrictions = {
  'apps/api': {
    paths: [{ name: '@investradar/ui', message: 'apps/api imports only @investradar/ui/domain.' }],
    patterns: [{ group: ['react', 'react-dom', 'react/*'], message: 'apps/api never imports React.' }],
  },
};
const appImportBlocks = apps.flatMap((app) =>
  Array.from({ length: MAX_APP_DEPTH + 1 }, (_, depth) => ({
    files: [`${app}/${'*/'.repeat(depth)}*.{ts,tsx,js,mjs}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: appRestrictions[app]?.paths ?? [],
          patterns: [...(appRestrictions[app]?.patterns ?? []), intoLibrary(depth + app.split('/').length)],
        },
      ],
    },
  })),
);

// apps/api's boundaries (the block below): a feature is reached from outside only through its index.ts;
// config.ts and app-config.ts are the root files every layer may read.
const FEATURE_INDEX = { type: 'api-feature', fileInternalPath: 'index.ts' };
const CONFIG_FILES = { type: 'api-app', fileInternalPath: '{config,app-config}.ts' };

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'storybook-static/**',
      'coverage/**',
      '**/data/**',
      'apps/api/drizzle/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // The domain layer is the shared contract: no React, no DOM, no I/O.
    files: ['src/domain/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'radix-ui', 'react-aria', '@vanilla-extract/*'],
              message: 'src/domain must not import React or styling.',
            },
            {
              group: ['../components/*', '../screens/*', '../../tokens/*', '**/apps/*'],
              message: 'src/domain imports nothing else of ours.',
            },
            { group: ['node:*', 'fs', 'http', 'https', 'net'], message: 'src/domain does no I/O.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'fetch',
        'navigator',
        'location',
        'setTimeout',
        'setInterval',
      ],
    },
  },
  {
    files: ['src/screens/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', 'fetch', 'localStorage', 'sessionStorage', 'XMLHttpRequest'],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/*'], message: 'Screens never import from apps.' }] },
      ],
    },
  },
  {
    files: ['src/screens/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
      'boundaries/elements': [
        { type: 'screens-shared', pattern: 'src/screens/shared' },
        ...screenAreas.map((area) => ({ type: `screens-${area}`, pattern: `src/screens/${area}` })),
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: 'A screen area imports only src/screens/shared (move what several areas use there).',
          policies: [
            { from: { element: { type: 'screens-shared' } }, allow: { to: { element: { type: 'screens-shared' } } } },
            ...screenAreas.map((area) => ({
              from: { element: { type: `screens-${area}` } },
              allow: { to: { element: { types: { anyOf: ['screens-shared', `screens-${area}`] } } } },
            })),
          ],
        },
      ],
    },
  },
  {
    // The servers (API and bot) are linted with type information: a promise nobody awaits or handles loses its
    // error (an unhandled rejection stops the process), and one passed where a callback's result is ignored
    // (an event handler, a Fastify hook in the wrong shape) runs unobserved. Fire-and-forget is written
    // `void promise` where the promise handles its own errors.
    files: ['apps/api/src/**/*.ts', 'apps/bot/src/**/*.ts'],
    languageOptions: {
      parserOptions: { project: './tsconfig.servers.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // apps/api/src's root holds the app (app.ts, main.ts) and its config files, nothing else.
    files: ['apps/api/src/*.ts'],
    ignores: ['apps/api/src/{app,main,config,app-config}.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message:
            'No loose files at the root of apps/api/src: a feature file goes to src/features/<area>/, shared code to lib/, http/ or db/.',
        },
      ],
    },
  },
  {
    // apps/api is feature modules (src/features/<area>/: routes, service, repository, jobs) over shared
    // layers (docs/decisions/api-feature-modules.md). lib and db import no feature and no http; http
    // imports lib, db and config (and types only from a feature's index.ts); a feature imports lib, db,
    // http, config, its own files, and other features only through their index.ts; jobs, seed and the
    // app (app.ts, main.ts) reach features through their index.ts. A repository never imports a service.
    // Every file under apps/api/src belongs to one of these: no loose feature files at its root.
    files: ['apps/api/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts'] } },
      'boundaries/elements': [
        { type: 'api-feature', pattern: 'apps/api/src/features/*', partialMatch: false, capture: ['feature'] },
        { type: 'api-http', pattern: 'apps/api/src/http', partialMatch: false },
        { type: 'api-lib', pattern: 'apps/api/src/lib', partialMatch: false },
        { type: 'api-db', pattern: 'apps/api/src/db', partialMatch: false },
        { type: 'api-jobs', pattern: 'apps/api/src/jobs', partialMatch: false },
        { type: 'api-seed', pattern: 'apps/api/src/seed', partialMatch: false },
        // The root's own files: app.ts, main.ts and the config files (the block below keeps it to those).
        { type: 'api-app', pattern: 'apps/api/src', partialMatch: false },
      ],
      'boundaries/files': [
        { category: 'api-repository', pattern: '**/*.repository.ts' },
        { category: 'api-service', pattern: '**/*.service.ts' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: 'apps/api layering (docs/architecture.md, "The API"): this import crosses a boundary.',
          // Imports inside one element are checked too: a repository never imports a service of its feature.
          checkInternals: true,
          policies: [
            {
              from: { element: { type: 'api-lib' } },
              allow: { to: { element: { types: { anyOf: ['api-lib', 'api-db'] } } } },
            },
            {
              from: { element: { type: 'api-db' } },
              allow: [
                { to: { element: { types: { anyOf: ['api-db', 'api-lib'] } } } },
                { to: { element: CONFIG_FILES } },
              ],
            },
            {
              from: { element: { type: 'api-http' } },
              allow: [
                { to: { element: { types: { anyOf: ['api-http', 'api-lib', 'api-db'] } } } },
                { to: { element: CONFIG_FILES } },
                { to: { element: FEATURE_INDEX }, dependency: { kind: 'type' } },
              ],
            },
            {
              from: { element: { type: 'api-feature' } },
              allow: [
                { to: { element: { types: { anyOf: ['api-lib', 'api-db', 'api-http'] } } } },
                { to: { element: CONFIG_FILES } },
                { dependency: { relationship: { from: 'internal' } } },
                { to: { element: FEATURE_INDEX } },
              ],
            },
            {
              from: { element: { types: { anyOf: ['api-jobs', 'api-app'] } } },
              allow: [
                { to: { element: { types: { anyOf: ['api-app', 'api-jobs', 'api-lib', 'api-db', 'api-http'] } } } },
                { to: { element: FEATURE_INDEX } },
              ],
            },
            {
              // main.ts seeds an empty database on start.
              from: { element: { type: 'api-app', fileInternalPath: 'main.ts' } },
              allow: { to: { element: { type: 'api-seed', fileInternalPath: 'index.ts' } } },
            },
            {
              // The seed writes the demo through the features' repositories, reached by their index.ts.
              from: { element: { type: 'api-seed' } },
              allow: [
                { to: { element: { types: { anyOf: ['api-seed', 'api-lib', 'api-db', 'api-app'] } } } },
                { to: { element: FEATURE_INDEX } },
              ],
            },
            {
              from: { file: { categories: 'api-repository' } },
              disallow: { to: { file: { categories: 'api-service' } } },
            },
          ],
        },
      ],
    },
  },
  {
    // One home for interface text: screens and components read their Russian texts from the area's messages.ts
    // (src/screens/<area>/messages.ts, src/screens/shared/messages.ts, src/components/messages.ts, src/domain/messages.ts).
    files: ['src/screens/**/*.tsx', 'src/components/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'Literal[value=/[А-Яа-яЁё]/]',
          'TemplateElement[value.raw=/[А-Яа-яЁё]/]',
          'JSXText[value=/[А-Яа-яЁё]/]',
        ].map((selector) => ({
          selector,
          message:
            "User-facing text lives in the area's messages.ts: import its keyset instead of writing Russian text here.",
        })),
      ],
    },
  },
  ...appImportBlocks,
  {
    // The app's pages are library screens: no interface text in its components either. Page heads,
    // notices and labels come from the library (`@investradar/ui`: the areas' messages and heads).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'Literal[value=/[А-Яа-яЁё]/]',
          'TemplateElement[value.raw=/[А-Яа-яЁё]/]',
          'JSXText[value=/[А-Яа-яЁё]/]',
        ].map((selector) => ({
          selector,
          message:
            'apps/web writes no interface text: take it from the library (the screen, its head or its texts in @investradar/ui).',
        })),
      ],
    },
  },
);

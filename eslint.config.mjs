// Lint rules, including the import rules that keep the layers of DESIGN.md section 2 honest.
// Top to bottom, each importing only downward, no cycles:
//   app/ (store, router, shell, route screens; may lazy-load features)
//   features/<area>/ (never another feature)
//   domain/<thing>/ (business code several features share)
//   shared/ (generic: ui kit, forms, export, files, format, validation, i18n)
//   api/ and auth/ (base query and tagged clients; MSAL, permissions)
//   core/ (runtime config, connection state, store hooks, error values, the route table)
// Only src/api/tags/ imports the generated clients; the sandbox and scripts/ import no app or
// feature module; code under src/ imports nothing from test/ (its tests and testing/ helpers may).
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = fs.existsSync('src/features') ? fs.readdirSync('src/features').filter((f) => fs.statSync(`src/features/${f}`).isDirectory()) : [];

/** Import zones every file obeys, tests included. */
const layerZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature must not import another feature; move what both need down into src/domain/<thing> (business) or src/shared (generic).',
  })),
  {
    target: ['./src/app', './src/auth', './src/core', './src/domain', './src/features', './src/shared', './src/index.tsx', './test'],
    from: './src/api/generated',
    message: 'Import the service module in src/api/tags/, which enhances the generated client.',
  },
  {
    target: './src/core',
    from: ['./src/app', './src/features', './src/domain', './src/shared', './src/api', './src/auth'],
    message: 'src/core is the bottom layer: it imports no other layer of src/ (declare what it needs, e.g. a state or selector type, in core).',
  },
  {
    target: ['./src/api', './src/auth'],
    from: ['./src/app', './src/features', './src/domain', './src/shared'],
    message: 'src/api and src/auth import only src/core (and each other): move what they need from the app into src/core.',
  },
  {
    target: './src/shared',
    from: ['./src/app', './src/features', './src/domain', './src/api', './src/auth'],
    message: 'src/shared is generic and knows no API, feature or domain: move code that needs them into src/domain/<thing>; take error values from src/core/errors.',
  },
  {
    target: './src/domain',
    from: ['./src/app', './src/features'],
    message: 'src/domain sits below the features and the app: move what it needs down, or the code up into the feature.',
  },
  {
    target: ['./test/sandbox', './scripts'],
    from: ['./src/app', './src/features'],
    message: 'The sandbox and scripts/ must not load the app or its screens: import the route table from src/core/routes and request builders from src/domain.',
  },
];

/**
 * Zones for shipped code only. A feature's test may assemble the whole app's store, and tests and
 * testing/ helpers use the sandbox and test/setup.
 */
const shippedZones = [
  {
    target: './src/features',
    from: './src/app',
    message: 'A feature must not import the app (it sits above): take store hooks and app-wide state from src/core, pages from src/shared/ui.',
  },
  {
    target: './src',
    from: './test',
    message: 'Code under src/ must not import test/: only *.test.ts(x) files and testing/ helpers may.',
  },
];

const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'test-results/', 'playwright-report/', 'src/api/generated/', '.sandbox/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      // Without these import-x parses no TypeScript module it resolves, and no-cycle sees no edge.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'off',
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: TEST_FILES,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...shippedZones] }] },
  },
  {
    // Type-only imports do not count (import-x skips them); node_modules is not followed.
    // test/sandbox keeps one known cycle (a ticket's status move drives its work order, which moves tickets).
    files: ['src/**/*.ts', 'src/**/*.tsx', 'scripts/**/*.ts', 'test/setup/**/*.ts', 'test/setup/**/*.tsx'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);

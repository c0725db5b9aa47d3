// Lint rules, including the import rules that keep the layout honest (DESIGN.md section 2):
// a feature never imports another feature; shared/ never imports features or the app; only the
// per-service modules in src/api/tags/ import the generated clients.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = fs.existsSync('src/features') ? fs.readdirSync('src/features').filter((f) => fs.statSync(`src/features/${f}`).isDirectory()) : [];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'test-results/', 'playwright-report/', 'src/api/generated/', '.sandbox/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'A feature must not import another feature; move what both need into src/shared.',
            })),
            {
              target: ['./src/app', './src/auth', './src/features', './src/shared', './src/index.tsx', './test'],
              from: './src/api/generated',
              message: 'Import the service module in src/api/tags/, which enhances the generated client.',
            },
            {
              target: './src/shared',
              from: ['./src/features', './src/app'],
              message: 'src/shared must not depend on features or the app shell.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);

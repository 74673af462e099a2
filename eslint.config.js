import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import importX from 'eslint-plugin-import-x'
import checkFile from 'eslint-plugin-check-file'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import tseslint from 'typescript-eslint'

// The architecture, checked (bulletproof-react's rules): src/app composes features; features
// don't import each other; shared code (components, lib, config, i18n) imports no feature and
// nothing in src/app; only main.tsx imports src/app.
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
const SHARED = ['./src/components', './src/lib', './src/config', './src/i18n']
const architecture = [
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: compose them in src/app, or move the shared part to src/components or src/lib.',
  })),
  {
    target: SHARED,
    from: ['./src/features', './src/app'],
    message: 'Shared code (components, lib, config, i18n) may not depend on features or the app.',
  },
  {
    target: './src/features',
    from: './src/app',
    message: 'Features may not import src/app; routes live in src/config/paths.ts.',
  },
]

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data*', 'test-results', 'playwright-report', 'src/lib/database.types.ts'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@supabase/supabase-js', message: 'Only src/lib/supabase.ts talks to Supabase; use the data module in src/lib/api.' },
          ],
        },
      ],
    },
  },
  { files: ['src/lib/supabase.ts', 'server/**', 'tests/**', 'scripts/**'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.app.json' })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: architecture }],
      'import-x/no-cycle': 'error',
    },
  },
  // common/ holds the words and byte checks the app, the server and the build share: it imports
  // nothing of theirs, so any of them can use it.
  {
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./|@/)', message: 'common/ imports only common/: the app, the server and the build all use it.' }] },
      ],
    },
  },
  // kebab-case file and folder names ('heic.worker.ts', 'libheif-js.d.ts': only the part before the first dot is checked)
  {
    files: ['src/**/*.{ts,tsx}', 'common/**/*.ts', 'tests/unit/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{src,tests/unit}/**/': 'KEBAB_CASE' }],
    },
  },
  // Playwright fixtures take `{}` and call `use`; neither is React.
  {
    files: ['tests/e2e/**', 'tests/engines/**', 'scripts/bench/**'],
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
)

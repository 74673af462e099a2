import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

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
      'no-restricted-imports': ['error', { paths: [{ name: '@supabase/supabase-js', message: 'Only src/lib/supabase.ts talks to Supabase; use the data module in src/lib/api.' }] }],
    },
  },
  { files: ['src/lib/supabase.ts', 'server/**', 'tests/**', 'scripts/**'], rules: { 'no-restricted-imports': 'off' } },
  // Playwright fixtures take `{}` and call `use`; neither is React.
  { files: ['tests/e2e/**', 'scripts/bench/**'], rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' } },
)

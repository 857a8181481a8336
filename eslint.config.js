// ESLint: typescript-eslint's recommended rules and React's rules of hooks, on every TypeScript file.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';

export default tseslint.config(
  {
    ignores: ['dist/', 'builds/', 'server-build/', 'test-results/', 'playwright-report/', 'data/', 'schema/generated/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The rules of hooks; the React Compiler's rules (refs, purity, set-state-in-effect) are for code the
    // compiler rewrites, and the project does not use the compiler.
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The editor's words come from its language files (editor/shared/i18n): no English typed into its JSX,
    // as text (eslint-plugin-i18next) or in the attributes people read or hear (aria-label, title…).
    files: ['editor/app/src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-text-only',
          // Marks and the file's own name are not words to translate.
          words: { exclude: ['[0-9!-/:-@[-`{-~]+', '[⋮◆✓●✕○✉→↑↓…·—–›\\s]+', 'site\\.json'] },
          message: 'Words the editor shows come from its language files (editor/shared/i18n): t("…")',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-description|title|placeholder|alt|label)$/] > Literal[value=/\\p{L}/u]',
          message: 'Words the editor shows come from its language files (editor/shared/i18n): t("…")',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-description|title|placeholder|alt|label)$/] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/\\p{L}{2}/u]',
          message: 'Words the editor shows come from its language files (editor/shared/i18n): t("…")',
        },
      ],
    },
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // `_name` marks an argument or binding kept for its position or to leave it out of a rest.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
);

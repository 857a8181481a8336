// ESLint: typescript-eslint's recommended rules and React's rules of hooks, on every TypeScript file.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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

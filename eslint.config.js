// House rules that keep the code base easy to live in: no import cycles, the browser and the shared
// layers never import the server, no `as never` casts, React hooks used by the rules.
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const noServer = {
  group: ['@/server', '@/server/*', '**/server/**'],
  message: 'The console, the shared domain and the resource declarations never import server code.',
};

export default tseslint.config(
  {
    ignores: ['dist/**', 'storybook-static/**', 'node_modules/**', 'test-results/**', '.tmp/**', 'data/**', 'src/server/db/migrations/**'],
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { '@typescript-eslint': tseslint.plugin, 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'TSAsExpression > TSNeverKeyword', message: '`as never` hides a type error: give the value its real type.' },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}', 'src/domain/**/*.ts', 'resources/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noServer] }] },
  },
);

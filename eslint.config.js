// Lint: typescript-eslint's type-checked recommendations for every TypeScript file, eslint-plugin-svelte for the
// screens. Formatting is Prettier's job (npm run format:check), not a lint rule.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import svelteConfig from './svelte.config.js';

// Typed linting of a .svelte file otherwise rebuilds the TypeScript program for it (upstream:
// sveltejs/eslint-plugin-svelte#1084): the parser's hook lets TypeScript read the components' virtual code, so one
// program serves every file. It is read when the parser loads, hence the import after it.
process.env.SVELTE_ESLINT_PARSER_EXPERIMENTAL_TS_SYS_HOOK ??= '1';
const { default: svelte } = await import('eslint-plugin-svelte');

export default defineConfig(
  { ignores: ['node_modules/', 'dist/', 'dist-electron/', 'release/', 'data/'] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  svelte.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        projectService: true,
        extraFileExtensions: ['.svelte'],
        parser: tseslint.parser,
        svelteConfig,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  { files: ['**/*.js'], extends: [tseslint.configs.disableTypeChecked] },
);

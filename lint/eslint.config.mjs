// The ESLint rules of every package (flat config; the root eslint.config.mjs re-exports this file).
// It lives in this workspace because typescript-eslint needs TypeScript's JavaScript compiler API,
// which TypeScript 7 (what tsc uses here) no longer has: this package keeps TypeScript 6 for the
// parser only, nested in lint/node_modules.
import './typescript6.cjs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import localRules from './rules/reasonNotTicket.mjs';

/** Only shared-kit's session and request modules may touch these (one session, one request path). */
const sessionAndRequestGlobals = [
  {
    name: 'localStorage',
    message: 'The session lives in shared-kit (auth/session.ts); read the token from the auth slice.',
  },
  {
    name: 'XMLHttpRequest',
    message: 'Requests go through the one base api in shared-kit (uploads are RTK Query mutations).',
  },
];
const sessionAndRequestProperties = ['window', 'globalThis', 'self'].flatMap((object) => [
  { object, property: 'localStorage', message: sessionAndRequestGlobals[0].message },
  { object, property: 'XMLHttpRequest', message: sessionAndRequestGlobals[1].message },
]);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // The site server's SSR bundle (npm run build writes it; git ignores it).
      '**/dist-ssr/**',
      // The site server built into JavaScript (shell/build-server.mjs; git ignores it).
      '**/dist-server/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { local: localRules },
    rules: {
      // A comment gives the reason, not a tracker's number (lint/rules/reasonNotTicket.mjs).
      'local/reason-not-ticket': 'error',
      // An unused name is dead code, except the ones a signature needs (`_req`) and rest siblings.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The two rules of hooks. The plugin's React Compiler rules (refs, set-state-in-effect, ...) are left
    // out: the site is not built with the React Compiler, and the patterns they flag here are deliberate.
    files: ['{shell,shared-kit,mf-public,mf-directories,mf-admin}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['{shell,shared-kit,mf-public,mf-directories,mf-admin}/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['{shell,shared-kit,mf-public,mf-directories,mf-admin}/**/*.tsx'],
    rules: {
      // "picture" is the faculty record's field (SPEC.md §5: "Faculty picture"), named in the alt text on
      // purpose; the rule's word list cannot tell a field's name from "image of".
      'jsx-a11y/img-redundant-alt': 'off',
    },
  },
  {
    // Everything but shared-kit: no storage, no hand-made XMLHttpRequest.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    // Tests play the browser's part (a token left by an earlier visit), so they may set storage.
    ignores: [
      'shared-kit/src/**',
      'e2e/**',
      'mock-api/**',
      'scripts/**',
      'lint/**',
      '**/*.test.{ts,tsx}',
      '**/test/**',
    ],
    rules: {
      'no-restricted-globals': ['error', ...sessionAndRequestGlobals],
      'no-restricted-properties': ['error', ...sessionAndRequestProperties],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@gsvmc/shared-kit',
              importNames: ['tokenStorage', 'TOKEN_STORAGE_KEY'],
              message: 'The token lives in the auth slice: read it with useAuth(); the login endpoint stores it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Contracts as types: a page's address comes from shared-types' PATHS / toPath, so a
    // renamed or removed page fails tsc instead of leaving a dead link. Catches the spelled-out forms:
    // <Link to="/x">, { to: '/x' }, { path: '/x' }, navigate('/x'). Tests may spell addresses.
    files: ['{shell,mf-public,mf-directories,mf-admin}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "JSXAttribute[name.name='to'] > Literal[value=/^\\//]",
          'Property[key.name=/^(to|path|pathname)$/] > Literal[value=/^\\//]',
          "CallExpression[callee.name='navigate'] > Literal[value=/^\\//]",
        ].map((selector) => ({
          selector,
          message: "Name the page from PATHS (or toPath('page', { id })) in @gsvmc/shared-types.",
        })),
      ],
    },
  },
  {
    // Small components: a component (or any function in a component file) over 150 lines does several
    // jobs; split it along its concerns (a data hook, sections, styles). Tests are not components.
    files: ['{shell,shared-kit,mf-public,mf-directories,mf-admin}/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/test/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
);

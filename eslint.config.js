import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments';
import tseslint from 'typescript-eslint';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';

// kebab-case for modules; a .tsx file is a React component (PascalCase) or a kebab-case module.
const kebabCase = '+([a-z0-9])*(-+([a-z0-9]))';
const pascalCase = '+([A-Z])*([a-zA-Z0-9])';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'coverage/**',
      'web/src/gql/graphql-env.d.ts',
      'tests/e2e/screenshots/**',
      'tests/perf/.peers/**',
      '**/.tmp-*',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    // JavaScript and TypeScript rules stay off the GraphQL schema (linted by its own block below).
    files: ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'check-file': checkFile, '@eslint-community/eslint-comments': eslintComments },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Every exception to a rule says why, after `--`.
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,mts,js,mjs}': 'KEBAB_CASE', '**/*.tsx': `@(${kebabCase}|${pascalCase})` },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{upstream,bff,web,tests,contract,pricing,scripts}/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    // Rules that need the type checker: promises are awaited or handled, switches are exhaustive.
    files: ['{contract,pricing,upstream,bff,web,tests}/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  {
    // Size: a function over 80 lines or a file over 300 says why (eslint-disable with `-- why`).
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.d.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The dashboard's GraphQL documents (graphql(`…`) calls) are linted against the printed schema.
    // Tests may exercise a deprecated field on purpose (the cache policy of a field still served).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    processor: graphqlPlugin.processor,
  },
  {
    // A document plucked from web code: nothing deprecated (fields, arguments, enum values, input fields).
    files: ['web/src/**/*.graphql'],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: { graphQLConfig: { schema: 'schema/schema.graphql' } },
    },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: { '@graphql-eslint/no-deprecated': 'error' },
  },
  {
    // The store's REST client knows nothing of GraphQL: mapping lives with its GraphQL domain.
    files: ['bff/src/upstream/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['graphql', 'type-graphql'].map((name) => ({
            name,
            message: 'bff/src/upstream is the REST client: no GraphQL (map in bff/src/graphql).',
          })),
          patterns: [
            {
              group: ['**/graphql/**', '../graphql'],
              message: 'bff/src/upstream is the REST client: no GraphQL (map in bff/src/graphql).',
            },
          ],
        },
      ],
    },
  },
  {
    // type-graphql classes need value imports for decorators' type functions.
    files: ['bff/src/graphql/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // The printed GraphQL contract: one set of API conventions (docs/api.md, "Conventions").
    files: ['schema/schema.graphql'],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: { graphQLConfig: { schema: 'schema/schema.graphql' } },
    },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs['flat/schema-recommended'].rules,
      '@graphql-eslint/require-description': [
        'error',
        {
          types: true,
          rootField: true,
          FieldDefinition: true,
          InputValueDefinition: true,
          EnumValueDefinition: true,
          DirectiveDefinition: true,
        },
      ],
      // Connections (…Connection with edges and pageInfo) follow the Relay shape; plain lists stay.
      '@graphql-eslint/relay-connection-types': 'error',
      // Value types (a price, a count, a report) have no identity of their own.
      '@graphql-eslint/strict-id-in-types': 'off',
    },
  },
);

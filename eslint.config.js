// ESLint for the whole repository: type-aware TypeScript rules, React hooks rules for the web app,
// and the import boundaries of the architecture (docs/decisions/0012-lint-enforced-boundaries.md).
// The boundaries are written once, here; tests/lint/boundaries.test.ts proves that they bite.
import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Packages that mean "database" or "HTTP server": never in the browser, never in packages/shared. */
const SERVER_ONLY_PACKAGES = ['@hotel/db', '@hotel/db/**', '@hotel/server', '@hotel/server/**', 'drizzle-orm', 'drizzle-orm/**', 'drizzle-kit', 'pg', '@electric-sql/pglite', '@electric-sql/pglite/**', 'fastify', 'fastify-*', '@fastify/**', 'pino', 'pino-*'];
const APP_PACKAGES = ['@hotel/web', '@hotel/web/**', '@hotel/server', '@hotel/server/**'];
/** The TypeScript projects imports resolve through (the web app has its own). */
const TS_PROJECTS = ['tsconfig.json', 'apps/web/tsconfig.json'];

const element = (type, extra = {}) => ({ element: { type, ...extra } });
const anyOf = (...types) => types.map((type) => element(type));
const WEB = ['web-component', 'web-lib', 'web-locales', 'web-feature', 'web-route', 'web-app'];
const SERVER = ['server-module', 'server-lib', 'server-plugin', 'server-web', 'server-simulator', 'server-root', 'server-test'];

/**
 * What may import what. Files are classified by path (first match wins); the policies below only
 * forbid, everything else (packages from node_modules, node: built-ins, same-element files) is allowed.
 */
export const boundariesSettings = {
  'boundaries/root-path': import.meta.dirname,
  'boundaries/elements-single-match': true,
  'boundaries/legacy-templates': false,
  'boundaries/elements': [
    // apps/server/src: lib is the shared kernel, modules/<m>/index.ts is a module's public surface.
    { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['module'], partialMatch: false },
    { type: 'server-lib', pattern: 'apps/server/src/lib', partialMatch: false },
    { type: 'server-plugin', pattern: 'apps/server/src/plugins', partialMatch: false },
    { type: 'server-web', pattern: 'apps/server/src/web', partialMatch: false },
    // The payment simulator stands in for Alipay and WeChat Pay: outside services, not our modules.
    { type: 'server-simulator', pattern: 'apps/server/src/pay-simulator', partialMatch: false },
    { type: 'server-root', pattern: 'apps/server/src', partialMatch: false }, // app.ts, services.ts, main.ts, env.ts
    { type: 'server-test', pattern: 'apps/server/test', partialMatch: false },
    // apps/web/app: components -> features/<area> -> routes (and root.tsx).
    { type: 'web-component', pattern: 'apps/web/app/components', partialMatch: false },
    { type: 'web-lib', pattern: 'apps/web/app/lib', partialMatch: false },
    // The message catalogues (JSON, decision 0072): data only, read by lib/i18n.
    { type: 'web-locales', pattern: 'apps/web/app/locales', partialMatch: false },
    { type: 'web-feature', pattern: 'apps/web/app/features/*', capture: ['feature'], partialMatch: false },
    { type: 'web-route', pattern: 'apps/web/app/routes', partialMatch: false },
    { type: 'web-app', pattern: 'apps/web', partialMatch: false }, // root.tsx, routes.ts, vite config, scripts
    { type: 'shared', pattern: 'packages/shared', partialMatch: false },
    { type: 'db', pattern: 'packages/db', partialMatch: false },
  ],
  'import/resolver': {
    typescript: { project: TS_PROJECTS, alwaysTryTypes: true, noWarnOnMultipleProjects: true },
  },
};

export const boundariesRules = {
  'boundaries/dependencies': [
    'error',
    {
      default: 'allow',
      checkAllOrigins: true, // also packages from node_modules (drizzle-orm, fastify, ...)
      message: '{{ from.type }} may not import {{ dependency.source }} (docs/decisions/0012-lint-enforced-boundaries.md)',
      policies: [
        // apps/web never imports the database or the server, in any form.
        {
          from: anyOf(...WEB),
          disallow: { to: [...anyOf('db', ...SERVER), { module: { source: SERVER_ONLY_PACKAGES } }] },
        },
        // packages/shared is imported by both apps: it imports no app and no database.
        {
          from: element('shared'),
          disallow: { to: [...anyOf('db', ...WEB, ...SERVER), { module: { source: [...SERVER_ONLY_PACKAGES, ...APP_PACKAGES] } }] },
        },
        // packages/db imports no app.
        {
          from: element('db'),
          disallow: { to: [...anyOf(...WEB, ...SERVER), { module: { source: APP_PACKAGES } }] },
        },
        // Generic UI knows nothing of features or routes.
        { from: element('web-component'), disallow: { to: anyOf('web-feature', 'web-route', 'web-app') } },
        // Small utilities: packages/shared only (no components, features or routes).
        { from: element('web-lib'), disallow: { to: anyOf('web-component', 'web-feature', 'web-route', 'web-app') } },
        // A feature does not import another feature or a route: a route (or root.tsx) composes them.
        {
          from: element('web-feature'),
          disallow: {
            to: [element('web-feature', { captured: { feature: '!{{ from.captured.feature }}' } }), ...anyOf('web-route', 'web-app')],
          },
        },
        // Server modules talk to each other only through a module's index.ts.
        {
          from: element('server-module'),
          disallow: {
            to: [
              element('server-module', { captured: { module: '!{{ from.captured.module }}' }, fileInternalPath: '!index.ts' }),
              ...anyOf('server-root', 'server-web', 'server-test'),
            ],
          },
        },
        // Another module asks the owning module's services, so each table keeps one owner (decision 0010).
        {
          from: element('server-module'),
          disallow: {
            to: element('server-module', { captured: { module: '!{{ from.captured.module }}' } }),
            dependency: { specifiers: ['*Repository'] },
          },
        },
        // The shared kernel imports no module (and nothing above it).
        { from: element('server-lib'), disallow: { to: anyOf('server-module', 'server-plugin', 'server-web', 'server-root', 'server-test') } },
        // The payment simulator knows only the protocols, never our modules (it would test itself).
        { from: element('server-simulator'), disallow: { to: anyOf('server-module', 'server-plugin', 'server-web', 'server-root', 'server-test') } },
        // The composition root, plugins and the web handler see modules only through index.ts.
        {
          from: anyOf('server-root', 'server-plugin', 'server-web'),
          disallow: { to: [element('server-module', { fileInternalPath: '!index.ts' }), element('server-test')] },
        },
        // Nor do they build a module's repositories: each module's factory does (decision 0058).
        {
          from: anyOf('server-root', 'server-plugin', 'server-web'),
          disallow: { to: element('server-module'), dependency: { specifiers: ['*Repository'] } },
        },
      ],
    },
  ],
};

/**
 * No import cycle in the code that ships (decision 0053): a cycle is how "modules depend one way"
 * erodes, one convenient import at a time. Type-only imports do not count (they vanish at run
 * time; the boundaries above decide who may see which types); packages in node_modules are not
 * followed. Tests, tools and benchmarks are left out: each test reaches most of the server, and
 * walking that graph again from every one of them would make lint slower than it was.
 * tests/lint/no-cycle.test.ts proves that the rule bites.
 */
/**
 * Guest interface text lives in the message catalogues (apps/web/app/locales, decision 0072), so
 * every page speaks Japanese, Chinese and English: a string, template or JSX text in the guest
 * app with kana or kanji (CJK ideographs) in it is an error. The back office stays Japanese and is
 * left out; so are tests. apps/web/i18n-pending.json lists the guest files not moved to the
 * catalogues yet: it only ever shrinks, and the issue is done when it is empty.
 */
const CJK = '[\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff]';
const CATALOGUE_MESSAGE = 'guest text goes in the message catalogues (apps/web/app/locales; decision 0072)';
const guestTextInCatalogues = {
  files: ['apps/web/app/**/*.{ts,tsx}'],
  ignores: ['apps/web/app/routes/admin/**', 'apps/web/app/features/admin-*/**', 'apps/web/app/components/admin/**', 'apps/web/app/lib/admin-*.ts', '**/*.test.ts', ...JSON.parse(readFileSync(new URL('apps/web/i18n-pending.json', import.meta.url), 'utf8')).map((file) => `apps/web/${file}`)],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: `Literal[value=/${CJK}/]`, message: CATALOGUE_MESSAGE },
      { selector: `TemplateElement[value.raw=/${CJK}/]`, message: CATALOGUE_MESSAGE },
      { selector: `JSXText[value=/${CJK}/]`, message: CATALOGUE_MESSAGE },
    ],
  },
};

const noCycle = {
  files: ['apps/server/src/**/*.ts', 'apps/web/app/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: TS_PROJECTS, alwaysTryTypes: true, noWarnOnMultipleProjects: true })],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

/**
 * Each table has one owner (decision 0010): a server module imports its own schema file
 * (`@hotel/db/schema/<module>`) and the shared stay columns, never another module's tables; and
 * its index.ts exports no repository, so neither another module nor the composition root can be
 * handed one (decision 0058: modules meet through services and named ports).
 */
const SERVER_MODULES = readdirSync(new URL('apps/server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const TABLE_OWNERSHIP_MESSAGE = "another module's tables: ask that module's service or port (docs/decisions/0010 and 0058)";
const tableOwnership = SERVER_MODULES.map((module) => ({
  files: [`apps/server/src/modules/${module}/**/*.ts`],
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ regex: `^@hotel/db/schema/(?!(${module}|stay-columns)$)`, message: TABLE_OWNERSHIP_MESSAGE }] }],
  },
}));
const moduleSurface = {
  files: ['apps/server/src/modules/*/index.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: 'ExportSpecifier[exported.name=/Repository$/]', message: "a module's index.ts exports no repository: its factory builds them (decision 0058)" },
      { selector: 'ExportAllDeclaration', message: "a module's index.ts names what it exports (export * would let a repository through)" },
    ],
  },
};

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/build/',
    '**/dist/',
    'apps/web/.react-router/',
    'apps/web/public/',
    'packages/db/migrations/',
    'test-results/',
    'data/',
    'tmp/',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      // React Router's navigate() returns a promise the router itself settles (errors go to the
      // route's error boundary): calling it without awaiting is the documented use.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'react-router', name: ['NavigateFunction', 'SetURLSearchParams'] }] },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Loaders and actions throw React Router's redirect() (a Response) and data() on purpose.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
        },
      ],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `declare module 'react-router' { interface AppLoadContext extends WebLoadContext {} }`
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
      // Japanese copy uses the ideographic space (U+3000) inside strings and templates.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true }],
    },
  },
  {
    // Tests read JSON bodies as `any` on purpose (the assertions check their shape).
    files: ['**/*.test.ts', 'apps/server/test/**', 'tests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Playwright's page.evaluate() callbacks run in the browser.
    files: ['tests/e2e/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Plain JavaScript (configs, scripts) is not part of a TypeScript project.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The apps log through pino (server) or not at all (browser); scripts and tools may print.
    files: ['apps/*/src/**', 'apps/web/app/**'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { boundaries },
    settings: boundariesSettings,
    rules: boundariesRules,
  },
  noCycle,
  guestTextInCatalogues,
  ...tableOwnership,
  moduleSurface,
]);

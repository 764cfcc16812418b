// The import boundaries of ARCHITECTURE.md, checked by `npm run lint` (part of `npm test`).
// Paths are relative to the repository root; a workspace package (`@gsvmc/shared-kit`) resolves
// through its node_modules link to its real folder, so it is judged by where its code lives.
require('./lint/typescript6.cjs');

const APPS = '(shell|mf-public|mf-directories|mf-admin)';
/** The workspaces (package.json): each is deployed or versioned on its own. */
const PACKAGES = 'shared-types|shared-kit|mock-api|shell|mf-public|mf-directories|mf-admin|e2e|lint';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-types-imports-nothing',
      comment:
        'shared-types is the API contract; the API server and every browser package import it, so it depends on no package at all.',
      severity: 'error',
      from: { path: '^shared-types/src/', pathNot: '[.]test[.]ts$' },
      to: { pathNot: '^shared-types/' },
    },
    {
      name: 'shared-kit-imports-no-app',
      comment:
        'shared-kit is shared by every app as one singleton; it may use shared-types and libraries, never an app.',
      severity: 'error',
      from: { path: '^shared-kit/' },
      to: { path: `^(${APPS.slice(1, -1)}|mock-api|e2e)/` },
    },
    {
      name: 'remote-imports-no-other-app',
      comment:
        'A remote is deployed on its own: it reaches another remote or the shell only through the route table at run time.',
      severity: 'error',
      from: { path: '^(mf-[^/]+)/' },
      to: { path: `^${APPS}/`, pathNot: '^$1/' },
    },
    {
      name: 'shell-imports-no-remote',
      comment: 'The shell loads remote pages through Module Federation at run time, never by import.',
      severity: 'error',
      from: { path: '^shell/' },
      // Except each remote's exposes.json, its published list of pages: the shell type-checks its route
      // table against it (a type-only import, no code of the remote).
      to: { path: '^mf-[^/]+/', pathNot: '^mf-[^/]+/exposes[.]json$' },
    },
    {
      name: 'features-do-not-import-each-other',
      comment:
        'One feature is one folder; what two features share moves to the package (components/, lib/, ui/) or to shared-kit.',
      severity: 'error',
      from: { path: '^([^/]+)/src/features/([^/]+)/' },
      to: { path: '^$1/src/features/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'api-imports-no-browser-code',
      comment: 'The API host runs in Node: no app, no shared-kit, no React, Redux or styled-components.',
      severity: 'error',
      from: { path: '^mock-api/' },
      to: {
        path: [
          `^${APPS}/`,
          '^shared-kit/',
          '(^|/)node_modules/(react|react-dom|react-router|react-router-dom|react-redux|@reduxjs/toolkit|styled-components)/',
        ],
      },
    },
    {
      name: 'no-relative-import-across-packages',
      comment:
        "A package reaches another only by its name (@gsvmc/shared-kit), never by a relative path into the other's files: a path like ../../scripts/settings.cjs ties one deployable to another's layout.",
      severity: 'error',
      from: { path: `^(${PACKAGES})/` },
      to: { dependencyTypes: ['local'], path: `^(${PACKAGES}|scripts)/`, pathNot: ['^$1/'] },
    },
    {
      name: 'migrations-are-self-contained',
      comment:
        'A migration replays exactly as it shipped: it imports kysely, Node modules, the dialect helpers and its own frozen copies beside it, never live code or data that can change.',
      severity: 'error',
      from: { path: '^mock-api/src/db/migrations/' },
      to: {
        dependencyTypesNot: ['core'],
        pathNot: ['^mock-api/src/db/migrations/', '^mock-api/src/db/dialect[.]ts$', '(^|/)node_modules/kysely/'],
      },
    },
    {
      name: 'no-circular',
      comment: 'The package graph runs one way (STYLE.md); a cycle makes load order matter.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|coverage|test-results)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};

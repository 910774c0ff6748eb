// One lint config for the whole monorepo: type-aware typescript-eslint wherever a tsconfig covers
// the file, no import cycles, and the architecture's import boundaries, each named for its rule.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS_FILES = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];
const JS_FILES = ['**/*.js', '**/*.mjs', '**/*.cjs'];
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', 'apps/server/test/**', 'apps/web/e2e/**'];
// Deep enough for any folder a module or feature grows; the rules below are generated per depth.
const MAX_DEPTH = 6;

// `no-restricted-imports` keeps a single options list per file, so overlapping overrides would
// silently replace each other. Registering the same core rule under one name per boundary lets
// every boundary apply on its own, and the rule name in the report says which one was crossed.
const restrictedImports = builtinRules.get('no-restricted-imports');
const BOUNDARY_NAMES = [
  'contract-imports-zod-only',
  'platform-is-domain-free',
  'routes-call-services',
  'modules-meet-through-services',
  'features-are-isolated',
  'shared-web-code-is-domain-free',
  'web-never-imports-server',
];
const boundaries = {
  meta: { name: 'clutch-boundaries' },
  rules: Object.fromEntries(BOUNDARY_NAMES.map((name) => [name, restrictedImports])),
};

/**
 * @param {string} name
 * @param {string[]} files
 * @param {{ regex: string, message: string }[]} patterns
 * @param {string[]} [ignores]
 */
function boundary(name, files, patterns, ignores = []) {
  return {
    name: `clutch/boundary/${name}`,
    files,
    ignores,
    rules: { [`boundaries/${name}`]: ['error', { patterns }] },
  };
}

/** Globs for the files exactly `depth` folders below a domain folder (`modules/<domain>/`). */
function filesAtDepth(domainRoot, depth) {
  const nested = '*/'.repeat(depth);
  return [`${domainRoot}/*/${nested}*.ts`, `${domainRoot}/*/${nested}*.tsx`];
}

/** A relative specifier that climbs exactly out of the file's own domain into a sibling one. */
function siblingDomainRegex(depth, rest) {
  return `^(\\.\\./){${depth + 1}}[^./][^/]*/${rest}`;
}

const CONTRACT_MESSAGE =
  'packages/contract is the API shared by server and web: it imports only zod and its own files, so ' +
  'it runs anywhere and drags no server or browser code into the other side.';
const PLATFORM_MESSAGE =
  'platform is domain-free infrastructure; modules plug into it through app.ts. Move the domain ' +
  'knowledge into the module, or have the module hand platform what it needs (a hook, an event).';
const ROUTES_MESSAGE =
  'routes call services; only repositories touch the database. Put the query in the repository and ' +
  'call it from a service, then call the service from the route.';
/** What one module may import of another: a service or a table definition, in any subfolder. */
// The matches module is the shared kernel of every owner of matches (tournaments, quick matches):
// its match types, runners, report rules, stream links, lobbies, clash check and module shape are
// public too.
const MATCHES_KERNEL =
  '(?<=(^|/)matches/)(match|match-runner|match-report|stream-link|lobby|prize-split|calendar-clash|matches\\.module)(\\.js)?$';
const PUBLIC_MODULE_FILE = `(.*/)?[^/]+\\.(service|tables)(\\.js)?$|${MATCHES_KERNEL}`;
const MODULES_MESSAGE =
  'a module reaches another module only through its services (../<other>/*.service.js) or reads its ' +
  'table definitions in joins (../<other>/*.tables.js); everything else in it is private. Need more? ' +
  'Have the other module export it from a service, or hand it over in app.ts (see <domain>.module.ts).';
const FEATURES_MESSAGE =
  'a feature never imports another feature; share through components/ui, components/people or lib, ' +
  'and let src/app compose features. Inside your own feature use ./ paths that stay in it.';
const SHARED_WEB_MESSAGE =
  'components (ui, people) and lib are domain-free building blocks: features build on them, never ' +
  'the reverse, so the shared code stays reusable and free of cycles. Pass data and callbacks in.';
const WEB_SERVER_MESSAGE =
  'the web app never imports the server: everything they share lives in @clutch/contract, which the ' +
  'server implements and the client calls over HTTP and sockets.';

const boundaryConfigs = [
  // Tests run only under vitest, so they may import the test tools the contract itself must not.
  ...Array.from({ length: MAX_DEPTH + 1 }, (_, depth) =>
    boundary(
      'contract-imports-zod-only',
      [`packages/contract/src/${'*/'.repeat(depth)}*.ts`],
      [
        {
          // Anything but zod and relative paths that stay inside src/.
          regex: `^(?!zod(/|$)|\\.{1,2}/)|^(\\.\\./){${depth + 1}}`,
          message: CONTRACT_MESSAGE,
        },
      ],
      TEST_FILES,
    ),
  ),
  boundary(
    'platform-is-domain-free',
    ['apps/server/src/platform/**/*.ts'],
    [{ regex: '(^|/)modules(/|$)', message: PLATFORM_MESSAGE }],
  ),
  boundary(
    'routes-call-services',
    ['apps/server/src/modules/**/*.routes.ts'],
    [
      {
        regex:
          '\\.repository(\\.js)?$|^(drizzle-orm|pg|@electric-sql/pglite)(/|$)|(^|/)platform/db(/|$)',
        message: ROUTES_MESSAGE,
      },
    ],
  ),
  // An allow-list: into another module, only its services and its tables. Tests may reach further
  // (a ledger check after a jar test), so they are left out.
  ...Array.from({ length: MAX_DEPTH + 1 }, (_, depth) =>
    boundary(
      'modules-meet-through-services',
      filesAtDepth('apps/server/src/modules', depth),
      [
        {
          regex:
            siblingDomainRegex(depth, `(?!${PUBLIC_MODULE_FILE})`) +
            `|(^|/)modules/[^/]+/(?!${PUBLIC_MODULE_FILE})`,
          message: MODULES_MESSAGE,
        },
      ],
      TEST_FILES,
    ),
  ),
  ...Array.from({ length: MAX_DEPTH + 1 }, (_, depth) =>
    boundary('features-are-isolated', filesAtDepth('apps/web/src/features', depth), [
      { regex: `${siblingDomainRegex(depth, '')}|(^|/)features(/|$)`, message: FEATURES_MESSAGE },
    ]),
  ),
  boundary(
    'shared-web-code-is-domain-free',
    ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    [{ regex: '(^|/)features(/|$)', message: SHARED_WEB_MESSAGE }],
  ),
  boundary(
    'web-never-imports-server',
    ['apps/web/**/*.{ts,tsx,js,mjs}'],
    [
      {
        regex: '^@clutch/server(/|$)|(^|/)(apps/)?server/(src|dist|test)(/|$)',
        message: WEB_SERVER_MESSAGE,
      },
    ],
    // Browser journeys drive the game-host stand-ins (test code speaking MatchZy's and the bots'
    // protocols), which live beside the server's tests.
    ['apps/web/e2e/support/game-hosts.ts'],
  ),
  boundary(
    'web-never-imports-server',
    ['apps/web/e2e/support/game-hosts.ts'],
    [
      {
        regex:
          '^@clutch/server(/|$)|(^|/)(apps/)?server/(src|dist)(/|$)|server/test/(?!stand-ins/)',
        message: WEB_SERVER_MESSAGE,
      },
    ],
  ),
];

export default defineConfig([
  {
    name: 'clutch/ignores',
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      '**/playwright-report/**',
      '**/test-results/**',
      '**/migrations/**',
      '**/coverage/**',
      '.test-output/**',
    ],
  },
  { name: 'clutch/linter-options', linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  {
    name: 'clutch/typescript',
    files: TS_FILES,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        // The contract's build leaves its tests out of its tsconfig, so they get a typed program
        // of their own with the same compiler options.
        projectService: {
          allowDefaultProject: ['packages/contract/src/*.test.ts'],
          defaultProject: 'tsconfig.base.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // 'never' still allows `as const`, which narrows without lying to the compiler.
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    name: 'clutch/tests',
    files: TEST_FILES,
    rules: {
      // Tests build deliberately malformed input and read untyped JSON bodies; casts belong there.
      '@typescript-eslint/consistent-type-assertions': 'off',
    },
  },
  {
    // Tool config files sit outside most workspaces' tsconfig, and a typed program just for a few
    // lines of settings would cost more lint time than it catches.
    name: 'clutch/untyped',
    files: [...JS_FILES, '**/*.config.ts'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  {
    name: 'clutch/node',
    files: [
      'apps/server/**',
      'packages/contract/**',
      'bench/**',
      'reliability/**',
      'scripts/**',
      '*.ts',
      '**/*.config.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    name: 'clutch/web',
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['**/*.config.ts'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // An async event handler is how React code starts a mutation; its promise is handled inside.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    name: 'clutch/import-cycles',
    files: [...TS_FILES, ...JS_FILES],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      // Sources import each other as `./x.js` (NodeNext) and workspaces through the `source`
      // condition, so the resolver maps both back to the .ts files that are actually linted.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
          conditionNames: ['source', 'types', 'import', 'default'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  { name: 'clutch/boundaries', plugins: { boundaries } },
  ...boundaryConfigs,
]);

/**
 * The import rules of the folder READMEs (src/<folder>/README.md, "May import"; data/README.md), checked
 * by dependency-cruiser: `npm run lint:imports` (part of `npm run lint`, which `npm test` runs first).
 *
 * Why dependency-cruiser and not eslint-plugin-boundaries: the project lints and formats with Biome, not
 * ESLint, and boundaries is an ESLint plugin (it would bring ESLint, a TypeScript parser and their config
 * just to carry it). dependency-cruiser reads TypeScript's imports itself, type-only ones included, and
 * checks them against plain path rules and cycles with one command.
 *
 * Each rule names the README it comes from. A README and its rule change together: when an import is right
 * and the rule wrong, the README says why and the rule follows it.
 */

/** The folders of src/ that run in the browser (src/islands/README.md, src/shared/README.md). */
const BROWSER = '^src/(islands|shared)/';

/**
 * What may run without Node: the browser folders, the views (rendered on the server, but pure functions of
 * their data), the page data and its shape, and three small modules of server folders that views and islands
 * may use: where the blog lives and its tags' names, where a page's social card is and what it shows, and
 * the sizes images are made in. A module here imports, at run time, only modules here and BROWSER_PACKAGES.
 */
const NODE_FREE = [
  '^src/(islands|shared|views|content)/',
  '^data/',
  '^src/blog/paths[.]ts$',
  '^src/social/cards[.]ts$',
  '^src/images/responsive[.]ts$',
];

/** Packages that work in a browser (and in server rendering). */
const BROWSER_PACKAGES = '(^|/)node_modules/(react|react-dom|clsx|lucide-react|web-vitals|typebox)/';

/** The site check's modules that run on the main thread; the rest of src/audit runs in the check's thread. */
const AUDIT_MAIN_THREAD = [
  '^src/audit/checks/',
  '^src/audit/jobs/(worker|check-pool)[.]ts$',
  '^src/audit/(routes|report-view|index)[.]ts$',
];

/** The site check's only door for the rest of the code (src/audit/README.md). */
const AUDIT_DOOR = '^src/audit/index[.]ts$';

/** Server helpers that know no feature (src/lib/README.md): every server folder may import them. */
const LIB = '^src/lib/';

/** The settings (src/config.ts): read by any server folder. */
const CONFIG = '^src/config[.]ts$';

/**
 * "May import" of each folder's README, as paths of ours (Node and packages are not listed here, except where
 * a rule below says so). A folder may always import itself.
 */
const mayImport = {
  analytics: ['^src/(shared|db|time)/', '^src/routes/route-table[.]ts$', CONFIG, LIB],
  attribution: ['^src/shared/'],
  audit: [
    '^src/db/',
    '^src/routes/(pages|route-table|request-origin)[.]ts$',
    CONFIG,
    '^data/(site|ai-crawlers)[.]ts$',
    '^src/shared/(words|countries)[.]ts$',
    LIB,
  ],
  blog: ['^data/', '^src/content/', '^src/images/(dimensions|responsive)[.]ts$', LIB],
  content: ['^src/shared/', '^data/', '^src/images/responsive[.]ts$'],
  db: [],
  digest: [
    '^src/(reports|db|time)/',
    '^src/replication/monitor[.]ts$',
    '^src/outbox/queue[.]ts$',
    '^src/enquiries/mail[.]ts$',
    '^src/analytics/histogram[.]ts$',
    '^src/images/fonts[.]ts$',
    CONFIG,
    '^data/site[.]ts$',
    LIB,
  ],
  enquiries: ['^src/(db|time|shared|attribution)/', '^src/outbox/queue[.]ts$', '^data/site[.]ts$', CONFIG, AUDIT_DOOR, LIB],
  images: [],
  islands: ['^src/shared/', '^data/'],
  leads: ['^src/(db|time)/', '^src/enquiries/repository[.]ts$', '^src/shared/attribution[.]ts$', '^src/outbox/queue[.]ts$', CONFIG, LIB],
  lib: ['^src/time/', '^data/site[.]ts$'],
  outbox: [
    '^src/(db|shared|enquiries)/',
    CONFIG,
    '^data/site[.]ts$',
    '^src/digest/store[.]ts$',
    AUDIT_DOOR,
    '^src/leads/(outcomes|lead-link)[.]ts$',
    LIB,
  ],
  replication: [CONFIG],
  reports: ['^src/(db|time|shared)/', '^src/analytics/histogram[.]ts$', LIB],
  routes: [
    '^src/(views|content|shared|enquiries|db|outbox|audit|blog)/',
    '^data/',
    CONFIG,
    '^src/assets[.]ts$',
    '^src/replication/monitor[.]ts$',
    '^src/images/dimensions[.]ts$',
    LIB,
  ],
  search: ['^src/routes/(route-table|pages)[.]ts$', '^src/content/', LIB],
  shared: [],
  social: ['^data/site[.]ts$', '^src/content/', '^src/blog/paths[.]ts$', '^src/images/fonts[.]ts$'],
  time: [],
  // src/views: the rules "views-may-import" and "node-free-stays-node-free" below.
};

/** A feature's HTTP plugin (`routes.ts`) may also use what every route needs (src/leads/README.md, src/enquiries/README.md). */
const ROUTE_PLUGIN_EXTRAS = ['^src/routes/(pages|errors|request-origin)[.]ts$'];

const folderRules = Object.entries(mayImport).map(([folder, allowed]) => ({
  name: `${folder}-may-import`,
  comment: `src/${folder}/README.md ("May import") does not allow this import.`,
  severity: 'error',
  from:
    folder === 'enquiries' || folder === 'leads'
      ? { path: `^src/${folder}/`, pathNot: `^src/${folder}/routes[.]ts$` }
      : { path: `^src/${folder}/` },
  to: { path: '^(src|data)/', pathNot: [`^src/${folder}/`, ...allowed] },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No import cycles, type-only ones included: each module is loaded after the ones it imports, and a type lives ' +
        'with the module that makes its values (src/README.md).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to no file.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'only-views-import-islands',
      comment: 'Server code never imports src/islands: only src/views renders islands, as markup (src/README.md, src/islands/README.md).',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/(islands|views)/'] },
      to: { path: '^src/islands/' },
    },
    {
      name: 'browser-no-node',
      comment: 'Browser code imports no Node built-in (src/islands/README.md, src/shared/README.md).',
      severity: 'error',
      from: { path: BROWSER },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'browser-no-server-packages',
      comment: 'Browser code imports only packages that run in a browser (src/islands/README.md): React, clsx, lucide-react, web-vitals.',
      severity: 'error',
      from: { path: BROWSER },
      to: { path: '(^|/)node_modules/', pathNot: BROWSER_PACKAGES },
    },
    {
      name: 'node-free-stays-node-free',
      comment:
        'Views, islands, shared rules, page data and their shape run without Node: at run time they import only each other ' +
        'and browser-safe packages (src/views/README.md: views are pure functions of their data).',
      severity: 'error',
      from: { path: NODE_FREE },
      to: { pathNot: [...NODE_FREE, BROWSER_PACKAGES], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'views-may-import',
      comment:
        'src/views/README.md ("May import"): src/content, src/shared, data/, src/islands, three Node-free modules of other ' +
        'folders, and the types (import type) of what views render: a site check, search results, the asset manifest.',
      severity: 'error',
      from: { path: '^src/views/' },
      to: {
        path: '^(src|data)/',
        pathNot: [...NODE_FREE, AUDIT_DOOR, '^src/search/index[.]ts$', '^src/assets[.]ts$'],
      },
    },
    {
      name: 'content-types-import-nothing',
      comment: "src/content's schema and type files import nothing of ours but src/shared and the image size type (src/content/README.md).",
      severity: 'error',
      from: { path: '^src/content/(schema|types|icon-names|page-entry|post)[.]ts$' },
      to: { path: '^(src|data)/', pathNot: ['^src/(content|shared)/', '^src/images/responsive[.]ts$'] },
    },
    {
      name: 'data-imports-only-content-types',
      comment: 'data/ imports only types from src/content and the site record, and no library (data/README.md).',
      severity: 'error',
      from: { path: '^data/' },
      to: { pathNot: ['^data/', '^src/content/'] },
    },
    {
      name: 'data-imports-content-as-types',
      comment: 'data/ imports only *types* from src/content (data/README.md).',
      severity: 'error',
      from: { path: '^data/' },
      to: { path: '^src/content/', dependencyTypesNot: ['type-only'] },
    },
    ...folderRules,
    {
      name: 'route-plugins-may-import',
      comment:
        "A feature's routes.ts may also use the page store, error statuses and origin check of src/routes, and a page's " +
        'view type (src/enquiries/README.md, src/leads/README.md).',
      severity: 'error',
      from: { path: '^src/(enquiries|leads)/routes[.]ts$' },
      to: {
        path: '^(src|data)/',
        pathNot: ['^src/$1/', ...new Set([...mayImport.enquiries, ...mayImport.leads]), ...ROUTE_PLUGIN_EXTRAS, '^src/views/'],
      },
    },
    {
      name: 'route-plugins-view-types-only',
      comment: "A feature's routes.ts names a page's view type; rendering goes through the page store (src/leads/README.md).",
      severity: 'error',
      from: { path: '^src/(enquiries|leads)/routes[.]ts$' },
      to: { path: '^src/views/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'routes-outbox-types-only',
      comment: 'src/routes uses the outbox by its types only (src/routes/README.md).',
      severity: 'error',
      from: { path: '^src/routes/' },
      to: { path: '^src/outbox/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'audit-announces',
      comment:
        'The site check announces what it finished (src/audit/checks/announce.ts) and the outbox listens: nothing in src/audit ' +
        'imports src/outbox, not even its types (src/audit/README.md).',
      severity: 'error',
      from: { path: '^src/audit/' },
      to: { path: '^src/outbox/' },
    },
    {
      name: 'config-imports-no-feature',
      comment: 'src/config.ts is read by every feature, so it imports none (src/README.md).',
      severity: 'error',
      from: { path: CONFIG },
      to: { path: '^(src|data)/', pathNot: ['^src/(shared|time|lib)/', '^data/site[.]ts$'] },
    },
    {
      name: 'audit-one-door',
      comment: 'The rest of the code reaches the site check through src/audit/index.ts only (src/audit/README.md).',
      severity: 'error',
      from: { path: '^(src|data)/', pathNot: '^src/audit/' },
      to: { path: '^src/audit/', pathNot: AUDIT_DOOR },
    },
    {
      name: 'audit-thread-no-database',
      comment:
        "The site check's thread (jobs/thread.ts and what it loads: read/, gather/, findings/, fixes/, assess/) and the browser run " +
        'never load the database: only checks/, jobs/worker.ts, jobs/check-pool.ts, routes.ts, report-view.ts and index.ts do ' +
        '(src/audit/jobs/README.md); types may be named.',
      severity: 'error',
      from: { path: '^src/audit/', pathNot: AUDIT_MAIN_THREAD },
      to: {
        path: ['^src/db/', '(^|/)node_modules/better-sqlite3/', ...AUDIT_MAIN_THREAD],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'audit-read-reads-only',
      comment:
        'What reads a site never imports what runs, judges, measures or keeps it: read/ imports only itself (src/audit/read/README.md).',
      severity: 'error',
      from: { path: '^src/audit/read/' },
      to: { path: '^src/audit/', pathNot: '^src/audit/read/' },
    },
    {
      name: 'audit-findings-judge-facts',
      comment:
        "The findings judge facts, never the crawl: they import read/'s facts and small pure helpers and lab/'s result types, " +
        'never gather/, assess/, jobs/, checks/, routes.ts or index.ts (src/audit/findings/README.md).',
      severity: 'error',
      from: { path: '^src/audit/findings/' },
      to: { path: '^src/audit/', pathNot: ['^src/audit/(findings|read)/', '^src/audit/lab/(result|rendered)[.]ts$'] },
    },
    {
      name: 'audit-findings-no-parsers',
      comment:
        'The finding families reach the staff email, the webhook and every staff command that reads enquiries, so they ' +
        'load no fetcher or HTML parser (src/audit/findings/README.md); types may be named.',
      severity: 'error',
      from: { path: '^src/audit/findings/' },
      to: {
        path: [
          '^src/audit/read/(fetch-page|page-facts|head-facts|anchor-facts|header-facts|address-rules|csp)[.]ts$',
          '(^|/)node_modules/htmlparser2/',
        ],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'audit-fixes-from-facts',
      comment:
        "The fixes are built from what was read and judged: read/'s facts and findings/' readings, never gather/, assess/, jobs/, checks/, " +
        'lab/, routes.ts or index.ts (src/audit/fixes/README.md).',
      severity: 'error',
      from: { path: '^src/audit/fixes/' },
      to: { path: '^src/audit/', pathNot: ['^src/audit/(fixes|findings|read)/'] },
    },
    {
      name: 'audit-gather-reads',
      comment:
        "Gathering reads the site with read/'s fetcher and readers (findings/ only for the findings so far it reports); it never assesses, runs jobs, keeps or measures (src/audit/gather/README.md).",
      severity: 'error',
      from: { path: '^src/audit/gather/' },
      to: { path: '^src/audit/', pathNot: ['^src/audit/(gather|read|findings)/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'audit-assess-judges',
      comment:
        'Assessing judges the evidence gathered (findings/), builds the fixes (fixes/) and scores: it never fetches, runs jobs, keeps or measures (src/audit/assess/README.md).',
      severity: 'error',
      from: { path: '^src/audit/assess/' },
      to: { path: '^src/audit/', pathNot: ['^src/audit/(assess|findings|fixes)/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'audit-jobs-in-order',
      comment:
        "A check's thread runs the two stages in order (jobs/run-check.ts: gather/, then assess/); only the worker and the pool reach the tables and the browser run (src/audit/jobs/README.md).",
      severity: 'error',
      from: { path: '^src/audit/jobs/', pathNot: '^src/audit/jobs/(worker|check-pool)[.]ts$' },
      to: { path: '^src/audit/', pathNot: ['^src/audit/(jobs|gather|assess)/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'audit-jobs-not-the-report',
      comment: 'Nothing in jobs/, gather/ or assess/ reaches the report or the door (src/audit/jobs/README.md).',
      severity: 'error',
      from: { path: '^src/audit/(jobs|gather|assess)/' },
      to: { path: '^src/audit/(routes|report-view|index)[.]ts$' },
    },
    {
      name: 'audit-checks-keep-what-was-judged',
      comment:
        'checks/ keeps and compares what was judged and measured: it uses findings/ and lab/, never the fetcher, the readers, the crawl or the fixes (types of what they produce aside) (src/audit/checks/README.md).',
      severity: 'error',
      from: { path: '^src/audit/checks/' },
      to: { path: '^src/audit/(read|gather|jobs|fixes)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'audit-show-from-what-was-kept',
      comment:
        "The report is shown from what was kept: routes.ts and report-view.ts use checks/, findings/ and lab/, never a reader, the fetcher or the crawl (src/audit/README.md, '6. Show').",
      severity: 'error',
      from: { path: '^src/audit/(routes|report-view)[.]ts$' },
      to: { path: '^src/audit/(read|run|fixes)/' },
    },
    {
      name: 'src-reads-generated-data-from-scripts',
      comment:
        "Of scripts/, src reads only the data a generator keeps beside itself (scripts/schema-org/'s JSON, by " +
        "read/schema-org-types.ts and read/schema-org-vocabulary.ts), never a script's code (scripts/README.md).",
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^scripts/', pathNot: '^scripts/schema-org/(types|vocabulary)[.]json$' },
    },
    {
      name: 'scripts-use-the-door',
      comment:
        'Scripts reach the site check through src/audit/index.ts only, as the rest of the code does (scripts/README.md, src/audit/README.md).',
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^src/audit/', pathNot: AUDIT_DOOR },
    },
    {
      name: 'audit-lab-no-run',
      comment:
        "The browser run uses the readers (address rules, fetcher) and the findings' types (what it compares), never the crawl, a finding's code or the tables but its own (src/audit/lab/README.md).",
      severity: 'error',
      from: { path: '^src/audit/lab/' },
      to: { path: '^src/audit/', pathNot: ['^src/audit/(lab|read)/'], dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    // Type-only imports count: a view that names a server type pulls that module into its type check.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};

// The layer rules of ARCHITECTURE.md, checked by `npx depcruise` in npm test.
// Type-only imports count too (tsPreCompilationDeps), so a circle of types is a circle.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other, types included.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'ui-below-blocks',
      severity: 'error',
      comment: 'renderer → blocks → ui: the shared pieces know no block and no app shell.',
      from: { path: '^src/ui/' },
      to: { path: '^src/(blocks|renderer)/' },
    },
    {
      name: 'blocks-below-renderer',
      severity: 'error',
      comment: 'A block knows nothing of the app shell that draws it.',
      from: { path: '^src/blocks/' },
      to: { path: '^src/renderer/' },
    },
    {
      name: 'browser-code-stays-in-the-browser',
      severity: 'error',
      comment:
        "What the browser runs imports no build, server or editor code; a block's build part (build.ts) is build code.",
      from: { path: '^src/', pathNot: '^src/blocks/([^/]+/build|build-definition|builds)\\.ts$' },
      to: { path: '^(generator|server|editor)/' },
    },
    {
      name: 'site-facts-are-pure',
      severity: 'error',
      comment:
        'shared/site and shared/contact run in the browser, the build and the server: no React, no Node, no other layer.',
      from: { path: '^shared/(site|contact)/' },
      to: {
        path: '^(src|generator|server|editor)/|^shared/(?!site/|contact/)|^node:|^(react|react-dom|styled-components)$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'browser-without-node-shared',
      severity: 'error',
      comment: 'Outside shared/site and shared/contact, shared/ is file-system code for the server and the build.',
      from: { path: '^src/' },
      to: { path: '^shared/', pathNot: '^shared/(site|contact)/' },
    },
    {
      name: 'server-and-build-share-only-shared',
      severity: 'error',
      comment: 'The public server and the build meet in shared/ (and the schema), never in each other.',
      from: { path: '^server/' },
      to: { path: '^(generator|editor|src)/' },
    },
    {
      name: 'server-store-below-all',
      severity: 'error',
      comment:
        'server/store (the lead store: its interface and the SQLite and PostgreSQL stores) knows no other part of the server; the editor opens it too.',
      from: { path: '^server/store/' },
      to: { path: '^server/(?!store/)' },
    },
    {
      name: 'server-http-and-builds-know-no-leads',
      severity: 'error',
      comment:
        'server/http (the HTTP plumbing) and server/builds (which build is live, the build a request is pinned to) serve every request: they know nothing of the contact form, the leads or their store.',
      from: { path: '^server/(http|builds)/' },
      to: { path: '^server/(contact|leads|store)/' },
    },
    {
      name: 'server-contact-uses-the-store-through-its-interface',
      severity: 'error',
      comment:
        'The contact route uses the LeadStore interface (server/store/lead-store.ts); which store is opened, and how, is for app.ts and the leads CLI.',
      from: { path: '^server/contact/' },
      to: { path: '^server/store/', pathNot: '^server/store/lead-store\\.ts$' },
    },
    {
      name: 'build-not-server',
      severity: 'error',
      comment: 'The build does not import the server; the tools may, to measure it.',
      from: { path: '^generator/', pathNot: '^generator/tools/' },
      to: { path: '^(server|editor)/' },
    },
    {
      name: 'nothing-imports-tools',
      severity: 'error',
      comment: 'generator/tools (bench, audit) measure the pipeline; nothing in it depends on them.',
      from: { pathNot: '^(generator/tools/|tests/)' },
      to: { path: '^generator/tools/' },
    },
    {
      name: 'editor-app-and-server-share-only-editor-shared',
      severity: 'error',
      comment: 'The editor app (browser) and the editor server (Node) meet in editor/shared/.',
      from: { path: '^editor/app/' },
      to: { path: '^(editor/server|server|generator)/' },
    },
    // The generator in floors, each importing only the floors below it: model (routes, walking site.json
    // by pointer, the loaded file) → errors → assets → pages → languages (one site per language) →
    // check → render → the commands, the build, the doctor and the tools on top.
    ...[
      ['model', 'errors|assets|pages|languages|check|render|doctor|text'],
      ['errors', 'assets|pages|languages|check|render|doctor|text'],
      ['assets', 'pages|languages|check|render|doctor|text'],
      ['pages', 'languages|check|render|doctor|text'],
      ['languages', 'check|render|doctor|text'],
      ['check', 'render|doctor|text'],
      ['render', 'doctor|text'],
    ].map(([floor, above]) => ({
      name: `generator-${floor}-below-${above.split('|')[0]}`,
      comment: `generator/${floor}/ does not import the floors above it (${above.replaceAll('|', ', ')}), nor the build.`,
      severity: 'error',
      from: { path: `^generator/${floor}/` },
      to: { path: `^generator/((${above})/|build\\.ts$|cli\\.ts$|api\\.ts$)` },
    })),
    {
      name: 'editor-uses-the-engine-through-its-api',
      comment: 'The editor imports the engine only through generator/api.ts, so the stages behind it can move.',
      severity: 'error',
      from: { path: '^editor/' },
      to: { path: '^generator/', pathNot: '^generator/api\\.ts$' },
    },
    {
      name: 'editor-server-not-app',
      severity: 'error',
      comment: 'The editor server does not import the browser app.',
      from: { path: '^editor/server/' },
      to: { path: '^editor/app/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|builds|server-build|test-results|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};

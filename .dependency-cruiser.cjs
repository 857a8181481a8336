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

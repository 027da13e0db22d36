// Import circles are refused in every package (issue 36): each package's `lint` runs
// `depcruise src --config ../../.dependency-cruiser.cjs` from its own folder, so `pnpm test` (its lint
// task) fails on a new circle. Type-only imports count: a circle of types is a circle of meaning.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Files that import each other in a loop: move what both need to a third file below them (docs/architecture.md, "where a new rule goes").',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.next/', 'dist/', 'storybook-static/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};

// ESM mode: @actions/* v3+ are ESM-only, so jest runs with --experimental-vm-modules (see package.json).
export default {
  preset: 'ts-jest/presets/default-esm',
  testEnvironment: 'node',
  resolver: 'ts-jest-resolver',
  extensionsToTreatAsEsm: ['.ts'],
  // As in tsconfig.json's paths (and so in the ncc bundles): the runner protocol without @actions/core's OIDC client.
  moduleNameMapper: { '^@actions/core$': '<rootDir>/actions/_kit/src/core.ts' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json', diagnostics: false }]
  },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  testTimeout: 30000,
  reporters: ['default', '<rootDir>/test/support/summary-line-reporter.js']
};

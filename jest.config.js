// ESM mode: @actions/* v3+ are ESM-only, so jest runs with --experimental-vm-modules (see package.json).
export default {
  preset: 'ts-jest/presets/default-esm',
  testEnvironment: 'node',
  resolver: 'ts-jest-resolver',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json', diagnostics: false }]
  },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  testTimeout: 30000,
  // One private temp folder per run, removed at its end: tests leave nothing in /tmp.
  globalSetup: '<rootDir>/test/support/temp-folder-setup.js',
  globalTeardown: '<rootDir>/test/support/temp-folder-teardown.js',
  reporters: ['default', '<rootDir>/test/support/summary-line-reporter.js']
};

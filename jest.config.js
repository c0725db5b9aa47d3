/** @type {import('jest').Config} */
module.exports = {
  // MSW 2 needs the fetch API globals that plain jsdom lacks (jest-fixed-jsdom); the wrapper indexes jsdom's label lookups.
  testEnvironment: '<rootDir>/test/setup/jsdomEnvironment.js',
  testEnvironmentOptions: { url: 'http://localhost/' },
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/e2e/'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.jest.json' }] },
  moduleNameMapper: {
    '\\.css$': '<rootDir>/test/setup/styleStub.js',
    // A language file's build-time parts (scripts/webpack/translationPartLoader.cjs) are the whole file in jest.
    '^(.+\\.json)\\?part=(first|screens)$': '$1',
    // supercluster 9 is an ES module, which jest's CommonJS cannot load; its package also ships this UMD build.
    '^supercluster$': '<rootDir>/node_modules/supercluster/dist/supercluster.js',
    // quill 2 (PrimeReact's Editor) is an ES module too; its package ships this UMD build.
    '^quill$': '<rootDir>/node_modules/quill/dist/quill.js',
  },
  globalSetup: '<rootDir>/test/setup/globalSetup.ts',
  setupFilesAfterEnv: ['<rootDir>/test/setup/jest.setup.ts'],
  testTimeout: 60000,
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.config.js is CommonJS
  globals: { __APP_VERSION__: require('./package.json').version },
};

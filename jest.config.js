/** One jest run for the whole repository: unit, contract, HTTP and browser suites. */
const fs = require('fs');
const swcConfig = JSON.parse(fs.readFileSync(`${__dirname}/.swcrc`, 'utf8'));

module.exports = {
  testEnvironment: '<rootDir>/test/support/test-environment.js',
  roots: ['<rootDir>/libs', '<rootDir>/apps/api', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.e2e.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: {
    '^.+\\.tsx?$': ['@swc/jest', { ...swcConfig, swcrc: false }],
    // @nestjs/terminus 12 ships ES modules only: jest (below Node 24.9) cannot require() them untransformed.
    '/node_modules/@nestjs/terminus/.+\\.js$': ['@swc/jest', { ...swcConfig, swcrc: false }],
  },
  transformIgnorePatterns: ['/node_modules/(?!@nestjs/terminus/)'],
  moduleNameMapper: {
    '^@bo/(domain|event-store|projections|platform)$': '<rootDir>/libs/$1/src',
    // The admin's alias of the documents' rounding rule (apps/admin/vite.config.ts), for the admin's unit specs.
    '^@bo/printed-amounts$': '<rootDir>/libs/domain/src/printed-amounts',
    '^@bo/fiscal$': '<rootDir>/libs/domain/src/fiscal/browser',
  },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  maxWorkers: 2,
  testTimeout: 60000,
};

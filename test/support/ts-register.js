// Why: test/http/idempotency-killed.e2e.ts runs the API in child processes it kills, from the
// TypeScript sources like jest does (@swc/jest only works inside jest): this require hook compiles
// each .ts file with the project's .swcrc and maps @bo/* to libs/*/src as jest.config.js does.
// Use: node -r ./test/support/ts-register.js test/support/child-server.ts
const fs = require('fs');
const path = require('path');
const Module = require('module');
const { transformSync } = require('@swc/core');

const root = path.resolve(__dirname, '../..');
const swc = { ...JSON.parse(fs.readFileSync(path.join(root, '.swcrc'), 'utf8')), swcrc: false };
const LIB = /^@bo\/(domain|event-store|projections|platform)$/;

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const lib = LIB.exec(request);
  return resolve.call(this, lib ? path.join(root, 'libs', lib[1], 'src') : request, ...rest);
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...swc, filename });
  module._compile(code, filename);
};

// Why this file: node-polyglot (react-admin's translations) requires the `object.entries` polyfill,
// which brings in get-intrinsic and a dozen helper packages (5 kB gzipped on the sign-in page's
// download). Every browser the admin supports has Object.entries: vite.config.ts points it here.
module.exports = Object.entries;

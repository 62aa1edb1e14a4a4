import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';

/** Modules whose path matches `folders` (a RegExp source with `/` for the separator). */
const under = (folders: string) => new RegExp(folders.replaceAll('/', '[\\\\/]'));

/**
 * The libraries the first page loads (`$initial`: what index.html's script imports, not what
 * only lazy chunks do), in a few chunks by library: they change only when a library does, so a
 * new build of the screens leaves them in the browser's cache. `packages`: folders of node_modules.
 */
const firstPageLibraries = (name: string, packages: string, priority: number) => ({
  name,
  test: under(`/node_modules/(${packages})/`),
  priority,
  tags: ['$initial' as const],
});

/**
 * The admin is built to apps/admin/dist and served by the API at `/` (history fallback).
 * The sign-in page loads the first-page chunks (libraries and the app's own code: App.tsx and
 * what it imports, the sign-in form among them); a signed-in page loads them and `frame` (the
 * layout and the dashboard with everything they need beyond the first page), a handful of files
 * either way: over HTTP/1.1 a browser fetches six at a time, and dozens of small chunks cost more
 * round trips than their bytes. Each screen is a chunk of its own, fetched when shown
 * (common/lazyScreen.ts), with the libraries only screens use in `screens-libraries`, fetched
 * once with the first screen. A group takes the modules its `test` matches and what they import,
 * unless a group of a higher priority took them first.
 */
/**
 * Issue 34: the admin as an installable app (docs/architecture.md 'Installable app'). The service
 * worker precaches the whole build (the shell, every screen's chunk, the icons), so a reload or a
 * cold start offline opens any screen; a navigation is answered with index.html, but never an
 * /api path, and nothing of /api is cached here (the offline data lives in IndexedDB, src/offline/).
 * `prompt`: a new worker waits until the user presses 'Recargar' (src/installable/), never on its
 * own mid-sale. The page registers it from its bundle (`injectRegister: false`): an inline script
 * would break the Content-Security-Policy. The PNG icons are public/favicon.svg drawn at 192 and 512 px
 * (the maskable one with the margin Android crops).
 */
const installableApp = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.ico', 'favicon.svg'],
  manifest: {
    name: 'Back office',
    short_name: 'Back office',
    description: 'Ventas, compras, inventario, tasas y reportes',
    lang: 'es',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The theme's primary colour (src/theme.ts) and index.html's theme-color.
    theme_color: '#00796b',
    background_color: '#ffffff',
    icons: [
      { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    // Every file of the build: the first-page chunks, `frame`, each screen's lazy chunk, the styles, the icons.
    globPatterns: ['**/*.{js,css,html,ico,png,svg,webmanifest,woff,woff2}'],
    // The biggest chunk is well under it; a larger one must not drop silently out of the precache.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/],
    cleanupOutdatedCaches: true,
    // No runtimeCaching: the worker never answers /api (src/offline/ keeps the data).
  },
});

export default defineConfig({
  plugins: [react(), installableApp],
  resolve: {
    alias: {
      // The access table the server reads too, compiled from its TypeScript source (tsconfig `paths` alike).
      '@bo/access': fileURLToPath(new URL('../../libs/domain/src/access/index.ts', import.meta.url)),
      // The rule printed amounts follow (docs/rules.md 'Printed amounts add up'), the documents' own.
      '@bo/printed-amounts': fileURLToPath(new URL('../../libs/domain/src/printed-amounts/index.ts', import.meta.url)),
      // Issue 33: the IVA labels and rates, a sale's taxes and a payment's IGTF, as the server computes them.
      '@bo/fiscal': fileURLToPath(new URL('../../libs/domain/src/fiscal/browser.ts', import.meta.url)),
      // node-polyglot's Object.entries polyfill: the browser's own (shims/object-entries.cjs says why).
      'object.entries': fileURLToPath(new URL('./shims/object-entries.cjs', import.meta.url)),
    },
  },
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            firstPageLibraries('react', 'react|react-dom|scheduler', 40),
            firstPageLibraries('router', 'react-router|react-router-dom', 30),
            firstPageLibraries('mui', '@mui|@emotion|@popperjs|react-transition-group|stylis', 20),
            firstPageLibraries('react-admin', '.+', 10),
            // The service worker's registration (workbox-window, imported after the page's load):
            // a small file of its own, not with the screens' libraries.
            { name: 'workbox-window', test: under('/node_modules/workbox-window/'), priority: 50 },
            { name: 'app', test: under('/src/'), tags: ['$initial' as const], priority: 6 },
            { name: 'frame', test: under('/src/(layout/Layout|dashboard/Dashboard)\\.tsx$'), priority: 4 },
            { name: 'screens-libraries', test: under('/node_modules/'), priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});

import { fileURLToPath } from 'url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The libraries the first page loads (`$initial`: what index.html's script imports, not what
 * only lazy chunks do), in a few chunks by library: they change only when a library does, so a
 * new build of the screens leaves them in the browser's cache. `packages`: folders of node_modules.
 */
const firstPageLibraries = (name: string, packages: string, priority: number) => ({
  name,
  test: new RegExp(`[\\\\/]node_modules[\\\\/](${packages})[\\\\/]`),
  priority,
  tags: ['$initial' as const],
});

/**
 * The admin is built to apps/admin/dist and served by the API at `/` (history fallback). The
 * sign-in form, the signed-in frame, the dashboard and each screen are chunks of their own, fetched
 * when shown (common/lazyScreen.ts); the libraries only they use are split by the bundler along
 * with them.
 */
export default defineConfig({
  plugins: [react()],
  base: '/',
  resolve: {
    alias: { 'object.entries': fileURLToPath(new URL('./shims/object-entries.cjs', import.meta.url)) },
  },
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
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});

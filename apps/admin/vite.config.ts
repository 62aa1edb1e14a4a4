import { fileURLToPath } from 'url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** A group of libraries in a chunk of its own: `packages` are folder names under node_modules. */
const libraries = (name: string, packages: string, priority: number, initial = true) => ({
  name,
  test: new RegExp(`[\\\\/]node_modules[\\\\/](${packages})[\\\\/]`),
  priority,
  ...(initial ? { tags: ['$initial' as const] } : {}),
});

/**
 * The admin is built to apps/admin/dist and served by the API at `/` (history fallback). Each
 * screen is its own chunk (lazy, see common/lazyScreen.ts); the libraries the sign-in page and
 * the layout need come in a few chunks that change only when a library does (cached a year), and
 * the libraries only screens use in one more, fetched with the first screen.
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
            libraries('react', 'react|react-dom|scheduler', 40),
            libraries('router', 'react-router|react-router-dom', 30),
            libraries('mui', '@mui|@emotion|@popperjs|react-transition-group|stylis', 20),
            libraries('react-admin', '.+', 10),
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/** The admin is built to apps/admin/dist and served by the API at `/` (history fallback). */
export default defineConfig({
  plugins: [react()],
  resolve: {
    // The access table the server reads too, compiled from its TypeScript source (tsconfig `paths` alike).
    alias: { '@bo/access': fileURLToPath(new URL('../../libs/domain/src/access/index.ts', import.meta.url)) },
  },
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-admin + MUI make one big vendor chunk; that is expected for a back office.
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});

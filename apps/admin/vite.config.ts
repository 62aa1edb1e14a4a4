import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The admin is built to apps/admin/dist and served by the API at `/` (history fallback). */
export default defineConfig({
  plugins: [react()],
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

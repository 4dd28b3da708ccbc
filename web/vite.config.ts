import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The BFF serves the built app and owns every server path; in development the Vite server forwards
// them so the app runs on one origin (cookies, CSRF header and WebSockets behave as in production).
const bff = process.env.BFF_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/graphql': { target: bff, ws: true, changeOrigin: false },
      '/download': { target: bff },
      '/catalog/export': { target: bff },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json maps each source module to its chunks (size checks, preload hints).
    manifest: true,
  },
});

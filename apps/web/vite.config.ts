import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: { assetsInlineLimit: 2048 },
  // Separate caches let several dev servers run side by side.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  css: { modules: { localsConvention: 'camelCaseOnly' } },
});

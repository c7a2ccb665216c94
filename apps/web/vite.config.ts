import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { adminStylesheet } from './admin-stylesheet-plugin.ts';
import { guestChunkGroups } from './guest-chunks.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [adminStylesheet(), reactRouter()],
  // One stylesheet for the whole site (28 kB gzipped at the end of 2026): one render-blocking request
  // instead of one per component, which is what held back first paint on phones. The back
  // office's styles are kept out of it, in a stylesheet only staff pages link (admin-stylesheet-plugin.ts).
  build: {
    assetsInlineLimit: 2048,
    cssCodeSplit: false,
    // The browser build only: a few larger chunks instead of thirty small ones (guest-chunks.ts).
    ...(isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: guestChunkGroups } } } }),
  },
  // Separate caches let several dev servers run side by side.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  css: { modules: { localsConvention: 'camelCaseOnly' } },
}));

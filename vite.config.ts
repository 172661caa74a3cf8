import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { basemapPlugin } from './scripts/basemapPlugin.ts';
import { buildInfoPlugin } from './scripts/buildInfoPlugin.ts';

/** Paths the service worker never answers: the APIs, the branding and the per-domain manifest. */
const NEVER_CACHED = [/^\/api(\/|$)/, /^\/tarkan(\/|$)/, /^\/manifest\.webmanifest$/];

export default defineConfig({
  plugins: [
    react(),
    basemapPlugin(),
    buildInfoPlugin(),
    // The app shell's service worker (workbox, precache only): the built scripts, styles,
    // index.html and the offline base map, so the shell opens without a network. Never API
    // data: no runtime caching, and navigations to the APIs go to the network. The manifest is
    // the server's, per domain (index.html links it); the page registers the worker itself.
    VitePWA({
      strategies: 'generateSW',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,mjs,css,html,svg,geojson}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: NEVER_CACHED,
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        importScripts: ['/push-sw.js'],
      },
    }),
  ],
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 2500,
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8082', ws: true },
      '/tarkan': 'http://127.0.0.1:8082',
    },
  },
});

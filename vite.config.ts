import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { basemapPlugin } from './scripts/basemapPlugin.ts';
import { buildInfoPlugin } from './scripts/buildInfoPlugin.ts';

export default defineConfig({
  plugins: [react(), basemapPlugin(), buildInfoPlugin()],
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

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { domainSourceAliases } from '../domain/source-aliases.mjs';

const apiTarget = process.env.BACKDESK_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: domainSourceAliases },
  server: { port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    // dist/.vite/manifest.json: the chunks each page loads, read by the size budget (scripts/bundle-budget.mjs)
    manifest: true,
  },
});

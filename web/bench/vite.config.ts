// Builds the benchmark-only table page (web/bench/table.html) on its own, never into
// web/dist: users do not download it. bench/web/run.ts passes --outDir (a temporary folder).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  base: './',
  plugins: [react()],
  build: {
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rollupOptions: { input: { table: fileURLToPath(new URL('table.html', import.meta.url)) } },
  },
});

/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';

// The server (port 8000) serves the built app; in development Vite proxies the API to it.
export default defineConfig({
  plugins: [react(), precompress()],
  server: { port: 5173, proxy: { '/graphql': 'http://127.0.0.1:8000' } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600 },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    css: false,
    // Whole screens with MUI dialogs, driven by role queries that walk the whole tree, take
    // seconds in jsdom on a 2-core machine that runs two test workers; 5 s failed them at random.
    testTimeout: 15_000,
  },
});

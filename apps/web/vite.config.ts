import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The web app. In development `/api` and the socket go to the API process; `npm start` serves
 * the built `dist/` from that same process, so production needs no proxy.
 */
export default defineConfig({
  plugins: [react()],
  css: { postcss: { plugins: [postcssPresetMantine()] } },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/websocket': { target: api, ws: true, changeOrigin: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
});

import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import { defineConfig } from 'vite';
import { chunkGroups } from './build/chunkGroups.ts';
import { precompress } from './build/precompress.ts';
import { signedInPreload } from './build/signedInPreload.ts';

/** Mantine's text, password and checkbox inputs with their parts: a chunk of their own (`build` below). */
const MANTINE_INPUTS = [
  'components/Input',
  'components/InputBase',
  'components/TextInput',
  'components/PasswordInput',
  'components/Checkbox',
  'components/ActionIcon',
  'components/Anchor',
  'utils/InlineInput',
];

const api = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The web app. In development `/api` and the socket go to the API process; `npm start` serves
 * the built `dist/` from that same process, so production needs no proxy.
 */
export default defineConfig({
  plugins: [react(), signedInPreload(), precompress()],
  // postcss-preset-mantine ships no type declarations.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-call
  css: { postcss: { plugins: [postcssPresetMantine()] } },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/websocket': { target: api, ws: true, changeOrigin: true },
    },
  },
  // The manifest tells which files each route loads: the sign-in budget test reads it (build/budget.ts).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Everything the entry imports statically goes into one chunk. Rolldown otherwise splits the
    // modules a lazy screen shares with the entry into some 30 small chunks (React, the router,
    // Mantine's parts), all loaded at once anyway; brotli compresses them apart and loses the
    // redundancy between them: the sign-in route took 12 kB more (issue 14). What the volunteer's home
    // loads besides makes one chunk too (`build/chunkGroups.ts`), and Mantine's text, password and checkbox
    // inputs, which nearly every form uses, one more instead of ten.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'] },
            { name: 'inputs', test: (id: string) => MANTINE_INPUTS.some((part) => id.includes(`/@mantine/core/esm/${part}/`)) },
            ...chunkGroups(),
          ],
        },
      },
    },
  },
});

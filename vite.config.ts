import { defineConfig } from 'vite'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { selfHostedFlags } from './build/self-hosted-flags.ts'
import { sideEffectFreeDataModule } from './build/side-effect-free.ts'
import { apiPreconnect } from './build/api-preconnect.ts'
import { localBackendIgnoresEnvFiles, requireHostedEnv } from './build/hosted-env.ts'
import { staticHostConfig } from './build/static-hosts.ts'
import { faceModel } from './build/face-model.ts'
import { routerWithoutDevWarnings } from './build/router-dev-warnings.ts'
import { routeModulePreload } from './build/route-modulepreload.ts'
import { htmlShell } from './build/html-shell.ts'
import { playerChunkGroup } from './build/player-chunk.ts'

export default defineConfig({
  // `vite build` is for a hosted project (it stops without one); `vite build --mode demo` is for
  // the local backend. Both write the static-host files and the CSP (build/static-hosts.ts).
  // react(): JSX through React's automatic runtime, and Fast Refresh on the dev server.
  plugins: [
    react(),
    tailwindcss(),
    selfHostedFlags(),
    sideEffectFreeDataModule(),
    apiPreconnect(),
    requireHostedEnv(),
    localBackendIgnoresEnvFiles(),
    faceModel(),
    routerWithoutDevWarnings(),
    routeModulePreload(),
    htmlShell(),
    // last: the CSP it writes names the hashes of index.html's inline scripts as the others left it
    staticHostConfig(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  // The only chunk over Vite's 500 kB warning is libheif (the HEIC decoder, ~2 MB with its
  // wasm), fetched only when a player picks a HEIC file.
  // No modulepreload polyfill: every browser we support preloads modules itself (Safari 17+), and
  // one that doesn't just loads them a little later; it saved ~0.6 KB of a player's first load.
  // A library's "use client" is for React Server Components; this app is client-only, so the
  // bundler's note that it drops the directive is noise.
  // routerWithoutDevWarnings(): React Router's production build, which its package doesn't export.
  build: {
    target: 'es2020',
    sourcemap: false,
    chunkSizeWarningLimit: 2100,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      checks: { moduleLevelDirective: false },
      // What the entry imports statically rides in the entry itself: left to itself the bundler
      // cut it into seven files (React, the router, TanStack Query, …), each compressed on its own
      // and each one more request before the first render. What the player's first screens need
      // beyond it rides in one chunk (build/player-chunk.ts).
      output: {
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 2 },
            { ...playerChunkGroup(fileURLToPath(new URL('.', import.meta.url))), priority: 1 },
          ],
        },
      },
    },
  },
  worker: { format: 'es' },
  // MozJPEG finds its wasm next to its own module (new URL(…, import.meta.url)); pre-bundling
  // it for the dev server would move the module away from the wasm.
  optimizeDeps: { exclude: ['@jsquash/jpeg'] },
})

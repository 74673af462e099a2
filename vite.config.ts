import { defineConfig } from 'vite'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { selfHostedFlags } from './build/self-hosted-flags.ts'
import { sideEffectFreeDataModule } from './build/side-effect-free.ts'
import { apiPreconnect } from './build/api-preconnect.ts'
import { localBackendIgnoresEnvFiles, requireHostedEnv } from './build/hosted-env.ts'
import { staticHostConfig } from './build/static-hosts.ts'
import { faceModel } from './build/face-model.ts'

export default defineConfig({
  // `vite build` is for a hosted project (it stops without one); `vite build --mode demo` is for
  // the local backend. Both write the static-host files and the CSP (build/static-hosts.ts).
  plugins: [tailwindcss(), selfHostedFlags(), sideEffectFreeDataModule(), apiPreconnect(), requireHostedEnv(), localBackendIgnoresEnvFiles(), staticHostConfig(), faceModel()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Our ~2 KB router with the subset of react-router-dom's API the app uses (src/lib/router):
      // react-router itself was 13 KB of a player's 100 KB first load. tsconfig maps it too.
      'react-router-dom': fileURLToPath(new URL('./src/lib/router/index.tsx', import.meta.url)),
      // The app is written against React's API and types, and runs on Preact's compat layer: React
      // DOM alone was 63 KB of a player's 100 KB first load, Preact with compat is about 10 KB.
      // These two also cover react/jsx-runtime, react-dom/client and react-dom/test-utils, and
      // apply to the libraries that import React (crop, camera, toasts; vitest.config.ts does the
      // same for the component tests).
      react: 'preact/compat',
      'react-dom': 'preact/compat',
    },
  },
  // The only chunk over Vite's 500 kB warning is libheif (the HEIC decoder, ~2 MB with its
  // wasm), fetched only when a player picks a HEIC file.
  // No modulepreload polyfill: every browser we support preloads modules itself (Safari 17+), and
  // one that doesn't just loads them a little later; it saved ~0.6 KB of a player's first load.
  // A library's "use client" is for React Server Components; this app is client-only, so the
  // bundler's note that it drops the directive is noise.
  build: {
    target: 'es2020',
    sourcemap: false,
    chunkSizeWarningLimit: 2100,
    modulePreload: { polyfill: false },
    rolldownOptions: { checks: { moduleLevelDirective: false } },
  },
  worker: { format: 'es' },
  // JSX compiles to react/jsx-runtime (aliased above); no React Refresh, so the dev server reloads
  // the page on a change instead of hot-swapping components.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  // MozJPEG finds its wasm next to its own module (new URL(…, import.meta.url)); pre-bundling
  // it for the dev server would move the module away from the wasm.
  optimizeDeps: { exclude: ['@jsquash/jpeg'] },
})

import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { selfHostedFlags } from './build/self-hosted-flags.ts'

export default defineConfig({
  plugins: [react(), tailwindcss(), selfHostedFlags()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The only chunk over Vite's 500 kB warning is libheif (the HEIC decoder, ~2 MB with its
  // wasm), fetched only when a player picks a HEIC file.
  build: { target: 'es2020', sourcemap: false, chunkSizeWarningLimit: 2100 },
  worker: { format: 'es' },
})

import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { selfHostedFlags } from './build/self-hosted-flags.ts'

export default defineConfig({
  plugins: [react(), tailwindcss(), selfHostedFlags()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { target: 'es2020', sourcemap: false },
  worker: { format: 'es' },
})

import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
      setupFiles: ['tests/unit/setup.ts'],
      environment: 'jsdom',
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }),
)

// Builds the app once for all end-to-end tests; each test file then starts its own fresh,
// seeded, in-memory backend serving this build (see fixtures.ts).
import { execSync } from 'node:child_process'

export default function globalSetup() {
  if (process.env.E2E_SKIP_BUILD) return
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' })
}

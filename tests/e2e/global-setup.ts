// Builds the app once for all end-to-end tests; each test file then starts its own fresh,
// seeded, in-memory backend serving this build (see fixtures.ts). Mode demo: the build for the
// local backend (a production build needs a hosted project: build/hosted-env.ts). The backend
// serves it with the CSP a static host sends (build/security-headers.ts), and index.html carries
// it too, so a policy that breaks the app fails these tests.
import { execSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export default function globalSetup() {
  // The images tests make, kept for this run only (tests/fixtures/browser-images.ts); the workers
  // start after this and inherit the variable.
  const images = mkdtempSync(join(tmpdir(), 'portal-test-images-'))
  process.env.PORTAL_TEST_IMAGES = images
  if (!process.env.E2E_SKIP_BUILD) execSync('npx vite build --mode demo --logLevel warn', { stdio: 'inherit' })
  return () => rmSync(images, { recursive: true, force: true })
}

import { defineConfig, devices } from '@playwright/test'
import type { EngineOptions } from './tests/engines/fixtures.ts'
import { chromiumExecutable } from './tests/fixtures/chromium-path.ts'

// Debian's Chromium, never a downloaded browser (tests/fixtures/chromium-path.ts says which).
// Flags: the closed network here refuses Chromium's background connections; the fake media flags
// give the camera tests a camera.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
]
const launchOptions = { executablePath: chromiumExecutable, args: chromiumArgs }

export default defineConfig<EngineOptions>({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // DOM snapshots and network, kept only for a failed test; no screencast (it cost a fifth of
    // the phone specs' time on 2 cores, and the failure screenshot below shows the end state).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    // The other engines: WebKitGTK (WebKitWebDriver) and Firefox ESR (WebDriver BiDi), driven by
    // tests/engines (one script, a driver per engine); Debian's browsers, never downloaded ones.
    // Listed first: the two longest files start first, and the many short Chromium ones fill in.
    { name: 'webkit', testDir: 'tests/engines', testMatch: /\.spec\.ts$/, timeout: 120_000, use: { engine: 'webkit', trace: 'off', screenshot: 'off' } },
    { name: 'firefox', testDir: 'tests/engines', testMatch: /\.spec\.ts$/, timeout: 120_000, use: { engine: 'firefox', trace: 'off', screenshot: 'off' } },
    // The app on one origin, the API on another, as deployed (its own build and backend; see the
    // spec). Before the many short Chromium files, so its setup doesn't end the run on one worker.
    { name: 'cross-origin', testMatch: /\/cross-origin\.spec\.ts$/, use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'phone', testMatch: /\/(player|routes|image-pipeline)[^/]*\.spec\.ts$/, use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true, deviceScaleFactor: 3, launchOptions } },
    { name: 'desktop', testMatch: /\/(admin|routes|build)[^/]*\.spec\.ts$/, use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions } },
  ],
})

import { defineConfig, devices } from '@playwright/test'
import type { EngineOptions } from './tests/engines/fixtures.ts'
import { chromiumArgs, chromiumLaunchOptions as launchOptions } from './tests/fixtures/chromium.ts'

// Debian's Chromium, never a downloaded browser, with the flags of tests/fixtures/chromium.ts.
export { chromiumArgs }

export default defineConfig<EngineOptions>({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  // In CI one retry, as Playwright's own template has: a test that passes only on its retry is
  // still reported as flaky in the list, to be fixed, but doesn't throw away a whole run.
  retries: process.env.CI ? 1 : 0,
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
    {
      name: 'webkit',
      testDir: 'tests/engines',
      testMatch: /\.spec\.ts$/,
      timeout: 120_000,
      use: { engine: 'webkit', trace: 'off', screenshot: 'off' },
    },
    {
      name: 'firefox',
      testDir: 'tests/engines',
      testMatch: /\.spec\.ts$/,
      timeout: 120_000,
      use: { engine: 'firefox', trace: 'off', screenshot: 'off' },
    },
    // The app on one origin, the API on another, as deployed (its own build and backend; see the
    // spec). Before the many short Chromium files, so its setup doesn't end the run on one worker.
    { name: 'cross-origin', testMatch: /\/cross-origin\.spec\.ts$/, use: { ...devices['Desktop Chrome'], launchOptions } },
    // routes.spec runs here only: where a URL leads doesn't depend on the window's size, and a
    // phone is where players open their team links. The admin screens at desktop size are the
    // desktop project's admin specs.
    {
      name: 'phone',
      testMatch: /\/(player|routes|image-pipeline)[^/]*\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: false,
        hasTouch: true,
        deviceScaleFactor: 3,
        launchOptions,
      },
    },
    {
      name: 'desktop',
      testMatch: /\/(admin|build|handover)[^/]*\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
  ],
})

// Lighthouse's mobile performance score for the landing page and a team link, on the built app
// served by the local backend (brotli, cache headers), with Lighthouse's own defaults: a Moto G
// Power-sized screen, simulated slow 4G and 4× CPU. Each page is scored a few times and the
// median is kept (Lighthouse's own advice for a noisy machine). Builds nothing: run
// `npx vite build --mode demo` first.
// Standalone: `npx tsx scripts/bench/lighthouse.ts` prints each run's score and metrics.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startServer } from '../../server/app.ts'
import { REPO_ROOT } from '../../server/db/db.ts'
import { chromiumArgs } from '../../playwright.config.ts'
import { chromiumExecutable } from '../../tests/fixtures/chromium-path.ts'

export const LIGHTHOUSE_TARGET = 97
/** A team link usable (Lighthouse's Time to Interactive, same simulated slow 4G and 4× CPU). */
export const INTERACTIVE_TARGET_MS = 1600
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)

export type LighthouseRun = {
  score: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  speedIndexMs: number
  interactiveMs: number
}
export type LighthousePage = { page: string; runs: LighthouseRun[]; medianScore: number; medianInteractiveMs: number }

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN

export async function benchLighthouse(opts: { staticDir?: string; runs?: number } = {}): Promise<LighthousePage[]> {
  const staticDir = opts.staticDir ?? process.env.BENCH_STATIC_DIR ?? join(REPO_ROOT, 'dist')
  if (!existsSync(join(staticDir, 'index.html'))) throw new Error(`No built app in ${staticDir}: run \`npx vite build --mode demo\` first.`)
  const server = await startServer({ port: 0, host: '127.0.0.1', staticDir, logErrors: false })
  // Lighthouse drives its own Chrome over the DevTools protocol; the same system Chromium and flags
  // as the tests (the fake-camera flags change nothing on these pages).
  const chrome = await chromeLauncher.launch({ chromePath: chromiumExecutable, chromeFlags: ['--headless=new', ...chromiumArgs] })
  try {
    const [row] = (
      await server.db.pg.query<{ code: string }>("select code from team_access where event_name = 'MJWC 2025' and team = 'Germany'")
    ).rows
    if (!row) throw new Error('The seed has no Germany in MJWC 2025.')
    const pages = [
      { page: 'landing /', url: `${server.url}/` },
      { page: 'team link', url: `${server.url}/mjwc2025/${row.code}` },
    ]
    const results: LighthousePage[] = []
    for (const p of pages) {
      const runs: LighthouseRun[] = []
      for (let i = 0; i < (opts.runs ?? RUNS); i++) {
        const result = await lighthouse(p.url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' })
        const lhr = result?.lhr
        if (!lhr) throw new Error(`Lighthouse gave no result for ${p.url}`)
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN
        runs.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcpMs: metric('first-contentful-paint'),
          lcpMs: metric('largest-contentful-paint'),
          tbtMs: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
          speedIndexMs: metric('speed-index'),
          interactiveMs: metric('interactive'),
        })
      }
      results.push({
        page: p.page,
        runs,
        medianScore: median(runs.map((r) => r.score)),
        medianInteractiveMs: median(runs.map((r) => r.interactiveMs)),
      })
    }
    return results
  } finally {
    chrome.kill()
    await server.close()
  }
}

async function main() {
  for (const p of await benchLighthouse()) {
    for (const r of p.runs) {
      console.log(
        `${p.page}: ${r.score}  FCP ${r.fcpMs.toFixed(0)} ms  LCP ${r.lcpMs.toFixed(0)} ms  TBT ${r.tbtMs.toFixed(0)} ms  CLS ${r.cls.toFixed(3)}  SI ${r.speedIndexMs.toFixed(0)} ms  TTI ${r.interactiveMs.toFixed(0)} ms`,
      )
    }
    console.log(
      `${p.page}: median score ${p.medianScore} (target ≥ ${LIGHTHOUSE_TARGET}), median TTI ${p.medianInteractiveMs.toFixed(0)} ms`,
    )
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main()
}

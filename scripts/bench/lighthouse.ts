// Lighthouse's mobile performance score for the landing page and a team link, on the built app
// served by the local backend (brotli, cache headers), with Lighthouse's own defaults: a Moto G
// Power-sized screen, simulated slow 4G and 4× CPU. Each page is scored a few times and the
// median is kept (Lighthouse's own advice for a noisy machine). Builds nothing: run
// `npx vite build --mode demo` first.
// Standalone: `npx tsx scripts/bench/lighthouse.ts` prints each run's score and metrics;
// `npx tsx scripts/bench/lighthouse.ts dist other-dist …` compares builds in interleaved runs.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join, sep } from 'node:path'
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
  /** The machine's 1-minute load average as the run started: on a shared machine it moves every figure. */
  load1: number
}
export type LighthousePage = { page: string; runs: LighthouseRun[]; medianScore: number; medianInteractiveMs: number }

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN

/**
 * Asks the server once for every compressible built file, as a browser asking for brotli: the
 * local backend compresses each file on its first request and keeps it, as a CDN's edge does.
 * Without it the first page of a fresh server waited for brotli's best level on the whole entry
 * script, and Lighthouse's simulation counts that wait as the server's response time.
 */
async function warmCompressedFiles(url: string, staticDir: string): Promise<void> {
  const files = readdirSync(staticDir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(js|css|html|json|svg|webmanifest)$/.test(f))
  for (const f of files) {
    const res = await fetch(`${url}/${f.split(sep).join('/')}`, { headers: { 'Accept-Encoding': 'br, gzip' } })
    await res.arrayBuffer()
  }
}

/**
 * `saveDir`: each run's whole report (JSON) is written there, to read its diagnostics
 * (main-thread work, request chains, the LCP element).
 */
export async function benchLighthouse(
  opts: { staticDir?: string; runs?: number; saveDir?: string; label?: string } = {},
): Promise<LighthousePage[]> {
  const staticDir = opts.staticDir ?? process.env.BENCH_STATIC_DIR ?? join(REPO_ROOT, 'dist')
  if (!existsSync(join(staticDir, 'index.html'))) throw new Error(`No built app in ${staticDir}: run \`npx vite build --mode demo\` first.`)
  const server = await startServer({ port: 0, host: '127.0.0.1', staticDir, logErrors: false })
  // Lighthouse drives its own Chrome over the DevTools protocol; the same system Chromium and flags
  // as the tests (the fake-camera flags change nothing on these pages).
  const chrome = await chromeLauncher.launch({ chromePath: chromiumExecutable, chromeFlags: ['--headless=new', ...chromiumArgs] })
  try {
    await warmCompressedFiles(server.url, staticDir)
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
        const load1 = loadavg()[0]!
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
          load1,
        })
        const saveDir = opts.saveDir ?? process.env.BENCH_LIGHTHOUSE_SAVE
        if (saveDir) {
          mkdirSync(saveDir, { recursive: true })
          const name = `${`${opts.label ?? 'build'}-${p.page}`.replace(/\W+/g, '-')}-${Date.now()}.json`
          writeFileSync(join(saveDir, name), JSON.stringify(lhr))
        }
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

export type RunsByPage = Record<string, LighthouseRun[]>

/**
 * Several builds measured in turns (A, B, A, B, …: each round runs every build once on each
 * page), so a machine whose load changes during the run weighs on every build alike.
 */
export async function benchLighthouseInterleaved(
  builds: Record<string, string>,
  rounds: number,
  opts: { saveDir?: string; log?: (line: string) => void } = {},
): Promise<Record<string, RunsByPage>> {
  const result: Record<string, RunsByPage> = Object.fromEntries(Object.keys(builds).map((name) => [name, {}]))
  for (let i = 0; i < rounds; i++) {
    for (const [name, staticDir] of Object.entries(builds)) {
      for (const page of await benchLighthouse({ staticDir, runs: 1, saveDir: opts.saveDir, label: name })) {
        ;(result[name]![page.page] ??= []).push(...page.runs)
        opts.log?.(`round ${i + 1}/${rounds}, ${name}, ${page.page}: ${describeRun(page.runs[0]!)}`)
      }
    }
  }
  return result
}

export function describeRun(r: LighthouseRun): string {
  return (
    `${r.score}  FCP ${r.fcpMs.toFixed(0)}  LCP ${r.lcpMs.toFixed(0)}  SI ${r.speedIndexMs.toFixed(0)}  ` +
    `TBT ${r.tbtMs.toFixed(0)}  CLS ${r.cls.toFixed(3)}  TTI ${r.interactiveMs.toFixed(0)} ms  (load ${r.load1.toFixed(2)})`
  )
}

/** Each metric's median over the runs. */
export function medians(runs: LighthouseRun[]): Omit<LighthouseRun, 'cls'> & { cls: number } {
  const m = (pick: (r: LighthouseRun) => number) => median(runs.map(pick))
  return {
    score: m((r) => r.score),
    fcpMs: m((r) => r.fcpMs),
    lcpMs: m((r) => r.lcpMs),
    tbtMs: m((r) => r.tbtMs),
    cls: m((r) => r.cls),
    speedIndexMs: m((r) => r.speedIndexMs),
    interactiveMs: m((r) => r.interactiveMs),
    load1: m((r) => r.load1),
  }
}

// With built folders as arguments (`npx tsx scripts/bench/lighthouse.ts dist /tmp/other-build`),
// runs them in turns and prints each one's medians and its ratios to the first one's.
async function main() {
  const dirs = process.argv.slice(2)
  if (dirs.length > 0) {
    const builds = Object.fromEntries(dirs.map((d) => [d, d]))
    const byBuild = await benchLighthouseInterleaved(builds, RUNS, { log: console.log })
    const first = byBuild[dirs[0]!]!
    for (const [name, pages] of Object.entries(byBuild)) {
      for (const [page, runs] of Object.entries(pages)) {
        const m = medians(runs)
        const a = medians(first[page]!)
        console.log(
          `${name}, ${page} (median of ${runs.length}): ${describeRun(m)}; ` +
            `score ${m.score - a.score >= 0 ? '+' : ''}${m.score - a.score}, FCP ${(m.fcpMs / a.fcpMs).toFixed(2)}×, LCP ${(m.lcpMs / a.lcpMs).toFixed(2)}×, ` +
            `SI ${(m.speedIndexMs / a.speedIndexMs).toFixed(2)}×, TTI ${(m.interactiveMs / a.interactiveMs).toFixed(2)}× against ${dirs[0]}`,
        )
      }
    }
    return
  }
  for (const p of await benchLighthouse()) {
    for (const r of p.runs) console.log(`${p.page}: ${describeRun(r)}`)
    console.log(
      `${p.page}: median score ${p.medianScore} (target ≥ ${LIGHTHOUSE_TARGET}), median TTI ${p.medianInteractiveMs.toFixed(0)} ms`,
    )
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main()
}

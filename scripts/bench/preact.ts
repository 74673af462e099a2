// What React costs against the app's last Preact build (PREACT_COMMIT: the commit before the React
// migration was merged, where vite.config.ts maps react to preact/compat), in the same run: both
// builds served by this checkout's local backend (the same database and API), each measured as
// the React build is — first-load JavaScript (first-load.ts) and Lighthouse mobile
// (lighthouse.ts), the Lighthouse runs alternating between the two builds so a busy machine
// weighs on both alike.
// The Preact checkout is taken from git (git archive, as burst.ts takes its baseline) into a
// folder outside the repository, with its own `npm ci` (its dependencies are not ours: preact,
// no react-dom) and its own `vite build --mode demo`. Both are kept between runs in that folder
// ($BENCH_PREACT_DIR, default in the system's temporary folder): the first run pays minutes of
// install and build, the next ones none.
// Standalone: `npx tsx scripts/bench/preact.ts` (measures dist/: run `npx vite build --mode demo` first).
import { execFileSync, execSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { REPO_ROOT } from '../../server/db/db.ts'
import { benchFirstLoad, type FirstLoadPage } from './first-load.ts'
import { benchLighthouse, median, type LighthouseRun } from './lighthouse.ts'

/** The last commit of the app on Preact (its vite.config.ts aliases react to preact/compat). */
export const PREACT_COMMIT = 'a7551b6'
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const PAGES: FirstLoadPage[] = ['team link', 'landing /']

export type BuildFigures = { firstLoadBytes: Record<FirstLoadPage, number>; lighthouse: Record<string, LighthouseRun[]> }
export type PreactComparison = { react: BuildFigures; preact: BuildFigures }

function checkoutDir(): string {
  return process.env.BENCH_PREACT_DIR ?? join(tmpdir(), `photo-portal-bench-preact-${PREACT_COMMIT}`)
}

/**
 * The Preact build's folder (index.html and assets), made once and kept: null when this clone
 * doesn't have PREACT_COMMIT.
 */
export function preactBuild(log: (line: string) => void = console.log): string | null {
  try {
    execSync(`git -C ${JSON.stringify(REPO_ROOT)} cat-file -e ${PREACT_COMMIT}^{commit}`, { stdio: 'ignore' })
  } catch {
    return null
  }
  const dir = checkoutDir()
  const dist = join(dir, 'dist')
  const marker = join(dir, '.bench-ready')
  if (existsSync(marker) && readFileSync(marker, 'utf8') === PREACT_COMMIT && existsSync(join(dist, 'index.html'))) return dist
  // Anything else in the folder is a run that stopped half-way: start it again from git.
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  log(`Preact build: checking out ${PREACT_COMMIT} into ${dir}, npm ci, vite build (once; kept for the next runs)`)
  execSync(`git -C ${JSON.stringify(REPO_ROOT)} archive ${PREACT_COMMIT} | tar -x -C ${JSON.stringify(dir)}`)
  execSync('npm ci --no-audit --no-fund --loglevel=error', { cwd: dir, stdio: 'inherit' })
  // That checkout's own Vite and plugins, on this process's Node (the one npm run gives this checkout).
  execFileSync(
    process.execPath,
    [join(dir, 'node_modules/vite/bin/vite.js'), 'build', '--mode', 'demo', '--logLevel', 'warn', '--outDir', dist],
    { cwd: dir, stdio: 'inherit' },
  )
  writeFileSync(marker, PREACT_COMMIT)
  return dist
}

async function figuresOf(staticDir: string): Promise<BuildFigures['firstLoadBytes']> {
  const bytes = {} as BuildFigures['firstLoadBytes']
  for (const page of PAGES) bytes[page] = (await benchFirstLoad({ staticDir, page })).jsGzipBytes
  return bytes
}

/** `reactDir` defaults to dist/ (build it first). Null when there is no Preact build to compare with. */
export async function benchAgainstPreact(opts: { reactDir?: string; runs?: number } = {}): Promise<PreactComparison | null> {
  const preactDir = preactBuild()
  if (!preactDir) return null
  const reactDir = opts.reactDir ?? join(REPO_ROOT, 'dist')
  const builds = { react: reactDir, preact: preactDir } as const
  const result: PreactComparison = {
    react: { firstLoadBytes: await figuresOf(reactDir), lighthouse: {} },
    preact: { firstLoadBytes: await figuresOf(preactDir), lighthouse: {} },
  }
  for (let i = 0; i < (opts.runs ?? RUNS); i++) {
    for (const name of ['react', 'preact'] as const) {
      for (const page of await benchLighthouse({ staticDir: builds[name], runs: 1 })) {
        ;(result[name].lighthouse[page.page] ??= []).push(...page.runs)
      }
    }
  }
  return result
}

export const medianScore = (runs: LighthouseRun[]) => median(runs.map((r) => r.score))
export const medianInteractiveMs = (runs: LighthouseRun[]) => median(runs.map((r) => r.interactiveMs))

async function main() {
  const r = await benchAgainstPreact()
  if (!r) {
    console.log(`${PREACT_COMMIT} is not in this clone's history: nothing to compare with`)
    return
  }
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
  for (const page of PAGES) {
    const [react, preact] = [r.react.firstLoadBytes[page], r.preact.firstLoadBytes[page]]
    console.log(`first load, ${page}: React ${kb(react)}, Preact (${PREACT_COMMIT}) ${kb(preact)}: ${(react / preact).toFixed(2)}×`)
  }
  for (const page of Object.keys(r.react.lighthouse)) {
    const [react, preact] = [r.react.lighthouse[page]!, r.preact.lighthouse[page] ?? []]
    console.log(
      `Lighthouse mobile, ${page}: React ${medianScore(react)} (runs ${react.map((x) => x.score).join(', ')}), Preact ${medianScore(preact)} (runs ${preact.map((x) => x.score).join(', ')}); ` +
        `TTI React ${(medianInteractiveMs(react) / 1000).toFixed(2)} s, Preact ${(medianInteractiveMs(preact) / 1000).toFixed(2)} s: ${(medianInteractiveMs(react) / medianInteractiveMs(preact)).toFixed(2)}×`,
    )
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main()
}

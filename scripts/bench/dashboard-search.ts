// The admin dashboard's search with 200 teams at 1440×900: how long an organizer waits from a
// keystroke in 'Search teams...' until the grid holds the matching teams, and the longest frame
// while typing (a frame is 16.7 ms; a longer one is a keystroke the page didn't answer in time).
// Typed in the page itself (value set and an input event, as a keystroke gives React), so no
// DevTools round trip is in the figure: 'real' then four backspaces, eight keystrokes, each
// waited out before the next.
// Builds nothing: run `npx vite build --mode demo` first (dist/, or $BENCH_STATIC_DIR).
// Standalone: `npx tsx scripts/bench/dashboard-search.ts` prints the figures.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium } from '@playwright/test'
import { startServer } from '../../server/app.ts'
import { REPO_ROOT } from '../../server/db/db.ts'
import { chromiumArgs } from '../../playwright.config.ts'
import { chromiumExecutable } from '../../tests/fixtures/chromium-path.ts'

export const FRAME_MS = 1000 / 60
const EVENT = 'MJWC 2025'
const EVENT_CODE = 'mjwc2025'
export const DASHBOARD_TEAMS = 200
const PLAYERS_PER_TEAM = 12
const TYPED = ['r', 'e', 'a', 'l', 'Backspace', 'Backspace', 'Backspace', 'Backspace'] as const

export type DashboardSearchResult = {
  teams: number
  /** keystroke → the matching cards are in the page (committed, before paint), per keystroke (ms) */
  keystrokeMs: number[]
  medianMs: number
  maxMs: number
  /** the longest gap between two painted frames while typing (ms; 16.7 when no frame was missed) */
  longestFrameMs: number
}

/** Names with shared parts, so each letter typed narrows the grid differently. */
function teamName(i: number): string {
  const first = ['Real', 'Atlético', 'Union', 'Sporting', 'Racing', 'Dynamo', 'Olympic', 'Royal', 'United', 'Athletic']
  const second = ['Norte', 'Sur', 'Este', 'Oeste', 'Central', 'Costa', 'Valle', 'Sierra', 'Puerto', 'Lago']
  return `${first[i % first.length]} ${second[Math.floor(i / first.length) % second.length]} ${String(i).padStart(3, '0')}`
}

async function addTeams(server: Awaited<ReturnType<typeof startServer>>): Promise<number> {
  const existing = (
    await server.db.pg.query<{ n: number }>('select count(distinct team)::int as n from team_access where event_name = $1', [EVENT])
  ).rows[0]!.n
  const names = Array.from({ length: Math.max(0, DASHBOARD_TEAMS - existing) }, (_, i) => teamName(i))
  await server.db.pg.query(`insert into team_access (event_name, team, code) select $1, unnest($2::text[]), private.random_code()`, [
    EVENT,
    names,
  ])
  await server.db.pg.query(
    `insert into event_uploads (event_name, team, player_name, updated_at)
       select $1, t.team, 'Player ' || p, now() - make_interval(days => ((t.ord + p) % 9)::int, hours => p)
         from unnest($2::text[]) with ordinality as t(team, ord) cross join generate_series(1, $3::int) p`,
    [EVENT, names, PLAYERS_PER_TEAM],
  )
  return existing + names.length
}

export async function benchDashboardSearch(opts: { staticDir?: string } = {}): Promise<DashboardSearchResult> {
  const staticDir = opts.staticDir ?? process.env.BENCH_STATIC_DIR ?? join(REPO_ROOT, 'dist')
  if (!existsSync(join(staticDir, 'index.html'))) throw new Error(`No built app in ${staticDir}: run \`npx vite build --mode demo\` first.`)
  const server = await startServer({ port: 0, host: '127.0.0.1', staticDir, logErrors: false })
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
  try {
    const teams = await addTeams(server)
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    await page.goto(`${server.url}/admin/${EVENT_CODE}`)
    await page.getByPlaceholder('Enter admin password').fill(server.adminPassword ?? '')
    await page.getByRole('button', { name: 'Login' }).click()
    await page
      .getByTestId('team-card')
      .nth(teams - 1)
      .waitFor()
    await page.waitForLoadState('networkidle')
    // tsx (esbuild keepNames) wraps functions in a Node-only __name helper; give the page one.
    await page.evaluate('globalThis.__name ??= (fn) => fn')

    const result = await page.evaluate(async (typed) => {
      const input = document.getElementById('team-search') as HTMLInputElement
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
      const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
      const names = [...document.querySelectorAll('[data-testid="team-card"] h3')].map((h) => fold(h.textContent ?? ''))
      const cards = () => document.querySelectorAll('[data-testid="team-card"]').length
      const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve))
      // The longest gap between two painted frames while typing: a task over 16.7 ms shows as 33.
      let longestFrame = 0
      let typing = true
      const frames = (async () => {
        let last = await frame()
        while (typing) {
          const now = await frame()
          longestFrame = Math.max(longestFrame, now - last)
          last = now
        }
      })()
      const times: number[] = []
      let text = ''
      for (const key of typed) {
        text = key === 'Backspace' ? text.slice(0, -1) : text + key
        const expected = names.filter((n) => n.includes(fold(text))).length
        // Until the DOM holds exactly the matching cards: a MutationObserver runs right after
        // React's commit, before the frame is painted.
        const done = new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            if (cards() !== expected) return
            observer.disconnect()
            resolve(performance.now())
          })
          observer.observe(document.querySelector('main')!, { childList: true, subtree: true })
        })
        const start = performance.now()
        setValue.call(input, text)
        input.dispatchEvent(new Event('input', { bubbles: true }))
        const end = cards() === expected ? performance.now() : await done
        times.push(end - start)
        for (let i = 0; i < 3; i++) await frame()
      }
      typing = false
      await frames
      return { times, longest: longestFrame }
    }, TYPED)
    const sorted = [...result.times].sort((a, b) => a - b)
    return {
      teams,
      keystrokeMs: result.times,
      medianMs: (sorted[(sorted.length - 1) >> 1]! + sorted[sorted.length >> 1]!) / 2,
      maxMs: sorted[sorted.length - 1]!,
      longestFrameMs: result.longest,
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

async function main() {
  const r = await benchDashboardSearch()
  console.log(
    `dashboard search, ${r.teams} teams (1440×900): keystroke → grid updated ${r.keystrokeMs.map((t) => t.toFixed(0)).join(', ')} ms`,
  )
  console.log(
    `median ${r.medianMs.toFixed(0)} ms, max ${r.maxMs.toFixed(0)} ms; longest frame while typing ${r.longestFrameMs.toFixed(0)} ms (a frame: ${FRAME_MS.toFixed(1)} ms)`,
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e: unknown) => {
    console.error(e)
    process.exitCode = 1
  })
}

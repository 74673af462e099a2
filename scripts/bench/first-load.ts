// A player's first load: how much JavaScript (gzip level 9) a phone downloads to open a team
// link (or the landing page), until the network is idle. Builds nothing: run `npx vite build --mode demo` first (dist/).
// Standalone: `npx tsx scripts/bench/first-load.ts` prints every file and the total.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { chromium, type Response } from '@playwright/test'
import { startServer } from '../../server/app.ts'
import { REPO_ROOT } from '../../server/db/db.ts'
import { chromiumArgs } from '../../playwright.config.ts'
import { chromiumExecutable } from '../../tests/fixtures/chromium-path.ts'
import { inlineScripts } from '../../build/security-headers.ts'

/** The performance target for a player's first load (docs/design.md, Performance targets). */
export const FIRST_LOAD_JS_BUDGET_BYTES = 130 * 1024

/** A seeded team with players still to upload, so the page shows the list and the wizard. */
const BENCH_EVENT = 'MJWC 2025'
const BENCH_EVENT_CODE = 'mjwc2025'
const BENCH_TEAM = 'Germany'

export type FirstLoadFile = { path: string; gzipBytes: number; brotliBytes: number }
export type FirstLoadResult = { jsGzipBytes: number; jsBrotliBytes: number; files: string[]; details: FirstLoadFile[] }

function isJavaScript(res: Response): boolean {
  const type = res.headers()['content-type'] ?? ''
  return /javascript|ecmascript/.test(type) || /\.(m?js)(\?|$)/.test(new URL(res.url()).pathname)
}

/**
 * What a phone fetches for the face check once a photo is chosen (the lazy module, its worker and
 * the model), from the built files: gzip level 9, as for the first load.
 */
export function faceCheckBytes(staticDir = join(REPO_ROOT, 'dist')): { gzipBytes: number; modelGzipBytes: number; files: string[] } {
  const dir = join(staticDir, 'assets')
  const files = readdirSync(dir).filter((f) => /^(face|face\.worker|blazeface)-[\w-]+\.(js|json|bin)$/.test(f))
  const gz = (f: string) => gzipSync(readFileSync(join(dir, f)), { level: 9 }).length
  return {
    gzipBytes: files.reduce((sum, f) => sum + gz(f), 0),
    modelGzipBytes: files.filter((f) => f.startsWith('blazeface')).reduce((sum, f) => sum + gz(f), 0),
    files,
  }
}

export type FirstLoadPage = 'team link' | 'landing /'

/** `staticDir` defaults to dist/ (or $BENCH_STATIC_DIR), e.g. to compare two builds. */
export async function benchFirstLoad(opts: { staticDir?: string; page?: FirstLoadPage } = {}): Promise<FirstLoadResult> {
  const staticDir = opts.staticDir ?? process.env.BENCH_STATIC_DIR ?? join(REPO_ROOT, 'dist')
  if (!existsSync(join(staticDir, 'index.html'))) {
    throw new Error(`No built app in ${staticDir}: run \`npx vite build --mode demo\` first.`)
  }
  const server = await startServer({ port: 0, host: '127.0.0.1', staticDir, logErrors: false })
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
  try {
    const [row] = (
      await server.db.pg.query<{ code: string }>('select code from team_access where event_name = $1 and team = $2', [
        BENCH_EVENT,
        BENCH_TEAM,
      ])
    ).rows
    if (!row) throw new Error(`The seed has no ${BENCH_TEAM} in ${BENCH_EVENT}.`)

    // A fresh context: empty cache, like a player's first tap on the link.
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      hasTouch: true,
      serviceWorkers: 'block',
    })
    const sizes = new Map<string, Promise<{ gzip: number; brotli: number }>>()
    // On the context, not the page, so module workers' scripts are counted too.
    context.on('response', (res) => {
      if (!isJavaScript(res) || sizes.has(res.url())) return
      sizes.set(
        res.url(),
        res.body().then(
          (body) => ({ gzip: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length, brotli: brotliCompressSync(body).length }),
          () => ({ gzip: 0, brotli: 0 }), // a body we couldn't read (redirect, aborted) weighs nothing
        ),
      )
    })
    const page = await context.newPage()
    const url = opts.page === 'landing /' ? `${server.url}/` : `${server.url}/${BENCH_EVENT_CODE}/${row.code}`
    const documentResponse = await page.goto(url, { waitUntil: 'networkidle' })
    if (opts.page === 'landing /') await page.getByText(BENCH_EVENT).first().waitFor()
    else await page.getByRole('heading', { level: 1, name: BENCH_TEAM }).waitFor()
    await page.waitForLoadState('networkidle')
    // the page's inline script (the early script) is JavaScript the phone downloads too, inside the HTML
    const inline = inlineScripts((await documentResponse?.text()) ?? '').join('\n')
    if (inline) {
      const body = Buffer.from(inline)
      sizes.set(
        `${server.url}/index.html#inline-scripts`,
        Promise.resolve({ gzip: gzipSync(body, { level: 9 }).length, brotli: brotliCompressSync(body).length }),
      )
    }

    const details = await Promise.all(
      [...sizes].map(async ([url, size]) => {
        const { gzip, brotli } = await size
        return { path: new URL(url).pathname, gzipBytes: gzip, brotliBytes: brotli }
      }),
    )
    details.sort((a, b) => b.gzipBytes - a.gzipBytes)
    await context.close()
    return {
      jsGzipBytes: details.reduce((sum, f) => sum + f.gzipBytes, 0),
      // what the local backend sends a browser that accepts brotli (server/http/static.ts)
      jsBrotliBytes: details.reduce((sum, f) => sum + f.brotliBytes, 0),
      files: details.map((f) => f.path),
      details,
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

async function main() {
  for (const page of ['team link', 'landing /'] as const) {
    const result = await benchFirstLoad({ page })
    for (const f of result.details) console.log(`${kb(f.gzipBytes).padStart(10)}  ${f.path}`)
    const verdict = result.jsGzipBytes <= FIRST_LOAD_JS_BUDGET_BYTES ? 'within' : 'OVER'
    console.log(
      `first load (${page}, 390×844): ${kb(result.jsGzipBytes)} JS gzip in ${result.files.length} files — ${verdict} the ${kb(FIRST_LOAD_JS_BUDGET_BYTES)} budget\n`,
    )
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e: unknown) => {
    console.error(e)
    process.exitCode = 1
  })
}

// `npm run dev`: the local backend with Vite in middleware mode on one port (HMR over the same
// HTTP server), so the app reaches /auth, /rest and /storage at its own origin: no proxy, no CORS.
// Env: PORT (3000), HOST (127.0.0.1: this machine only; HOST=0.0.0.0 to try it from a phone on
// the same Wi-Fi), DATA_DIR (.data — the same data as `npm start`, so the two can't run at once on
// it: give one of them another folder). The .env files are not read: they hold a hosted project's
// values, for `npm run build`; this page always talks to the local backend that serves it.
//
// Vite's root is the repository, which also holds the data folder and everything else: only what
// passes the guard in dev-guard.ts reaches Vite.
import { join, resolve } from 'node:path'
import { createServer as createViteServer, type ViteDevServer } from 'vite'
import { REPO_ROOT } from '../db/db.ts'
import { startServer } from '../app.ts'
import { PRIVATE_UMASK } from '../db/private-folder.ts'
import type { Req } from '../http/request.ts'
import type { Res } from '../http/reply.ts'
import { devRequestVerdict, viteFsOptions } from './dev-guard.ts'
import { portProblem, takeDataDir } from './before-start.ts'
import { fail } from '../ops/cli-support.ts'
import { printBanner } from './banner.ts'
import { onShutdown } from './shutdown.ts'
import { envOptions } from './env-options.ts'

// the data folder's files are this user's alone: PGlite asks for 666 (db/private-folder.ts)
process.umask(PRIVATE_UMASK)
const root = resolve(REPO_ROOT)
const dataDir = resolve(process.env.DATA_DIR ?? join(root, '.data'))
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '127.0.0.1'

function notFound(res: Res): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end('Not found')
}

const busy = await portProblem(host, port, 'npm run dev')
if (busy) fail(`${busy}\nNothing was started.`)
const lock = await takeDataDir(dataDir)
if (typeof lock === 'string') fail(`${lock}\nNothing was started.`)

let vite: ViteDevServer | null = null
const srv = await startServer({
  port,
  host,
  dataDir,
  dataDirLock: lock,
  ...envOptions(),
  // Vite needs the HTTP server for HMR, which exists only once we listen: requests that arrive
  // in between get a short "starting" answer.
  viteMiddleware: (req: Req, res: Res, next) => {
    const verdict = devRequestVerdict(req.method, req.url)
    if (verdict === 'deny') return notFound(res)
    if (verdict === 'index') req.url = '/index.html'
    if (vite) return vite.middlewares(req, res, next)
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '1' })
    res.end('Starting…')
  },
}).catch((e: unknown) => fail(`Could not start the local backend: ${e instanceof Error ? e.message : String(e)}`))
vite = await createViteServer({
  root,
  appType: 'spa',
  server: {
    middlewareMode: true,
    hmr: { server: srv.httpServer },
    // Defence in depth behind the guard: Vite serves files only from the app's folders.
    fs: viteFsOptions(dataDir),
  },
})
await printBanner(srv, { title: 'Player Photo Portal — dev (Vite + local backend)', host, dataDir })
onShutdown(srv, async () => {
  await vite?.close()
})

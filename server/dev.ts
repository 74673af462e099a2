// `npm run dev`: the local backend with Vite in middleware mode on one port (HMR over the same
// HTTP server), so the app reaches /auth, /rest and /storage at its own origin: no proxy, no CORS.
// Env: PORT (3000), HOST (0.0.0.0), DATA_DIR (.data — the same data as `npm start`).
import { join, resolve } from 'node:path'
import { createServer as createViteServer, type ViteDevServer } from 'vite'
import { REPO_ROOT } from './db.ts'
import { startServer } from './app.ts'
import { printBanner } from './banner.ts'
import { onShutdown } from './shutdown.ts'

const dataDir = resolve(process.env.DATA_DIR ?? join(REPO_ROOT, '.data'))
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'

let vite: ViteDevServer | null = null
const srv = await startServer({
  port,
  host,
  dataDir,
  // Vite needs the HTTP server for HMR, which exists only once we listen: requests that arrive
  // in between get a short "starting" answer.
  viteMiddleware: (req, res, next) => {
    if (vite) return vite.middlewares(req, res, next)
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '1' })
    res.end('Starting…')
  },
})
vite = await createViteServer({
  root: REPO_ROOT,
  appType: 'spa',
  server: { middlewareMode: true, hmr: { server: srv.httpServer } },
})
await printBanner(srv, { title: 'Player Photo Portal — dev (Vite + local backend)', host, dataDir })
onShutdown(srv, async () => {
  await vite?.close()
})

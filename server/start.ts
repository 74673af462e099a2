// `npm start`: the built app (dist/) and the local backend on one port, data kept in .data/.
// Env: PORT (3000), HOST (0.0.0.0, so a phone on the same Wi-Fi can open it), DATA_DIR (.data),
// DIST_DIR (dist).
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { REPO_ROOT } from './db.ts'
import { startServer } from './app.ts'
import { printBanner } from './banner.ts'
import { onShutdown } from './shutdown.ts'

const dataDir = resolve(process.env.DATA_DIR ?? join(REPO_ROOT, '.data'))
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'
const staticDir = resolve(process.env.DIST_DIR ?? join(REPO_ROOT, 'dist'))

if (!existsSync(join(staticDir, 'index.html'))) {
  console.error(`No built app in ${staticDir}. Run \`npm start\` (it builds first) or \`npx vite build\`.`)
  process.exit(1)
}

const fresh = !existsSync(join(dataDir, 'pg', 'PG_VERSION'))
console.log(fresh ? `Creating and seeding a new database in ${dataDir} …` : `Opening ${dataDir} …`)
const srv = await startServer({ port, host, dataDir, staticDir })
await printBanner(srv, { title: 'Player Photo Portal — local backend + built app', host, dataDir })
onShutdown(srv)

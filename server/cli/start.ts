// `npm start`: the built app (dist/) and the local backend on one port, data kept in .data/.
// Env: PORT (3000), HOST (127.0.0.1: this computer only; 0.0.0.0 lets phones on the same Wi-Fi
// in), DATA_DIR (.data), DIST_DIR (dist), ADMIN_PASSWORD (choose the admin's password; default
// generated per data folder), CORS_ORIGINS (other origins whose pages may call the API).
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { REPO_ROOT } from '../db/db.ts'
import { startServer } from '../app.ts'
import { printBanner } from './banner.ts'
import { onShutdown } from './shutdown.ts'
import { envOptions } from './env-options.ts'

const dataDir = resolve(process.env.DATA_DIR ?? join(REPO_ROOT, '.data'))
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '127.0.0.1'
const staticDir = resolve(process.env.DIST_DIR ?? join(REPO_ROOT, 'dist'))

if (!existsSync(join(staticDir, 'index.html'))) {
  console.error(`No built app in ${staticDir}. Run \`npm start\` (it builds first) or \`npx vite build\`.`)
  process.exit(1)
}

const fresh = !existsSync(join(dataDir, 'pg', 'PG_VERSION'))
console.log(fresh ? `Creating and seeding a new database in ${dataDir} …` : `Opening ${dataDir} …`)
const srv = await startServer({ port, host, dataDir, staticDir, ...envOptions() })
await printBanner(srv, { title: 'Player Photo Portal — local backend + built app', host, dataDir })
onShutdown(srv)

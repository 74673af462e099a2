// `npm start`: the built app (dist/) and the local backend on one port, data kept in .data/.
// Env: PORT (3000), HOST (127.0.0.1: this computer only; 0.0.0.0 lets phones on the same Wi-Fi
// in), DATA_DIR (.data), DIST_DIR (dist), ADMIN_PASSWORD (choose the admin's password; default
// generated per data folder), CORS_ORIGINS (other origins whose pages may call the API).
// `--build` (what `npm start` passes): build the app first. The data folder is locked before
// anything else, so a second start on the same folder refuses without touching the running
// one's files, and the build goes to a new folder swapped in only when complete (build-app.ts).
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { REPO_ROOT } from '../db/db.ts'
import type { DataDirLock } from '../db/data-dir-lock.ts'
import { portProblem, takeDataDir } from './before-start.ts'
import { startServer } from '../app.ts'
import { PRIVATE_UMASK } from '../db/private-folder.ts'
import { buildAndSwap } from './build-app.ts'
import { printBanner } from './banner.ts'
import { onShutdown } from './shutdown.ts'
import { envOptions } from './env-options.ts'

// Everything this process creates (database files, photos, the build) is its user's alone: PGlite
// asks for 666 on its files (db/private-folder.ts).
process.umask(PRIVATE_UMASK)
const dataDir = resolve(process.env.DATA_DIR ?? join(REPO_ROOT, '.data'))
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '127.0.0.1'
const staticDir = resolve(process.env.DIST_DIR ?? join(REPO_ROOT, 'dist'))
const build = process.argv.includes('--build')

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

const busy = await portProblem(host, port, 'npm start')
if (busy) fail(`${busy}\nNothing was built or started.`)
const taken = await takeDataDir(dataDir)
if (typeof taken === 'string') fail(`${taken}\nNothing was built or started.`)
const lock: DataDirLock = taken
// Ctrl+C while building: the lock goes with us (the half-built folder is removed next time).
const releaseOnSignal = (signal: NodeJS.Signals) => {
  void lock.release().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143))
}
process.once('SIGINT', releaseOnSignal)
process.once('SIGTERM', releaseOnSignal)

try {
  if (build) await buildAndSwap(staticDir)
  if (!existsSync(join(staticDir, 'index.html'))) {
    throw new Error(`No built app in ${staticDir}. Run \`npm start\` (it builds first) or \`npx vite build --mode demo\`.`)
  }
} catch (e) {
  await lock.release()
  fail(e instanceof Error ? e.message : String(e))
}

const fresh = !existsSync(join(dataDir, 'pg', 'PG_VERSION'))
console.log(fresh ? `Creating and seeding a new database in ${dataDir} …` : `Opening ${dataDir} …`)
let srv: Awaited<ReturnType<typeof startServer>>
try {
  srv = await startServer({ port, host, dataDir, staticDir, dataDirLock: lock, ...envOptions() })
} catch (e) {
  fail(`Could not start the local backend: ${e instanceof Error ? e.message : String(e)}`)
}
process.off('SIGINT', releaseOnSignal)
process.off('SIGTERM', releaseOnSignal)
await printBanner(srv, { title: 'Player Photo Portal — local backend + built app', host, dataDir })
onShutdown(srv)

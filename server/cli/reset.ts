// `npm run reset`: deletes the local data folder (database, photos, JWT secret) so the next
// start seeds a fresh one. Env: DATA_DIR (.data).
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { REPO_ROOT } from '../db/db.ts'
import { lockHolder, lockedMessage } from '../db/data-dir-lock.ts'

const dataDir = resolve(process.env.DATA_DIR ?? join(REPO_ROOT, '.data'))

if (!existsSync(dataDir)) {
  console.log(`Nothing to reset: ${dataDir} does not exist.`)
  process.exit(0)
}

// Only ever delete a folder that looks like ours, never the repo or a parent of it.
const entries = readdirSync(dataDir)
const ours = entries.length === 0 || entries.some((e) => ['pg', 'storage', 'jwt-secret'].includes(e))
if (!ours || REPO_ROOT.startsWith(dataDir + '/') || resolve(REPO_ROOT) === dataDir) {
  console.error(`Refusing to delete ${dataDir}: it does not look like a local backend data folder.`)
  process.exit(1)
}

const holder = await lockHolder(dataDir)
if (holder) {
  console.error(`${lockedMessage(dataDir, holder)}\nNothing was deleted.`)
  process.exit(1)
}

function sizeOf(path: string): number {
  const s = statSync(path)
  if (!s.isDirectory()) return s.size
  return readdirSync(path).reduce((sum, e) => sum + sizeOf(join(path, e)), 0)
}

const shown = relative(process.cwd(), dataDir)
console.log(`Deleting ${shown && !shown.startsWith('..') ? shown : dataDir} (${(sizeOf(dataDir) / 1024 / 1024).toFixed(1)} MB):`)
for (const e of entries) console.log(`  ${e}${statSync(join(dataDir, e)).isDirectory() ? '/' : ''}`)
rmSync(dataDir, { recursive: true, force: true })
console.log('Done. The next `npm start` or `npm run dev` creates and seeds a fresh database.')

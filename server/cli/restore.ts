// `npm run restore -- <backup folder> [--force]`: puts a backup (npm run backup) back as the data
// folder. Refuses a folder a portal is using; refuses a non-empty one unless --force, and then
// keeps it aside as <folder>.before-restore-<time>. Env: DATA_DIR (.data), or --data-dir.
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { REPO_ROOT } from '../db/db.ts'
import { restoreBackup } from '../ops/restore.ts'
import { commandOn, fail } from '../ops/cli-support.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean' }, 'data-dir': { type: 'string' } },
})
const dataDir = resolve(values['data-dir'] ?? process.env.DATA_DIR ?? join(REPO_ROOT, '.data'))
const [backup] = positionals
if (!backup || positionals.length > 1) fail('Usage: npm run restore -- <backup folder> [--force] [--data-dir <folder>]')

try {
  const r = await restoreBackup(resolve(backup as string), dataDir, { force: values.force })
  console.log(`Restored ${r.objects} photo files and the database into ${r.dataDir}.`)
  if (r.keptAside) console.log(`The folder that was there is kept as ${r.keptAside} (delete it once you are sure).`)
  console.log(`Start the portal on it: ${commandOn(r.dataDir, 'start')}\nIt prints the admin password of the backup.`)
} catch (e) {
  fail(e)
}

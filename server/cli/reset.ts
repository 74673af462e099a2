// `npm run reset`: deletes the local data folder (database, photos, JWT secret) so the next
// start seeds a fresh one. It says how many photos would go and asks first at a terminal;
// elsewhere it deletes only with `--yes`. Env: DATA_DIR (.data).
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { createInterface } from 'node:readline/promises'
import { parseArgs } from 'node:util'
import { REPO_ROOT } from '../db/db.ts'
import { lockHolder, lockedMessage } from '../db/data-dir-lock.ts'
import { commandOn } from '../ops/cli-support.ts'

const { values } = parseArgs({ options: { yes: { type: 'boolean', short: 'y' } } })
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

/** Bytes and photo files (thumbnails not counted) under `path`. */
function survey(path: string): { bytes: number; photos: number } {
  const s = statSync(path)
  if (!s.isDirectory()) return { bytes: s.size, photos: /\.(jpe?g|png|webp)$/i.test(path) && !/\.thumb\.jpg$/i.test(path) ? 1 : 0 }
  return readdirSync(path).reduce(
    (sum, e) => {
      const inner = survey(join(path, e))
      return { bytes: sum.bytes + inner.bytes, photos: sum.photos + inner.photos }
    },
    { bytes: 0, photos: 0 },
  )
}

const shown = relative(process.cwd(), dataDir)
const name = shown && !shown.startsWith('..') ? shown : dataDir
const storage = join(dataDir, 'storage')
const photos = existsSync(storage) ? survey(storage).photos : 0
const mb = (survey(dataDir).bytes / 1024 / 1024).toFixed(1)
console.log(`This deletes ${name} (${mb} MB): the database, ${photos} photo file${photos === 1 ? '' : 's'} and the admin password.`)
console.log(`To keep a copy first: ${commandOn(dataDir, 'backup')}`)

// Asked only at a terminal: a script or CI with no one to answer gets a no, and the hint.
const confirmed = values.yes || (process.stdin.isTTY && (await ask('Delete it? Type yes to delete: ')) === 'yes')
if (!confirmed) {
  console.log('Nothing was deleted. (To delete without being asked: npm run reset -- --yes)')
  process.exit(1)
}

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout })
  try {
    return (await rl.question(question)).trim().toLowerCase()
  } finally {
    rl.close()
  }
}

rmSync(dataDir, { recursive: true, force: true })
console.log(`Deleted ${name}. The next \`npm start\` or \`npm run dev\` creates and seeds a fresh database.`)

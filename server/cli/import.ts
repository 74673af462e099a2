// `npm run import -- --url <project url> <export folder>` with SUPABASE_SERVICE_ROLE_KEY set (or
// --service-key <key>): an event exported with `npm run export` into a Supabase project with the
// migrations applied (ops/import-event.ts); a folder of such exports (`export --from … --all`)
// imports each.
// For a local backend instead: `--data-dir <its data folder>` signs a short-lived service-role
// token with that folder's JWT secret (the only place a service role comes from locally) and
// finds the running portal's URL (or give --url).
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { signJwt } from '../api/jwt.ts'
import { MANIFEST, runningPortal } from '../ops/folder.ts'
import { importEvent, serviceClient } from '../ops/import-event.ts'
import { fail } from '../ops/cli-support.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { url: { type: 'string' }, 'service-key': { type: 'string' }, 'data-dir': { type: 'string' } },
})
const usage =
  'Usage: SUPABASE_SERVICE_ROLE_KEY=… npm run import -- --url <project url> <export folder>\n' +
  '   or: npm run import -- --data-dir <local data folder> [--url <its url>] <export folder>'
const [dir] = positionals
if (!dir || positionals.length > 1) fail(usage)

async function target(): Promise<{ url: string; key: string }> {
  const key = values['service-key'] ?? process.env.SUPABASE_SERVICE_ROLE_KEY
  if (key && values.url) return { url: values.url, key }
  const dataDir = values['data-dir']
  if (!dataDir) throw new Error(usage)
  const secret = (await readFile(join(resolve(dataDir), 'jwt-secret'), 'utf8')).trim()
  const now = Math.floor(Date.now() / 1000)
  const running = await runningPortal(resolve(dataDir))
  const url = values.url ?? running?.url ?? null
  if (!url) throw new Error(`No portal is running on ${dataDir}: start it (npm start with DATA_DIR=${dataDir}) or give --url.`)
  return { url, key: signJwt({ iss: 'supabase', role: 'service_role', iat: now, exp: now + 3600 }, secret) }
}

/** The export folder itself, or (`npm run export -- --from … --all`) the export folders inside it. */
async function exportFolders(root: string): Promise<string[]> {
  if (existsSync(join(root, MANIFEST))) return [root]
  const inside = (await readdir(root, { withFileTypes: true }))
    .filter((e) => e.isDirectory() && existsSync(join(root, e.name, MANIFEST)))
    .map((e) => join(root, e.name))
    .sort()
  if (!inside.length) throw new Error(`${root} is no export: it has no ${MANIFEST}, nor folders that have one.`)
  return inside
}

try {
  const folders = await exportFolders(resolve(dir as string))
  const { url, key } = await target()
  const client = serviceClient(url, key)
  for (const folder of folders) {
    console.log(`Importing ${folder} into ${url} …`)
    const r = await importEvent(folder, client, (line) => console.log(line))
    console.log(`Done: ${JSON.stringify(r.event)} is in ${url}.`)
  }
} catch (e) {
  fail(e)
}
